package unscrambler.play;

import java.util.Optional;
import unscrambler.explain.StagedSolution;
import unscrambler.explain.StagedSolution.PiecePart;
import unscrambler.explain.StagedSolution.StagePart;
import unscrambler.io.CubeNet;

/**
 * Step mode: a solve shown stage by stage (or piece by piece), each with its moves, the rules that
 * fired with what they matched and why their moves won, and the net after it, waiting for Enter
 * after each (a piece that needed no moves gets one line and no pause). {@code c} goes on without pausing; so does the end of the input, so a piped run ends.
 */
public final class StepMode {

    /** Where to pause. */
    public enum Pause { stage, piece }

    private final Console console;
    private final boolean colour;
    private final Pause pause;
    private boolean pausing = true;

    public StepMode(Console console, boolean colour, Pause pause) {
        this.console = console;
        this.colour = colour;
        this.pause = pause;
    }

    /** Shows one cube's solve. */
    public void walk(String id, StagedSolution solution) {
        console.say("Cube " + id + ", as given:");
        console.show(CubeNet.render(solution.input(), colour));
        for (StagePart stage : solution.stages()) {
            String name = StageText.capitalised(StageText.name(stage));
            if (pause == Pause.stage || stage.pieces().size() <= 1) {
                StageText.printFull(console, name, stage.firings(), stage, null, solution.result().solution(), colour);
                waitForEnter("the next stage");
                continue;
            }
            for (PiecePart piece : stage.pieces()) {
                String heading = name + (piece.piece().isEmpty() ? "" : ", piece " + piece.piece());
                if (piece.moves().isEmpty()) {
                    // a piece already home: nothing to look at, no pause
                    console.say(heading + ": no moves, already home");
                    continue;
                }
                StageText.printFull(console, heading, piece.firings(), stage, piece, solution.result().solution(),
                        colour);
                waitForEnter("the next piece");
            }
        }
    }

    private void waitForEnter(String next) {
        if (!pausing) {
            return;
        }
        Optional<String> answer = console.ask("Enter: " + next + "; c: go on without pausing > ");
        if (answer.isEmpty() || answer.get().equalsIgnoreCase("c")) {
            pausing = false;
        }
    }
}
