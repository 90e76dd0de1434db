package unscrambler.io;

import unscrambler.cube.CubeState;
import unscrambler.cube.Face;

/**
 * Draws a cube as an unfolded net, U on top, then L F R B side by side, then D: as letters, or as
 * coloured squares with ANSI escapes for a terminal. A net may also be drawn from tiles that are
 * not yet a cube (the colour editor's): any letter on each tile, coloured as a face or not at all.
 */
public final class CubeNet {

    /** Background colours, Western scheme: U white, R red, F green, D yellow, L orange, B blue. */
    private static final String[] ANSI_BACKGROUND = {
        "\u001b[48;5;255m", "\u001b[48;5;160m", "\u001b[48;5;34m",
        "\u001b[48;5;226m", "\u001b[48;5;208m", "\u001b[48;5;27m"
    };
    /** A tile whose colour is not known yet: grey. */
    private static final String ANSI_UNKNOWN = "\u001b[48;5;244m";
    private static final String ANSI_RESET = "\u001b[0m";

    private CubeNet() {}

    public static String render(CubeState state, boolean colour) {
        char[] letters = new char[CubeState.TILES];
        Face[] colours = new Face[CubeState.TILES];
        for (int i = 0; i < CubeState.TILES; i++) {
            colours[i] = state.tile(i);
            letters[i] = colours[i].name().charAt(0);
        }
        return render(letters, colours, colour);
    }

    /**
     * Draws 54 tiles in facelet order: {@code letters[i]} on tile i, on the colour of face {@code
     * colours[i]} (grey where that is null) when {@code colour} is set.
     */
    public static String render(char[] letters, Face[] colours, boolean colour) {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < 3; row++) {
            sb.append(" ".repeat(colour ? 6 : 8));
            appendRow(sb, letters, colours, Face.U, row, colour);
            sb.append('\n');
        }
        for (int row = 0; row < 3; row++) {
            for (Face f : new Face[] {Face.L, Face.F, Face.R, Face.B}) {
                appendRow(sb, letters, colours, f, row, colour);
                if (!colour && f != Face.B) {
                    sb.append("  ");
                }
            }
            sb.append('\n');
        }
        for (int row = 0; row < 3; row++) {
            sb.append(" ".repeat(colour ? 6 : 8));
            appendRow(sb, letters, colours, Face.D, row, colour);
            sb.append('\n');
        }
        return sb.toString();
    }

    private static void appendRow(StringBuilder sb, char[] letters, Face[] colours, Face face, int row,
            boolean colour) {
        for (int col = 0; col < 3; col++) {
            int tile = face.ordinal() * 9 + row * 3 + col;
            if (colour) {
                sb.append(colours[tile] == null ? ANSI_UNKNOWN : ANSI_BACKGROUND[colours[tile].ordinal()])
                        .append("\u001b[30m ").append(letters[tile]).append(ANSI_RESET);
            } else {
                sb.append(letters[tile]);
                if (col < 2) {
                    sb.append(' ');
                }
            }
        }
    }
}
