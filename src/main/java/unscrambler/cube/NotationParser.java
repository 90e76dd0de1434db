package unscrambler.cube;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import unscrambler.text.Excerpt;

/**
 * Reads WCA notation, and cubing.js's commutators {@code [A, B]} (A B A' B') and conjugates
 * {@code [A: B]} (A B A'), with optional parenthesised groups and repeat counts, in two passes and
 * without recursion, so that no input can exhaust the stack or the memory: the first reads the
 * groups into a tree (an explicit stack of open groups, however deep they nest; an inverse in a
 * commutator is the same group used backwards, not a copy) and adds up the expanded length,
 * saturating instead of overflowing; only a sequence of at most {@link MoveSequence#MAX_MOVES}
 * moves is then expanded.
 */
final class NotationParser {

    /** A move, or a group used forwards or backwards (each move undone, in reverse order). */
    private sealed interface Part {}

    private record One(Move move) implements Part {}

    private record Use(Group group, boolean inverted) implements Part {}

    private static final class Group {
        final List<Part> parts = new ArrayList<>();
        /** Where the group's '(' or '[' is, from 1; 0 for the whole text. */
        final int column;
        /** Moves in one pass through the group, saturating at Long.MAX_VALUE. */
        long length;
        long times = 1;

        Group(int column) {
            this.column = column;
        }

        /**
         * Adds a part. A group that adds no move is left out, and one of a single part not repeated
         * is replaced by that part: then every group kept has two parts or more, or a repeat, so
         * that expanding costs no more steps than the moves it makes, however the groups nest.
         */
        void add(Part p) {
            if (p instanceof Use u) {
                if (u.group.length == 0 || u.group.times == 0) {
                    return;
                }
                if (u.group.times == 1 && u.group.parts.size() == 1) {
                    Part only = u.group.parts.get(0);
                    add(only instanceof One one ? new One(u.inverted ? one.move().inverse() : one.move())
                            : new Use(((Use) only).group, ((Use) only).inverted ^ u.inverted));
                    return;
                }
            }
            parts.add(p);
            length = plus(length, p instanceof Use u ? times(u.group.length, u.group.times) : 1);
        }
    }

    /**
     * A group being read: a '(' group, or a '[' bracket whose first part is {@code first} once its
     * ',' or ':' is read ({@code separator}).
     */
    private static final class Open {
        final Group outer;
        final char bracket;
        Group first;
        char separator;

        Open(Group outer, char bracket) {
            this.outer = outer;
            this.bracket = bracket;
        }
    }

    private final String text;
    private int pos;

    NotationParser(String text) {
        this.text = text;
    }

    List<Move> parse() {
        Group all = read();
        if (all.length > MoveSequence.MAX_MOVES) {
            throw new NotationException("too long: it expands to " + (all.length == Long.MAX_VALUE
                    ? "more than " + Long.MAX_VALUE : String.valueOf(all.length))
                    + " moves, and a scramble may have at most " + MoveSequence.MAX_MOVES);
        }
        return expand(all);
    }

