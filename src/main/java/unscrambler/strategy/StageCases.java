package unscrambler.strategy;

import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;

/**
 * A goal stage of the rules with its goal and its cases (the goal of the stage before given), and
 * what messages call it: "stage 3 (corners of the last layer (CMLL))".
 */
public record StageCases(Stage stage, Goal goal, CaseTable table, String title) {}
