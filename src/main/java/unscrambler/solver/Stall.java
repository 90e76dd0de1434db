package unscrambler.solver;

import unscrambler.strategy.Origin;

/**
 * Where and why the rules could not go on with a cube.
 *
 * @param stage the stage under way (0 before the first)
 * @param piece the piece being placed, or empty
 * @param reason one line
 * @param rule the rule at fault, when one is (its action or condition failed, or ran away), else empty
 * @param metTimeLimit whether the time limit, a guard on the cube's work, stopped it
 * @param limitAt where the setting that bound a failed search was declared (a stage's or a target's
 *     {@code .maxDepth}, {@code .nodeBudget}), where a rule author should look; {@link
 *     Origin#ENGINE} when no declared setting did
 * @param deeper for a search bounded by its depth, what the search run again deeper found (the
 *     advice {@code reason} ends with), else {@link DeeperLook#NONE}
 */
public record Stall(int stage, String piece, String reason, String rule, boolean metTimeLimit, Origin limitAt,
        DeeperLook deeper) {

    /** A stall no declared setting bound. */
    public Stall(int stage, String piece, String reason, String rule, boolean metTimeLimit) {
        this(stage, piece, reason, rule, metTimeLimit, Origin.ENGINE, DeeperLook.NONE);
    }

    /** A stall that no one rule is to blame for (a search that found nothing, a limit of work reached). */
    public Stall(int stage, String piece, String reason) {
        this(stage, piece, reason, "");
    }

    /** A stall that the time limit did not cause. */
    public Stall(int stage, String piece, String reason, String rule) {
        this(stage, piece, reason, rule, false);
    }
}
