package unscrambler.run;

import java.nio.file.Path;
import java.util.Optional;
import unscrambler.play.StepMode;

/**
 * What {@code solve} shows a person beside its results ({@link SolveViews}): the editor, step
 * mode, the page.
 *
 * @param edit whether the cube comes from the colour editor, on standard input
 * @param step where step mode pauses, if it is on
 * @param html where the page goes
 * @param htmlCubes how many cubes, the first ones, the page shows
 */
public record Viewing(boolean edit, Optional<StepMode.Pause> step, Optional<Path> html, int htmlCubes) {

    /** Whether standard input is the person's: the editor and step mode read it. */
    public boolean readsStdin() {
        return edit || step.isPresent();
    }
}
