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

/**
 * What each rule and each stage cost and gave over a run: per rule, its firings, the cubes it fired
 * on, the moves it contributed before and after simplification, the nodes of its searches (losing
 * ones included) and its time; per stage, the same per cube. The rules' moves before simplification
 * add up to the solutions' unsimplified length, after it to the solutions' length.
 */
public final class RuleStats {

    /** One rule's totals. */
    public static final class Row {
        final String rule;
        long firings;
        int cubes;
        long movesBefore;
        long movesAfter;
        long nodes;
        long nanos;
        private int lastCube = -1;

        Row(String rule) {
            this.rule = rule;
        }

        public String rule() {
            return rule;
        }

        public long firings() {
            return firings;
        }

        public int cubes() {
            return cubes;
        }

        public long movesBefore() {
            return movesBefore;
        }

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

    private final Map<String, Row> rules = new LinkedHashMap<>();
    private final Map<Integer, Row> stages = new TreeMap<>();
    private int cubes;

    /** Adds one cube, solved with its firings recorded. */
    public void add(SolveResult r) {
        int cube = cubes++;
        for (Firing f : r.firings()) {
            add(rules.computeIfAbsent(f.rule(), Row::new), f, cube);
            add(stages.computeIfAbsent(f.stage(), s -> new Row("stage " + s)), f, cube);
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

    /** The rules' rows, costliest (in time) first. */
    public List<Row> rules() {
        List<Row> list = new ArrayList<>(rules.values());
        list.sort(Comparator.comparingLong((Row r) -> r.nanos).reversed());
        return list;
    }

    /** The stages' rows, by number (stage 0: before the first stage began). */
    public Map<Integer, Row> stages() {
        return stages;
    }

    /** Writes both tables. */
    public void print(PrintWriter out, StrategyModel model) {
        if (cubes == 0) {
            out.println("no cubes: no statistics");
            return;
        }
        out.printf(Locale.ROOT, "per stage, per cube (%d cubes):%n", cubes);
        out.printf(Locale.ROOT, "  %-28s %8s %10s %10s %10s%n", "stage", "HTM", "unsimpl.", "nodes", "ms");
        for (Map.Entry<Integer, Row> e : stages.entrySet()) {
            Row r = e.getValue();
            String title = e.getKey() == 0 ? "0 (before the stages)" : e.getKey() + " (" + model.stages().stream()
                    .filter(s -> s.getNumber() == e.getKey()).map(Stage::getTitle).findFirst().orElse("?") + ")";
            out.printf(Locale.ROOT, "  %-28s %8.1f %10.1f %10.0f %10.3f%n", title, (double) r.movesAfter / cubes,
                    (double) r.movesBefore / cubes, (double) r.nodes / cubes, r.nanos / 1e6 / cubes);
        }
        out.println("per rule, costliest first (moves and nodes in all; time per firing):");
        int width = rules.keySet().stream().mapToInt(String::length).max().orElse(4);
        String header = "  %-" + width + "s %8s %6s %8s %8s %11s %9s  %s%n";
        String row = "  %-" + width + "s %8d %6d %8d %8d %11d %9.4f  %s%n";
        out.printf(Locale.ROOT, header, "rule", "firings", "cubes", "moves", "kept", "nodes", "ms/firing", "source");
        for (Row r : rules()) {
            out.printf(Locale.ROOT, row, r.rule, r.firings, r.cubes, r.movesBefore, r.movesAfter, r.nodes,
                    r.nanos / 1e6 / r.firings, model.ruleOrigin(r.rule));
        }
    }
}
