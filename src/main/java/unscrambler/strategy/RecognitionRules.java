package unscrambler.strategy;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;
import unscrambler.search.Objective;

/**
 * The rules that recognise the cases of a goal stage, written as a rule file: one rule for each way
 * the stage's goal can see the cube as the stage begins ({@link CaseTable#sight}: for the last
 * layer's orientation, which way each corner and edge of the top is turned, 216 ways), its
 * conditions the piece facts a cuber looks at, its action the case's algorithm with the turns of
 * the free face before and after it. The algorithm is the stage's cheapest candidate macro (or
 * its inverse) that, with those turns, reaches the goal from every state the rule matches: each
 * rule is proved on all of them as it is written.
 */
public final class RecognitionRules {

    /**
     * One rule: the cases it is of, what it sees, the case it is, the moves it does, how many
     * states it matches, and what the cheapest of its moves costs.
     */
    private record Rule(StageCases of, List<CaseTable.SlotSight> sight, int caseNumber, List<String> ways, long states,
            int cost) {}

    /** A way to reach the goal: turns of the free face and algorithms, as the rule writes them, and their moves. */
    private record Way(List<String> parts, MoveSequence moves) {
        String text() {
            return String.join(" ", parts.stream().filter(p -> !p.isEmpty()).toList());
        }

        /** Whether this way is {@code other} without the turn {@code other} ends with. */
        boolean isBefore(Way other) {
            return other.parts.size() == parts.size() + 1 && other.parts.subList(0, parts.size()).equals(parts)
                    || other.parts.size() == parts.size() && !parts.isEmpty() && parts.get(parts.size() - 1).isEmpty()
                    && other.parts.subList(0, parts.size() - 1).equals(parts.subList(0, parts.size() - 1));
        }

        Way then(String part, MoveSequence more) {
            List<String> longer = new ArrayList<>(parts);
            longer.add(part);
            return new Way(List.copyOf(longer), moves.then(more));
        }
    }

    /** How many turns longer than the cheapest way a rule's other ways may be. */
    private static final int LONGER_BY = 4;
    /**
     * Ranks a part's rule takes below its tier for each turn its cheapest way costs (and one for each
     * part before its own): the parts of a stage, at most this many, are told apart by it.
     */
    private static final int PART_RANKS = 4;
    /** The costs the ranks below RECOGNISE_A_CASE tell apart, before the conductor's next tier (-60). */
    private static final int MOST_PART_COST = 17;
    /** The most ways a rule lists. */
    private static final int MOST_WAYS = 8;

    private final StrategyModel model;
    /** The cubers' names of the cases, by case number. */
    private Map<Integer, String> names = Map.of();
    /** The stage's cases, or each of its parts'. */
    private final List<StageCases> cases;
    private final Stage stage;
    private final Objective objective;

    public RecognitionRules(StrategyModel model, List<StageCases> cases) {
        this.model = model;
        this.cases = List.copyOf(cases);
        this.stage = cases.get(0).stage();
        this.objective = stage.getSearch().objective(Objective.FACE_TURNS);
    }

    /**
     * Writes the rule file.
     *
     * @param madeBy the command that made it, for the file's first lines
     * @return how many of the ways the goal sees have no rule: no candidate reaches the goal from
     *     them (the stage searches there)
     * @throws StrategyException when a candidate cannot be expanded, or the stage turns the cube
     *     to a view (its candidates are not the moves a rule applies)
     */
    public int write(String madeBy, PrintWriter out) throws StrategyException {
        if (!stage.getView().isBlank()) {
            throw new StrategyException(model.origin(stage) + ": stage " + stage.getNumber() + " searches in the view '"
                    + stage.getView() + "': its cases are recognised as the cube is held, and its candidates are not");
        }
        if (cases.size() > PART_RANKS) {
            throw new StrategyException(model.origin(stage) + ": stage " + stage.getNumber() + " has " + cases.size()
                    + " parts: the rules that recognise parts tell at most " + PART_RANKS + " apart");
        }
        List<Rule> rules = new ArrayList<>();
        List<List<CaseTable.SlotSight>> uncovered = new ArrayList<>();
        long sights = 0;
        for (StageCases c : cases) {
            sights += rules(c, rules, uncovered);
        }
        // part by part, each case's rules together
        rules.sort(java.util.Comparator.comparingInt((Rule r) -> cases.indexOf(r.of())).thenComparingInt(Rule::caseNumber));
        boolean ofParts = cases.get(0).ofPart();
        if (ofParts) {
            partsHeader(madeBy, sights, out);
        } else {
            names = names(cases.get(0).table());
            header(madeBy, sights, cases.get(0).table(), out);
        }
        for (List<CaseTable.SlotSight> way : uncovered) {
            out.println("// No candidate reaches the goal where the cube is seen so: " + described(way, ofParts) + ".");
        }
        imports(madeBy, out);
        for (Rule r : rules) {
            rule(r, out);
        }
        out.flush();
        return uncovered.size();
    }

