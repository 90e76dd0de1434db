package unscrambler.pddl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Optional;
import java.util.function.BiConsumer;
import unscrambler.cube.CubeState;
import unscrambler.io.ScrambleEntry;
import unscrambler.text.Excerpt;

/**
 * {@code pddl export}'s work: each scramble of a file written as a PDDL problem in the form of a
 * template problem (the IPC 2023 ones, bundled, or --goal's), checked to read back as the same
 * cube; a bad line or two scrambles of one file name said as file:line: reason.
 */
public final class ProblemExport {

    /** The solved cube in the IPC problems' colours, bundled with the program. */
    static final String BUNDLED_GOAL = "/pddl/ipc2023-rubiks-solved.pddl";

    private final Path out;
    private final Domain domain;
    private final Problem template;
    private final CubeEncoding encoding;

    /**
     * The template and the encoding of cubes in it.
     *
     * @param goalFile the problem whose colour objects and goal the problems take; the bundled IPC
     *     solved cube when empty
     * @throws IOException when the goal file cannot be read
     * @throws PddlException when the domain or the goal cannot give a template
     */
    public ProblemExport(Path out, Domain domain, Optional<Path> goalFile) throws IOException, PddlException {
        this.out = out;
        this.domain = domain;
        this.template = template(goalFile);
        this.encoding = CubeEncoding.of(CubeDomain.of(domain), template);
    }

    /**
     * What an export wrote: the problems written, and the lines that were not scrambles or whose
     * file another line had written.
     */
    public record Written(int problems, int bad) {}

    /**
     * Writes every scramble's problem into the folder.
     *
     * @param badInput told of each line not written: its location and why
     * @throws IOException when a problem cannot be written
     */
    public Written write(Iterator<ScrambleEntry> scrambles, BiConsumer<String, String> badInput) throws IOException {
        int written = 0;
        int bad = 0;
        // file names written this run, with the line each came from: two ids may name one file
        java.util.Map<String, String> writtenFrom = new java.util.HashMap<>();
        while (scrambles.hasNext()) {
            ScrambleEntry entry = scrambles.next();
            if (entry instanceof ScrambleEntry.Bad b) {
                badInput.accept(b.location(), b.reason());
                bad++;
                continue;
            }
            ScrambleEntry.Good g = (ScrambleEntry.Good) entry;
            String id = pddlName(g.id());
            String first = writtenFrom.putIfAbsent(id, g.location());
            if (first != null) {
                badInput.accept(g.location(), "not written: " + Excerpt.whole(out.resolve(id + ".pddl"))
                        + " was written from " + first + " (give the scrambles different ids)");
                bad++;
                continue;
            }
            String text = ProblemWriter.write("unscrambler-" + id, template.objects(), encoding,
                    g.scramble().state(), "Exported by unscrambler from " + g.location() + ": " + g.scramble().text());
            checkRoundTrip(text, id, domain, encoding, g.scramble().state());
            Files.writeString(out.resolve(id + ".pddl"), text, StandardCharsets.UTF_8);
            written++;
        }
        return new Written(written, bad);
    }

    private Problem template(Optional<Path> goalFile) throws IOException, PddlException {
        if (goalFile.isPresent()) {
            return PddlFiles.problem(goalFile.get(), domain);
        }
        try (InputStream in = ProblemExport.class.getResourceAsStream(BUNDLED_GOAL)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Problem.parse(text, "(bundled) ipc2023-rubiks-solved.pddl", domain);
        }
    }

    /** A problem is written only if it reads back as the same cube: the writer and reader must agree. */
    private static void checkRoundTrip(String text, String id, Domain domain, CubeEncoding encoding, CubeState state) {
        try {
            CubeState back = encoding.stateOf(Problem.parse(text, id + ".pddl", domain));
            if (!back.equals(state)) {
                throw new IllegalStateException("problem " + id + " does not read back as the cube it was written from");
            }
        } catch (PddlException e) {
            throw new IllegalStateException("problem " + id + " written unreadable: " + e.getMessage(), e);
        }
    }

    /** The scramble's id as a PDDL name: letters, digits, - and _ kept, anything else made -. */
    public static String pddlName(String id) {
        String name = id.replaceAll("[^A-Za-z0-9_-]", "-");
        return Character.isLetter(name.charAt(0)) ? name : "scramble-" + name;
    }
}
