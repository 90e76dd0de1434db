package unscrambler.play;

import java.util.ArrayList;
import java.util.List;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.explain.FiringText;
import unscrambler.explain.StagedSolution;
import unscrambler.explain.StagedSolution.PiecePart;
import unscrambler.explain.StagedSolution.StagePart;
import unscrambler.io.CubeNet;
import unscrambler.solver.Firing;
import unscrambler.text.Counted;

/** Stages and pieces of a solve, as the terminal shows them: heading, moves, the rules that fired, the net. */
final class StageText {

    private StageText() {}

    /** {@code stage 2 (three left corners)}; the whole-cube firings by their title. */
    static String name(StagePart stage) {
        return stage.number() == 0 ? StagedSolution.WHOLE_CUBE : "stage " + stage.number() + " (" + stage.title() + ")";
    }

    /** {@code 4 moves: R U2 F' D}, or {@code no moves}. */
    private static String counted(MoveSequence moves) {
        return moves.isEmpty() ? "no moves" : Counted.of(moves.length(), "move") + ": " + moves;
    }

    /**
     * {@code 3 moves: R U2 F'}: the firings' moves as the solution prints them, counted ({@link
     * #printed}), so that the count matches the solution's move numbers beside it.
     */
    static String moves(List<Firing> firings, MoveSequence part, MoveSequence solution) {
        return counted(printed(firings, part, solution));
    }

    /**
     * The firings' moves as the solution prints them (where the solve merged a move into the next
     * stage's, as merged): the parts' moves together are the solution. The part's own moves
     * simplified where their place in the solution is not known.
     */
    static MoveSequence printed(List<Firing> firings, MoveSequence part, MoveSequence solution) {
        List<Integer> positions = FiringText.keptPositions(firings);
        if (positions.isEmpty()) {
            return part.simplify();
        }
        List<Move> printed = new ArrayList<>();
        for (int p : positions) {
            printed.add(solution.get(p - 1));
        }
        return MoveSequence.of(printed);
    }

    /** {@code  (solution moves 9-11)}: where the firings' kept moves are in the solution; empty for none. */
    static String inSolution(List<Firing> firings) {
        String kept = FiringText.solutionMoves(firings);
        return kept.isEmpty() ? "" : " (" + kept + ")";
    }

    /** A stage or piece in full: heading, every firing with its search and matched facts, the net after it. */
    static void printFull(Console console, String heading, List<Firing> firings, StagePart stage, PiecePart piece,
            MoveSequence solution, boolean colour) {
        console.say(heading + ": " + moves(firings, piece == null ? stage.moves() : piece.moves(), solution)
                + inSolution(firings));
        console.say("  rules that fired (moves in [] were simplified away):");
        for (Firing f : firings) {
            for (String line : FiringText.full(f, "  ")) {
                console.say(line);
            }
        }
        console.show(CubeNet.render(piece == null ? stage.after() : piece.after(), colour));
    }

    /** A stage briefly: heading, the firings that turned the cube, the net after it. */
    static void printBrief(Console console, StagePart stage, MoveSequence solution, boolean colour) {
        console.say(capitalised(name(stage)) + ": " + moves(stage.firings(), stage.moves(), solution)
                + inSolution(stage.firings()));
        for (Firing f : stage.firings()) {
            if (!f.moves().isEmpty()) {
                console.say("  " + FiringText.brief(f));
            }
        }
        if (!stage.moves().isEmpty()) {
            console.show(CubeNet.render(stage.after(), colour));
        }
    }

    static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
