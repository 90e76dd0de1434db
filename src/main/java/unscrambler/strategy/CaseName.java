package unscrambler.strategy;

import unscrambler.strategy.Names.What;

/**
 * A cuber's name for a case of a goal stage, declared with an algorithm that solves the case (as
 * cubers learn it): {@code new CaseName("last layer home", "T-perm", "R U R' U' R' F R2 U' R' U'
 * R U R' F'")}. The program finds the case the algorithm solves, and {@code cases --as-rules}
 * names that case's rules so. The algorithm may turn slices, wide layers and the whole cube; only
 * the case it solves is taken from it, not its moves.
 *
 * @param stage the stage, by its title
 * @param name what cubers call the case
 * @param algorithm an algorithm that takes the case to the stage's goal
 */
public record CaseName(@Names(What.STAGE_TITLE) String stage, String name, String algorithm) {}
