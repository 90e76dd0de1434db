package unscrambler.pddl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import unscrambler.text.Excerpt;

/**
 * A PDDL domain of the kind the cube domains are: untyped predicates, and actions without
 * parameters whose preconditions are ground atoms and whose effects move facts with {@code
 * forall}/{@code when} (see {@link Effect}). Anything else is refused with {@link
 * PddlException.Unsupported} rather than misread.
 *
 * @param name the domain name, lower case
 * @param predicates each predicate's name (lower case) and number of arguments, in declaration order
 * @param actions the actions in declaration order
 * @param source where it was read from
 */
public record Domain(String name, Map<String, Integer> predicates, List<Action> actions, String source) {

    /** The resource holding the IPC 2023 Rubik's cube domain, bundled with the program. */
    public static final String BUNDLED_RESOURCE = "/pddl/ipc2023-rubiks-domain.pddl";

    public Domain {
        predicates = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(predicates));
        actions = List.copyOf(actions);
    }

    /** The action of this name, compared without case. */
    public Optional<Action> action(String name) {
        String key = name.toLowerCase(java.util.Locale.ROOT);
        return actions.stream().filter(a -> a.key().equals(key)).findFirst();
    }

    /** Reads a domain file. */
    public static Domain read(Path file) throws IOException, PddlException {
        return parse(PddlSyntax.readText(file), Excerpt.whole(file));
    }

    /** The IPC 2023 Rubik's cube domain (12 actions) that ships inside the program. */
    public static Domain bundled() {
        try (InputStream in = Domain.class.getResourceAsStream(BUNDLED_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the program lacks its resource " + BUNDLED_RESOURCE);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "(bundled) ipc2023-rubiks-domain.pddl");
        } catch (IOException | PddlException e) {
            throw new IllegalStateException("the bundled domain cannot be read: " + e.getMessage(), e);
        }
    }

    /** Reads the text of a domain; {@code source} names it in messages. */
    public static Domain parse(String text, String source) throws PddlException {
        SExpr.ListExpr define = PddlSyntax.define(SExprReader.read(text, source), source, "domain");
        String name = ((SExpr.Atom) ((SExpr.ListExpr) define.get(1)).get(1)).name();
        Map<String, Integer> predicates = new LinkedHashMap<>();
        Set<String> constants = new HashSet<>();
        List<SExpr.ListExpr> actionForms = new ArrayList<>();
        for (SExpr item : define.items().subList(2, define.size())) {
            SExpr.ListExpr section = PddlSyntax.list(item, "a section such as (:predicates ...) or (:action ...)");
            switch (section.head()) {
                case ":requirements", ":types" -> { } // nothing here depends on them
                case ":constants" -> constants.addAll(PddlSyntax.typedNames(
                        section.items().subList(1, section.size()), false, "a constant name"));
                case ":predicates" -> readPredicates(section, predicates);
                case ":action" -> actionForms.add(section);
                default -> throw new PddlException.Unsupported(section.position(), "the section "
                        + (section.isEmpty() ? "()" : PddlSyntax.describe(section.get(0)))
                        + " is not supported; expected :requirements, :types, :constants, :predicates or :action");
            }
        }
        // actions are read after all predicates, wherever the sections stand
        List<Action> actions = new ArrayList<>();
        Set<String> actionNames = new HashSet<>();
        for (SExpr.ListExpr form : actionForms) {
            Action action = new ActionReader(predicates, constants).read(form);
            if (!actionNames.add(action.key())) {
                throw new PddlException.Malformed(form.position(), "the action " + PddlSyntax.show(action.name())
                        + " is defined twice");
            }
            actions.add(action);
        }
        if (actions.isEmpty()) {
            throw new PddlException.Malformed(define.position(), "expected at least one (:action ...) in the domain");
        }
        return new Domain(name, predicates, actions, source);
    }

    private static void readPredicates(SExpr.ListExpr section, Map<String, Integer> predicates) throws PddlException {
        for (SExpr item : section.items().subList(1, section.size())) {
            SExpr.ListExpr decl = PddlSyntax.list(item, "a predicate declaration such as (cube1 ?x ?y ?z)");
            if (decl.isEmpty()) {
                throw new PddlException.Malformed(decl.position(), "expected a predicate name, found ()");
            }
            String pred = PddlSyntax.name(decl.get(0), "a predicate name").name();
            int arity = PddlSyntax.typedNames(decl.items().subList(1, decl.size()), true, "a variable such as ?x").size();
            if (predicates.putIfAbsent(pred, arity) != null) {
                throw new PddlException.Malformed(decl.position(), "the predicate " + PddlSyntax.show(pred)
                        + " is declared twice");
            }
        }
    }

    /** Reads one {@code (:action ...)} form against the declared predicates and constants. */
    private record ActionReader(Map<String, Integer> predicates, Set<String> constants) {

        Action read(SExpr.ListExpr form) throws PddlException {
            if (form.size() < 2) {
                throw new PddlException.Malformed(form.position(), "expected an action name after :action");
            }
            SExpr.Atom name = PddlSyntax.name(form.get(1), "an action name");
            List<Fact> precondition = List.of();
            Effect effect = null;
            for (int i = 2; i < form.size(); i += 2) {
                SExpr key = form.get(i);
                if (!(key instanceof SExpr.Atom k) || !k.text().startsWith(":") || i + 1 >= form.size()) {
                    throw new PddlException.Malformed(key.position(), "expected :parameters, :precondition or "
                            + ":effect followed by its value in action " + PddlSyntax.show(name.text()) + ", found "
                            + PddlSyntax.describe(key));
                }
                SExpr value = form.get(i + 1);
                switch (k.name()) {
                    case ":parameters" -> {
                        if (!(value instanceof SExpr.ListExpr p) || !p.isEmpty()) {
                            throw new PddlException.Unsupported(value.position(), "action "
                                    + PddlSyntax.show(name.text())
                                    + " has parameters; only actions without parameters are supported, as the cube domains have");
                        }
                    }
                    case ":precondition" -> precondition = precondition(value, name.text());
                    case ":effect" -> effect = effect(value, Set.of(), Set.of());
                    default -> throw new PddlException.Unsupported(k.position(), "expected :parameters, :precondition"
                            + " or :effect in action " + PddlSyntax.show(name.text()) + ", found "
                            + PddlSyntax.describe(k));
                }
            }
            if (effect == null) {
                throw new PddlException.Malformed(form.position(), "action " + PddlSyntax.show(name.text())
                        + " has no :effect");
            }
            return new Action(name.text(), precondition, effect, form.position());
        }

        private List<Fact> precondition(SExpr value, String action) throws PddlException {
            SExpr.ListExpr list = PddlSyntax.list(value, "a precondition such as (and) or (and (p a) (q b))");
            List<SExpr> atoms = list.head().equals("and") ? list.items().subList(1, list.size())
                    : list.isEmpty() ? List.of() : List.of(list);
            List<Fact> facts = new ArrayList<>();
            for (SExpr a : atoms) {
                AtomPattern atom = atom(a, Set.of(), "a ground atom in the precondition of " + PddlSyntax.show(action));
                facts.add(atom.ground(Map.of()));
            }
            return facts;
        }

        /**
         * One effect. {@code declared} are the variables of enclosing foralls, {@code bound} those an
         * enclosing condition gives values to: an atom to add or delete may use only bound ones.
         */
        private Effect effect(SExpr e, Set<String> declared, Set<String> bound) throws PddlException {
            SExpr.ListExpr list = PddlSyntax.list(e, "an effect");
            switch (list.head()) {
                case "and" -> {
                    List<Effect> parts = new ArrayList<>();
                    for (SExpr part : list.items().subList(1, list.size())) {
                        parts.add(effect(part, declared, bound));
                    }
                    return new Effect.All(parts);
                }
                case "not" -> {
                    if (list.size() != 2) {
                        throw new PddlException.Malformed(list.position(), "expected (not (ATOM)), found "
                                + PddlSyntax.describe(list));
                    }
                    return new Effect.Delete(boundAtom(list.get(1), declared, bound));
                }
                case "forall" -> {
                    if (list.size() != 3) {
                        throw new PddlException.Malformed(list.position(), "expected (forall (?VARIABLES) EFFECT), found "
                                + PddlSyntax.describe(list));
                    }
                    SExpr.ListExpr vars = PddlSyntax.list(list.get(1), "a list of variables after forall");
                    List<String> variables = PddlSyntax.typedNames(vars.items(), true, "a variable such as ?x");
                    Set<String> inner = new HashSet<>(declared);
                    inner.addAll(variables);
                    Set<String> stillBound = new HashSet<>(bound);
                    stillBound.removeAll(variables);
                    return new Effect.ForAll(variables, effect(list.get(2), inner, stillBound));
                }
                case "when" -> {
                    if (list.size() != 3) {
                        throw new PddlException.Malformed(list.position(), "expected (when CONDITION EFFECT), found "
                                + PddlSyntax.describe(list));
                    }
                    SExpr.ListExpr cond = PddlSyntax.list(list.get(1), "a condition");
                    List<SExpr> parts = cond.head().equals("and") ? cond.items().subList(1, cond.size()) : List.of(cond);
                    List<AtomPattern> condition = new ArrayList<>();
                    Set<String> inner = new HashSet<>(bound);
                    for (SExpr part : parts) {
                        AtomPattern atom = atom(part, declared, "an atom in a condition (only conjunctions of atoms are supported)");
                        condition.add(atom);
                        atom.arguments().stream().filter(AtomPattern::isVariable).forEach(inner::add);
                    }
                    return new Effect.When(condition, effect(list.get(2), declared, inner));
                }
                default -> {
                    if (list.head().isEmpty() || List.of("or", "imply", "exists", "increase", "decrease", "assign")
                            .contains(list.head())) {
                        throw new PddlException.Unsupported(list.position(), "this effect is not supported: "
                                + PddlSyntax.describe(list));
                    }
                    return new Effect.Add(boundAtom(list, declared, bound));
                }
            }
        }

        private AtomPattern boundAtom(SExpr e, Set<String> declared, Set<String> bound) throws PddlException {
            AtomPattern atom = atom(e, declared, "an atom");
            for (String a : atom.arguments()) {
                if (AtomPattern.isVariable(a) && !bound.contains(a)) {
                    throw new PddlException.Unsupported(e.position(), "variable " + PddlSyntax.show(a) + " in "
                            + PddlSyntax.show(atom.toString())
                            + " is not given a value by a (when ...) condition around it; only such variables are supported");
                }
            }
            return atom;
        }

        /** An atom of a declared predicate with the right number of arguments, each a known variable or constant. */
        private AtomPattern atom(SExpr e, Set<String> variables, String expected) throws PddlException {
            SExpr.ListExpr list = PddlSyntax.list(e, expected);
            if (list.isEmpty()) {
                throw new PddlException.Malformed(list.position(), "expected " + expected + ", found ()");
            }
            String pred = PddlSyntax.name(list.get(0), expected).name();
            if (List.of("and", "or", "not", "forall", "exists", "when", "imply").contains(pred)) {
                throw new PddlException.Unsupported(list.position(), "expected " + expected + ", found "
                        + PddlSyntax.describe(list));
            }
            Integer arity = predicates.get(pred);
            if (arity == null) {
                throw new PddlException.UnknownName(list.position(), "unknown predicate " + PddlSyntax.show(pred)
                        + " in "
                        + PddlSyntax.describe(list) + "; it is not in (:predicates ...)");
            }
            if (arity != list.size() - 1) {
                throw new PddlException.Malformed(list.position(), "expected " + arity + " argument(s) for "
                        + PddlSyntax.show(pred)
                        + ", found " + (list.size() - 1) + " in " + PddlSyntax.describe(list));
            }
            List<String> args = new ArrayList<>();
            for (SExpr arg : list.items().subList(1, list.size())) {
                if (!(arg instanceof SExpr.Atom a)) {
                    throw new PddlException.Malformed(arg.position(), "expected a variable or constant, found "
                            + PddlSyntax.describe(arg));
                }
                String n = a.name();
                if (AtomPattern.isVariable(n) ? !variables.contains(n) : !constants.contains(n)) {
                    throw new PddlException.UnknownName(a.position(), (AtomPattern.isVariable(n) ? "variable "
                            + PddlSyntax.show(n)
                            + " is not declared by a forall around it" : "unknown constant " + PddlSyntax.show(n))
                            + " in "
                            + PddlSyntax.describe(list));
                }
                args.add(n);
            }
            return new AtomPattern(pred, args, list.position());
        }
    }
}
