package unscrambler.cube;

import java.util.ArrayList;
import java.util.List;

/** Reads WCA notation with optional parenthesised groups and repeat counts. */
final class NotationParser {

    private final String text;
    private int pos;

    NotationParser(String text) {
        this.text = text;
    }

    List<Move> parse() {
        List<Move> moves = group();
        skipSpace();
        if (pos < text.length()) {
            throw new NotationException("unbalanced ')' at column " + (pos + 1));
        }
        return moves;
    }

    private List<Move> group() {
        List<Move> moves = new ArrayList<>();
        while (true) {
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) == ')') {
                return moves;
            }
            if (text.charAt(pos) == '(') {
                pos++;
                List<Move> inner = group();
                if (pos >= text.length()) {
                    throw new NotationException("missing ')'");
                }
                pos++;
                int times = repeatCount();
                for (int i = 0; i < times; i++) {
                    moves.addAll(inner);
                }
            } else {
                int start = pos;
                while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))
                        && "()".indexOf(text.charAt(pos)) < 0) {
                    pos++;
                }
                addToken(moves, text.substring(start, pos));
            }
        }
    }

    /** A token is one move, or several written without spaces: {@code RUR'U'}. */
    private static void addToken(List<Move> moves, String token) {
        int i = 0;
        while (i < token.length()) {
            int end = i + 1;
            while (end < token.length() && "2'’".indexOf(token.charAt(end)) >= 0) {
                end++;
            }
            try {
                moves.add(Move.parse(token.substring(i, end)));
            } catch (NotationException e) {
                throw new NotationException("not a move: '" + token + "'");
            }
            i = end;
        }
    }

    /** After a group: nothing (once), a number, or 'x' and a number. */
    private int repeatCount() {
        int start = pos;
        if (pos + 1 < text.length() && text.charAt(pos) == 'x' && Character.isDigit(text.charAt(pos + 1))) {
            pos++;
        }
        int digits = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        if (pos == digits) {
            pos = start;
            return 1;
        }
        return Integer.parseInt(text.substring(digits, pos));
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }
}
