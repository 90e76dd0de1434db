package unscrambler.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;
import unscrambler.cube.RandomCubes;
import unscrambler.explain.FiringText;
import unscrambler.explain.StagedSolution;
import unscrambler.explain.StagedSolution.StagePart;
import unscrambler.io.CubeNet;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.text.Excerpt;

/**
 * An interactive session with one cube: the person types moves to turn faces, or asks for a
 * scramble, a hint from the strategy, the strategy's solve stage by stage, the colour editor, undo
 * and the history. Each line is one command or a line of moves; a bad line gets one line saying
 * why. Reads whole lines, so it works the same from a keyboard and from a script. Every state shown
 * is the cube model's.
 */
public final class PlaySession {

    /** The most moves {@code scramble N} makes. */
    static final int MAX_SCRAMBLE = 1000;

    private final CubeSolver solver;
    private final Console console;
    private final boolean colour;
    private final Random random;
    private final List<Change> history = new ArrayList<>();
    private CubeState cube;

    /**
     * One change of the cube, which {@code undo} takes back.
     *
     * @param what in words, with the face turns it made when there were any
     */
    private record Change(String what, CubeState before, CubeState after) {}

    public PlaySession(CubeSolver solver, Console console, boolean colour, Random random) {
        this.solver = solver;
        this.console = console;
        this.colour = colour;
        this.random = random;
    }

    /**
     * Plays until the person quits or the input ends.
     *
     * @return whether the cube is solved at the end
     */
    public boolean play(CubeState start) {
        cube = start;
        console.show(CubeNet.render(cube, colour));
        console.say(cube.isSolved() ? "The cube is solved. Type moves (R U R' U'), scramble, or help."
                : "Type moves (R U R' U'), hint, solve, or help.");
        while (true) {
            Optional<String> line = console.ask("> ");
            if (line.isEmpty() || isQuit(line.get())) {
                console.say("The cube is " + (cube.isSolved() ? "solved." : "not solved."));
                return cube.isSolved();
            }
            if (!line.get().isEmpty()) {
                command(line.get());
            }
        }
    }

    private static boolean isQuit(String line) {
        String l = line.toLowerCase(Locale.ROOT);
        return l.equals("quit") || l.equals("exit") || l.equals("q");
    }

    private void command(String line) {
        String[] words = line.split("\\s+");
        String name = words[0].toLowerCase(Locale.ROOT);
        boolean takesWords = name.equals("scramble") || name.equals("hint");
        if (!takesWords && words.length > 1 && isCommand(name)) {
            console.say("'" + name + "' takes nothing after it: " + Excerpt.quoted(line));
            return;
        }
        switch (name) {
            case "help", "?" -> help();
            case "undo" -> undo();
            case "reset" -> change("reset to the solved cube", CubeState.solved());
            case "scramble" -> scramble(words);
            case "hint" -> hint(words);
            case "solve" -> solve();
            case "history" -> history();
            case "edit" -> edit();
            case "show" -> console.show(CubeNet.render(cube, colour));
            default -> moves(line);
        }
    }

    private static boolean isCommand(String name) {
        return List.of("help", "?", "undo", "reset", "hint", "solve", "history", "edit", "show").contains(name);
    }

    private void moves(String line) {
        MoveSequence typed;
        try {
            typed = MoveSequence.parse(line);
        } catch (NotationException e) {
            console.say(e.getMessage() + " (type help for the commands)");
            return;
        }
        List<MoveSequence> each = typed.toFaceTurnsEach();
        MoveSequence faceTurns = each.stream().reduce(MoveSequence.EMPTY, MoveSequence::then);
        if (faceTurns.isEmpty()) {
            console.say("only whole-cube turns: the same cube, held another way; nothing changes");
            return;
        }
        if (!typed.equals(faceTurns)) {
            // slices and rotations: the cube is kept with its centres home, as the solver holds it
            console.say("as face turns, centres kept in place: " + faceTurns);
        }
        // each move typed a change of its own, a slice's two face turns one change: undo takes
        // back one move as the person typed it; a rotation changes no tile and is no change
        for (int i = 0; i < typed.length(); i++) {
            MoveSequence turns = each.get(i);
            if (turns.isEmpty()) {
                continue;
            }
            Move move = typed.get(i);
            String what = turns.equals(MoveSequence.of(move)) ? "move " + move
                    : "move " + move + " (as face turns " + turns + ")";
            history.add(new Change(what, cube, cube.apply(turns)));
            cube = cube.apply(turns);
        }
        console.show(CubeNet.render(cube, colour));
        if (cube.isSolved()) {
            console.say("solved");
        }
    }

    private void scramble(String[] words) {
        if (words.length > 2) {
            console.say("scramble takes at most one number, of moves: 'scramble' or 'scramble 25'");
            return;
        }
        if (words.length == 1) {
            change("scramble: a random state", RandomCubes.state(random));
            return;
        }
        int count;
        try {
            count = Integer.parseInt(words[1]);
        } catch (NumberFormatException e) {
            count = -1;
        }
        if (count < 1 || count > MAX_SCRAMBLE) {
            console.say("scramble N: N is a number of moves from 1 to " + MAX_SCRAMBLE + ", not "
                    + Excerpt.quoted(words[1]));
            return;
        }
        MoveSequence moves = RandomCubes.scramble(count, random);
        console.say("scramble: " + moves);
        change("scramble: " + moves, cube.apply(moves));
    }

