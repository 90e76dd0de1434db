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
        if (parity(cp) != parity(ep)) {
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

    /**
     * A state drawn uniformly from those in which the given pieces are home and turned the right
     * way: the other pieces are placed at random among the other slots, with random orientations,
     * as {@link #state} does for all of them. For trying one stage of a strategy alone.
     */
    public static CubeState stateWithHome(java.util.Set<Piece> home, Random random) {
        List<PieceView.Placement> placements = new ArrayList<>();
        for (Piece centre : Piece.values()) {
            if (centre.kind() == Piece.Kind.CENTRE) {
                placements.add(new PieceView.Placement(centre, centre, 0));
            }
        }
        List<Piece> freeCorners = Piece.corners().stream().filter(p -> !home.contains(p)).toList();
        List<Piece> freeEdges = Piece.edges().stream().filter(p -> !home.contains(p)).toList();
        int[] cp = shuffled(freeCorners.size(), random);
        int[] ep = shuffled(freeEdges.size(), random);
        if (parity(cp) != parity(ep)) {
            // a swap of two free pieces of one kind is a bijection between the two halves
            int[] p = ep.length >= 2 ? ep : cp;
            int t = p[0];
            p[0] = p[1];
            p[1] = t;
        }
        for (Piece p : Piece.values()) {
            if (p.kind() != Piece.Kind.CENTRE && home.contains(p)) {
                placements.add(new PieceView.Placement(p, p, 0));
            }
        }
        addWithOrientations(placements, freeCorners, cp, 3, random);
        addWithOrientations(placements, freeEdges, ep, 2, random);
        return CubeState.trusted(PieceView.of(placements).toTiles());
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

    private static int parity(int[] p) {
        int inversions = 0;
        for (int i = 0; i < p.length; i++) {
            for (int j = i + 1; j < p.length; j++) {
                if (p[i] > p[j]) {
                    inversions++;
                }
            }
        }
        return inversions % 2;
    }
}
