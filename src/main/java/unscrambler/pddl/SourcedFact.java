package unscrambler.pddl;

/** A fact of a problem file with the place it was written, so that a message can point at it. */
public record SourcedFact(Fact fact, SourcePosition position) {}
