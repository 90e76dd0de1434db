package unscrambler.pddl;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import unscrambler.text.Excerpt;
import unscrambler.text.Utf8;
import unscrambler.text.WholeText;

/** Small checks shared by the domain, problem and plan readers, each failing with what was expected. */
final class PddlSyntax {

    private PddlSyntax() {}

    /** The single {@code (define ...)} form of a file. */
    static SExpr.ListExpr define(List<SExpr> top, String source, String kind) throws PddlException {
        if (top.isEmpty()) {
            throw new PddlException.Malformed(new SourcePosition(source, 1),
                    "expected (define (" + kind + " NAME) ...), found an empty file");
        }
        SExpr first = top.get(0);
        if (!(first instanceof SExpr.ListExpr list) || !list.head().equals("define")) {
            throw new PddlException.Malformed(first.position(), "expected (define (" + kind + " NAME) ...), found "
                    + describe(first));
        }
        if (top.size() > 1) {
            throw new PddlException.Malformed(top.get(1).position(),
                    "expected the end of the file after the (define ...) form, found " + describe(top.get(1)));
        }
        if (list.size() < 2 || !(list.get(1) instanceof SExpr.ListExpr header) || !header.head().equals(kind)
                || header.size() != 2 || !(header.get(1) instanceof SExpr.Atom)) {
            SExpr found = list.size() < 2 ? list : list.get(1);
            throw new PddlException.Malformed(found.position(), "expected (" + kind + " NAME) after define, found "
                    + (list.size() < 2 ? "nothing" : describe(found)));
        }
        return list;
    }

    static SExpr.ListExpr list(SExpr e, String expected) throws PddlException {
        if (e instanceof SExpr.ListExpr l) {
            return l;
        }
        throw new PddlException.Malformed(e.position(), "expected " + expected + ", found " + describe(e));
    }

    static SExpr.Atom name(SExpr e, String expected) throws PddlException {
        if (e instanceof SExpr.Atom a && !a.text().startsWith("?") && !a.text().startsWith(":")) {
            return a;
        }
        throw new PddlException.Malformed(e.position(), "expected " + expected + ", found " + describe(e));
    }

    /**
     * The names of a typed list such as {@code a b - colour c}; the types are read and dropped, since
     * the cube domains are untyped and nothing here depends on types.
     */
    static List<String> typedNames(List<SExpr> items, boolean variables, String expected) throws PddlException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            SExpr e = items.get(i);
            if (e instanceof SExpr.Atom a && a.text().equals("-")) {
                if (i + 1 >= items.size()) {
                    throw new PddlException.Malformed(e.position(), "expected a type after '-'");
                }
                i++;
                continue;
            }
            if (!(e instanceof SExpr.Atom a) || a.text().startsWith("?") != variables || a.text().startsWith(":")) {
                throw new PddlException.Malformed(e.position(), "expected " + expected + ", found " + describe(e));
            }
            names.add(a.name());
        }
        return names;
    }

    /**
     * How a found expression reads in a message: an atom quoted, a list bare; either short and with
     * control characters escaped ({@link Excerpt}).
     */
    static String describe(SExpr e) {
        return e instanceof SExpr.Atom a ? Excerpt.quoted(a.text()) : Excerpt.of(e.toString());
    }

    /** A name from a file as a message shows it: short, control characters escaped. */
    static String show(String name) {
        return Excerpt.of(name);
    }

    /** A fact from a file as a message shows it: short, control characters escaped. */
    static String show(Fact fact) {
        return Excerpt.of(fact.toString());
    }

    /**
     * The longest PDDL file read, in bytes (1 MiB): the IPC cube domain has 11 KB, a problem 1.4 KB,
     * and a plan of a hundred thousand actions fits.
     */
    static final int MAX_FILE_BYTES = 1 << 20;

    /**
     * The text of a PDDL file, which must be UTF-8 and at most {@link #MAX_FILE_BYTES} long.
     *
     * @throws PddlException.Malformed naming the line of the first byte that is not UTF-8, or of the
     *     first past the limit
     */
    static String readText(Path file) throws IOException, PddlException {
        try {
            return WholeText.read(file, MAX_FILE_BYTES);
        } catch (Utf8.InvalidTextException e) {
            throw new PddlException.Malformed(new SourcePosition(Excerpt.whole(file), e.line()), e.getMessage());
        } catch (WholeText.TooLongException e) {
            throw new PddlException.Malformed(new SourcePosition(Excerpt.whole(file), e.line()), e.getMessage());
        }
    }
}