    /**
     * Adds the rules of one table's cases, and the sights no way reaches the goal from to
     * {@code uncovered}; returns how many sights it has (the solved part's not counted).
     */
    private int rules(StageCases c, List<Rule> rules, List<List<CaseTable.SlotSight>> uncovered)
            throws StrategyException {
        CaseTable table = c.table();
        Goal goal = c.goal();
        Map<List<CaseTable.SlotSight>, List<CubeState>> byWay = new LinkedHashMap<>();
        Map<List<CaseTable.SlotSight>, Long> statesOf = new java.util.HashMap<>();
        Map<Piece, java.util.Set<Integer>> turns = new LinkedHashMap<>();
        table.forEachSeen((state, n) -> {
            for (CaseTable.SlotSight s : table.sight(state)) {
                s.orientation().ifPresent(o -> turns.computeIfAbsent(s.slot(), k -> new java.util.HashSet<>()).add(o));
            }
        });
        // a turn the given goal already fixes tells no case from another: the rules do not look at it
        java.util.Set<Piece> fixed = new java.util.HashSet<>();
        turns.forEach((slot, values) -> {
            if (values.size() == 1) {
                fixed.add(slot);
            }
        });
        table.forEachSeen((state, n) -> {
            if (c.ofPart() && table.cases().get(table.caseOf(state).orElseThrow()).solved()) {
                return;
            }
            List<CaseTable.SlotSight> looked = looked(table.sight(state), fixed, c.ofPart());
            byWay.computeIfAbsent(looked, k -> new ArrayList<>()).add(state);
            statesOf.merge(looked, n, Long::sum);
        });
        Map<String, MoveSequence> algorithms = algorithms(stage);
        // no algorithm (the goal a turn away), one, or two where the stage may do two: each listed when first needed
        int most = Math.min(2, stage.getSearch().maxMacros());
        Map<Integer, List<Priced>> tries = new java.util.HashMap<>();
        for (Map.Entry<List<CaseTable.SlotSight>, List<CubeState>> e : byWay.entrySet()) {
            List<Way> way = List.of();
            for (int n = 0; n <= most && way.isEmpty(); n++) {
                int algorithmsInAWay = n;
                way = reaching(tries.computeIfAbsent(n, k -> ways(table.freeFace(), algorithms, algorithmsInAWay)),
                        e.getValue(), goal, LONGER_BY);
            }
            if (way.isEmpty() && algorithms.isEmpty()) {
                // a searched way is the shortest there is: one longer may merge with the moves before
                way = reaching(searched(e.getValue().get(0)), e.getValue(), goal, 1);
            }
            int caseNumber = table.caseOf(e.getValue().get(0)).orElseThrow() + 1;
            if (way.isEmpty()) {
                uncovered.add(e.getKey());
            } else {
                int cost = objective.lengthOf(way.get(0).moves().simplify());
                rules.add(new Rule(c, e.getKey(), caseNumber, way.stream().map(Way::text).toList(),
                        statesOf.get(e.getKey()), cost));
            }
        }
        return byWay.size();
    }

