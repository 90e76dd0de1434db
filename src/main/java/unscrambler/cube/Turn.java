package unscrambler.cube;

/**
 * Everything that can be turned: the six faces, the three middle slices, the three whole-cube
 * rotations and the six wide turns. Each turns clockwise as seen from its reference face (M like
 * L, E like D, S like F, x like R, y like U, z like F). A wide turn is its face and the middle
 * slice beside it turned together, as WCA Regulation 12a writes it ({@code Rw}; also written
 * {@code r}): {@code Rw} is {@code R M'} and, the cube turned whole, {@code L x}.
 */
public enum Turn {
    U("U", Face.U, Kind.FACE), R("R", Face.R, Kind.FACE), F("F", Face.F, Kind.FACE),
    D("D", Face.D, Kind.FACE), L("L", Face.L, Kind.FACE), B("B", Face.B, Kind.FACE),
    M("M", Face.L, Kind.SLICE), E("E", Face.D, Kind.SLICE), S("S", Face.F, Kind.SLICE),
    X("x", Face.R, Kind.ROTATION), Y("y", Face.U, Kind.ROTATION), Z("z", Face.F, Kind.ROTATION),
    UW("Uw", Face.U, Kind.WIDE), RW("Rw", Face.R, Kind.WIDE), FW("Fw", Face.F, Kind.WIDE),
    DW("Dw", Face.D, Kind.WIDE), LW("Lw", Face.L, Kind.WIDE), BW("Bw", Face.B, Kind.WIDE);

    public enum Kind { FACE, SLICE, ROTATION, WIDE }

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

    /** The wide turn of a face: {@code Rw} for R. */
    public static Turn wideOf(Face face) {
        return values()[UW.ordinal() + face.ordinal()];
    }

    /** Whether a sticker at coordinate c (-1, 0 or 1 along the reference axis) is moved. */
    boolean moves(int c) {
        int outward = reference.normal[reference.axis()];
        return switch (kind) {
            case FACE -> c == outward;
            case SLICE -> c == 0;
            case ROTATION -> true;
            case WIDE -> c == outward || c == 0;
        };
    }

    /**
     * The turn written {@code text}: its notation ({@code R}, {@code Rw}, {@code x}), or a face's
     * letter in lower case for its wide turn ({@code r} for {@code Rw}); null for none.
     */
    static Turn ofNotation(String text) {
        for (Turn t : values()) {
            if (t.notation.equals(text)) {
                return t;
            }
        }
        if (text.length() == 1 && "urfdlb".indexOf(text.charAt(0)) >= 0) {
            return ofNotation(text.toUpperCase(java.util.Locale.ROOT) + "w");
        }
        return null;
    }
}
