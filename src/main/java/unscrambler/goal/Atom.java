package unscrambler.goal;

/**
 * One coordinate of the abstract state: a view of one {@link Orbit}. Each slot of the orbit shows
 * the class of the piece in it (pieces the goal treats alike share a class; classes a view does not
 * distinguish are merged) and, for tracked classes, the piece's orientation value. The index is the
 * rank of the arrangement of classes among all arrangements of the same multiset, times the
 * orientation digits of the tracked slots in slot order. When every slot is tracked and the steps
 * keep the orbit's orientation sum, the last digit follows from the others (sum 0) and is left out.
 * Holds its move table ({@link MoveTable}).
 */
final class Atom {

    private static final long[] FACTORIAL = new long[21];

    static {
        FACTORIAL[0] = 1;
        for (int i = 1; i < FACTORIAL.length; i++) {
            FACTORIAL[i] = FACTORIAL[i - 1] * i;
        }
    }

    /** What of its orbit an atom shows. */
    enum Shows { ARRANGEMENT, ORIENTATION, BOTH }

    final Orbit orbit;
    final Shows shows;
    /** Per label of the orbit's kind, the class it shows as, or -1 where no piece of it is in the orbit. */
    final int[] classOfLabel;
    final int[] classCount;
    final boolean[] classTracked;
    /** Per class, the orientation values its tracked pieces may end with (bit per value); all for untracked. */
    final int[] classTurns;
    /** Per class, the orbit positions it may end in (bit per position). */
    final int[] classAllowed;
    final boolean reduced;
    final int trackedPieces;
    final int digits;
    final long arrangements;
    final long size;
    final String description;
    private final int modulus;
    private MoveTable moves;

    Atom(Orbit orbit, Shows shows, int[] classOfLabel, int[] classCount, int[] classTurns, int[] classAllowed,
            String description) {
        this.orbit = orbit;
        this.shows = shows;
        this.classOfLabel = classOfLabel;
        this.classCount = classCount;
        this.classTurns = classTurns;
        this.classTracked = new boolean[classTurns.length];
        for (int c = 0; c < classTurns.length; c++) {
            classTracked[c] = classTurns[c] != (1 << orbit.modulus()) - 1;
        }
        this.classAllowed = classAllowed;
        this.modulus = orbit.modulus();
        int tracked = 0;
        for (int c = 0; c < classCount.length; c++) {
            if (classTracked[c]) {
                tracked += classCount[c];
            }
        }
        this.trackedPieces = tracked;
        this.reduced = tracked == orbit.size() && orbit.sumKept && tracked > 0;
        this.digits = reduced ? tracked - 1 : tracked;
        this.arrangements = multinomial(classCount);
        this.size = arrangements * pow(modulus, digits);
        this.description = description;
    }

    static long multinomial(int[] counts) {
        int total = 0;
        long denominator = 1;
        for (int c : counts) {
            total += c;
            denominator *= FACTORIAL[c];
        }
        return FACTORIAL[total] / denominator;
    }

    static long pow(int base, int exponent) {
        long r = 1;
        for (int i = 0; i < exponent; i++) {
            r *= base;
        }
        return r;
    }

    /** The index of a state given per orbit position as class and orientation value. */
    int rank(int[] cls, int[] ori) {
        int n = cls.length;
        int[] remaining = classCount.clone();
        long count = arrangements;
        long rank = 0;
        for (int i = 0; i < n; i++) {
            int left = n - i;
            int c = cls[i];
            // arrangements that put a lower class here come first; with k of them left out of
            // `left` places, a fraction k/left of the `count` remaining arrangements start with it
            for (int lower = 0; lower < c; lower++) {
                rank += count * remaining[lower] / left;
            }
            count = count * remaining[c] / left;
            remaining[c]--;
        }
        long o = 0;
        int written = 0;
        for (int i = 0; i < n && written < digits; i++) {
            if (classTracked[cls[i]]) {
                o = o * modulus + ori[i];
                written++;
            }
        }
        return (int) (rank * pow(modulus, digits) + o);
    }

    /** Writes into cls and ori the state of an index; the inverse of {@link #rank}. */
    void unrank(int index, int[] cls, int[] ori) {
        int n = cls.length;
        long p = pow(modulus, digits);
        long rank = index / p;
        long o = index % p;
        int[] remaining = classCount.clone();
        long count = arrangements;
        for (int i = 0; i < n; i++) {
            int left = n - i;
            int c = 0;
            while (true) {
                long block = count * remaining[c] / left;
                if (rank < block) {
                    count = block;
                    break;
                }
                rank -= block;
                c++;
            }
            cls[i] = c;
            remaining[c]--;
        }
        int[] trackedAt = new int[trackedPieces];
        int k = 0;
        for (int i = 0; i < n; i++) {
            ori[i] = 0;
            if (classTracked[cls[i]]) {
                trackedAt[k++] = i;
            }
        }
        int sum = 0;
        for (int d = digits - 1; d >= 0; d--) {
            ori[trackedAt[d]] = (int) (o % modulus);
            sum += ori[trackedAt[d]];
            o /= modulus;
        }
        if (reduced) {
            ori[trackedAt[trackedPieces - 1]] = Math.floorMod(-sum, modulus);
        }
    }

    /** Whether the state meets the goal: every class where allowed, every tracked value one its class allows. */
    boolean isGoal(int[] cls, int[] ori) {
        for (int i = 0; i < cls.length; i++) {
            if ((classAllowed[cls[i]] >> i & 1) == 0 || (classTurns[cls[i]] >> ori[i] & 1) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Gives the atom its move table for its orbit's steps: the one an atom of its shape has, else built now. */
    void fillMoves() {
        moves = MoveTable.of(this);
    }

    /** Its move table, once {@link #fillMoves} gave it one. */
    MoveTable moves() {
        return moves;
    }

    /** The coordinate of a cube, given its pieces and the label of each piece of the orbit's kind. */
    int coordinate(PieceState state, int[] labelOfPiece, int[] cls, int[] ori) {
        int kind = orbit.kind;
        for (int i = 0; i < orbit.size(); i++) {
            int slot = orbit.slots[i];
            int piece = state.piece[kind][slot];
            cls[i] = classOfLabel[labelOfPiece[piece]];
            ori[i] = classTracked[cls[i]] ? orbit.axis.value(piece, slot, state.orientation[kind][slot]) : 0;
        }
        return rank(cls, ori);
    }
}