    /**
     * The cheapest sequences of the stage's candidates from the state to the whole of the stage's
     * goal, by the engine's search: for a stage whose candidates are moves, not algorithms (a
     * first-two-layer pair), the ways its rules do.
     */
    private List<Priced> searched(CubeState state) throws StrategyException {
        unscrambler.goalsearch.GoalSearch search = model.goalSearch(stage, stage.getGoalParts(), objective, n -> {});
        SearchSettings settings = stage.getSearch();
        unscrambler.search.SearchLimits limits = new unscrambler.search.SearchLimits(settings.maxDepth(),
                settings.nodeBudget() > 0 ? settings.nodeBudget() : unscrambler.search.CubeLimits.DEFAULT.nodesPerCube(),
                unscrambler.search.Deadline.never(), unscrambler.search.SearchLimits.WEIGHED, false, Integer.MAX_VALUE,
                MOST_WAYS);
        unscrambler.search.SearchResult result = search.search(state, limits);
        List<Priced> priced = new ArrayList<>();
        for (unscrambler.search.SearchResult.Found f : result.solutions()) {
            MoveSequence moves = search.steps().moves(f.steps());
            MoveSequence simplified = moves.simplify();
            priced.add(new Priced(new Way(List.of(search.steps().names(f.steps())), moves), simplified,
                    objective.lengthOf(simplified)));
        }
        priced.sort(java.util.Comparator.comparingInt(Priced::cost));
        return priced;
    }

    /**
     * The cases the rules name ({@link CaseName}), by number: each name's algorithm undone from the
     * goal met makes a state of its case.
     *
     * @throws StrategyException at the name's line, for a name whose algorithm makes no state of
     *     the stage's cases, or that names a case another name named
     */
    private Map<Integer, String> names(CaseTable table) throws StrategyException {
        Map<Integer, String> named = new java.util.TreeMap<>();
        for (Object fact : model.facts()) {
            if (!(fact instanceof CaseName n) || !n.stage().equals(stage.getTitle())) {
                continue;
            }
            MoveSequence moves;
            try {
                moves = model.expand(n.algorithm()).toFaceTurns().faceTurns();
            } catch (IllegalArgumentException e) {
                throw new StrategyException(model.origin(n) + ": the case named " + n.name() + ": " + e.getMessage());
            }
            // cubers may end an algorithm a turn of the free face short of the goal
            Optional<Integer> c = Optional.empty();
            for (String turn : turns(table.freeFace())) {
                c = table.caseOf(CubeState.solved().apply(moves.then(MoveSequence.parse(turn)).inverse()));
                if (c.isPresent()) {
                    break;
                }
            }
            if (c.isEmpty() || table.cases().get(c.get()).solved()) {
                throw new StrategyException(model.origin(n) + ": the case named " + n.name() + ": '" + n.algorithm()
                        + "' solves no case of " + cases.get(0).title() + (c.isEmpty() ? ": undone, it breaks what the stage is given"
                                : ": undone, it leaves the goal met"));
            }
            String before = named.putIfAbsent(c.get() + 1, n.name());
            if (before != null) {
                throw new StrategyException(model.origin(n) + ": the case named " + n.name() + " is case " + (c.get() + 1)
                        + ", already named " + before);
            }
        }
        return named;
    }

    /**
     * What a rule looks at of a sight: all but the turns that are the same in every state; of a
     * part's, only where the part's own pieces are (the other parts' may be anywhere).
     */
    private static List<CaseTable.SlotSight> looked(List<CaseTable.SlotSight> sight, java.util.Set<Piece> fixed,
            boolean ofPart) {
        List<CaseTable.SlotSight> looked = new ArrayList<>();
        for (CaseTable.SlotSight s : sight) {
            if (ofPart && s.pieces().size() != 1) {
                continue;
            }
            CaseTable.SlotSight l = fixed.contains(s.slot())
                    ? new CaseTable.SlotSight(s.slot(), s.pieces(), java.util.OptionalInt.empty()) : s;
            if (!l.pieces().isEmpty() || l.orientation().isPresent()) {
                looked.add(l);
            }
        }
        return looked;
    }

    /** The stage's candidate macros, each as it is and undone, in the order declared. */
    private Map<String, MoveSequence> algorithms(Stage stage) throws StrategyException {
        Map<String, MoveSequence> algorithms = new LinkedHashMap<>();
        for (String name : stage.getCandidates()) {
            if (model.macros().containsKey(name)) {
                MoveSequence moves = model.expand(name);
                algorithms.put(name, moves);
                algorithms.putIfAbsent(model.namedInverse(name).orElse(name + "'"), moves.inverse());
            }
        }
        return algorithms;
    }

