package unscrambler.pddl;

import java.util.List;
import java.util.Locale;

/** A parsed s-expression, with the position where it starts. */
public sealed interface SExpr {

    SourcePosition position();

    /**
     * A name, variable or keyword as written. PDDL names are case-insensitive, so code compares
     * {@link #name()}, the lower-case form; {@link #text()} keeps the spelling for output.
     */
    record Atom(String text, SourcePosition position) implements SExpr {
        public String name() {
            return text.toLowerCase(Locale.ROOT);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** A parenthesised list. */
    record ListExpr(List<SExpr> items, SourcePosition position) implements SExpr {
        public ListExpr {
            items = List.copyOf(items);
        }

        public boolean isEmpty() {
            return items.isEmpty();
        }

        public int size() {
            return items.size();
        }

        public SExpr get(int i) {
            return items.get(i);
        }

        /** The lower-case name of the first item when it is an atom, else empty text. */
        public String head() {
            return !items.isEmpty() && items.get(0) instanceof Atom a ? a.name() : "";
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < items.size(); i++) {
                sb.append(i == 0 ? "" : " ").append(items.get(i));
            }
            return sb.append(')').toString();
        }
    }
}
