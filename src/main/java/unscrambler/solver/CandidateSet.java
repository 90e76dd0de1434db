package unscrambler.solver;

import java.util.List;
import unscrambler.cube.Permutations;

/**
 * The candidates of one search, and the permutation of every pair of them applied in a row: with
 * those, the last two steps of a search are one look at the criteria's tiles instead of building a
 * state (a 54-tile copy) for every node but the leaves. Shared by all cubes and threads.
 */
final class CandidateSet {

    private final List<Candidate> list;
    private volatile int[][][] pairs;

    CandidateSet(List<Candidate> list) {
        this.list = List.copyOf(list);
    }

    List<Candidate> list() {
        return list;
    }

    int size() {
        return list.size();
    }

    Candidate get(int i) {
        return list.get(i);
    }

    /** pairs()[a][b]: candidate a, then candidate b. */
    int[][][] pairs() {
        int[][][] p = pairs;
        if (p == null) {
            p = new int[list.size()][list.size()][];
            for (int a = 0; a < list.size(); a++) {
                for (int b = 0; b < list.size(); b++) {
                    p[a][b] = Permutations.then(list.get(a).permutation(), list.get(b).permutation());
                }
            }
            pairs = p;
        }
        return p;
    }
}