    private void undo() {
        if (history.isEmpty()) {
            console.say("nothing to undo");
            return;
        }
        Change last = history.remove(history.size() - 1);
        cube = last.before();
        console.say("undone: " + last.what());
        console.show(CubeNet.render(cube, colour));
        if (cube.isSolved()) {
            console.say("solved");
        }
    }

    private void change(String what, CubeState after) {
        history.add(new Change(what, cube, after));
        cube = after;
        console.show(CubeNet.render(cube, colour));
        if (cube.isSolved()) {
            console.say("solved");
        }
    }

    /** The strategy's solve from here, with its firings; empty (and said why) when the cube is solved. */
    private Optional<StagedSolution> strategySolve(String purpose) {
        if (cube.isSolved()) {
            console.say("The cube is solved: nothing to " + purpose + ".");
            return Optional.empty();
        }
        SolveResult result = solver.solve(purpose, cube, CubeSolver.Options.AUDIT);
        return Optional.of(StagedSolution.of(cube, result, solver.strategy().model()));
    }

    /** {@code hint}: the strategy's next move, and why; {@code hint stage}: its whole next stage, with the rules. */
    private void hint(String[] words) {
        boolean wholeStage = words.length == 2 && words[1].equals("stage");
        if (words.length > 2 || words.length == 2 && !wholeStage) {
            console.say("hint gives the next move, hint stage the rest of the next stage");
            return;
        }
        Optional<StagedSolution> solution = strategySolve("hint");
        if (solution.isEmpty()) {
            return;
        }
        Optional<StagePart> stage = solution.get().firstMovingStage();
        if (stage.isEmpty()) {
            console.say("The rules cannot go on from here: " + solution.get().result().error());
            return;
        }
        StagePart s = stage.get();
        MoveSequence printed = solution.get().result().solution();
        if (!wholeStage) {
            Firing first = s.firings().stream().filter(f -> !f.moves().isEmpty()).findFirst().orElseThrow();
            console.say("Hint: " + (printed.isEmpty() ? first.moves().get(0) : printed.get(0)) + " (the first move of "
                    + StageText.name(s) + ", chosen by rule '" + first.rule() + "'; hint stage for the rest)");
            return;
        }
        console.say("Hint: " + StageText.name(s) + ": " + StageText.moves(s.firings(), s.moves(), printed));
        console.say("  chosen by (moves in [] were simplified away):");
        for (Firing f : s.firings()) {
            for (String l : FiringText.full(f, "  ")) {
                console.say(l);
            }
        }
        if (!solution.get().result().isSolved()) {
            console.say("(after this the rules stall: " + solution.get().result().error() + ")");
        }
    }

    private void solve() {
        Optional<StagedSolution> solution = strategySolve("solve");
        if (solution.isEmpty()) {
            return;
        }
        SolveResult result = solution.get().result();
        if (!result.isSolved()) {
            console.say("The rules cannot solve this cube: stage " + result.stage()
                    + (result.piece().isEmpty() ? "" : ", piece " + result.piece()) + ": " + result.error());
            return;
        }
        for (StagePart stage : solution.get().stages()) {
            StageText.printBrief(console, stage, result.solution(), colour);
            if (!stage.moves().isEmpty()) {
                // as the stage's header and the solution print them
                history.add(new Change(StageText.name(stage) + ": "
                        + StageText.printed(stage.firings(), stage.moves(), result.solution()), cube, stage.after()));
                cube = stage.after();
            }
        }
        console.say("Solution (verified): " + result.solution() + " (" + result.htm() + " HTM, " + result.qtm()
                + " QTM)");
        if (cube.isSolved()) {
            console.say("solved");
        }
    }

    private void edit() {
        CubeEditor.Outcome outcome = new CubeEditor(console, colour).edit();
        if (outcome.cube().isEmpty()) {
            console.say(outcome.why() + "; the cube is as it was");
            console.show(CubeNet.render(cube, colour));
            return;
        }
        change("edit: the cube entered", outcome.cube().get());
    }

    private void history() {
        if (history.isEmpty()) {
            console.say("no changes yet");
            return;
        }
        for (int i = 0; i < history.size(); i++) {
            console.say(String.format(Locale.ROOT, "%3d. %s", i + 1, history.get(i).what()));
        }
    }

    private void help() {
        console.say("Moves in WCA notation turn faces: R U R' U', F2, (R U)3; slices and rotations are turned into face");
        console.say("turns with the centres kept in place. Commands:");
        console.say("  undo           take back the last move as typed (or scramble, edit, solve stage)");
        console.say("  reset          the solved cube");
        console.say("  scramble [N]   a random state, or N random moves");
        console.say("  hint           the strategy's next move");
        console.say("  hint stage     the strategy's moves for its next stage, with the rules that chose them");
        console.say("  solve          let the strategy solve the cube, stage by stage");
        console.say("  edit           describe a real cube, face by face, with the colour editor");
        console.say("  history        the changes so far");
        console.say("  show           draw the cube again");
        console.say("  help, quit");
    }
}
