package unscrambler.search;

import java.util.List;
import unscrambler.cube.Face;
import unscrambler.cube.Piece;

/**
 * The plan stages' kernel: some pieces must end home, every other tile is "don't care" (Merritt's
 * criteria cube). Instead of all 54 tiles a state holds, for each piece that must end home, where
 * one of its stickers is: a piece moves whole, so it is home, turned right, exactly when that
 * sticker is on its home facelet. A step moves each tracked sticker with one look-up; a leaf, most
 * of a search's nodes, looks at the first piece (the target, the one most likely wrong) and stops
 * there when it is not home. The lower bound is the most any one piece costs to get home alone
 * ({@link StepSet#costHome}).
 */
public final class TileKernel implements Kernel {

    /** Per step, where it takes the sticker on each facelet. */
    private final int[][] scatter;
    /** Per tracked piece, the home facelet of its tracked sticker. */
    private final int[] home;
    /** Per tracked piece, where that sticker is at the start. */
    private final int[] start;
    /** Per tracked piece, what its sticker costs at the least from each facelet to get home alone. */
    private final int[][] costHome;

    private TileKernel(int[][] scatter, int[] home, int[] start, int[][] costHome) {
        this.scatter = scatter;
        this.home = home;
        this.start = start;
        this.costHome = costHome;
    }

    /**
     * A search's kernel for these pieces to end home, from these tiles, its lower bound in the
     * objective's units.
     *
     * @param tiles the cube's tiles (face ordinal per facelet), a cube the model accepts
     * @param pieces the pieces that must end home, the one most likely wrong first; centres too, where
     *     the steps turn slices
     * @throws IllegalArgumentException when a piece is not on the cube (tiles of no real cube)
     */
    public static TileKernel of(StepSet steps, byte[] tiles, List<Piece> pieces, Objective objective) {
        int[][] scatter = new int[steps.size()][];
        for (int s = 0; s < scatter.length; s++) {
            scatter[s] = steps.scatter(s);
        }
        int[] home = new int[pieces.size()];
        int[] start = new int[pieces.size()];
        int[][] costHome = new int[pieces.size()][];
        int[] at = stickerPositions(tiles);
        for (int i = 0; i < home.length; i++) {
            Piece piece = pieces.get(i);
            home[i] = piece.facelet(0);
            start[i] = at[piece.ordinal()];
            if (start[i] < 0) {
                throw new IllegalArgumentException("piece " + piece.ruleName() + " is not on the cube");
            }
            costHome[i] = steps.costHome(home[i], objective);
        }
        return new TileKernel(scatter, home, start, costHome);
    }

    /** The pieces that move, and by the set of their faces (a bit per face), the piece with those colours. */
    private static final List<Piece> MOVING = java.util.Arrays.stream(Piece.values())
            .filter(p -> p.kind() != Piece.Kind.CENTRE).toList();
    private static final Piece[] BY_COLOURS = new Piece[1 << 6];

    static {
        for (Piece p : MOVING) {
            BY_COLOURS[colours(p.faces())] = p;
        }
    }

    private static int colours(List<Face> faces) {
        int set = 0;
        for (Face f : faces) {
            set |= 1 << f.ordinal();
        }
        return set;
    }

    /**
     * For every piece, by ordinal, the facelet that shows its first sticker: each slot's piece
     * known by its colours, one pass over the cube.
     */
    private static int[] stickerPositions(byte[] tiles) {
        int[] at = new int[Piece.values().length];
        java.util.Arrays.fill(at, -1);
        for (Piece slot : MOVING) {
            int set = 0;
            for (int s = 0; s < slot.faces().size(); s++) {
                set |= 1 << tiles[slot.facelet(s)];
            }
            Piece piece = BY_COLOURS[set];
            if (piece == null) {
                continue;
            }
            int first = piece.faces().get(0).ordinal();
            for (int s = 0; s < slot.faces().size(); s++) {
                if (tiles[slot.facelet(s)] == first) {
                    at[piece.ordinal()] = slot.facelet(s);
                }
            }
        }
        // a centre is where its colour is (after a slice turn, on another face)
        for (int face = 0; face < 6; face++) {
            at[tiles[face * 9 + 4]] = face * 9 + 4;
        }
        return at;
    }

    @Override
    public int width() {
        return home.length;
    }

    @Override
    public void start(int[] state) {
        System.arraycopy(start, 0, state, 0, start.length);
    }

    @Override
    public void apply(int step, int[] from, int[] to) {
        int[] s = scatter[step];
        // its own entries only: a wrapper (MacroCount) may keep more after them
        for (int i = 0; i < home.length; i++) {
            to[i] = s[from[i]];
        }
    }

    @Override
    public int lowerBound(int[] state, int cut) {
        int h = 0;
        for (int i = 0; i < home.length; i++) {
            int d = costHome[i][state[i]];
            if (d > h) {
                h = d;
                if (h > cut) {
                    return h;
                }
            }
        }
        return h;
    }

    @Override
    public boolean reachesGoal(int step, int[] from, int[] scratch) {
        int[] s = scatter[step];
        for (int i = 0; i < home.length; i++) {
            if (s[from[i]] != home[i]) {
                return false;
            }
        }
        return true;
    }
}