    /**
     * Every way with {@code algorithms} algorithms: a turn of the free face before each and one
     * after the last; the cheapest first, ties in the order listed.
     */
    private List<Priced> ways(Optional<Face> free, Map<String, MoveSequence> candidates, int algorithms) {
        List<String> turns = turns(free);
        List<Way> ways = List.of(new Way(List.of(), MoveSequence.EMPTY));
        for (int i = 0; i < algorithms; i++) {
            List<Way> longer = new ArrayList<>();
            for (Way w : ways) {
                for (String turn : turns) {
                    for (Map.Entry<String, MoveSequence> a : candidates.entrySet()) {
                        longer.add(w.then(turn, MoveSequence.parse(turn)).then(a.getKey(), a.getValue()));
                    }
                }
            }
            ways = longer;
        }
        List<Way> finished = new ArrayList<>();
        for (Way w : ways) {
            for (String turn : turns) {
                finished.add(w.then(turn, MoveSequence.parse(turn)));
            }
        }
        if (algorithms == 0) {
            // with no algorithm, one turn is the way
            finished = finished.subList(0, turns.size());
        }
        List<Priced> priced = new ArrayList<>();
        for (Way w : finished) {
            MoveSequence simplified = w.moves().simplify();
            priced.add(new Priced(w, simplified, objective.lengthOf(simplified)));
        }
        priced.sort(java.util.Comparator.comparingInt(Priced::cost));
        return priced;
    }

    /** A way with its moves simplified and their cost, worked out once for every sight it is tried on. */
    private record Priced(Way way, MoveSequence simplified, int cost) {}

    /** No turn, and each turn of the free face. */
    private static List<String> turns(Optional<Face> free) {
        return free.map(f -> List.of("", f.name(), f.name() + "2", f.name() + "'")).orElse(List.of(""));
    }

    /**
     * The ways that reach the goal from every one of the states, the cheapest first: those up to
     * {@code longerBy} turns longer than it too (their first turns may merge with the moves before
     * the stage), at most {@link #MOST_WAYS}, none that is another with a turn after it.
     */
    private List<Way> reaching(List<Priced> ways, List<CubeState> states, Goal goal, int longerBy) {
        List<Way> found = new ArrayList<>();
        java.util.Set<MoveSequence> seen = new java.util.HashSet<>();
        int cheapest = Integer.MAX_VALUE;
        for (Priced p : ways) {
            if (found.size() == MOST_WAYS || !found.isEmpty() && p.cost() > cheapest + longerBy) {
                break;
            }
            if (goal.isMetBy(states.get(0).apply(p.simplified()))
                    && states.stream().skip(1).allMatch(s -> goal.isMetBy(s.apply(p.simplified())))
                    && seen.add(p.simplified()) && found.stream().noneMatch(f -> f.isBefore(p.way()))) {
                cheapest = Math.min(cheapest, p.cost());
                found.add(p.way());
            }
        }
        return found;
    }

    private void header(String madeBy, long ways, CaseTable table, PrintWriter out) {
        out.println("// The rules that recognise the cases of " + cases.get(0).title() + " of " + madeByRules(madeBy) + ": one rule");
        out.println("// for each of the " + ways + " ways its goal sees the cube as the stage begins (" + table.states()
                + " states in all). Each does");
        out.println("// the cheapest of the stage's candidate algorithms (or one undone), with the turns of "
                + table.freeFace().map(Enum::name).orElse("no face") + " before and");
        out.println("// after it, that reaches the goal from every state the rule matches; where others are at most "
                + LONGER_BY + " turns");
        out.println("// longer, it does the one that costs least after the moves before it, as a cuber picks the angle");
        out.println("// that cancels. A rule's name says the case and what it sees; a case no rule recognises is");
        out.println("// searched for by the stage.");
    }

    /** The first lines of the rules of a stage's parts. */
    private void partsHeader(String madeBy, long sights, PrintWriter out) {
        CaseTable table = cases.get(0).table();
        String free = table.freeFace().map(Enum::name).orElse("no face");
        out.println("// The rules that recognise the cases of stage " + stage.getNumber() + " (" + stage.getTitle() + ") of "
                + madeByRules(madeBy) + ", part by part:");
        out.println("// for each of its " + cases.size() + " parts, one rule for each place its pieces can be in the layer of "
                + free + " and their");
        out.println("// own slot (" + sights + " rules in all; up to turns of " + free + ", the cases of a part are "
                + (table.cases().size() - 1) + " and the solved one). A rule");
        out.println("// looks only at the part's pieces, wherever the other parts' are, and does the cheapest sequences");
        out.println("// of the stage's candidates that the engine's search finds, keeping the stage's goal and the other");
        out.println("// parts (those one turn longer too: of them, the one that costs least after the moves before it).");
        out.println("// Its salience is its tier's less " + PART_RANKS + " times what its cheapest way costs, plus the part's place in");
        out.println("// the stage's list (from 0): of the parts recognised, the cheapest goes home first (of two as cheap, the");
        out.println("// one listed first), as a cuber picks the pair nearest home, and no two rules are due at one");
        out.println("// salience. A part whose piece is in another part's slot is freed by a heuristic; what no rule");
        out.println("// recognises the stage searches for.");
    }

