package unscrambler.report;

import java.util.EnumMap;
import java.util.Map;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;

/**
 * A cube's net as SVG, laid out like the terminal's (U on top; L F R B side by side; D below), each
 * face read as the facelet string reads it. Each tile is a square filled with its face's colour and
 * tagged with its facelet index, so that a page's script can recolour it and a test can read it.
 */
final class SvgNet {

    /** Western scheme, as the terminal net: U white, R red, F green, D yellow, L orange, B blue. */
    static final Map<Face, String> COLOURS = new EnumMap<>(Map.of(Face.U, "#ffffff", Face.R, "#c62828",
            Face.F, "#2e9d46", Face.D, "#ffd500", Face.L, "#ff7a00", Face.B, "#1f5fcf"));

    private static final int TILE = 18;
    private static final int FACE_GAP = 4;
    private static final int FACE_SIZE = 3 * TILE + FACE_GAP;
    /** Where each face sits in the net, in faces: {column, row}, in Face order U R F D L B. */
    private static final int[][] FACE_AT = {{1, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 1}, {3, 1}};

    private SvgNet() {}

    /** The net of {@code state}; {@code attributes} go on the svg element ({@code class="net" data-step="0"}). */
    static String of(CubeState state, String attributes, String label) {
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" ").append(attributes)
                .append(" width=\"").append(4 * FACE_SIZE).append("\" height=\"").append(3 * FACE_SIZE)
                .append("\" viewBox=\"0 0 ").append(4 * FACE_SIZE).append(' ').append(3 * FACE_SIZE)
                .append("\" role=\"img\" aria-label=\"").append(Html.escape(label)).append("\">");
        for (int i = 0; i < CubeState.TILES; i++) {
            // tile i is row (i % 9) / 3, column i % 3 of face i / 9, as in the facelet string
            int[] at = FACE_AT[i / 9];
            int x = at[0] * FACE_SIZE + (i % 3) * TILE;
            int y = at[1] * FACE_SIZE + (i % 9) / 3 * TILE;
            sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(TILE)
                    .append("\" height=\"").append(TILE).append("\" data-facelet=\"").append(i).append("\" fill=\"")
                    .append(COLOURS.get(state.tile(i))).append("\"/>");
        }
        return sb.append("</svg>").toString();
    }
}
