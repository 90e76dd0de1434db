package unscrambler.cube;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The 24 whole-cube orientations, each named by a shortest sequence of x, y and z turns. */
public final class Rotations {

    private static final Map<List<Face>, MoveSequence> BY_FRAME = new HashMap<>();

    static {
        ArrayDeque<Face[]> queue = new ArrayDeque<>();
        Face[] start = Face.values();
        BY_FRAME.put(Arrays.asList(start), MoveSequence.EMPTY);
        queue.add(start);
        while (!queue.isEmpty()) {
            Face[] frame = queue.poll();
            MoveSequence path = BY_FRAME.get(Arrays.asList(frame));
            for (Turn t : List.of(Turn.X, Turn.Y, Turn.Z)) {
                for (int q = 1; q <= 3; q++) {
                    Move m = Move.of(t, q);
                    Face[] next = FaceTurnTranslation.rotated(frame, m);
                    if (!BY_FRAME.containsKey(Arrays.asList(next))) {
                        BY_FRAME.put(Arrays.asList(next), path.then(MoveSequence.of(m)));
                        queue.add(next);
                    }
                }
            }
        }
    }

    private Rotations() {}

    static MoveSequence reaching(Face[] frame) {
        return BY_FRAME.get(Arrays.asList(frame));
    }

    /**
     * Every way of holding the cube that these whole-cube turns and their powers make, as the
     * shortest sequence of them found first (the cube as it is, then each turn's quarter, half and
     * three quarters in the order given, then longer sequences): {@code y} gives the cube as it is,
     * {@code y}, {@code y2} and {@code y'}.
     *
     * @throws IllegalArgumentException when a move is no whole-cube turn
     */
    public static List<MoveSequence> madeBy(MoveSequence turns) {
        List<Move> steps = new java.util.ArrayList<>();
        for (Move m : turns) {
            if (m.turn().kind() != Turn.Kind.ROTATION) {
                throw new IllegalArgumentException("'" + m + "' is no whole-cube turn");
            }
            for (int q = 1; q <= 3; q++) {
                if (m.quarters() * q % 4 != 0 && !steps.contains(Move.of(m.turn(), m.quarters() * q))) {
                    steps.add(Move.of(m.turn(), m.quarters() * q));
                }
            }
        }
        Map<List<Face>, MoveSequence> found = new java.util.LinkedHashMap<>();
        found.put(Arrays.asList(Face.values()), MoveSequence.EMPTY);
        ArrayDeque<Face[]> queue = new ArrayDeque<>();
        queue.add(Face.values());
        while (!queue.isEmpty()) {
            Face[] frame = queue.poll();
            MoveSequence path = found.get(Arrays.asList(frame));
            for (Move m : steps) {
                Face[] next = FaceTurnTranslation.rotated(frame, m);
                if (!found.containsKey(Arrays.asList(next))) {
                    found.put(Arrays.asList(next), path.then(MoveSequence.of(m)));
                    queue.add(next);
                }
            }
        }
        return List.copyOf(found.values());
    }
}