    /** The first pass: the tree of groups, with their lengths. */
    private Group read() {
        Deque<Open> open = new ArrayDeque<>();
        Group current = new Group(0);
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                break;
            }
            char c = text.charAt(pos);
            if (c == '(' || c == '[') {
                open.push(new Open(current, c));
                current = new Group(pos + 1);
                pos++;
            } else if (c == ',' || c == ':') {
                Open o = open.peek();
                if (o == null || o.bracket != '[') {
                    throw new NotationException("'" + c + "' at column " + (pos + 1) + " is outside [ ]: [A, B] is a "
                            + "commutator, [A: B] a conjugate");
                }
                if (o.first != null) {
                    throw new NotationException("'" + c + "' at column " + (pos + 1) + " is the second separator in the "
                            + "[ at column " + o.first.column + ": [A, B] and [A: B] have two parts");
                }
                o.first = current;
                o.separator = c;
                current = new Group(pos + 1);
                pos++;
            } else if (c == ')' || c == ']') {
                Open o = open.peek();
                char opening = c == ')' ? '(' : '[';
                if (o == null || o.bracket != opening) {
                    throw new NotationException("'" + c + "' at column " + (pos + 1) + " closes no '" + opening + "'"
                            + (o == null ? "" : ": the '" + o.bracket + "' at column " + column(o, current)
                            + " is still open"));
                }
                open.pop();
                Group inner = current;
                if (c == ']') {
                    inner = bracket(o, current, pos + 1);
                }
                pos++;
                boolean undone = undone();
                inner.times = repeatCount(inner.column);
                if (!undone) {
                    undone = undone();
                }
                current = o.outer;
                current.add(new Use(inner, undone));
            } else {
                int start = pos;
                while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))
                        && "()[],:".indexOf(text.charAt(pos)) < 0) {
                    pos++;
                }
                for (Move m : movesOf(text.substring(start, pos), start + 1)) {
                    current.add(new One(m));
                }
            }
        }
        if (!open.isEmpty()) {
            Open o = open.peek();
            throw new NotationException("missing '" + (o.bracket == '(' ? ')' : ']') + "': the '" + o.bracket
                    + "' at column " + column(o, current) + " is not closed");
        }
        return current;
    }

    private static int column(Open o, Group current) {
        return o.first != null ? o.first.column : current.column;
    }

    /** The group of a closed bracket: A B A' B' for [A, B], A B A' for [A: B]. */
    private Group bracket(Open o, Group second, int closeColumn) {
        Group first = o.first;
        if (first == null) {
            throw new NotationException("the '[' at column " + second.column + " closes at column " + closeColumn
                    + " with one part: [A, B] is a commutator, [A: B] a conjugate");
        }
        Group made = new Group(first.column);
        made.add(new Use(first, false));
        made.add(new Use(second, false));
        made.add(new Use(first, true));
        if (o.separator == ',') {
            made.add(new Use(second, true));
        }
        return made;
    }

    /** The second pass, over a tree whose length is within the limit; a group that adds no move is skipped. */
    private static List<Move> expand(Group all) {
        List<Move> moves = new ArrayList<>((int) all.length);
        record Visit(Group group, int next, long timesLeft, boolean inverted) {}
        Deque<Visit> stack = new ArrayDeque<>();
        stack.push(new Visit(all, 0, 1, false));
        while (!stack.isEmpty()) {
            Visit v = stack.pop();
            int size = v.group.parts.size();
            if (v.next == size) {
                if (v.timesLeft > 1) {
                    stack.push(new Visit(v.group, 0, v.timesLeft - 1, v.inverted));
                }
                continue;
            }
            stack.push(new Visit(v.group, v.next + 1, v.timesLeft, v.inverted));
            // backwards, a group's parts come last first, each undone
            Part p = v.group.parts.get(v.inverted ? size - 1 - v.next : v.next);
            if (p instanceof One one) {
                moves.add(v.inverted ? one.move().inverse() : one.move());
            } else if (p instanceof Use u && u.group.length > 0 && u.group.times > 0) {
                stack.push(new Visit(u.group, 0, u.group.times, v.inverted ^ u.inverted));
            }
        }
        return moves;
    }

    /**
     * A token is one move, or several written without spaces ({@code RUR'U'}, {@code RwU}), each a
     * turn and its amount and prime ({@code R3}, {@code U'2}, {@code F2'}).
     */
    private static List<Move> movesOf(String token, int column) {
        if (isDigit(token.charAt(0)) && token.chars().anyMatch(Character::isLetter)) {
            throw new NotationException("not a move: " + Excerpt.quoted(token) + " at column " + column + ": a number "
                    + "of layers before a move (3Rw) is for bigger cubes; on this one Rw (or r) turns two layers");
        }
        List<Move> moves = new ArrayList<>();
        int i = 0;
        while (i < token.length()) {
            int end = i + 1;
            if (end < token.length() && token.charAt(end) == 'w') {
                end++;
            }
            while (end < token.length() && (isDigit(token.charAt(end)) || Move.isPrime(token.charAt(end)))) {
                end++;
            }
            try {
                moves.add(Move.parse(token.substring(i, end)));
            } catch (NotationException e) {
                // a token whose first move is none is no moves at all; later, the move is named in its token
                if (Character.isHighSurrogate(token.charAt(end - 1)) && end < token.length()) {
                    end++;
                }
                String move = i == 0 ? token : token.substring(i, end);
                throw new NotationException("not a move: " + Excerpt.quoted(move) + " at column " + (column + i)
                        + (i == 0 ? "" : ", in " + Excerpt.quoted(token)) + hint(move));
            }
            i = end;
        }
        return moves;
    }

    /** What a cuber may have meant by a move that is none. */
    private static String hint(String move) {
        return move.chars().filter(c -> Move.isPrime((char) c)).count() > 1 ? ": one prime turns the other way (R')" : "";
    }

    /** A prime right after a group, or after its repeat count: the group undone, as cubing.js reads {@code (R U)'}. */
    private boolean undone() {
        if (pos < text.length() && Move.isPrime(text.charAt(pos))) {
            pos++;
            return true;
        }
        return false;
    }

    /**
     * After the group whose '(' or '[' is at {@code open} (from 1): nothing (once), a number, or 'x' and
     * a number; a huge number saturates. {@code x2} right after the group is refused: a cuber may
     * mean the rotation x2 after the group, a reader of "times two" a repeat.
     */
    private long repeatCount(int open) {
        int start = pos;
        boolean times = pos + 1 < text.length() && text.charAt(pos) == 'x' && isDigit(text.charAt(pos + 1));
        if (times) {
            pos++;
        }
        long count = 0;
        boolean any = false;
        while (pos < text.length() && isDigit(text.charAt(pos))) {
            count = plus(times(count, 10), text.charAt(pos) - '0');
            any = true;
            pos++;
        }
        if (!any) {
            pos = start;
            return 1;
        }
        if (times && count == 2) {
            String group = text.substring(open - 1, start);
            if (group.length() > Excerpt.MAX_SHOWN || Excerpt.hasControl(group)) {
                group = "(...)";
            }
            throw new NotationException("'x2' at column " + (start + 1) + " could be a repeat or the rotation x2: "
                    + "write " + group + "2 to repeat the group, or " + group + " x2 to turn the cube after it");
        }
        return count;
    }

    /** Only ASCII digits count: Character.isDigit would take Arabic-Indic and other digits too. */
    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** a + b for lengths (never negative), saturating at Long.MAX_VALUE. */
    private static long plus(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** a * b for lengths (never negative), saturating at Long.MAX_VALUE. */
    private static long times(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        return a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }
}
