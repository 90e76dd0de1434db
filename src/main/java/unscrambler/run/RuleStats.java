package unscrambler.run;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyModel;
import unscrambler.text.Counted;

/**
 * What each stage and each rule in each stage cost and gave over a run: per stage, per cube, the
 * HTM, the moves before simplification, the nodes and the time; per rule and stage (a rule that
 * fires in several stages, as a conductor's rules do, has a row for each), its firings, the cubes
 * it fired on, the moves it contributed before simplification and the HTM they left in the
 * solutions, the nodes of its searches (losing ones included) and its time. The rules' moves
 * before simplification add up to the solutions' unsimplified length, their HTM to the solutions'
 * length.
 */
public final class RuleStats {

    /** A rule's firings in one stage (the stage under way as it fired; 0 before the first). */
    private record RuleInStage(String rule, int stage) {}

    /** The totals of a rule in a stage, or of a stage (its rule then empty). */
    public static final class Row {
        final String rule;
        final int stage;
        long firings;
        int cubes;
        long movesBefore;
        long movesAfter;
        long nodes;
        long nanos;
        private int lastCube = -1;

        Row(String rule, int stage) {
            this.rule = rule;
            this.stage = stage;
        }

        public String rule() {
            return rule;
        }

        public int stage() {
            return stage;
        }

        public long firings() {
            return firings;
        }

        public int cubes() {
            return cubes;
        }

        /** The moves its firings applied, before the solutions were simplified. */
        public long movesBefore() {
            return movesBefore;
        }

        /** The moves of its firings left in the simplified solutions: the HTM it produced. */
        public long movesAfter() {
            return movesAfter;
        }

        public long nodes() {
            return nodes;
        }

        public long nanos() {
            return nanos;
        }
    }

    private final Map<RuleInStage, Row> rules = new LinkedHashMap<>();
    private final Map<Integer, Row> stages = new TreeMap<>();
    private int cubes;
    /** Whether a solution turned a slice: then the moves counted are slice turns. */
    private boolean slices;

    /** Adds one cube, solved with its firings recorded. */
    public void add(SolveResult r) {
        int cube = cubes++;
        // solutions held still (--metric slice): their moves are slice turns
        slices |= r.turnsSlices();
        for (Firing f : r.firings()) {
            add(rules.computeIfAbsent(new RuleInStage(f.rule(), f.stage()), k -> new Row(k.rule(), k.stage())), f, cube);
            add(stages.computeIfAbsent(f.stage(), s -> new Row("", s)), f, cube);
        }
    }

    private static void add(Row row, Firing f, int cube) {
        row.firings++;
        if (row.lastCube != cube) {
            row.cubes++;
            row.lastCube = cube;
        }
        row.movesBefore += f.moves().length();
        row.movesAfter += f.keptMoves();
        row.nodes += f.nodes();
        row.nanos += f.nanos();
    }

    public int cubes() {
        return cubes;
    }

    /** The rows of the rules, one per rule and stage: by stage, and in a stage the costliest (in time) first. */
    public List<Row> rules() {
        List<Row> list = new ArrayList<>(rules.values());
        list.sort(Comparator.comparingInt(Row::stage).thenComparing(Comparator.comparingLong(Row::nanos).reversed()));
        return list;
    }

    /** The stages' rows, by number (stage 0: before the first stage began). */
    public Map<Integer, Row> stages() {
        return stages;
    }

    /** Writes both tables, each column as wide as its widest cell. */
    public void print(PrintWriter out, StrategyModel model) {
        if (cubes == 0) {
            out.println("no cubes: no statistics");
            return;
        }
        out.printf(Locale.ROOT, "per stage, per cube (%s):%n", Counted.of(cubes, "cube"));
        String unit = slices ? "STM" : "HTM";
        Table stageTable = new Table("lrrrr", "stage", unit, "unsimpl.", "nodes", "ms");
        for (Map.Entry<Integer, Row> e : stages.entrySet()) {
            Row r = e.getValue();
            stageTable.add(title(model, e.getKey()), perCube(r.movesAfter, "%.1f"), perCube(r.movesBefore, "%.1f"),
                    perCube(r.nodes, "%.0f"), String.format(Locale.ROOT, "%.3f", r.nanos / 1e6 / cubes));
        }
        stageTable.print(out);
        out.println("per rule and stage, by stage, the costliest first (moves, " + unit
                + " and nodes in all; time per firing):");
        Table ruleTable = new Table("lrrrrrrrrl", "rule", "stage", "firings", "cubes", "moves", unit, unit + "/cube", "nodes",
                "ms/firing", "source");
        for (Row r : rules()) {
            ruleTable.add(r.rule, String.valueOf(r.stage), String.valueOf(r.firings), String.valueOf(r.cubes),
                    String.valueOf(r.movesBefore), String.valueOf(r.movesAfter), perCube(r.movesAfter, "%.1f"),
                    String.valueOf(r.nodes), String.format(Locale.ROOT, "%.4f", r.nanos / 1e6 / r.firings),
                    model.ruleOrigin(r.rule).toString());
        }
        ruleTable.print(out);
        printCaseShares(out, model);
    }

