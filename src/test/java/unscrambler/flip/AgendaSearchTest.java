package unscrambler.flip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import unscrambler.flip.AgendaSearch.Successor;

/** The generic search on a small made-up graph, to check where each placement puts new items. */
class AgendaSearchTest {

    /**
     * A tree whose goal G sits both deep on the first branch (A, A1, G) and shallow on the last
     * (C, G): breadth first must find the short path, depth first the long one.
     */
    private static final Map<String, List<String>> EDGES = Map.of(
            "S", List.of("A", "B", "C"),
            "A", List.of("A1"),
            "A1", List.of("G"),
            "B", List.of(),
            "C", List.of("G"),
            "G", List.of());

    /** Records the order states are expanded in; estimates favour C. */
    private static final class Graph implements AgendaSearch.Problem<String, String> {
        final List<String> expanded = new ArrayList<>();
        final Map<String, Integer> estimates;

        Graph(Map<String, Integer> estimates) {
            this.estimates = estimates;
        }

        @Override public boolean isGoal(String state) {
            return state.equals("G");
        }

        @Override public List<Successor<String, String>> successors(String state) {
            expanded.add(state);
            return EDGES.get(state).stream().map(s -> new Successor<>("to " + s, s)).toList();
        }

        @Override public int estimate(String state) {
            return estimates.getOrDefault(state, 5);
        }
    }

    @Test
    void endPlacementExpandsLevelByLevelAndFindsTheShortPath() {
        Graph g = new Graph(Map.of());
        AgendaSearch.Result<String> r = AgendaSearch.search("S", g, AgendaPlacement.END);
        assertEquals(List.of("to C", "to G"), r.moves().orElseThrow());
        assertEquals(List.of("S", "A", "B", "C", "A1"), g.expanded);
        assertEquals(5, r.expanded());
        assertEquals(3, r.largestAgenda());
    }

    @Test
    void frontPlacementFollowsTheFirstBranchDown() {
        Graph g = new Graph(Map.of());
        AgendaSearch.Result<String> r = AgendaSearch.search("S", g, AgendaPlacement.FRONT);
        assertEquals(List.of("to A", "to A1", "to G"), r.moves().orElseThrow());
        assertEquals(List.of("S", "A", "A1"), g.expanded);
    }

    @Test
    void estimatePlacementExpandsTheLowestEstimateFirst() {
        Graph g = new Graph(Map.of("C", 1, "G", 0));
        AgendaSearch.Result<String> r = AgendaSearch.search("S", g, AgendaPlacement.BY_ESTIMATE);
        assertEquals(List.of("to C", "to G"), r.moves().orElseThrow());
        assertEquals(List.of("S", "C"), g.expanded);
    }

    @Test
    void pushesPlusEstimateWeighsThePathSoFar() {
        // A looks closest (estimate 0) but A's branch is two moves deeper; A* still tries it first,
        // then A1 (1 + 3 = 4) loses to C (1 + 1 = 2)
        Graph g = new Graph(Map.of("A", 0, "A1", 3, "C", 1, "G", 0));
        AgendaSearch.Result<String> r = AgendaSearch.search("S", g, AgendaPlacement.BY_PUSHES_PLUS_ESTIMATE);
        assertEquals(List.of("to C", "to G"), r.moves().orElseThrow());
        assertEquals(List.of("S", "A", "C"), g.expanded);
    }

    @Test
    void aStateAlreadySeenIsNotAddedAgain() {
        // G is reachable from A1 and C; with the closed list and the agenda check it joins once
        Graph g = new Graph(Map.of());
        AgendaSearch.search("S", g, AgendaPlacement.END);
        assertEquals(g.expanded.size(), g.expanded.stream().distinct().count());
    }

    @Test
    void emptyAgendaWithoutGoalGivesNoMoves() {
        AgendaSearch.Problem<Integer, Integer> noGoal = new AgendaSearch.Problem<>() {
            @Override public boolean isGoal(Integer n) {
                return false;
            }

            @Override public List<Successor<Integer, Integer>> successors(Integer n) {
                // a cycle of four states: only the closed list stops the search going round
                return List.of(new Successor<>(1, (n + 1) % 4));
            }

            @Override public int estimate(Integer n) {
                return 0;
            }
        };
        AgendaSearch.Result<Integer> r = AgendaSearch.search(0, noGoal, AgendaPlacement.FRONT);
        assertTrue(r.moves().isEmpty());
        assertEquals(4, r.expanded());
    }
}
