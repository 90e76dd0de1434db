package unscrambler.strategy;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import unscrambler.goal.CaseTable;

/** A case table as {@code cases} prints it: text for a person, or CSV. */
public final class CaseListing {

    private CaseListing() {}

    /** What the cases are counted up to, as the header says it: turns of the free face, and of the whole cube. */
    public static String upTo(CaseTable table) {
        String face = table.freeFace().map(f -> "turns of " + f + " before and after").orElse("");
        String whole = table.seenAfter().isEmpty() ? "" : "turns of the whole cube by " + table.seenAfter();
        return face.isEmpty() && whole.isEmpty() ? "" : ", up to " + face + (face.isEmpty() || whole.isEmpty() ? ""
                : " and ") + whole;
    }

    /** Each case with how many states it covers and one of them, the most frequent first. */
    public static void print(CaseTable table, String title, boolean csv, PrintWriter out) {
        if (csv) {
            out.println("case,states,share,solved,example");
        }
        print(table, title, "", csv, out);
    }

    /**
     * The cases of each part of a stage whose parts go in any order, as {@link #print} does one
     * table's: in text a table a part, in CSV one table with the part first in each row.
     */
    public static void printParts(List<StageCases> parts, boolean csv, PrintWriter out) {
        if (csv) {
            out.println("part,case,states,share,solved,example");
        }
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0 && !csv) {
                out.println();
            }
            print(parts.get(i).table(), parts.get(i).title(), parts.get(i).part() + ",", csv, out);
        }
    }

    private static void print(CaseTable table, String title, String rowPrefix, boolean csv, PrintWriter out) {
        List<CaseTable.Case> cases = table.cases();
        if (!csv) {
            long solved = cases.stream().filter(CaseTable.Case::solved).count();
            out.printf(Locale.ROOT, "%s: %d cases%s%n", title, cases.size(),
                    solved > 0 ? " (" + (cases.size() - solved) + " and the solved one)" : "");
            out.printf(Locale.ROOT, "of the %d states that meet the given goal%s%n", table.states(), upTo(table));
            out.println(" case      states    share  example (facelets, URFDLB)");
        }
        for (int i = 0; i < cases.size(); i++) {
            CaseTable.Case c = cases.get(i);
            double share = 100.0 * c.states() / table.states();
            String example = c.example().toFacelets();
            if (csv) {
                out.printf(Locale.ROOT, "%s%d,%d,%.6f,%b,%s%n", rowPrefix, i + 1, c.states(), share / 100, c.solved(),
                        example);
            } else {
                out.printf(Locale.ROOT, "%5d %11d %7.3f%%  %s%s%n", i + 1, c.states(), share, example,
                        c.solved() ? "  solved" : "");
            }
        }
        out.flush();
    }
}
