package unscrambler.cube;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The 24 whole-cube orientations, each named by a shortest sequence of x, y and z turns. */
final class Rotations {

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
}