    private void imports(String madeBy, PrintWriter out) {
        out.println("// Made by: " + madeBy);
        out.println("package " + model.packageOf(stage));
        out.println();
        out.println("import unscrambler.strategy.PieceFact");
        out.println("import unscrambler.strategy.StageProgress");
        out.println("import unscrambler.strategy.Tier");
        out.println();
        out.println("global unscrambler.strategy.CubeActions cube");
    }

    private static String madeByRules(String madeBy) {
        int at = madeBy.indexOf("--rules ");
        return at < 0 ? "the rules" : madeBy.substring(at + "--rules ".length()).split(" ")[0];
    }

    private void rule(Rule r, PrintWriter out) {
        CaseTable table = r.of().table();
        String before = r.ways().get(0).isEmpty() ? "" : r.ways().get(0).split(" ")[0];
        boolean turnsFirst = table.freeFace().isPresent() && before.startsWith(table.freeFace().get().name());
        String cuber = names.containsKey(r.caseNumber()) ? " (" + names.get(r.caseNumber()) + ")" : "";
        // a part by its pieces: "FR FRD" of "FR FRD: home"
        String part = r.of().ofPart() ? " " + r.of().part().split(":")[0].trim() : "";
        // no commas in a name: lists of rules (--stats, CSV) are read by them
        String name = String.format(Locale.ROOT, "stage %d%s case %d of %d%s%s: %s", stage.getNumber(), part,
                r.caseNumber(), table.cases().size(), cuber, turnsFirst ? " from " + before : "",
                described(r.sight(), r.of().ofPart()));
        out.println();
        out.println("rule \"" + name + "\"");
        out.println("    @stage(" + stage.getNumber() + ") @states(" + r.states() + ") @ofStates(" + table.states() + ")");
        // one number taken off: MVEL, which reads the rules where no model is kept, reads a - b - c as a - (b - c)
        out.println("    salience Tier.RECOGNISE_A_CASE.rank" + (r.of().ofPart()
                ? " - " + (PART_RANKS * Math.min(r.cost(), MOST_PART_COST) + cases.indexOf(r.of())) : ""));
        out.println("when");
        List<String> tests = new ArrayList<>();
        for (CaseTable.SlotSight s : r.sight()) {
            StringJoiner test = new StringJoiner(", ", "    PieceFact(", ")");
            test.add("position == \"" + s.slot().ruleName() + "\"");
            if (s.pieces().size() == 1) {
                test.add("name == \"" + s.pieces().get(0).ruleName() + "\"");
            } else if (!s.pieces().isEmpty()) {
                test.add("name in (" + String.join(", ", s.pieces().stream().map(p -> "\"" + p.ruleName() + "\"").toList())
                        + ")");
            }
            s.orientation().ifPresent(o -> test.add("orientation == " + o));
            tests.add(test.toString());
        }
        // the first piece matched as a fact, so that Drools readies only the rules whose first piece is where it
        // is (a third of OLL's, 40 of the pairs' 596) as the stage begins, not every one; the others looked at
        // only then, not matched at every move of every stage
        if (!tests.isEmpty()) {
            out.println(tests.get(0));
        }
        out.println("    $progress : StageProgress(active, number == " + stage.getNumber() + ", $stage : stage)");
        tests.stream().skip(1).forEach(test -> out.println(test + " from cube.pieces()"));
        out.println("then");
        String ways = String.join(", ", r.ways().stream().map(w -> "\"" + w + "\"").toList());
        if (r.of().ofPart()) {
            // the stage goes on, its rules looking again, until every part is home
            out.println("    boolean allHome = cube.reachGoalPartWith($stage, \"" + r.of().part() + "\", " + ways + ");");
            out.println("    modify($progress) { setActive(!allHome), setDone(allHome) }");
        } else {
            out.println("    if (cube.reachGoalWith($stage, " + ways + ")) {");
            out.println("        modify($progress) { setActive(false), setDone(true) }");
            out.println("    }");
        }
        out.println("end");
    }

