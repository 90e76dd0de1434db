package unscrambler.flip;

/**
 * Fact inserted by the rules: a search strategy the user can name, and how it orders the agenda.
 *
 * @param name what {@code --strategy} takes, e.g. {@code bfs}
 * @param placement where new agenda items go
 * @param summary one line for the help and the report
 */
public record SearchStrategy(String name, AgendaPlacement placement, String summary) {}
