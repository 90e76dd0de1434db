package unscrambler.strategy;

import java.util.Arrays;
import java.util.List;

/**
 * A stage of a strategy: the pieces it places, in order (its plan), or the goal it reaches as a
 * whole (a labelling of the pieces, see {@link unscrambler.goal.Goal}); the moves and macros its
 * searches may use (each also inverted); the view (a whole-cube turn) its searches work in; and
 * how they are run.
 *
 * <p>Declared once by a knowledge rule, in the words of the rules:
 * <pre>
 * insert(new Stage(1, "left edges").places("LU FL LD BL").candidates("R U F"));
 * insert(new Stage(1, "edges oriented").goal("edges: oriented FB").candidates("U R F D L B"));
 * </pre>
 * and read into the strategy's model when the rules load; after that it cannot change. Each cube's
 * session gets a {@link StageProgress} of every stage, whose {@code active} and {@code done} say
 * how far that cube has come; the stage itself is the same object in every session.
 */
public final class Stage {

    private final int number;
    private final String title;
    private List<String> plan = List.of();
    private String goal = "";
    private List<String> goalParts = List.of();
    private List<String> candidates = List.of();
    private String view = "";
    private boolean cheapestFirst;
    private SearchSettings search = SearchSettings.DEFAULT;
    /** The settings of {@link #search} the rules declared, where the others are the defaults. */
    private final java.util.EnumSet<SearchSetting> declared = java.util.EnumSet.noneOf(SearchSetting.class);
    private long shortestWithNextStage;
    private int enoughAt;
    private boolean seenFromEverySide;
    private int weighAtLeast;
    private String boundedBy = "";
    private String casesUpTo = "";
    private String heldAnyOf = "";
    private boolean optional;
    private boolean frozen;

    public Stage(int number, String title) {
        this.number = number;
        this.title = title;
    }

    void freeze() {
        frozen = true;
    }

