package unscrambler.strategy;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
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
 * The names the rules' patterns compare, read from the DRL with Drools' own parser: every literal
 * compared ({@code ==}, {@code !=}, {@code in}, {@code not in}, on either side; {@code
 * name.equals("FD")}; {@code matches} a literal that is a plain name, no pattern) with a field that
 * {@link Names} marks, or passed to a method whose argument it marks ({@code isOn("R")}), with what
 * it must name and the {@code file:line} it is written on. The pattern's fact class is resolved
 * through the file's imports, so that {@code name} is known to be a piece's name in {@code
 * PieceFact(name == "FD")} and a macro's in {@code Macro(name == "sune")}. Patterns of types the
 * DRL declares itself, and expressions more involved than a field, a bound fact's field or a call
 * with one literal, are not looked into.
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
        List<PatternDescr> patterns = new ArrayList<>();
        collect(rule.getLhs(), patterns);
        for (PatternDescr p : patterns) {
            if (p.getIdentifier() != null) {
                type(p.getObjectType()).ifPresent(c -> bound.put(p.getIdentifier(), c));
            }
        }
        for (PatternDescr p : patterns) {
            Optional<Class<?>> type = type(p.getObjectType());
            for (BaseDescr d : p.getDescrs()) {
                if (d instanceof ExprConstraintDescr e) {
                    constraint(e, type, bound);
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

    private void constraint(ExprConstraintDescr constraint, Optional<Class<?>> type, Map<String, Class<?>> bound) {
        String expression = constraint.getExpression();
        DrlExprParser parser = DrlExprParserFactory.getDrlExprParser(DrlParser.DEFAULT_LANGUAGE_LEVEL);
        ConstraintConnectiveDescr parsed = parser.parse(expression);
        if (parsed == null || parser.hasErrors()) {
            return;
        }
        expression(parsed, new Context(constraint, type, bound));
    }

    /** Where a constraint is and what its fields belong to. */
    private record Context(ExprConstraintDescr constraint, Optional<Class<?>> type, Map<String, Class<?>> bound) {}

    private void expression(BaseDescr d, Context context) {
        if (d instanceof ConstraintConnectiveDescr c) {
            c.getDescrs().forEach(part -> expression(part, context));
        } else if (d instanceof RelationalExprDescr r) {
            String op = r.getOperator();
            if (("==".equals(op) || "!=".equals(op)) && !r.isNegated()) {
                compared(r.getLeft(), r.getRight(), context);
                compared(r.getRight(), r.getLeft(), context);
            } else if ("matches".equals(op) && r.getRight() instanceof AtomicExprDescr l && l.isLiteral()
                    && PLAIN.matcher(l.getExpression().strip()).matches()) {
                compared(r.getLeft(), r.getRight(), context);
            }
            expression(r.getLeft(), context);
            expression(r.getRight(), context);
        } else if (d instanceof AtomicExprDescr a && !a.isLiteral()) {
            Matcher equals = EQUALS.matcher(a.getExpression());
            while (equals.find()) {
                receiver(equals.group(1), context).flatMap(c -> fieldNames(c, equals.group(2)))
                        .ifPresent(what -> use(what, equals.group(3), context));
            }
            Matcher call = CALL.matcher(a.getExpression());
            while (call.find()) {
                receiver(call.group(1), context).flatMap(c -> argumentNames(c, call.group(2)))
                        .ifPresent(what -> use(what, call.group(3), context));
            }
        }
    }

    /** A literal on one side of {@code ==} or {@code !=}, a field on the other. */
    private void compared(BaseDescr field, BaseDescr literal, Context context) {
        if (!(literal instanceof AtomicExprDescr l) || !l.isLiteral()) {
            return;
        }
        String text = field instanceof BindingDescr b ? b.getExpression()
                : field instanceof AtomicExprDescr a && !a.isLiteral() ? a.getExpression() : null;
        if (text == null) {
            return;
        }
        Matcher m = FIELD.matcher(text.strip());
        if (m.matches()) {
            receiver(m.group(1), context).flatMap(c -> fieldNames(c, m.group(2)))
                    .ifPresent(what -> use(what, l.getExpression(), context));
        }
    }

    private void use(Names.What what, String literal, Context context) {
        String value = literal.strip();
        boolean quoted = value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
                || value.startsWith("'") && value.endsWith("'"));
        // a number is compared with a stage's number only, a text with anything else
        if (quoted == (what == Names.What.STAGE_NUMBER)) {
            return;
        }
        String expression = context.constraint().getExpression();
        int at = Math.max(0, expression.indexOf(literal));
        int line = context.constraint().getLine() + (int) expression.substring(0, at).chars().filter(c -> c == '\n').count();
        uses.add(new Use(what, quoted ? value.substring(1, value.length() - 1) : value, new Origin(file, line)));
    }

    /** The class a field's owner is: the pattern's ({@code this} or none), or a bound fact's. */
    private static Optional<Class<?>> receiver(String owner, Context context) {
        if (owner == null || owner.equals("this")) {
            return context.type();
        }
        return Optional.ofNullable(context.bound().get(owner));
    }

    private static Optional<Names.What> fieldNames(Class<?> type, String field) {
        String capital = Character.toUpperCase(field.charAt(0)) + field.substring(1);
        for (String getter : List.of("get" + capital, "is" + capital, field)) {
            try {
                Names names = type.getMethod(getter).getAnnotation(Names.class);
                if (names != null) {
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
