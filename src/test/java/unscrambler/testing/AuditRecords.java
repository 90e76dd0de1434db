package unscrambler.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;

/** The records of a JSON-lines audit, as far as moves go: where each firing's moves went in the solution. */
public final class AuditRecords {

    private static final Pattern RECORD = Pattern.compile("^\\{\"cube\":\"([^\"]*)\",\"firing\":(\\d+),.*"
            + "\"moves\":\"([^\"]*)\",\"removed\":\\[([0-9,]*)\\],\"solution\":\\[([0-9,nul]*)\\],\"search\":.*\\}$");

    private AuditRecords() {}

    /**
     * One record.
     *
     * @param positions per move, its position in the solution; 0 for JSON's null (a move whose turns cancelled out)
     */
    public record Placed(String cube, int firing, List<Move> moves, List<Integer> removed, List<Integer> positions) {

        /** The positions of the moves it kept, in order. */
        public List<Integer> kept() {
            return IntStream.range(0, moves.size()).filter(i -> !removed.contains(i)).mapToObj(positions::get).toList();
        }
    }

    /** Every record of the audit, in order; each line must be a record with a position for each move. */
    public static List<Placed> read(Path file) throws IOException {
        List<Placed> records = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            Matcher m = RECORD.matcher(line);
            assertTrue(m.matches(), line);
            List<Move> moves = m.group(3).isEmpty() ? List.of() : MoveSequence.parse(m.group(3)).moves();
            Placed p = new Placed(m.group(1), Integer.parseInt(m.group(2)), moves, numbers(m.group(4)),
                    numbers(m.group(5)));
            assertEquals(moves.size(), p.positions().size(), "a position for each move: " + line);
            records.add(p);
        }
        return records;
    }

    private static List<Integer> numbers(String list) {
        return list.isEmpty() ? List.of()
                : Arrays.stream(list.split(",")).map(n -> n.equals("null") ? 0 : Integer.parseInt(n)).toList();
    }
}