    private Stage declare() {
        if (frozen) {
            throw new IllegalStateException("stage " + number + " was declared when the rules loaded and cannot "
                    + "change while cubes are solved");
        }
        return this;
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.strip().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    /** The pieces the stage places, in order, by their rule names: {@code "LU FL LD BL"}. */
    public Stage places(String pieces) {
        declare().plan = words(pieces);
        return this;
    }

    /**
     * The goal the stage reaches with one search over its candidates, in the words of {@link
     * unscrambler.goal.Goal}: {@code "corners: oriented UD; E slice: in E slice, oriented FB; rest:
     * oriented FB"}. A stage has a plan or a goal.
     */
    public Stage goal(String goalText) {
        declare().goal = goalText.strip();
        return this;
    }

    /**
     * Parts of the goal that may be reached in any order, each a goal in the words of {@link
     * unscrambler.goal.Goal} naming its own pieces ({@code "FR FRD: home"}, {@code "FL FLD: home"}):
     * the stage reaches them one at a time, each time the one whose search is cheapest, keeping
     * those reached and its {@link #goal} (which then holds throughout, as the first-two-layer pairs
     * keep the cross).
     */
    public Stage goalsInAnyOrder(String... parts) {
        declare().goalParts = Arrays.stream(parts).map(String::strip).toList();
        return this;
    }

    /** The moves and macros its searches may use: {@code "R U F"}, {@code "U tc1 tc3"}. */
    public Stage candidates(String movesAndMacros) {
        declare().candidates = words(movesAndMacros);
        return this;
    }

    /** The whole-cube turn its searches work in: {@code "z'"}; none by default. */
    public Stage view(String view) {
        declare().view = view.strip();
        return this;
    }

    /** The most steps a sequence of its searches may have (default 12). */
    public Stage maxDepth(int steps) {
        declare().search = search.withMaxDepth(steps);
        declared.add(SearchSetting.MAX_DEPTH);
        return this;
    }

    /**
     * The most macros a sequence of its searches may hold: 1 for one look at a case table (the
     * case's algorithm, with moves around it), even where two algorithms in a row cost less.
     */
    public Stage maxMacros(int count) {
        declare().search = search.withMaxMacros(count);
        return this;
    }

    /** The most nodes one of its searches may visit (default: what is left of the cube's budget). */
    public Stage nodeBudget(long nodes) {
        declare().search = search.withNodeBudget(nodes);
        declared.add(SearchSetting.NODE_BUDGET);
        return this;
    }

    /** How equally cheap sequences are chosen: {@code "weighed"} (default) or {@code "first found"}. */
    public Stage ties(String tieBreak) {
        declare().search = search.withTies(TieBreak.of(tieBreak));
        return this;
    }

    /**
     * What its searches minimise: {@code "face turns"}, {@code "quarter turns"} or {@code
     * "steps"} (a macro one step, as in Merritt's program); by default the run's metric.
     */
    public Stage minimise(String objective) {
        declare().search = search.withMinimise(unscrambler.search.Objective.of(objective));
        return this;
    }

    /**
     * Weighs the stage's ways to its goal by the whole they make with the next stage (Kociemba's
     * two-phase algorithm): they are tried in order of cost, each followed by the next stage's
     * cheapest from where it leaves the cube (looked for only when cheaper than the best whole so
     * far), and the way of the shortest whole is taken. The search ends when this stage's cost alone
     * reaches the best whole, when {@code nodeBudget} nodes were spent by this stage's search or by
     * the next stage's searches, or at half the cube's time left, keeping the best whole found.
     * For a goal stage followed by a goal stage; the next stage then searches again from where the
     * way taken leaves the cube, and finds a sequence no dearer than the one weighed.
     */
    public Stage shortestWithNextStage(long nodeBudget) {
        if (nodeBudget < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1, not " + nodeBudget);
        }
        declare().shortestWithNextStage = nodeBudget;
        return this;
    }

    /** The node budget of {@link #shortestWithNextStage}; 0 when the stage takes its own cheapest way. */
    public long getShortestWithNextStage() {
        return shortestWithNextStage;
    }

    /**
     * Ends the weighing of {@link #shortestWithNextStage} at the first whole that costs at most
     * {@code wholeCost} (in what the searches minimise): a whole short enough, not the shortest
     * (Kociemba's two-phase solvers stop at the first solution within a given length; 21 face turns
     * is found in a few thousand nodes where proving the shortest whole takes millions).
     */
    public Stage enoughAt(int wholeCost) {
        if (wholeCost < 1) {
            throw new IllegalArgumentException("a whole that is enough costs at least 1, not " + wholeCost);
        }
        declare().enoughAt = wholeCost;
        return this;
    }

    /**
     * Weighs the ways of {@link #shortestWithNextStage} from six sides of the cube, as Kociemba's
     * two-phase solvers do: the cube as it is, with its R face up and with its F face up, and its
     * inverse in the same three ways; at each cost, the ways from every side are weighed before any
     * dearer one. A way that is long from one side is often short from another, so a short whole
     * turns up in fewer nodes. For a next stage that solves the cube, and candidates with every
     * face turn as a step: a whole found from another side is taken back to the cube's and made
     * the stage's sequence, all of it, and the next stage finds the cube solved.
     */
    public Stage seenFromEverySide() {
        declare().seenFromEverySide = true;
        return this;
    }

    /** Whether the weighing looks at the cube from every side ({@link #seenFromEverySide}). */
    public boolean isSeenFromEverySide() {
        return seenFromEverySide;
    }

    /**
     * Weighs at least this many ways before a whole that is {@link #enoughAt enough} ends the
     * weighing: the first whole short enough is seldom the shortest near it (min2phase's least
     * number of probes). Each later way's next stage is searched only for a shorter whole, so these
     * ways cost little.
     */
    public Stage weighAtLeast(int ways) {
        if (ways < 1) {
            throw new IllegalArgumentException("the ways to weigh must be at least 1, not " + ways);
        }
        declare().weighAtLeast = ways;
        return this;
    }

    /** The ways weighed before a whole that is enough ends the weighing ({@link #weighAtLeast}); 0 for none. */
    public int getWeighAtLeast() {
        return weighAtLeast;
    }

    /** The cost of a whole that ends the weighing ({@link #enoughAt}); 0 when only the shortest does. */
    public int getEnoughAt() {
        return enoughAt;
    }

    /**
     * Bounds the stage's searches below also by what reaching {@code goalText} costs, seen from
     * every side of the cube (Kociemba's optimal solver: the solved cube, bounded by phase 1 along
     * each of the three axes). The engine builds one pruning table of that goal's whole state,
     * made smaller by the cube's symmetries that keep it (for phase 1, 141 million entries, 69 MiB,
     * about a minute of two cores once; the table cache keeps it), so the bound is the exact cost
     * from each side. For a stage whose goal is the solved cube ("all: home"): the solved cube meets
     * the bound's goal from every side, which it must.
     */
    public Stage boundedBy(String goalText) {
        declare().boundedBy = goalText;
        return this;
    }

    /** The goal that also bounds the stage's searches ({@link #boundedBy}); empty for none. */
    public String getBoundedBy() {
        return boundedBy;
    }

    /**
     * Its goal may be met with the cube held as it is or turned by any one of these whole-cube turns
     * ({@code "x x2 x' z z'"}: the cross on any face, turned down): the stage searches from each, the
     * cheapest way is taken (of equally cheap, the cube as it is, then the first turn listed), and the
     * cube stays held so: the later stages see it turned, and their moves are written in the input's
     * frame, the turn costing nothing. For a goal stage reached as a whole, after no plan stage.
     */
    public Stage heldAnyOf(String wholeCubeTurns) {
        declare().heldAnyOf = wholeCubeTurns.strip();
        return this;
    }

    /** The whole-cube turns the stage may hold the cube after ({@link #heldAnyOf}); empty for none. */
    @Names(Names.What.MOVES)
    public String getHeldAnyOf() {
        return heldAnyOf;
    }

    /**
     * Its cases are counted up to these whole-cube turns too ({@code "y"}: y, y2 and y'), beside the
     * turns of the free face before and after: a case seen from another side is the same case, as a
     * cuber counts them (the last layer's edges alone have 4 cases and the solved one, not 11). Its
     * searches try each macro among its candidates from each of those sides as well ({@code y ua
     * y'}, which in face turns is {@code ua} with its faces renamed), so that one algorithm a case
     * does, and {@code find-macro --cases} finds one a case so counted.
     */
    public Stage casesUpTo(String wholeCubeTurns) {
        declare().casesUpTo = wholeCubeTurns.strip();
        return this;
    }

    /** The whole-cube turns its cases are counted up to ({@link #casesUpTo}); empty for none. */
    @Names(Names.What.MOVES)
    public String getCasesUpTo() {
        return casesUpTo;
    }

    /**
     * When the stage's search ends without reaching its goal (its node budget or depth spent, or
     * its time), the stage is passed over and the next stage takes the cube as it is: for a stage
     * that tries a shortcut the later stages make without it. A goal no sequence reaches still
     * stops the cube.
     */
    public Stage optional() {
        declare().optional = true;
        return this;
    }

    /** Whether the stage is passed over when its search ends without reaching the goal ({@link #optional}). */
    public boolean isOptional() {
        return optional;
    }

    @Names(Names.What.STAGE_NUMBER)
    public int getNumber() {
        return number;
    }

    @Names(Names.What.STAGE_TITLE)
    public String getTitle() {
        return title;
    }

    /** The pieces it places, in order. */
    @Names(Names.What.PIECE)
    public List<String> getPlan() {
        return plan;
    }

    /** Its goal's words, with every part of {@link #goalsInAnyOrder}; empty when it has a plan instead. */
    public String getGoal() {
        return goalWith(goalParts);
    }

    /** The words of its {@link #goal} with these of its parts: what one search of a stage of parts reaches. */
    public String goalWith(List<String> parts) {
        List<String> clauses = new java.util.ArrayList<>();
        if (!goal.isEmpty()) {
            clauses.add(goal);
        }
        clauses.addAll(parts);
        return String.join("; ", clauses);
    }

    /** The parts of its goal it reaches in any order, the cheapest first; empty for one goal reached as a whole. */
    public List<String> getGoalParts() {
        return goalParts;
    }

    /** Whether it reaches a goal as a whole rather than placing the pieces of a plan one by one. */
    public boolean hasGoal() {
        return !goal.isEmpty() || !goalParts.isEmpty();
    }

    /** Position of a piece in the plan, or -1 when the stage does not place it. */
    public int planIndex(@Names(Names.What.PIECE) String piece) {
        return plan.indexOf(piece);
    }

    public List<String> getCandidates() {
        return candidates;
    }

    @Names(Names.What.MOVES)
    public String getView() {
        return view;
    }

    public SearchSettings getSearch() {
        return search;
    }

    /** Whether the rules set this setting of its searches, rather than leave the default. */
    public boolean declares(SearchSetting setting) {
        return declared.contains(setting);
    }

    /**
     * Whether the stage's pieces may be placed in any order, the cheapest first, rather than in the
     * order of the plan. Set by a knowledge rule ({@code modify($stage) { setCheapestFirst(true) }}).
     */
    public boolean isCheapestFirst() {
        return cheapestFirst;
    }

    public void setCheapestFirst(boolean cheapestFirst) {
        declare().cheapestFirst = cheapestFirst;
    }

    @Override
    public String toString() {
        return "stage " + number + " (" + title + ")";
    }
}
