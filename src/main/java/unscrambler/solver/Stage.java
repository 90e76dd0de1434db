package unscrambler.solver;

import java.util.List;

/**
 * A stage of a strategy, as the rules declare it: the pieces it places, in order; the moves and
 * macros its searches may use (each also inverted); the view (a whole-cube turn) its searches
 * work in. Active while it is the stage being worked on.
 */
public final class Stage {

    private final int number;
    private final String title;
    private final List<String> targets;
    private final List<String> candidates;
    private final String view;
    private boolean cheapestFirst;
    private boolean active;
    private boolean done;

    public Stage(int number, String title, List<String> targets, List<String> candidates, String view) {
        this.number = number;
        this.title = title;
        this.targets = List.copyOf(targets);
        this.candidates = List.copyOf(candidates);
        this.view = view;
    }

    public int getNumber() {
        return number;
    }

    public String getTitle() {
        return title;
    }

    public List<String> getTargets() {
        return targets;
    }

    /** Position of a piece in the plan, or -1 when the stage does not place it. */
    public int planIndex(String piece) {
        return targets.indexOf(piece);
    }

    public List<String> getCandidates() {
        return candidates;
    }

    public String getView() {
        return view;
    }

    /**
     * Whether the stage's pieces may be placed in any order, the cheapest first, rather than in the
     * order of the plan.
     */
    public boolean isCheapestFirst() {
        return cheapestFirst;
    }

    public void setCheapestFirst(boolean cheapestFirst) {
        this.cheapestFirst = cheapestFirst;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public boolean isDone() {
        return done;
    }

    public void setDone(boolean done) {
        this.done = done;
    }

    @Override
    public String toString() {
        return "stage " + number + " (" + title + ")" + (done ? " done" : active ? " active" : "");
    }
}
