package unscrambler.pddl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Reads s-expressions: parentheses, atoms separated by white space, and {@code ;} comments to the
 * end of the line. Each expression keeps the line it starts on, for messages.
 */
public final class SExprReader {

    private SExprReader() {}

    /**
     * Every top-level expression of a text.
     *
     * @param source the name used in positions, usually the file name
     * @throws PddlException.Malformed on an unbalanced parenthesis
     */
    public static List<SExpr> read(String text, String source) throws PddlException {
        List<SExpr> top = new ArrayList<>();
        Deque<List<SExpr>> open = new ArrayDeque<>();
        Deque<SourcePosition> openedAt = new ArrayDeque<>();
        int line = 1;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (Character.isWhitespace(c) || c == '\uFEFF') {
                i++;
            } else if (c == ';') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '(') {
                open.push(new ArrayList<>());
                openedAt.push(new SourcePosition(source, line));
                i++;
            } else if (c == ')') {
                if (open.isEmpty()) {
                    throw new PddlException.Malformed(new SourcePosition(source, line),
                            "expected an expression or the end of the file, found ')' with no '(' to close");
                }
                SExpr.ListExpr list = new SExpr.ListExpr(open.pop(), openedAt.pop());
                (open.isEmpty() ? top : open.peek()).add(list);
                i++;
            } else {
                int start = i;
                while (i < n && !Character.isWhitespace(text.charAt(i)) && "();".indexOf(text.charAt(i)) < 0) {
                    i++;
                }
                SExpr.Atom atom = new SExpr.Atom(text.substring(start, i), new SourcePosition(source, line));
                (open.isEmpty() ? top : open.peek()).add(atom);
            }
        }
        if (!open.isEmpty()) {
            throw new PddlException.Malformed(openedAt.peek(),
                    "expected ')' to close the '(' opened here before the end of the file");
        }
        return top;
    }
}
