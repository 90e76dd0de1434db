package unscrambler.strategy;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
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
 * and a macro's in {@code Macro(name == "sune")}. Expressions more involved than a field, a bound
 * fact's field or a call with one literal are not looked into, nor literals compared with the
 * fields of types the DRL declares.
 *
 * <p>A type the DRL declares itself has no {@link Names} to say what its fields name; what they
 * name is read from how the patterns use them ({@link NamedField}): a declared fact's field bound
 * to a variable ({@code FetchesFromTheRight($title : stage)}) that is compared with a field that
 * names something ({@code StageProgress(title == $title)}), or the other way round, names that, and
 * every knowledge fact of the type is checked ({@link StrategyCheck}). Inferred rather than marked
 * in the declaration: a marker is one more thing to forget, and the pattern that compares the
 * field already says what it must hold, for every rule that uses it.
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

    /**
     * A field of a type the rules declare that names something, as a pattern compares it.
     *
     * @param type the declared type's full name, as its facts' class is named
     *     ({@code unscrambler.rules.blacktaylor.FetchesFromTheRight})
     * @param field the field's name
     * @param what what its values must name
     */
    public record NamedField(String type, String field, Names.What what) {}

    /** What the rules' patterns compare: names written in them, and fields of declared types that name something. */
    public record Found(List<Use> uses, List<NamedField> namedFields) {}

    /** A field of a declared type, by the type's full name. */
    private record DeclaredField(String type, String field) {}

    /** A field, {@code this.field} or {@code $fact.field}. */
    private static final Pattern FIELD = Pattern.compile("(?:(this|\\$?[A-Za-z_]\\w*)\\s*\\.\\s*)?([A-Za-z_]\\w*)");
    /** A call with one literal argument: {@code isOn("R")}, {@code $stage.planIndex("FU")}. */
    private static final Pattern CALL = Pattern.compile(
            "(?:(this|\\$?[A-Za-z_]\\w*)\\s*\\.\\s*)?([A-Za-z_]\\w*)\\s*\\(\\s*(\"[^\"]*\"|'[^']*'|-?\\d+)\\s*\\)");
    /** A call with a variable or a bound fact's field as its one argument: {@code isOn($face)}, {@code isOn($f.face)}. */
    private static final Pattern CALL_WITH_VARIABLE = Pattern.compile(
            "(?:(this|\\$?[A-Za-z_]\\w*)\\s*\\.\\s*)?([A-Za-z_]\\w*)\\s*\\(\\s*(\\$[A-Za-z_]\\w*(?:\\s*\\.\\s*[A-Za-z_]\\w*)?)\\s*\\)");
    /** A field compared by {@code equals} with one literal: {@code name.equals("FD")}, {@code $p.name.equals("FD")}. */
    private static final Pattern EQUALS = Pattern.compile(
            "(?:(this|\\$?[A-Za-z_]\\w*)\\s*\\.\\s*)?([A-Za-z_]\\w*)\\s*\\.\\s*equals\\s*\\(\\s*(\"[^\"]*\"|'[^']*')\\s*\\)");
    /** A literal {@code matches} compares as a name: one with none of a pattern's own characters. */
    private static final Pattern PLAIN = Pattern.compile("[\"'][A-Za-z0-9_ -]*[\"']");
    /** One literal of a list, with the comma after it. */
    private static final Pattern LITERAL = Pattern.compile("\\s*(\"[^\"]*\"|'[^']*'|-?\\d+)\\s*,?");

    private final String file;
    private final PackageDescr pkg;
    /** The fields of every type the rules declare, in any file, by the type's full name. */
    private final Map<String, Set<String>> declaredTypes;
    private final Map<String, Optional<Class<?>>> classes = new HashMap<>();
    private final Set<Use> uses = new LinkedHashSet<>();
    private final Set<NamedField> namedFields = new LinkedHashSet<>();
    private final Map<ExprConstraintDescr, Optional<ConstraintConnectiveDescr>> parsed = new IdentityHashMap<>();

    private PatternNames(String file, PackageDescr pkg, Map<String, Set<String>> declaredTypes) {
        this.file = file;
        this.pkg = pkg;
        this.declaredTypes = declaredTypes;
    }

    /**
     * Reads every rule file.
     *
     * @param files each file's name as errors show it and its text; a file the parser cannot read
     *     is left out (compiling the rules reports it)
     */
    public static Found read(Map<String, String> files) {
        Map<String, PackageDescr> packages = new LinkedHashMap<>();
        files.forEach((file, text) -> {
            DrlParser parser = new DrlParser();
            try {
                PackageDescr pkg = parser.parse(false, text);
                if (pkg != null && !parser.hasErrors()) {
                    packages.put(file, pkg);
                }
            } catch (DroolsParserException | RuntimeException e) {
                // the compiler says what is wrong with the file, with its line and column; a check
                // that cannot read a file the compiler took must not stop the rules from loading
            }
        });
        // a type declared in one file is used in the others of its package
        Map<String, Set<String>> declaredTypes = new HashMap<>();
        packages.values().forEach(pkg -> pkg.getTypeDeclarations().forEach(t -> declaredTypes.put(
                pkg.getNamespace().isEmpty() ? t.getTypeName() : pkg.getNamespace() + "." + t.getTypeName(),
                t.getFields().keySet())));
        List<Use> uses = new ArrayList<>();
        Set<NamedField> namedFields = new LinkedHashSet<>();
        packages.forEach((file, pkg) -> {
            PatternNames reading = new PatternNames(file, pkg, declaredTypes);
            try {
                for (RuleDescr rule : pkg.getRules()) {
                    reading.rule(rule);
                }
                uses.addAll(reading.uses);
                namedFields.addAll(reading.namedFields);
            } catch (RuntimeException e) {
                // as above: what the check cannot read, the compiler has taken
            }
        });
        return new Found(uses, List.copyOf(namedFields));
    }

    /**
     * What a rule's patterns bind, by variable.
     *
     * @param facts facts of the vocabulary's classes ({@code $piece : PieceFact(...)})
     * @param declaredFacts facts of declared types, by the type's full name
     * @param fromLiterals the literals a fact bound by {@code $n : String() from "DL"} (or from a
     *     list of literals) may be
     * @param names fields that name something ({@code $t : title} in {@code StageProgress})
     * @param declaredFields fields of declared types ({@code $title : stage} in {@code FetchesFromTheRight})
     */
    private record Bindings(Map<String, Class<?>> facts, Map<String, String> declaredFacts,
            Map<String, List<Literal>> fromLiterals, Map<String, Names.What> names,
            Map<String, DeclaredField> declaredFields) {}

    private void rule(RuleDescr rule) {
        if (rule.getLhs() == null) {
            return;
        }
        Bindings bindings = new Bindings(new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(),
                new HashMap<>());
        List<PatternDescr> patterns = new ArrayList<>();
        collect(rule.getLhs(), patterns);
        for (PatternDescr p : patterns) {
            Optional<Class<?>> type = type(p.getObjectType());
            Optional<String> declared = declaredType(p.getObjectType());
            if (p.getIdentifier() != null) {
                type.ifPresent(c -> bindings.facts().put(p.getIdentifier(), c));
                declared.ifPresent(d -> bindings.declaredFacts().put(p.getIdentifier(), d));
                if (p.getSource() instanceof FromDescr from) {
                    // the parser gives the source no line of its own: a pattern and its from are on one line
                    List<Literal> literals = literals(from.getExpression(), p.getLine());
                    if (!literals.isEmpty()) {
                        bindings.fromLiterals().put(p.getIdentifier(), literals);
                    }
                }
            }
            for (BaseDescr d : p.getDescrs()) {
                if (d instanceof ExprConstraintDescr e) {
                    parsed(e).ifPresent(c -> fieldsBound(c, type, declared, bindings));
                }
            }
        }
        for (PatternDescr p : patterns) {
            Optional<Class<?>> type = type(p.getObjectType());
            Optional<String> declared = declaredType(p.getObjectType());
            for (BaseDescr d : p.getDescrs()) {
                if (d instanceof ExprConstraintDescr e) {
                    parsed(e).ifPresent(c -> expression(c, new Context(e, type, declared, bindings)));
                }
            }
        }
    }

    /** The variables a constraint binds to its pattern's fields ({@code $title : stage}), wherever they stand in it. */
    private void fieldsBound(BaseDescr d, Optional<Class<?>> type, Optional<String> declared, Bindings bindings) {
        if (d instanceof ConstraintConnectiveDescr c) {
            c.getDescrs().forEach(part -> fieldsBound(part, type, declared, bindings));
        } else if (d instanceof RelationalExprDescr r) {
            fieldsBound(r.getLeft(), type, declared, bindings);
            fieldsBound(r.getRight(), type, declared, bindings);
        } else if (d instanceof BindingDescr b) {
            Matcher m = FIELD.matcher(b.getExpression().strip());
            if (m.matches() && (m.group(1) == null || m.group(1).equals("this"))) {
                String field = m.group(2);
                type.flatMap(c -> fieldNames(c, field, false)).ifPresent(what -> bindings.names().put(b.getVariable(), what));
                declared.filter(t -> declaredTypes.get(t).contains(field))
                        .ifPresent(t -> bindings.declaredFields().put(b.getVariable(), new DeclaredField(t, field)));
            }
        }
    }

    /** A constraint as Drools' expression parser reads it; empty when it cannot (the compiler says why). */
    private Optional<ConstraintConnectiveDescr> parsed(ExprConstraintDescr constraint) {
        return parsed.computeIfAbsent(constraint, c -> {
            DrlExprParser parser = DrlExprParserFactory.getDrlExprParser(DrlParser.DEFAULT_LANGUAGE_LEVEL);
            ConstraintConnectiveDescr descr = parser.parse(c.getExpression());
            return descr == null || parser.hasErrors() ? Optional.empty() : Optional.of(descr);
        });
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

    /**
     * Where a constraint is and what its fields belong to.
     *
     * @param type the pattern's class, if it is one of the vocabulary's
     * @param declared the pattern's type, by its full name, if the rules declare it
     */
    private record Context(ExprConstraintDescr constraint, Optional<Class<?>> type, Optional<String> declared,
            Bindings bindings) {

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
                    namedBy(text(left), text(right), context);
                    namedBy(text(right), text(left), context);
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
            Matcher variable = CALL_WITH_VARIABLE.matcher(a.getExpression());
            while (variable.find()) {
                Optional<Names.What> what = receiver(variable.group(1), context).flatMap(c -> argumentNames(c, variable.group(2)));
                declaredField(variable.group(3), context).ifPresent(field -> what.ifPresent(w -> named(field, w)));
            }
        }
    }

    /** A side of a comparison that is not a literal, as written; null for anything else. */
    private static String text(BaseDescr side) {
        return side instanceof BindingDescr b ? b.getExpression()
                : side instanceof AtomicExprDescr a && !a.isLiteral() ? a.getExpression() : null;
    }

    /**
     * A comparison of a field that names something with a declared type's field: the declared field
     * names that too. Either side may be a field, a bound fact's field, or a variable bound to one.
     */
    private void namedBy(String naming, String declared, Context context) {
        if (naming == null || declared == null) {
            return;
        }
        Optional<Names.What> what = Optional.ofNullable(context.bindings().names().get(naming.strip()));
        Matcher m = FIELD.matcher(naming.strip());
        if (what.isEmpty() && m.matches()) {
            what = receiver(m.group(1), context).flatMap(c -> fieldNames(c, m.group(2), false));
        }
        Optional<Names.What> names = what;
        declaredField(declared, context).ifPresent(field -> names.ifPresent(w -> named(field, w)));
    }

    /** The declared type's field an expression is: a variable bound to one, the pattern's own, or a bound fact's. */
    private Optional<DeclaredField> declaredField(String expression, Context context) {
        String e = expression.strip();
        DeclaredField bound = context.bindings().declaredFields().get(e);
        if (bound != null) {
            return Optional.of(bound);
        }
        Matcher m = FIELD.matcher(e);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<String> type = m.group(1) == null || m.group(1).equals("this") ? context.declared()
                : Optional.ofNullable(context.bindings().declaredFacts().get(m.group(1)));
        return type.filter(t -> declaredTypes.get(t).contains(m.group(2))).map(t -> new DeclaredField(t, m.group(2)));
    }

    private void named(DeclaredField field, Names.What what) {
        namedFields.add(new NamedField(field.type(), field.field(), what));
    }

    /**
     * A field on one side of a comparison, names on the other: a literal, a list of literals, or a
     * variable bound {@code from} literals.
     *
     * @param collection whether the field is a collection whose members are compared
     */
    private void compared(BaseDescr field, BaseDescr names, boolean collection, Context context) {
        String text = text(field);
        if (text == null || !(names instanceof AtomicExprDescr n)) {
            return;
        }
        List<Literal> literals = n.isLiteral()
                ? List.of(new Literal(n.getExpression(), context.lineOf(n.getExpression())))
                : context.bindings().fromLiterals().getOrDefault(n.getExpression().strip(),
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
        return Optional.ofNullable(context.bindings().facts().get(owner));
    }

    /**
     * What a field names.
     *
     * @param members whether the field is compared by its members: only a collection's count
     */
    private static Optional<Names.What> fieldNames(Class<?> type, String field, boolean members) {
        return getter(type, field).flatMap(method -> {
            Names names = method.getAnnotation(Names.class);
            boolean collection = Collection.class.isAssignableFrom(method.getReturnType());
            return names != null && collection == members ? Optional.of(names.value()) : Optional.empty();
        });
    }

    /** The method a pattern reads a field by: {@code getField}, {@code isField} or {@code field}. */
    static Optional<Method> getter(Class<?> type, String field) {
        String capital = Character.toUpperCase(field.charAt(0)) + field.substring(1);
        for (String getter : List.of("get" + capital, "is" + capital, field)) {
            try {
                return Optional.of(type.getMethod(getter));
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
            List<String> candidates = new ArrayList<>(fullNames(n));
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

    /** The full name of the declared type a pattern's type names, through the file's imports and package. */
    private Optional<String> declaredType(String name) {
        return fullNames(name).stream().filter(declaredTypes::containsKey).findFirst();
    }

    /** The full names a type's name in this file may stand for: as written, imported, or in the file's package. */
    private List<String> fullNames(String name) {
        List<String> candidates = new ArrayList<>();
        candidates.add(name);
        for (ImportDescr i : pkg.getImports()) {
            String target = i.getTarget();
            if (target.endsWith("." + name)) {
                candidates.add(target);
            } else if (target.endsWith(".*")) {
                candidates.add(target.substring(0, target.length() - 1) + name);
            }
        }
        candidates.add(pkg.getNamespace() + "." + name);
        return candidates;
    }
}
