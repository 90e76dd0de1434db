package unscrambler.cube;

/**
 * Everything that can be turned: the six faces, the three middle slices and the three whole-cube
 * rotations. Each turns clockwise as seen from its reference face (M like L, E like D, S like F,
 * x like R, y like U, z like F).
 */
public enum Turn {
    U("U", Face.U, Kind.FACE), R("R", Face.R, Kind.FACE), F("F", Face.F, Kind.FACE),
    D("D", Face.D, Kind.FACE), L("L", Face.L, Kind.FACE), B("B", Face.B, Kind.FACE),
    M("M", Face.L, Kind.SLICE), E("E", Face.D, Kind.SLICE), S("S", Face.F, Kind.SLICE),
    X("x", Face.R, Kind.ROTATION), Y("y", Face.U, Kind.ROTATION), Z("z", Face.F, Kind.ROTATION);

    public enum Kind { FACE, SLICE, ROTATION }

    private final String notation;
    private final Face reference;
    private final Kind kind;

    Turn(String notation, Face reference, Kind kind) {
        this.notation = notation;
        this.reference = reference;
        this.kind = kind;
    }

    public String notation() {
        return notation;
    }

    /** The face whose clockwise direction this turn follows. */
    public Face reference() {
        return reference;
    }

    public Kind kind() {
        return kind;
    }

    public static Turn ofFace(Face face) {
        return values()[face.ordinal()];
    }

    /** Whether a sticker at coordinate c (-1, 0 or 1 along the reference axis) is moved. */
    boolean moves(int c) {
        int outward = reference.normal[reference.axis()];
        return switch (kind) {
            case FACE -> c == outward;
            case SLICE -> c == 0;
            case ROTATION -> true;
        };
    }

    static Turn ofNotation(char c) {
        for (Turn t : values()) {
            if (t.notation.charAt(0) == c) {
                return t;
            }
        }
        return null;
    }
}
