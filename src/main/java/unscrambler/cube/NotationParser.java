package unscrambler.cube;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import unscrambler.text.Excerpt;

/**
 * Reads WCA notation with optional parenthesised groups and repeat counts, in two passes and
 * without recursion, so that no input can exhaust the stack or the memory: the first reads the
 * groups into a tree (an explicit stack of open groups, however deep they nest) and adds up the
 * expanded length, saturating instead of overflowing; only a sequence of at most {@link
 * MoveSequence#MAX_MOVES} moves is then expanded.
 */
final class NotationParser {

    /** A move, or a group of parts repeated. */
    private sealed interface Part {}

    private record One(Move move) implements Part {}

    private static final class Group implements Part {
        final List<Part> parts = new ArrayList<>();
        /** Where the group's '(' is, from 1; 0 for the whole text. */
        final int column;
        /** Moves in one pass through the group, saturating at Long.MAX_VALUE. */
        long length;
        long times = 1;

        Group(int column) {
            this.column = column;
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
        Deque<Group> open = new ArrayDeque<>();
        Group current = new Group(0);
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                break;
            }
            char c = text.charAt(pos);
            if (c == '(') {
                open.push(current);
                current = new Group(pos + 1);
                pos++;
            } else if (c == ')') {
                if (open.isEmpty()) {
                    throw new NotationException("')' at column " + (pos + 1) + " closes no '('");
                }
                pos++;
                current.times = repeatCount(current.column);
                Group inner = current;
                current = open.pop();
                current.parts.add(inner);
                current.length = plus(current.length, times(inner.length, inner.times));
            } else {
                int start = pos;
                while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))
                        && "()".indexOf(text.charAt(pos)) < 0) {
                    pos++;
                }
                for (Move m : movesOf(text.substring(start, pos), start + 1)) {
                    current.parts.add(new One(m));
                    current.length = plus(current.length, 1);
                }
            }
        }
        if (!open.isEmpty()) {
            throw new NotationException("missing ')': the '(' at column " + current.column + " is not closed");
        }
        return current;
    }

    /** The second pass, over a tree whose length is within the limit; a group that adds no move is skipped. */
    private static List<Move> expand(Group all) {
        List<Move> moves = new ArrayList<>((int) all.length);
        record Visit(Group group, int next, long timesLeft) {}
        Deque<Visit> stack = new ArrayDeque<>();
        stack.push(new Visit(all, 0, 1));
        while (!stack.isEmpty()) {
            Visit v = stack.pop();
            if (v.next == v.group.parts.size()) {
                if (v.timesLeft > 1) {
                    stack.push(new Visit(v.group, 0, v.timesLeft - 1));
                }
                continue;
            }
            stack.push(new Visit(v.group, v.next + 1, v.timesLeft));
            Part p = v.group.parts.get(v.next);
            if (p instanceof One one) {
                moves.add(one.move());
            } else if (p instanceof Group g && g.length > 0 && g.times > 0) {
                stack.push(new Visit(g, 0, g.times));
            }
        }
        return moves;
    }

    /** A token is one move, or several written without spaces: {@code RUR'U'}, {@code RwU}. */
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
            while (end < token.length() && "2'’".indexOf(token.charAt(end)) >= 0) {
                end++;
            }
            try {
                moves.add(Move.parse(token.substring(i, end)));
            } catch (NotationException e) {
                throw new NotationException("not a move: " + Excerpt.quoted(token) + " at column " + column);
            }
            i = end;
        }
        return moves;
    }

    /**
     * After the group whose '(' is at {@code open} (from 1): nothing (once), a number, or 'x' and
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
        if (times && pos - start == 2 && count == 2) {
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
