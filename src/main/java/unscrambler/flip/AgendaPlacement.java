package unscrambler.flip;

/** Where an agenda search puts the new items it makes, and so which item it expands next. */
public enum AgendaPlacement {
    /** At the end, behind every older item: breadth first, a queue. */
    END,
    /** At the front, before every older item: depth first, a stack. */
    FRONT,
    /** By estimate, lowest first, older items first among equals: greedy best first. */
    BY_ESTIMATE,
    /** By pushes made so far plus estimate, lowest first, older items first among equals: A*. */
    BY_PUSHES_PLUS_ESTIMATE
}
