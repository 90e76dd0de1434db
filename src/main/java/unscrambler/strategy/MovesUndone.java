package unscrambler.strategy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * The words of a move text that undo one another: a word followed by one that undoes it ({@code
 * tc1 tc1'}, {@code R R'}, {@code U2 U2}, {@code sexy sexy'}), and, once such a pair is taken out,
 * the words around it that then meet and undo each other too ({@code R U U' R'}, all four). Two
 * words undo each other when the moves they stand for, one after the other, merge into nothing;
 * words that merge into something ({@code R R}, which is {@code R2}, or a macro that ends in
 * {@code R} followed by {@code R'}) are ordinary cubing, and are no such pair.
 */
final class MovesUndone {

    private static final String[] COUNTS = {"", "", "two", "", "four", "", "six", "", "eight"};

    private MovesUndone() {}

    /**
     * One stretch of a text's words that does nothing: its first half, undone by its second.
     *
     * @param done the words of the first half
     * @param undoing the words of the second half
     */
    record Stretch(List<String> done, List<String> undoing) {

        /** What the stretch does, in a cuber's words: "tc1 then tc1' undo each other: the two do nothing". */
        String describe() {
            int words = done.size() + undoing.size();
            return String.join(" ", done) + " then " + String.join(" ", undoing) + " undo each other: the "
                    + (words < COUNTS.length ? COUNTS[words] : String.valueOf(words)) + " do nothing";
        }
    }

    /** The stretches of the text that do nothing, each as long as it goes, in the text's order. */
    static List<Stretch> in(String text, StrategyModel model) {
        String stripped = text.strip();
        String[] words = stripped.isEmpty() ? new String[0] : stripped.split("\\s+");
        // the words not yet undone, by index; each pair undone spans the words between it, undone before
        Deque<Integer> open = new ArrayDeque<>();
        List<int[]> spans = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            if (!open.isEmpty() && undo(words[open.peek()], words[i], model)) {
                int first = open.pop();
                // a stretch that ends here holds every stretch that began after its first word
                spans.removeIf(span -> span[0] > first);
                spans.add(new int[] {first, i});
            } else {
                open.push(i);
            }
        }
        List<Stretch> stretches = new ArrayList<>();
        for (int[] span : spans) {
            int middle = (span[0] + span[1] + 1) / 2;
            stretches.add(new Stretch(Arrays.asList(words).subList(span[0], middle),
                    Arrays.asList(words).subList(middle, span[1] + 1)));
        }
        return stretches;
    }

    /** Whether word {@code b} undoes word {@code a}: the two merge into no moves at all. */
    private static boolean undo(String a, String b, StrategyModel model) {
        try {
            return model.expand(a).then(model.expand(b)).simplify().isEmpty();
        } catch (StrategyException e) {
            // a word that names nothing is an error of its own, said where the names are checked
            return false;
        }
    }
}