    /**
     * The rules that recognise cases (those whose share {@code cases --as-rules} wrote on them),
     * each rule's firings beside the firings its share of its stage's states expects: on random
     * cubes each state of a last layer is as likely as another. Those that fired, by stage and
     * firings; the rest in a line a stage.
     */
    private void printCaseShares(PrintWriter out, StrategyModel model) {
        Map<Integer, long[]> unfired = new TreeMap<>();
        Table table = new Table("lrrrl", "rule", "stage", "firings", "expected", "share of states");
        java.util.Set<String> fired = new java.util.HashSet<>();
        for (Row r : rules()) {
            java.util.Optional<unscrambler.strategy.CaseShare> share = model.caseShare(r.rule);
            if (share.isPresent()) {
                fired.add(r.rule);
                table.add(r.rule, String.valueOf(r.stage), String.valueOf(r.firings),
                        String.format(Locale.ROOT, "%.1f", cubes * share.get().share()),
                        share.get().states() + " of " + share.get().of());
            }
        }
        for (String rule : model.sources().rules()) {
            java.util.Optional<unscrambler.strategy.CaseShare> share = model.caseShare(rule);
            if (share.isPresent() && !fired.contains(rule)) {
                long[] n = unfired.computeIfAbsent(share.get().stage(), k -> new long[3]);
                n[0]++;
                n[1] += share.get().states();
                n[2] = share.get().of();
            }
        }
        if (fired.isEmpty() && unfired.isEmpty()) {
            return;
        }
        out.println("per rule that recognises a case: its firings, and those its share of its stage's states expects:");
        table.print(out);
        unfired.forEach((stage, n) -> out.printf(Locale.ROOT, "  stage %d: %d more case rules fired on no cube, "
                + "expected %.1f firings in all%n", stage, n[0], cubes * (double) n[1] / n[2]));
    }

    /** Adds a row a rule and stage, table {@code rule}: the rule, the cubes it fired on, the HTM it left. */
    public void addRows(StatRows rows) {
        for (Row r : rules()) {
            rows.add("rule", String.valueOf(r.stage), r.rule, r.cubes, r.movesAfter);
        }
    }

    private String perCube(long total, String format) {
        return String.format(Locale.ROOT, format, (double) total / cubes);
    }

    /** "3 (middle-layer edges)", "0 (before the stages)". */
    private static String title(StrategyModel model, int stage) {
        return stage == 0 ? "0 (before the stages)" : stage + " (" + model.stages().stream()
                .filter(s -> s.getNumber() == stage).map(Stage::getTitle).findFirst().orElse("?") + ")";
    }

    /**
     * A table of text, indented by two spaces, each column as wide as its widest cell, aligned as
     * {@code align} says, a letter a column: {@code l} (names) left, {@code r} (figures) right; two
     * spaces between columns.
     */
    private static final class Table {
        private final String align;
        private final List<String[]> rows = new ArrayList<>();

        Table(String align, String... header) {
            this.align = align;
            rows.add(header);
        }

        void add(String... cells) {
            rows.add(cells);
        }

        void print(PrintWriter out) {
            int[] width = new int[align.length()];
            for (String[] row : rows) {
                for (int c = 0; c < width.length; c++) {
                    width[c] = Math.max(width[c], row[c].length());
                }
            }
            for (String[] row : rows) {
                StringBuilder line = new StringBuilder();
                for (int c = 0; c < width.length; c++) {
                    String pad = " ".repeat(width[c] - row[c].length());
                    line.append("  ").append(align.charAt(c) == 'l' ? row[c] + pad : pad + row[c]);
                }
                out.println(line.toString().stripTrailing());
            }
        }
    }
}