    /** What a rule sees, in words: where a part's pieces are ({@link #placed}), else what the goal sees ({@link #seen}). */
    private static String described(List<CaseTable.SlotSight> sight, boolean ofPart) {
        return ofPart ? placed(sight) : seen(sight);
    }

    /**
     * Where a part's pieces are, in words: {@code FRD at UFR twisted clockwise; FR at UB flipped},
     * {@code FR home flipped}.
     */
    static String placed(List<CaseTable.SlotSight> sight) {
        List<String> words = new ArrayList<>();
        for (CaseTable.SlotSight s : sight) {
            Piece p = s.pieces().get(0);
            int o = s.orientation().orElse(0);
            String turn = o == 0 ? "" : p.kind() == Piece.Kind.EDGE ? " flipped"
                    : o == 1 ? " twisted clockwise" : " twisted anticlockwise";
            words.add(p.ruleName() + (p.equals(s.slot()) ? " home" : " at " + s.slot().ruleName()) + turn);
        }
        return String.join("; ", words);
    }

    /**
     * What a rule sees, in words: which corners are twisted which way and which edges flipped,
     * and where pieces the goal tells apart are ({@code corners FRU BRU twisted clockwise; edges
     * FU RU flipped; FRU at BRU}).
     */
    static String seen(List<CaseTable.SlotSight> sight) {
        List<String> parts = new ArrayList<>();
        for (Piece.Kind kind : List.of(Piece.Kind.CORNER, Piece.Kind.EDGE)) {
            Map<Integer, List<String>> byTurn = new LinkedHashMap<>();
            boolean turns = false;
            for (CaseTable.SlotSight s : sight) {
                if (s.slot().kind() == kind && s.orientation().isPresent()) {
                    turns = true;
                    byTurn.computeIfAbsent(s.orientation().getAsInt(), k -> new ArrayList<>()).add(s.slot().ruleName());
                }
            }
            String plural = kind == Piece.Kind.CORNER ? "corners" : "edges";
            if (turns && byTurn.keySet().stream().allMatch(t -> t == 0)) {
                parts.add(plural + " oriented");
            } else if (turns) {
                List<String> words = new ArrayList<>();
                for (int t = 1; t <= 2; t++) {
                    List<String> slots = byTurn.get(t);
                    if (slots != null) {
                        words.add(String.join(" ", slots) + " " + (kind == Piece.Kind.EDGE ? "flipped"
                                : t == 1 ? "twisted clockwise" : "twisted anticlockwise"));
                    }
                }
                parts.add(plural + " " + String.join(" and ", words));
            }
        }
        parts.addAll(cycles(sight));
        if (parts.isEmpty() && sight.stream().anyMatch(x -> !x.pieces().isEmpty())) {
            parts.add("every piece in its slot");
        }
        return parts.isEmpty() ? "nothing to tell apart" : String.join("; ", parts);
    }

    /**
     * Where the pieces the goal tells apart are, as cycles: {@code cycles edges FU RU LU} where
     * FU's piece is at RU, RU's at LU and LU's at FU, as a macro's effect says it ({@link
     * MacroEffect}); {@code swaps corners FRU BRU} for two.
     */
    private static List<String> cycles(List<CaseTable.SlotSight> sight) {
        Map<Piece, Piece> slotOf = new LinkedHashMap<>();
        for (CaseTable.SlotSight s : sight) {
            if (s.pieces().size() == 1) {
                slotOf.put(s.pieces().get(0), s.slot());
            }
        }
        List<String> words = new ArrayList<>();
        java.util.Set<Piece> seen = new java.util.HashSet<>();
        for (Piece start : slotOf.keySet()) {
            if (seen.contains(start) || slotOf.get(start) == start) {
                continue;
            }
            List<String> cycle = new ArrayList<>();
            Piece p = start;
            while (p != null && seen.add(p)) {
                cycle.add(p.ruleName());
                p = slotOf.get(p);
            }
            String kind = start.kind() == Piece.Kind.CORNER ? "corners " : "edges ";
            words.add((cycle.size() == 2 ? "swaps " : "cycles ") + kind + String.join(" ", cycle));
        }
        return words;
    }
}
