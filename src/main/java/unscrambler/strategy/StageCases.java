package unscrambler.strategy;

import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;

/**
 * A goal stage of the rules with its goal and its cases (the goal of the stage before given), and
 * what messages call it: "stage 3 (corners of the last layer (CMLL))"; or one part of a stage whose
 * parts go in any order ({@link StrategyModel#partCases}), with that part.
 *
 * @param part the part of the stage's goal the cases are of; empty for the whole goal
 */
public record StageCases(Stage stage, Goal goal, CaseTable table, String title, String part) {

    public StageCases(Stage stage, Goal goal, CaseTable table, String title) {
        this(stage, goal, table, title, "");
    }

    /** Whether the cases are of one part of the stage's goal. */
    public boolean ofPart() {
        return !part.isEmpty();
    }
}
