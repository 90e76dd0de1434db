package unscrambler.strategy;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.drools.drl.ast.descr.AccumulateDescr;
import org.drools.drl.ast.descr.AtomicExprDescr;
import org.drools.drl.ast.descr.BaseDescr;
import org.drools.drl.ast.descr.BindingDescr;
import org.drools.drl.ast.descr.CollectDescr;
import org.drools.drl.ast.descr.ConditionalElementDescr;
import org.drools.drl.ast.descr.ConstraintConnectiveDescr;
import org.drools.drl.ast.descr.ExprConstraintDescr;
import org.drools.drl.ast.descr.FromDescr;
import org.drools.drl.ast.descr.ImportDescr;
import org.drools.drl.ast.descr.PackageDescr;
import org.drools.drl.ast.descr.PatternDescr;
import org.drools.drl.ast.descr.RelationalExprDescr;
import org.drools.drl.ast.descr.RuleDescr;
import org.drools.drl.parser.DrlExprParser;
import org.drools.drl.parser.DrlExprParserFactory;
import org.drools.drl.parser.DrlParser;
import org.drools.drl.parser.DroolsParserException;

/**
 * The names the rules' patterns compare, read from the DRL with Drools' own parser, with what each
 * must name and the {@code file:line} it is written on: every literal a field that {@link Names}
 * marks is compared with, however it is compared ({@code ==}, {@code !=}, {@code in}, {@code not
 * in}, on either side; {@code name.equals("FD")}; {@code matches} a literal that is a plain name,
 * no pattern; {@code memberOf} a list of literals; {@code plan contains "FD"} and {@code "FD"
 * memberOf plan} for a collection of names), literals a variable is bound to {@code from} ({@code
 * $n : String() from ["DL", "FD"]}, then {@code name == $n}), and a literal passed to a method whose
 * argument is marked ({@code isOn("R")}). The pattern's fact class is resolved through the file's
 * imports, so that {@code name} is known to be a piece's name in {@code PieceFact(name == "FD")}
 * and a macro's in {@code Macro(name == "sune")}. Patterns of types the DRL declares itself, and
 * expressions more involved than a field, a bound fact's field or a call with one literal, are not
 * looked into.
 */
public final class PatternNames {

    /**
     * One name a pattern compares.
     *
     * @param what what it must name
     * @param name the literal's value, without its quotes
     * @param where the line it is written on
     */
    public record Use(Names.What what, String name, Origin where) {}

    /** A field, {@code this.field} or {@code $fact.field}. */
    private static final Pattern FIELD = Pattern.compile("(?:(this|\\$?[A-Za-z_]\\w*)\\s*\\.\\s*)?([A-Za-z_]\\w*)");
    /** A call with one literal argument: {@code isOn("R")}, {@code $stage.planIndex("FU")}. */
    private static final Pattern CALL = Pattern.compile(
            "(?:(this|\\$?[A-Za-z_]\\w*)\\s*\\.\\s*)?([A-Za-z_]\\w*)\\s*\\(\\s*(\"[^\"]*\"|'[^']*'|-?\\d+)\\s*\\)");
    /** A field compared by {@code equals} with one literal: {@code name.equals("FD")}, {@code $p.name.equals("FD")}. */
    private static final Pattern EQUALS = Pattern.compile(
            "(?:(this|\\$?[A-Za-z_]\\w*)\\s*\\.\\s*)?([A-Za-z_]\\w*)\\s*\\.\\s*equals\\s*\\(\\s*(\"[^\"]*\"|'[^']*')\\s*\\)");
    /** A literal {@code matches} compares as a name: one with none of a pattern's own characters. */
    private static final Pattern PLAIN = Pattern.compile("[\"'][A-Za-z0-9_ -]*[\"']");
    /** One literal of a list, with the comma after it. */
    private static final Pattern LITERAL = Pattern.compile("\\s*(\"[^\"]*\"|'[^']*'|-?\\d+)\\s*,?");

    private final String file;
    private final PackageDescr pkg;
    private final Map<String, Optional<Class<?>>> classes = new HashMap<>();
    private final Set<Use> uses = new LinkedHashSet<>();

    private PatternNames(String file, PackageDescr pkg) {
        this.file = file;
        this.pkg = pkg;
    }

    /**
     * Reads every rule file.
     *
     * @param files each file's name as errors show it and its text; a file the parser cannot read
     *     is left out (compiling the rules reports it)
     */
    public static List<Use> read(Map<String, String> files) {
        List<Use> all = new ArrayList<>();
        files.forEach((file, text) -> {
            DrlParser parser = new DrlParser();
            try {
                PackageDescr pkg = parser.parse(false, text);
                if (pkg != null && !parser.hasErrors()) {
                    PatternNames reading = new PatternNames(file, pkg);
                    for (RuleDescr rule : pkg.getRules()) {
                        reading.rule(rule);
                    }
                    all.addAll(reading.uses);
                }
            } catch (DroolsParserException | RuntimeException e) {
                // the compiler says what is wrong with the file, with its line and column; a check
                // that cannot read a file the compiler took must not stop the rules from loading
            }
        });
        return all;
    }

