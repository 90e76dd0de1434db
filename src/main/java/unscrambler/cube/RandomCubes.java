package unscrambler.cube;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random cubes: uniformly random reachable states, and random move scrambles. */
public final class RandomCubes {

    private RandomCubes() {}

    /**
     * A state drawn uniformly from the 43,252,003,274,489,856,000 reachable ones: random corner and
     * edge permutations of equal parity and random orientations whose twists and flips add up to
     * zero.
     */
    public static CubeState state(Random random) {
        List<Piece> corners = Piece.corners();
        List<Piece> edges = Piece.edges();
        int[] cp = shuffled(corners.size(), random);
        int[] ep = shuffled(edges.size(), random);
        if (Permutations.isOdd(cp) != Permutations.isOdd(ep)) {
            // swapping two edges is a bijection between the two halves, so uniformity is kept
            int t = ep[0];
            ep[0] = ep[1];
            ep[1] = t;
        }
        List<PieceView.Placement> placements = new ArrayList<>();
        for (Piece centre : Piece.values()) {
            if (centre.kind() == Piece.Kind.CENTRE) {
                placements.add(new PieceView.Placement(centre, centre, 0));
            }
        }
        addWithOrientations(placements, corners, cp, 3, random);
        addWithOrientations(placements, edges, ep, 2, random);
        return CubeState.trusted(PieceView.of(placements).toTiles());
    }

    /** The first {@code count} states {@link #state} draws from a generator of this seed: the same on every machine. */
    public static List<CubeState> states(int count, long seed) {
        List<CubeState> states = new ArrayList<>(count);
        Random random = new Random(seed);
        for (int i = 0; i < count; i++) {
            states.add(state(random));
        }
        return states;
    }

    /**
     * {@code length} random face turns, no two in a row on the same face, and none that merges
     * with the one before last across the opposite face ({@code R L R}).
     */
    public static MoveSequence scramble(int length, Random random) {
        List<Move> faceTurns = Move.faceTurns();
        List<Move> moves = new ArrayList<>();
        while (moves.size() < length) {
            Move m = faceTurns.get(random.nextInt(faceTurns.size()));
            int n = moves.size();
            Face face = m.turn().reference();
            boolean sameFace = n > 0 && moves.get(n - 1).turn().reference() == face;
            boolean acrossOpposite = n > 1 && moves.get(n - 2).turn().reference() == face
                    && moves.get(n - 1).turn().reference() == face.opposite();
            if (!sameFace && !acrossOpposite) {
                moves.add(m);
            }
        }
        return MoveSequence.of(moves);
    }

    private static void addWithOrientations(List<PieceView.Placement> placements, List<Piece> kind,
            int[] permutation, int modulus, Random random) {
        int sum = 0;
        for (int i = 0; i < kind.size(); i++) {
            int o = i < kind.size() - 1 ? random.nextInt(modulus) : Math.floorMod(-sum, modulus);
            sum += o;
            placements.add(new PieceView.Placement(kind.get(permutation[i]), kind.get(i), o));
        }
    }

    private static int[] shuffled(int n, Random random) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }
}
