package unscrambler.pddl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import unscrambler.text.Excerpt;

/**
 * Reads s-expressions: parentheses, atoms separated by white space, and {@code ;} comments to the
 * end of the line. Each expression keeps the line it starts on, for messages. Reading uses an
 * explicit stack, and lists may nest at most {@link #MAX_DEPTH} deep, so that the readers of
 * domains, problems and plans, and the interpreter of effects, may recurse over what is read.
 */
public final class SExprReader {

    /**
     * How deep lists may nest. The cube domains nest 8 deep ({@code define}, {@code :action},
     * {@code and}, {@code forall}, {@code when}, {@code and}, {@code not}, the atom); 100 leaves
     * room for any sensible PDDL and keeps every recursion over it a few hundred frames deep.
     */
    public static final int MAX_DEPTH = 100;

    /** The longest name, in characters: the cube domains' longest is 6, and a message quotes a name. */
    public static final int MAX_NAME_LENGTH = 1000;

    /**
     * The most expressions (atoms and lists) a text may hold: the IPC cube domain has about 2,000, a
     * problem about 100; the limit keeps what a hostile file of {@link PddlSyntax#MAX_FILE_BYTES}
     * makes small.
     */
    public static final int MAX_EXPRESSIONS = 250_000;

    private SExprReader() {}

    /**
     * Every top-level expression of a text.
     *
     * @param source the name used in positions, usually the file name
     * @throws PddlException.Malformed on an unbalanced parenthesis, lists nested more than {@link
     *     #MAX_DEPTH} deep, a control character in a name, a name longer than {@link
     *     #MAX_NAME_LENGTH} or more than {@link #MAX_EXPRESSIONS} expressions
     */
    public static List<SExpr> read(String text, String source) throws PddlException {
        List<SExpr> top = new ArrayList<>();
        Deque<List<SExpr>> open = new ArrayDeque<>();
        Deque<SourcePosition> openedAt = new ArrayDeque<>();
        int line = 1;
        int i = 0;
        int n = text.length();
        int expressions = 0;
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
                if (open.size() == MAX_DEPTH) {
                    throw new PddlException.Malformed(new SourcePosition(source, line), "lists nest more than "
                            + MAX_DEPTH + " deep here; PDDL nested this deep is refused");
                }
                expressions = counted(expressions, source, line);
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
                expressions = counted(expressions, source, line);
                String name = text.substring(start, i);
                if (name.length() > MAX_NAME_LENGTH) {
                    throw new PddlException.Malformed(new SourcePosition(source, line), "expected a name of at most "
                            + MAX_NAME_LENGTH + " characters, found " + Excerpt.quoted(name));
                }
                if (Excerpt.hasControl(name)) {
                    throw new PddlException.Malformed(new SourcePosition(source, line), "expected a name, found "
                            + Excerpt.quoted(name) + ", which holds a control character");
                }
                SExpr.Atom atom = new SExpr.Atom(name, new SourcePosition(source, line));
                (open.isEmpty() ? top : open.peek()).add(atom);
            }
        }
        if (!open.isEmpty()) {
            throw new PddlException.Malformed(openedAt.peek(),
                    "expected ')' to close the '(' opened here before the end of the file");
        }
        return top;
    }

    /** One expression more than {@code expressions}, within {@link #MAX_EXPRESSIONS}. */
    private static int counted(int expressions, String source, int line) throws PddlException {
        if (expressions == MAX_EXPRESSIONS) {
            throw new PddlException.Malformed(new SourcePosition(source, line), "more than " + MAX_EXPRESSIONS
                    + " expressions (names and lists) by this line; PDDL this large is refused");
        }
        return expressions + 1;
    }
}
