package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.List;

/**
 * Draws a solution as the seed's unfolded net: Top above Front; Left, Front and Right in a row;
 * Bottom and Back below Front. Each face shows its piece's name and how it is turned, then its
 * six rows as the seed prints them (1 bump, 0 gap, - the solid inside).
 */
public final class NetPrinter {

    /** Characters per face in a net row, at least: wide enough for "Bottom: X R'" and a gap. */
    private static final int FACE_WIDTH = 15;
    private static final int NET_ROWS = 4;

    private NetPrinter() {}

    /** The net, one string per printed line, without trailing spaces. */
    public static List<String> lines(Solution solution) {
        // long piece names widen every column, so that titles never run into each other
        int width = FACE_WIDTH;
        for (FacePlacement p : solution.placements()) {
            width = Math.max(width, title(p).length() + 2);
        }
        List<String> lines = new ArrayList<>();
        for (int netRow = 0; netRow < NET_ROWS; netRow++) {
            List<FacePlacement> inRow = new ArrayList<>();
            for (FacePlacement p : solution.placements()) {
                if (p.face().netRow() == netRow) {
                    inRow.add(p);
                }
            }
            if (netRow > 0) {
                lines.add("");
            }
            lines.add(line(inRow, width, NetPrinter::title));
            for (int row = 0; row < Border.SIZE; row++) {
                int r = row;
                lines.add(line(inRow, width, p -> p.oriented().border().row(r)));
            }
        }
        return lines;
    }

    private static String title(FacePlacement p) {
        return p.face().title() + ": " + p.oriented().label();
    }

    private static String line(List<FacePlacement> faces, int width,
            java.util.function.Function<FacePlacement, String> text) {
        StringBuilder out = new StringBuilder();
        for (FacePlacement p : faces) {
            int column = p.face().netColumn() * width;
            while (out.length() < column) {
                out.append(' ');
            }
            out.append(text.apply(p));
        }
        return out.toString().stripTrailing();
    }
}
