package unscrambler.io;

import unscrambler.cube.CubeState;
import unscrambler.cube.Face;

/**
 * Draws a cube as an unfolded net, U on top, then L F R B side by side, then D: as letters, or as
 * coloured squares with ANSI escapes for a terminal.
 */
public final class CubeNet {

    /** Background colours, Western scheme: U white, R red, F green, D yellow, L orange, B blue. */
    private static final String[] ANSI_BACKGROUND = {
        "\u001b[48;5;255m", "\u001b[48;5;160m", "\u001b[48;5;34m",
        "\u001b[48;5;226m", "\u001b[48;5;208m", "\u001b[48;5;27m"
    };
    private static final String ANSI_RESET = "\u001b[0m";

    private CubeNet() {}

    public static String render(CubeState state, boolean colour) {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < 3; row++) {
            sb.append(" ".repeat(colour ? 6 : 8));
            appendRow(sb, state, Face.U, row, colour);
            sb.append('\n');
        }
        for (int row = 0; row < 3; row++) {
            for (Face f : new Face[] {Face.L, Face.F, Face.R, Face.B}) {
                appendRow(sb, state, f, row, colour);
                if (!colour && f != Face.B) {
                    sb.append("  ");
                }
            }
            sb.append('\n');
        }
        for (int row = 0; row < 3; row++) {
            sb.append(" ".repeat(colour ? 6 : 8));
            appendRow(sb, state, Face.D, row, colour);
            sb.append('\n');
        }
        return sb.toString();
    }

    private static void appendRow(StringBuilder sb, CubeState state, Face face, int row, boolean colour) {
        for (int col = 0; col < 3; col++) {
            Face tile = state.tile(face.ordinal() * 9 + row * 3 + col);
            if (colour) {
                sb.append(ANSI_BACKGROUND[tile.ordinal()]).append("\u001b[30m ").append(tile.name())
                        .append(ANSI_RESET);
            } else {
                sb.append(tile.name());
                if (col < 2) {
                    sb.append(' ');
                }
            }
        }
    }
}
