package unscrambler.strategy;

/**
 * How far one cube has come with a stage: the fact a cube's rules match and change ({@code
 * StageProgress(active)}, {@code modify($progress) { setDone(true) }}), one per stage in every
 * cube's session. The stage itself ({@link #getStage()}), declared when the rules load, is the same
 * object in every session and never changes; its number, title and kind are read here too, for
 * patterns ({@code StageProgress(active, hasGoal(), $stage : stage)}).
 */
public final class StageProgress {

    private final Stage stage;
    private boolean active;
    private boolean done;

    public StageProgress(Stage stage) {
        this.stage = stage;
    }

    /** The stage as declared: what the actions take ({@code cube.place($target, $stage)}). */
    public Stage getStage() {
        return stage;
    }

    @Names(Names.What.STAGE_NUMBER)
    public int getNumber() {
        return stage.getNumber();
    }

    @Names(Names.What.STAGE_TITLE)
    public String getTitle() {
        return stage.getTitle();
    }

    /** Whether the stage reaches a goal as a whole ({@link Stage#hasGoal()}). */
    public boolean hasGoal() {
        return stage.hasGoal();
    }

    /** Whether the stage's pieces go in any order, the cheapest first ({@link Stage#isCheapestFirst()}). */
    public boolean isCheapestFirst() {
        return stage.isCheapestFirst();
    }

    /** While the cube's rules work on the stage. */
    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    /** Once the stage has done its work: its pieces placed, or its goal reached. */
    public boolean isDone() {
        return done;
    }

    public void setDone(boolean done) {
        this.done = done;
    }

    /** As audits name it: "stage 2 (first-layer corners) active". */
    @Override
    public String toString() {
        return stage + (done ? " done" : active ? " active" : "");
    }
}
