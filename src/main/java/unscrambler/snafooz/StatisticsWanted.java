package unscrambler.snafooz;

/**
 * The fact that asks the rules for the search's statistics ({@code snafooz solve --stats}): the
 * counting rules match it first, so that without it they do no work.
 */
public record StatisticsWanted() {}
