package unscrambler.cube;

/**
 * Counts the face turns a sequence simplifies to, as {@link MoveSequence#simplify()} would, but
 * without building sequences: for scoring many candidate sequences in a search. Reusable, not
 * thread-safe.
 */
public final class TurnCounter {

    private final int[] faces;
    private final int[] quarters;
    private int size;

    public TurnCounter(int capacity) {
        faces = new int[capacity];
        quarters = new int[capacity];
    }

    public void clear() {
        size = 0;
    }

    /** Adds face turns (rotations and slices are not expected here). */
    public void add(Move[] faceTurns) {
        for (Move m : faceTurns) {
            add(m);
        }
    }

    public void add(Move faceTurn) {
        add(faceTurn.turn().reference().ordinal(), faceTurn.quarters());
    }

    private void add(int face, int q) {
        int partner = -1;
        for (int i = size - 1; i >= 0; i--) {
            if (faces[i] == face) {
                partner = i;
                break;
            }
            // turns of opposite faces commute: look past one, no further
            if (faces[i] != (face + 3) % 6) {
                break;
            }
        }
        if (partner < 0) {
            if (size == faces.length) {
                throw new IllegalStateException("more turns than the counter holds");
            }
            faces[size] = face;
            quarters[size++] = q;
            return;
        }
        int sum = (quarters[partner] + q) % 4;
        if (sum != 0) {
            quarters[partner] = sum;
            return;
        }
        System.arraycopy(faces, partner + 1, faces, partner, size - partner - 1);
        System.arraycopy(quarters, partner + 1, quarters, partner, size - partner - 1);
        size--;
    }

    /** Face turns held now, each merged run counting one (half-turn metric). */
    public int size() {
        return size;
    }
}
