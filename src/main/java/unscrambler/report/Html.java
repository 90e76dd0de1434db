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

    /** JSON text to put inside a script element: a {@code </} in a string would end the element. */
    static String scriptSafe(String json) {
        return json.replace("</", "<\\/");
    }
}
