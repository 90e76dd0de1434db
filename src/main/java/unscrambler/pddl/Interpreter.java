package unscrambler.pddl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Executes actions on sets of ground facts by the PDDL semantics of conditional effects: every
 * condition of one action is evaluated on the state before it, the facts to delete and to add are
 * collected, then applied together (deletions first, so a fact both deleted and added stays true).
 * It knows nothing of cubes: it is the independent judge of every plan.
 */
public final class Interpreter {

    private Interpreter() {}

    /** The precondition facts of {@code action} that do not hold in {@code state}; empty when it is applicable. */
    public static List<Fact> unmetPrecondition(Action action, Set<Fact> state) {
        return action.precondition().stream().filter(f -> !state.contains(f)).toList();
    }

    /** The state after {@code action}; the caller checks the precondition first. */
    public static Set<Fact> apply(Action action, Set<Fact> state) {
        Map<String, List<Fact>> byPredicate = new HashMap<>();
        for (Fact f : state) {
            byPredicate.computeIfAbsent(f.predicate(), p -> new ArrayList<>()).add(f);
        }
        Set<Fact> adds = new LinkedHashSet<>();
        Set<Fact> deletes = new LinkedHashSet<>();
        collect(action.effect(), Map.of(), byPredicate, adds, deletes);
        Set<Fact> next = new LinkedHashSet<>(state);
        next.removeAll(deletes);
        next.addAll(adds);
        return next;
    }

    /** The goal facts that do not hold in {@code state}; empty when the goal is reached. */
    public static List<Fact> unmetGoal(List<Fact> goal, Set<Fact> state) {
        return goal.stream().filter(f -> !state.contains(f)).toList();
    }

    private static void collect(Effect effect, Map<String, String> binding, Map<String, List<Fact>> state,
            Set<Fact> adds, Set<Fact> deletes) {
        if (effect instanceof Effect.Add a) {
            adds.add(a.atom().ground(binding));
        } else if (effect instanceof Effect.Delete d) {
            deletes.add(d.atom().ground(binding));
        } else if (effect instanceof Effect.All all) {
            all.parts().forEach(p -> collect(p, binding, state, adds, deletes));
        } else if (effect instanceof Effect.ForAll forall) {
            // the variables get their values from the conditions inside (checked when the domain is read);
            // values bound outside with the same names are shadowed
            Map<String, String> inner = new HashMap<>(binding);
            forall.variables().forEach(inner::remove);
            collect(forall.body(), inner, state, adds, deletes);
        } else if (effect instanceof Effect.When when) {
            matches(when.condition(), 0, new HashMap<>(binding), state,
                    b -> collect(when.body(), b, state, adds, deletes));
        }
    }

    /** Calls {@code found} once for every extension of {@code binding} that makes all condition atoms true. */
    private static void matches(List<AtomPattern> condition, int index, Map<String, String> binding,
            Map<String, List<Fact>> state, java.util.function.Consumer<Map<String, String>> found) {
        if (index == condition.size()) {
            // the binding is read at once by the effect (grounded atoms copy values), so no copy is needed
            found.accept(binding);
            return;
        }
        AtomPattern atom = condition.get(index);
        for (Fact fact : state.getOrDefault(atom.predicate(), List.of())) {
            List<String> newlyBound = new ArrayList<>();
            if (unify(atom, fact, binding, newlyBound)) {
                matches(condition, index + 1, binding, state, found);
            }
            newlyBound.forEach(binding::remove);
        }
    }

    private static boolean unify(AtomPattern atom, Fact fact, Map<String, String> binding, List<String> newlyBound) {
        for (int i = 0; i < atom.arguments().size(); i++) {
            String term = atom.arguments().get(i);
            String value = fact.arguments().get(i);
            if (!AtomPattern.isVariable(term)) {
                if (!term.equals(value)) {
                    return false;
                }
            } else if (binding.containsKey(term)) {
                if (!binding.get(term).equals(value)) {
                    return false;
                }
            } else {
                binding.put(term, value);
                newlyBound.add(term);
            }
        }
        return true;
    }
}