    private void rule(RuleDescr rule) {
        if (rule.getLhs() == null) {
            return;
        }
        Map<String, Class<?>> bound = new HashMap<>();
        Map<String, List<Literal>> fromLiterals = new HashMap<>();
        List<PatternDescr> patterns = new ArrayList<>();
        collect(rule.getLhs(), patterns);
        for (PatternDescr p : patterns) {
            if (p.getIdentifier() != null) {
                type(p.getObjectType()).ifPresent(c -> bound.put(p.getIdentifier(), c));
                if (p.getSource() instanceof FromDescr from) {
                    // the parser gives the source no line of its own: a pattern and its from are on one line
                    List<Literal> literals = literals(from.getExpression(), p.getLine());
                    if (!literals.isEmpty()) {
                        fromLiterals.put(p.getIdentifier(), literals);
                    }
                }
            }
        }
        for (PatternDescr p : patterns) {
            Optional<Class<?>> type = type(p.getObjectType());
            for (BaseDescr d : p.getDescrs()) {
                if (d instanceof ExprConstraintDescr e) {
                    constraint(e, type, bound, fromLiterals);
                }
            }
        }
    }

    /** Every pattern under a condition, inside not, exists, or, forall, accumulate and collect too. */
    private static void collect(BaseDescr d, List<PatternDescr> into) {
        if (d instanceof PatternDescr p) {
            into.add(p);
            if (p.getSource() != null) {
                collect(p.getSource(), into);
            }
        } else if (d instanceof AccumulateDescr a) {
            if (a.getInput() != null) {
                collect(a.getInput(), into);
            }
        } else if (d instanceof CollectDescr c) {
            if (c.getInputPattern() != null) {
                collect(c.getInputPattern(), into);
            }
        } else if (d instanceof ConditionalElementDescr c) {
            for (Object o : c.getDescrs()) {
                if (o instanceof BaseDescr b) {
                    collect(b, into);
                }
            }
        }
    }

    private void constraint(ExprConstraintDescr constraint, Optional<Class<?>> type, Map<String, Class<?>> bound,
            Map<String, List<Literal>> fromLiterals) {
        String expression = constraint.getExpression();
        DrlExprParser parser = DrlExprParserFactory.getDrlExprParser(DrlParser.DEFAULT_LANGUAGE_LEVEL);
        ConstraintConnectiveDescr parsed = parser.parse(expression);
        if (parsed == null || parser.hasErrors()) {
            return;
        }
        expression(parsed, new Context(constraint, type, bound, fromLiterals));
    }

    /**
     * Where a constraint is and what its fields belong to.
     *
     * @param fromLiterals the literals a fact bound by {@code $n : String() from "DL"} (or from a
     *     list of literals) may be, by its variable
     */
    private record Context(ExprConstraintDescr constraint, Optional<Class<?>> type, Map<String, Class<?>> bound,
            Map<String, List<Literal>> fromLiterals) {

        /** The line of the constraint a literal is written on. */
        int lineOf(String literal) {
            String expression = constraint.getExpression();
            int at = Math.max(0, expression.indexOf(literal));
            return constraint.getLine() + (int) expression.substring(0, at).chars().filter(c -> c == '\n').count();
        }
    }

    /** A literal as written (quotes kept) and the line it is on. */
    private record Literal(String text, int line) {}

    private void expression(BaseDescr d, Context context) {
        if (d instanceof ConstraintConnectiveDescr c) {
            c.getDescrs().forEach(part -> expression(part, context));
        } else if (d instanceof RelationalExprDescr r) {
            String op = r.getOperator();
            BaseDescr left = r.getLeft();
            BaseDescr right = r.getRight();
            switch (op) {
                case "==", "!=" -> {
                    compared(left, right, false, context);
                    compared(right, left, false, context);
                }
                // a literal with none of a pattern's own characters is a name compared, not a pattern
                case "matches" -> {
                    if (right instanceof AtomicExprDescr l && l.isLiteral()
                            && PLAIN.matcher(l.getExpression().strip()).matches()) {
                        compared(left, right, false, context);
                    }
                }
                // a collection that names things contains a name; a text's contains is a substring
                case "contains", "excludes" -> compared(left, right, true, context);
                // a name is a member of a collection that names things, or of a list of names
                case "memberOf" -> {
                    compared(right, left, true, context);
                    compared(left, right, false, context);
                }
                default -> { }
            }
            expression(left, context);
            expression(right, context);
        } else if (d instanceof AtomicExprDescr a && !a.isLiteral()) {
            Matcher equals = EQUALS.matcher(a.getExpression());
            while (equals.find()) {
                Literal literal = new Literal(equals.group(3), context.lineOf(equals.group(3)));
                receiver(equals.group(1), context).flatMap(c -> fieldNames(c, equals.group(2), false))
                        .ifPresent(what -> use(what, literal));
            }
            Matcher call = CALL.matcher(a.getExpression());
            while (call.find()) {
                Literal literal = new Literal(call.group(3), context.lineOf(call.group(3)));
                receiver(call.group(1), context).flatMap(c -> argumentNames(c, call.group(2)))
                        .ifPresent(what -> use(what, literal));
            }
        }
    }

