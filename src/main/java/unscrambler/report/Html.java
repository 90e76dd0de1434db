package unscrambler.report;

/** Text made safe for HTML, and JSON made safe inside a script element. */
final class Html {

    private Html() {}

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * JSON text to put inside a script element. Inside one, {@code </script} ends the element
     * and {@code <!--} makes the parser look for a {@code <script} that would let the next
     * {@code </script>} pass, swallowing the rest of the page; so every {@code <}, and {@code >}
     * and {@code &} with them, is written as its JSON escape (a backslash, u and four hex digits),
     * as are U+2028 and U+2029, which end a line in older JavaScript. Outside strings JSON has none of these, so
     * the text reads as the same JSON.
     */
    static String scriptSafe(String json) {
        StringBuilder sb = new StringBuilder(json.length());
        for (char c : json.toCharArray()) {
            switch (c) {
                case '<', '>', '&', '\u2028', '\u2029' -> sb.append(String.format("\\u%04x", (int) c));
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
