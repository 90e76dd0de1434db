package unscrambler.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ScrambleInputsTest {

    private static List<String> notes(String stdin) {
        ScrambleInputs inputs = new ScrambleInputs(List.of(), List.of("-"),
                () -> new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        List<String> notes = new ArrayList<>();
        int work = 0;
        while (inputs.hasNext()) {
            if (inputs.next() instanceof Pipeline.Item.Note<?> note) {
                notes.add(note.message());
            } else {
                work++;
            }
        }
        notes.add(work + " cubes");
        return notes;
    }

    @Test
    void anIdUsedAgainIsNotedWithWhereItWasFirstUsed() {
        assertEquals(List.of("<stdin>:3: id 'a' was used before, at <stdin>:1; the results are told apart by their "
                + "location", "<stdin>:4: id '2' was used before, at <stdin>:2; the results are told apart by their "
                + "location", "4 cubes"), notes("a: R\nU\na: F\n2: D\n"));
    }

    @Test
    void idsAreRememberedUpToABoundThenTheRunSaysWhereTheCheckStopsBeingExact() {
        int lines = 150_000;
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= lines; i++) {
            text.append("cube").append(i).append(": R\n");
        }
        // one id from the first lines and one from the last, used again
        text.append("cube1: U\ncube").append(lines).append(": U\n");
        List<String> notes = notes(text.toString());
        assertEquals(3, notes.size(), notes.toString());
        Matcher bound = Pattern.compile("<stdin>:(\\d+): more than (\\d+) different ids: from here on an id used again "
                + "is noted only if it is one of those \\(to keep memory bounded\\)").matcher(notes.get(0));
        assertTrue(bound.matches(), notes.get(0));
        int remembered = Integer.parseInt(bound.group(2));
        // the bound is about 100,000 ids as short as these
        assertTrue(remembered > 90_000 && remembered < lines, notes.get(0));
        assertEquals(remembered + 1, Integer.parseInt(bound.group(1)));
        assertEquals("<stdin>:" + (lines + 1) + ": id 'cube1' was used before, at <stdin>:1; the results are told "
                + "apart by their location", notes.get(1));
        assertEquals((lines + 2) + " cubes", notes.get(2));
    }
}