    /**
     * A field on one side of a comparison, names on the other: a literal, a list of literals, or a
     * variable bound {@code from} literals.
     *
     * @param collection whether the field is a collection whose members are compared
     */
    private void compared(BaseDescr field, BaseDescr names, boolean collection, Context context) {
        String text = field instanceof BindingDescr b ? b.getExpression()
                : field instanceof AtomicExprDescr a && !a.isLiteral() ? a.getExpression() : null;
        if (text == null || !(names instanceof AtomicExprDescr n)) {
            return;
        }
        List<Literal> literals = n.isLiteral()
                ? List.of(new Literal(n.getExpression(), context.lineOf(n.getExpression())))
                : context.fromLiterals().getOrDefault(n.getExpression().strip(),
                        literals(n.getExpression(), context.lineOf(n.getExpression())));
        Matcher m = FIELD.matcher(text.strip());
        if (!literals.isEmpty() && m.matches()) {
            receiver(m.group(1), context).flatMap(c -> fieldNames(c, m.group(2), collection))
                    .ifPresent(what -> literals.forEach(literal -> use(what, literal)));
        }
    }

    /** The literals of {@code "DL"} or of a list {@code ["DL", "FU"]}; empty for anything else. */
    private static List<Literal> literals(String expression, int line) {
        String e = expression.strip();
        if (e.startsWith("[") && e.endsWith("]")) {
            e = e.substring(1, e.length() - 1);
        }
        List<Literal> literals = new ArrayList<>();
        Matcher m = LITERAL.matcher(e);
        int end = 0;
        while (m.lookingAt()) {
            literals.add(new Literal(m.group(1), line));
            end = m.end();
            m.region(end, e.length());
        }
        return end == e.length() ? literals : List.of();
    }

    private void use(Names.What what, Literal literal) {
        String value = literal.text().strip();
        boolean quoted = value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
                || value.startsWith("'") && value.endsWith("'"));
        // a number is compared with a stage's number only, a text with anything else
        if (quoted == (what == Names.What.STAGE_NUMBER)) {
            return;
        }
        uses.add(new Use(what, quoted ? value.substring(1, value.length() - 1) : value, new Origin(file, literal.line())));
    }

    /** The class a field's owner is: the pattern's ({@code this} or none), or a bound fact's. */
    private static Optional<Class<?>> receiver(String owner, Context context) {
        if (owner == null || owner.equals("this")) {
            return context.type();
        }
        return Optional.ofNullable(context.bound().get(owner));
    }

    /**
     * What a field names.
     *
     * @param members whether the field is compared by its members: only a collection's count
     */
    private static Optional<Names.What> fieldNames(Class<?> type, String field, boolean members) {
        String capital = Character.toUpperCase(field.charAt(0)) + field.substring(1);
        for (String getter : List.of("get" + capital, "is" + capital, field)) {
            try {
                Method method = type.getMethod(getter);
                Names names = method.getAnnotation(Names.class);
                boolean collection = Collection.class.isAssignableFrom(method.getReturnType());
                if (names != null && collection == members) {
                    return Optional.of(names.value());
                }
            } catch (NoSuchMethodException e) {
                // try the next way to spell a getter
            }
        }
        return Optional.empty();
    }

    private static Optional<Names.What> argumentNames(Class<?> type, String method) {
        for (Method m : type.getMethods()) {
            if (m.getName().equals(method) && m.getParameterCount() == 1) {
                Parameter p = m.getParameters()[0];
                if (p.isAnnotationPresent(Names.class)) {
                    return Optional.of(p.getAnnotation(Names.class).value());
                }
            }
        }
        return Optional.empty();
    }

    /** The class a pattern's type names, through the file's imports and package; empty for a DRL-declared type. */
    private Optional<Class<?>> type(String name) {
        return classes.computeIfAbsent(name, n -> {
            List<String> candidates = new ArrayList<>();
            candidates.add(n);
            for (ImportDescr i : pkg.getImports()) {
                String target = i.getTarget();
                if (target.endsWith("." + n)) {
                    candidates.add(target);
                } else if (target.endsWith(".*")) {
                    candidates.add(target.substring(0, target.length() - 1) + n);
                }
            }
            candidates.add(pkg.getNamespace() + "." + n);
            candidates.add("java.lang." + n);
            for (String c : candidates) {
                try {
                    return Optional.of(Class.forName(c, false, PatternNames.class.getClassLoader()));
                } catch (ClassNotFoundException | LinkageError e) {
                    // not this one
                }
            }
            return Optional.empty();
        });
    }
}
