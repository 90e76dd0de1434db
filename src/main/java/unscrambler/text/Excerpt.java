package unscrambler.text;

import java.nio.file.Path;

/**
 * A short, printable excerpt of text that a user gave, for messages that quote it. A message is
 * one line on a terminal, so the excerpt shows control and invisible characters as escapes ({@code
 * \n}, {@code \t}, or a backslash, {@code u} and the character's code in hex) and the backslash itself
 * doubled; and it shows at most
 * {@value #MAX_SHOWN} characters of a longer text, then {@code ...} and the text's full length.
 */
public final class Excerpt {

    /** The most characters an excerpt shows of the text, escapes included. */
    public static final int MAX_SHOWN = 40;

    private Excerpt() {}

    /**
     * The text in single quotes: {@code 'R U Q'}; for a long text {@code 'R U R U ...' (100000
     * characters)}.
     */
    public static String quoted(CharSequence text) {
        Cut cut = cut(text);
        return "'" + cut.shown + (cut.complete ? "'" : "...' (" + cut.length + " characters)");
    }

    /**
     * The text without quotes, for names that messages print bare: {@code p01}; for a long text
     * {@code aaaa... (5000 characters)}.
     */
    public static String of(CharSequence text) {
        Cut cut = cut(text);
        return cut.complete ? cut.shown : cut.shown + "... (" + cut.length + " characters)";
    }

    /**
     * The whole text, for a name that must be shown in full, such as a file's in a location ({@code
     * file:line}): as it is when every character shows as itself, else with every character escaped
     * as an excerpt escapes it (the backslash doubled too, so that the escapes read one way), so that
     * the name can neither break a message's line nor send a terminal its control sequences.
     */
    public static String whole(CharSequence text) {
        if (!hasControl(text)) {
            return text.toString();
        }
        StringBuilder shown = new StringBuilder();
        text.codePoints().forEach(cp -> shown.append(escape(cp)));
        return shown.toString();
    }

    /** A file's name as messages and locations show it: see {@link #whole(CharSequence)}. */
    public static String whole(Path file) {
        return whole(file.toString());
    }

    /**
     * Whether a character would not show as itself in a message: a control character, an invisible
     * formatting character (such as a right-to-left override), a line or paragraph separator, or a
     * lone surrogate.
     */
    public static boolean isControl(int codePoint) {
        int type = Character.getType(codePoint);
        return Character.isISOControl(codePoint) || type == Character.FORMAT || type == Character.SURROGATE
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** Whether the text holds a character that {@link #isControl} escapes. */
    public static boolean hasControl(CharSequence text) {
        return text.codePoints().anyMatch(Excerpt::isControl);
    }

    /** One character as the excerpt shows it. */
    static String escape(int codePoint) {
        return switch (codePoint) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case '\\' -> "\\\\";
            default -> !isControl(codePoint) ? Character.toString(codePoint)
                    : Character.isBmpCodePoint(codePoint) ? String.format("\\u%04x", codePoint)
                    : String.format("\\u{%x}", codePoint);
        };
    }

    private record Cut(String shown, boolean complete, long length) {}

    private static Cut cut(CharSequence text) {
        StringBuilder shown = new StringBuilder();
        int i = 0;
        int n = text.length();
        while (i < n) {
            int cp = Character.codePointAt(text, i);
            String e = escape(cp);
            if (shown.length() + e.length() > MAX_SHOWN) {
                break;
            }
            shown.append(e);
            i += Character.charCount(cp);
        }
        if (i == n) {
            return new Cut(shown.toString(), true, 0);
        }
        // the full length in characters as a user counts them: code points, not UTF-16 units
        long length = Character.codePointCount(text, 0, n);
        return new Cut(shown.toString(), false, length);
    }
}
