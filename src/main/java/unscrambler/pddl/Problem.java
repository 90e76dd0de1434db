package unscrambler.pddl;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import unscrambler.text.Excerpt;

/**
 * A problem of a {@link Domain}: its objects, initial facts and a goal that is a conjunction of facts.
 * Reading checks every predicate, its number of arguments and every object against the domain.
 *
 * @param name the problem name, lower case
 * @param objects the declared objects (and the domain's constants are not needed by the cube domains)
 * @param init the initial facts in file order, with their positions
 * @param goal the goal facts in file order, with their positions
 * @param source where it was read from
 */
public record Problem(String name, List<String> objects, List<SourcedFact> init, List<SourcedFact> goal,
        String source) {

    public Problem {
        objects = List.copyOf(objects);
        init = List.copyOf(init);
        goal = List.copyOf(goal);
    }

    /** The initial facts as a state. */
    public Set<Fact> initialState() {
        Set<Fact> state = new LinkedHashSet<>();
        init.forEach(f -> state.add(f.fact()));
        return state;
    }

    /** The goal facts. */
    public List<Fact> goalFacts() {
        return goal.stream().map(SourcedFact::fact).toList();
    }

    public static Problem read(Path file, Domain domain) throws IOException, PddlException {
        return parse(PddlSyntax.readText(file), Excerpt.whole(file), domain);
    }

    /** Reads the text of a problem for {@code domain}; {@code source} names it in messages. */
    public static Problem parse(String text, String source, Domain domain) throws PddlException {
        SExpr.ListExpr define = PddlSyntax.define(SExprReader.read(text, source), source, "problem");
        String name = ((SExpr.Atom) ((SExpr.ListExpr) define.get(1)).get(1)).name();
        List<String> objects = null;
        List<SExpr.ListExpr> initForms = null;
        List<SExpr.ListExpr> goalForms = null;
        for (SExpr item : define.items().subList(2, define.size())) {
            SExpr.ListExpr section = PddlSyntax.list(item, "a section such as (:objects ...), (:init ...) or (:goal ...)");
            switch (section.head()) {
                case ":domain" -> {
                    if (section.size() != 2) {
                        throw new PddlException.Malformed(section.position(), "expected (:domain NAME), found "
                                + PddlSyntax.describe(section));
                    }
                    String domainName = PddlSyntax.name(section.get(1), "a domain name").name();
                    if (!domainName.equals(domain.name())) {
                        throw new PddlException.UnknownName(section.position(), "the problem is for domain "
                                + PddlSyntax.show(domainName) + ", not for " + PddlSyntax.show(domain.name()) + " ("
                                + domain.source() + ")");
                    }
                }
                case ":requirements" -> { }
                case ":objects" -> objects = PddlSyntax.typedNames(section.items().subList(1, section.size()),
                        false, "an object name");
                case ":init" -> initForms = atomLists(section.items().subList(1, section.size()), "an initial fact");
                case ":goal" -> {
                    if (section.size() != 2) {
                        throw new PddlException.Malformed(section.position(), "expected (:goal (and FACTS...)), found "
                                + PddlSyntax.describe(section));
                    }
                    SExpr.ListExpr g = PddlSyntax.list(section.get(1), "a goal such as (and (p a) (q b))");
                    goalForms = g.head().equals("and") ? atomLists(g.items().subList(1, g.size()),
                            "a goal fact (only conjunctions of facts are supported)") : List.of(g);
                }
                default -> throw new PddlException.Unsupported(section.position(), "the section "
                        + (section.isEmpty() ? "()" : PddlSyntax.describe(section.get(0)))
                        + " is not supported; expected :domain, :objects, :init or :goal");
            }
        }
        if (objects == null || initForms == null || goalForms == null) {
            String missing = objects == null ? "(:objects ...)" : initForms == null ? "(:init ...)" : "(:goal ...)";
            throw new PddlException.Malformed(define.position(), "expected " + missing + " in the problem");
        }
        Set<String> known = new LinkedHashSet<>(objects);
        List<SourcedFact> init = new ArrayList<>();
        for (SExpr.ListExpr f : initForms) {
            init.add(fact(f, domain, known));
        }
        List<SourcedFact> goal = new ArrayList<>();
        for (SExpr.ListExpr f : goalForms) {
            goal.add(fact(f, domain, known));
        }
        return new Problem(name, objects, init, goal, source);
    }

    private static List<SExpr.ListExpr> atomLists(List<SExpr> items, String expected) throws PddlException {
        List<SExpr.ListExpr> lists = new ArrayList<>();
        for (SExpr e : items) {
            lists.add(PddlSyntax.list(e, expected));
        }
        return lists;
    }

    private static SourcedFact fact(SExpr.ListExpr list, Domain domain, Set<String> objects) throws PddlException {
        if (list.isEmpty()) {
            throw new PddlException.Malformed(list.position(), "expected a fact such as (cube1 red white blue), found ()");
        }
        String pred = PddlSyntax.name(list.get(0), "a predicate name").name();
        if (List.of("and", "or", "not", "forall", "exists", "imply").contains(pred)) {
            throw new PddlException.Unsupported(list.position(), "expected a fact, found " + PddlSyntax.describe(list)
                    + "; only conjunctions of facts are supported");
        }
        Integer arity = domain.predicates().get(pred);
        if (arity == null) {
            throw new PddlException.UnknownName(list.position(), "unknown predicate " + PddlSyntax.show(pred) + " in "
                    + PddlSyntax.describe(list) + "; domain " + PddlSyntax.show(domain.name())
                    + " does not declare it");
        }
        if (arity != list.size() - 1) {
            throw new PddlException.Malformed(list.position(), "expected " + arity + " argument(s) for "
                    + PddlSyntax.show(pred)
                    + ", found " + (list.size() - 1) + " in " + PddlSyntax.describe(list));
        }
        List<String> args = new ArrayList<>();
        for (SExpr arg : list.items().subList(1, list.size())) {
            String o = PddlSyntax.name(arg, "an object name").name();
            if (!objects.contains(o)) {
                throw new PddlException.UnknownName(arg.position(), "unknown object " + PddlSyntax.show(o) + " in "
                        + PddlSyntax.describe(list) + "; it is not in (:objects ...)");
            }
            args.add(o);
        }
        return new SourcedFact(new Fact(pred, args), list.position());
    }
}
