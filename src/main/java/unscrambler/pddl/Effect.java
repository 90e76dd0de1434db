package unscrambler.pddl;

import java.util.List;

/**
 * The effect of an action, as far as this interpreter goes: atoms added and deleted, conjunctions,
 * universally quantified effects and conditional effects whose condition is a conjunction of
 * atoms. Every variable of a {@code forall} must be bound by a condition inside it, so that its
 * values come from the state, not from enumerating objects.
 */
public sealed interface Effect {

    /** {@code (p a b)}: the fact becomes true. */
    record Add(AtomPattern atom) implements Effect {}

    /** {@code (not (p a b))}: the fact becomes false. */
    record Delete(AtomPattern atom) implements Effect {}

    /** {@code (and e1 e2 ...)}. */
    record All(List<Effect> parts) implements Effect {
        public All {
            parts = List.copyOf(parts);
        }
    }

    /** {@code (forall (?x ?y) e)}. */
    record ForAll(List<String> variables, Effect body) implements Effect {
        public ForAll {
            variables = List.copyOf(variables);
        }
    }

    /** {@code (when (and c1 c2 ...) e)}: e for every binding of the free variables that makes all ci true. */
    record When(List<AtomPattern> condition, Effect body) implements Effect {
        public When {
            condition = List.copyOf(condition);
        }
    }
}
