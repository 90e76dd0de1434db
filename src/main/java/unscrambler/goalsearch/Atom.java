package unscrambler.goalsearch;

import unscrambler.goal.PieceState;

/**
 * One coordinate of the abstract state: a view of one {@link Orbit}. Each slot of the orbit shows
 * the class of the piece in it (pieces the goal treats alike share a class; classes a view does not
 * distinguish are merged) and, for tracked classes, the piece's orientation value. The index is the
 * rank of the arrangement of classes among all arrangements of the same multiset, in lexicographic
 * order of class numbers, times the orientation digits of the tracked slots in slot order. When
 * every slot is tracked and the steps keep the orbit's orientation sum, the last digit follows from
 * the others (sum 0) and is left out. Holds its move table ({@link MoveTable}).
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
    /** How many values the orientation digits take: the index is arrangement x this + digits. */
    private final long orientations;
    /** Per class, its digit's weight in the index of a multiset of classes ({@link #arrangementsBelow}). */
    private final int[] placesLeftRadix;
    /** The multiset of every class's pieces, as {@link #placesLeftRadix} indexes it. */
    private final int allPlacesLeft;
    /** See {@link #arrangementsBelow(int[], int[])}. */
    private final long[] arrangementsBelow;
    final long size;
    final String description;
    private final int modulus;
    private MoveTable moves;
    private volatile int[] goalCoordinates;

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
        this.orientations = pow(modulus, digits);
        this.size = arrangements * orientations;
        this.placesLeftRadix = new int[classCount.length];
        this.arrangementsBelow = arrangementsBelow(classCount, placesLeftRadix);
        int all = 0;
        for (int c = 0; c < classCount.length; c++) {
            all += classCount[c] * placesLeftRadix[c];
        }
        this.allPlacesLeft = all;
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

    /**
     * The ranking table: per multiset of classes still to place (an index in the mixed radix
     * {@link #placesLeftRadix}, the count of each class a digit), and per class c, how many of its
     * arrangements start with a class below c ({@code classes + 1} entries a multiset, the last
     * being all its arrangements). The multisets number at most 2^12 (twelve edges, each its own
     * class), so ranking reads a table instead of dividing: a move table ranks millions of states.
     */
    private static long[] arrangementsBelow(int[] classCount, int[] radix) {
        int classes = classCount.length;
        int multisets = 1;
        for (int c = 0; c < classes; c++) {
            radix[c] = multisets;
            multisets *= classCount[c] + 1;
        }
        long[] below = new long[multisets * (classes + 1)];
        // the arrangements of a multiset are those of it less one piece of each class in turn, put
        // first; a multiset less a piece has a smaller index, so it is done before
        for (int m = 0; m < multisets; m++) {
            long total = m == 0 ? 1 : 0;
            for (int c = 0; c < classes; c++) {
                below[m * (classes + 1) + c] = total;
                if (m / radix[c] % (classCount[c] + 1) > 0) {
                    total += below[(m - radix[c]) * (classes + 1) + classes];
                }
            }
            below[m * (classes + 1) + classes] = total;
        }
        return below;
    }

    /** The index of a state given per orbit position as class and orientation value. */
    int rank(int[] cls, int[] ori) {
        int n = cls.length;
        int classes = classCount.length;
        int left = allPlacesLeft;
        long rank = 0;
        for (int i = 0; i < n; i++) {
            rank += arrangementsBelow[left * (classes + 1) + cls[i]];
            left -= placesLeftRadix[cls[i]];
        }
        long o = 0;
        int written = 0;
        for (int i = 0; i < n && written < digits; i++) {
            if (classTracked[cls[i]]) {
                o = o * modulus + ori[i];
                written++;
            }
        }
        return (int) (rank * orientations + o);
    }

    /** Writes into cls and ori the state of an index; the inverse of {@link #rank}. */
    void unrank(int index, int[] cls, int[] ori) {
        int n = cls.length;
        int classes = classCount.length;
        long rank = index / orientations;
        long o = index % orientations;
        int left = allPlacesLeft;
        for (int i = 0; i < n; i++) {
            int row = left * (classes + 1);
            int c = 0;
            // the class whose block of arrangements holds rank (a class with none left has an empty block)
            while (rank >= arrangementsBelow[row + c + 1]) {
                c++;
            }
            rank -= arrangementsBelow[row + c];
            cls[i] = c;
            left -= placesLeftRadix[c];
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

    /**
     * The coordinates at which the atom meets the goal, ascending: found once, by ranking every
     * one, for the tables' seeds, the symmetries' goal check and the searches' goal test.
     */
    int[] goalCoordinates() {
        int[] found = goalCoordinates;
        if (found == null) {
            found = findGoalCoordinates();
            goalCoordinates = found; // a race finds the same array twice
        }
        return found;
    }

    private int[] findGoalCoordinates() {
        int n = orbit.size();
        int[] cls = new int[n];
        int[] ori = new int[n];
        int count = 0;
        int[] found = new int[16];
        for (int index = 0; index < size; index++) {
            unrank(index, cls, ori);
            if (isGoal(cls, ori)) {
                if (count == found.length) {
                    found = java.util.Arrays.copyOf(found, count * 2);
                }
                found[count++] = index;
            }
        }
        return java.util.Arrays.copyOf(found, count);
    }

    /**
     * Gives the atom its move table for its orbit's steps: the one an atom of its shape has, else
     * read from {@code cache} where an earlier run kept it, else built now ({@code dropped} is told
     * what older tables the cache dropped to keep it).
     */
    void fillMoves(TableCache cache, java.util.function.Consumer<unscrambler.rulebase.CacheDirectory.Written> dropped) {
        moves = MoveTable.of(this, cache, dropped);
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
