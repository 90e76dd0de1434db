package unscrambler.snafooz;

/** Told of each solution as the rules find it, so that output can stream. */
@FunctionalInterface
public interface SolutionListener {

    /** A new solution, found by the rules and not yet checked by anyone else. */
    void found(Solution solution);
}
