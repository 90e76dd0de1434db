package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.List;

/**
 * How a piece lies on a face: turned over or not, then turned clockwise by quarter turns. The
 * seed writes these as {@code R} (a quarter clockwise), {@code I} (a half turn), {@code L} (a
 * quarter anticlockwise), and {@code '} for turned over.
 *
 * @param quarterTurns clockwise quarter turns, 0 to 3, made after turning over
 * @param turnedOver whether the piece is turned over (mirrored left to right) first
 */
public record Orientation(int quarterTurns, boolean turnedOver) {

    /** The eight ways a piece can lie: four turns, each face up or turned over. */
    public static final List<Orientation> ALL = all();

    /** The piece as printed in the piece-set file. */
    public static final Orientation AS_PRINTED = new Orientation(0, false);

    private static final String[] TURN_NAMES = {"", "R", "I", "L"};

    public Orientation {
        if (quarterTurns < 0 || quarterTurns > 3) {
            throw new IllegalArgumentException("quarter turns must be 0 to 3: " + quarterTurns);
        }
    }

    private static List<Orientation> all() {
        List<Orientation> all = new ArrayList<>();
        for (boolean over : new boolean[] {false, true}) {
            for (int turns = 0; turns < 4; turns++) {
                all.add(new Orientation(turns, over));
            }
        }
        return List.copyOf(all);
    }

    /** The border of a piece lying this way. */
    public Border apply(Border printed) {
        Border border = turnedOver ? printed.turnedOver() : printed;
        for (int i = 0; i < quarterTurns; i++) {
            border = border.turnedClockwise();
        }
        return border;
    }

    /** The seed's label: {@code ""} as printed, {@code R}, {@code I}, {@code L}, with {@code '} if turned over. */
    public String label() {
        return TURN_NAMES[quarterTurns] + (turnedOver ? "'" : "");
    }
}
