package unscrambler.pddl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A domain read as a Rubik's cube: each predicate is one piece position (three arguments for a
 * corner, two for an edge), each argument position one sticker, and each action a permutation of
 * the stickers. The permutations are found by executing every action with the {@link Interpreter}
 * on a state that holds one fact per predicate with a distinct token in every argument: where each
 * token ends up is where that action moves the sticker. Nothing about the cube is taken from names.
 */
public final class CubeDomain {

    /** Corners and edges of a 3x3x3 cube. */
    private static final int CORNERS = 8;
    private static final int EDGES = 12;

    /** One sticker position: an argument of a piece predicate. */
    public record Slot(String predicate, int argument) {
        @Override
        public String toString() {
            return predicate + " argument " + (argument + 1);
        }
    }

    private final Domain domain;
    private final List<Slot> slots;
    private final Map<Slot, Integer> indexOfSlot;
    private final Map<Action, int[]> destinations;

    private CubeDomain(Domain domain, List<Slot> slots, Map<Action, int[]> destinations) {
        this.domain = domain;
        this.slots = List.copyOf(slots);
        this.indexOfSlot = new HashMap<>();
        for (int i = 0; i < slots.size(); i++) {
            indexOfSlot.put(slots.get(i), i);
        }
        this.destinations = destinations;
    }

    /**
     * Reads the domain as a cube.
     *
     * @throws PddlException.NotACube when the predicates are not 8 corners and 12 edges, or no
     *     action moves whole facts the way a turn does
     */
    public static CubeDomain of(Domain domain) throws PddlException {
        int corners = 0;
        int edges = 0;
        List<Slot> slots = new ArrayList<>();
        for (Map.Entry<String, Integer> p : domain.predicates().entrySet()) {
            int arity = p.getValue();
            if (arity == 3) {
                corners++;
            } else if (arity == 2) {
                edges++;
            } else {
                throw new PddlException.NotACube(null, "domain " + PddlSyntax.show(domain.name())
                        + " is not a cube: predicate " + PddlSyntax.show(p.getKey()) + " has " + arity
                        + " arguments, and a piece predicate has 3 (corner) or 2 (edge)");
            }
            for (int i = 0; i < arity; i++) {
                slots.add(new Slot(p.getKey(), i));
            }
        }
        if (corners != CORNERS || edges != EDGES) {
            throw new PddlException.NotACube(null, "domain " + PddlSyntax.show(domain.name())
                    + " is not a 3x3x3 cube: it has "
                    + corners + " corner predicates (3 arguments) and " + edges + " edge predicates (2 arguments); a cube has "
                    + CORNERS + " and " + EDGES);
        }
        Set<Fact> labelled = new LinkedHashSet<>();
        Map<String, Integer> slotOfToken = new HashMap<>();
        for (String predicate : domain.predicates().keySet()) {
            List<String> tokens = new ArrayList<>();
            for (int i = 0; i < domain.predicates().get(predicate); i++) {
                // no object name can contain '(' or spaces, so these tokens never clash with a real object
                String token = "(" + predicate + " " + i + ")";
                slotOfToken.put(token, slots.indexOf(new Slot(predicate, i)));
                tokens.add(token);
            }
            labelled.add(new Fact(predicate, tokens));
        }
        Map<Action, int[]> destinations = new LinkedHashMap<>();
        for (Action action : domain.actions()) {
            int[] destination = destinationOf(action, Interpreter.apply(action, labelled), slots, slotOfToken);
            if (destination != null) {
                destinations.put(action, destination);
            }
        }
        if (destinations.isEmpty()) {
            throw new PddlException.NotACube(null, "domain " + PddlSyntax.show(domain.name())
                    + " is not a cube: no action moves whole facts from one piece predicate to another as a turn does");
        }
        return new CubeDomain(domain, slots, destinations);
    }

    /** Where each slot's token went, or null when the result is not one fact per predicate holding every token once. */
    private static int[] destinationOf(Action action, Set<Fact> after, List<Slot> slots, Map<String, Integer> slotOfToken) {
        int[] destination = new int[slots.size()];
        java.util.Arrays.fill(destination, -1);
        Set<String> predicatesSeen = new java.util.HashSet<>();
        for (Fact f : after) {
            if (!predicatesSeen.add(f.predicate())) {
                return null;
            }
            for (int i = 0; i < f.arguments().size(); i++) {
                Integer from = slotOfToken.get(f.arguments().get(i));
                if (from == null || destination[from] != -1) {
                    return null;
                }
                destination[from] = slots.indexOf(new Slot(f.predicate(), i));
            }
        }
        return predicatesSeen.size() == CORNERS + EDGES ? destination : null;
    }

    public Domain domain() {
        return domain;
    }

    /** Every sticker position, predicates in declaration order. */
    public List<Slot> slots() {
        return slots;
    }

    int indexOf(Slot slot) {
        return indexOfSlot.get(slot);
    }

    /**
     * The actions that permute stickers, each with where it sends the sticker of each slot (by
     * index into {@link #slots()}). An action that does something else is left out: it cannot be a turn.
     */
    public Map<Action, int[]> permutations() {
        return Collections.unmodifiableMap(destinations);
    }
}
