package unscrambler.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import unscrambler.cube.CubeState;
import unscrambler.io.ScrambleEntry;
import unscrambler.io.ScrambleReader;
import unscrambler.pddl.CubeDomain;
import unscrambler.pddl.CubeEncoding;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.PddlFiles;
import unscrambler.pddl.Problem;
import unscrambler.pddl.ProblemWriter;
import unscrambler.run.ErrorLines;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.text.Excerpt;

/**
 * {@code pddl export}'s work: each scramble of a file written as a PDDL problem in the form of a
 * template problem (the IPC 2023 ones, bundled, or --goal's), checked to read back as the same
 * cube; a bad line or two scrambles of one file name said as file:line: reason.
 */
final class ProblemExport {

    /** The solved cube in the IPC problems' colours, bundled with the program. */
    static final String BUNDLED_GOAL = "/pddl/ipc2023-rubiks-solved.pddl";

    private final Path scrambles;
    private final Path out;
    private final Path goalFile;
    private final Domain domain;
    private final Problem template;
    private final CubeEncoding encoding;
    private final ErrorLines errors;
    private final java.io.PrintWriter stdout;

    /** The template and the encoding of cubes in it: a domain or goal that cannot give them is refused here. */
    ProblemExport(PddlExportCommand command, Domain domain) {
        this.scrambles = command.scrambles;
        this.out = command.out;
        this.goalFile = command.goalFile;
        this.domain = domain;
        this.errors = new ErrorLines(command.spec.commandLine().getErr());
        this.stdout = command.spec.commandLine().getOut();
        this.template = template();
        try {
            this.encoding = CubeEncoding.of(CubeDomain.of(domain), template);
        } catch (PddlException e) {
            throw new UserException(e.getMessage());
        }
    }

    /** Writes every scramble's problem; the count on standard output; the exit code. */
    int write() throws IOException {
        int written = 0;
        int bad = 0;
        // file names written this run, with the line each came from: two ids may name one file
        java.util.Map<String, String> writtenFrom = new java.util.HashMap<>();
        try (ScrambleReader reader = open()) {
            for (Iterator<ScrambleEntry> it = reader; it.hasNext(); ) {
                ScrambleEntry entry = it.next();
                if (entry instanceof ScrambleEntry.Bad b) {
                    errors.badInput(b.location(), b.reason());
                    bad++;
                    continue;
                }
                ScrambleEntry.Good g = (ScrambleEntry.Good) entry;
                String id = pddlName(g.id());
                String first = writtenFrom.putIfAbsent(id, g.location());
                if (first != null) {
                    errors.badInput(g.location(), "not written: " + Excerpt.whole(out.resolve(id + ".pddl"))
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
        } catch (UncheckedIOException e) {
            throw new UserException(PddlFiles.unreadable(scrambles, e.getCause()));
        }
        stdout.println(written + " problem(s) written to " + out
                + (bad > 0 ? "; " + bad + " line(s) were not scrambles" : ""));
        stdout.flush();
        return bad == 0 ? ExitCode.OK : ExitCode.SOME_FAILED;
    }

    private ScrambleReader open() {
        try {
            return ScrambleReader.open(scrambles);
        } catch (IOException e) {
            throw new UserException(PddlFiles.unreadable(scrambles, e));
        }
    }

    private Problem template() {
        try {
            if (goalFile != null) {
                return PddlFiles.problem(goalFile, domain);
            }
            try (InputStream in = ProblemExport.class.getResourceAsStream(BUNDLED_GOAL)) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                return Problem.parse(text, "(bundled) ipc2023-rubiks-solved.pddl", domain);
            }
        } catch (IOException e) {
            throw new UserException(PddlFiles.unreadable(goalFile, e));
        } catch (PddlException e) {
            throw new UserException(e.getMessage() + (goalFile == null ? " (give --goal PROBLEM for this domain)" : ""));
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
    static String pddlName(String id) {
        String name = id.replaceAll("[^A-Za-z0-9_-]", "-");
        return Character.isLetter(name.charAt(0)) ? name : "scramble-" + name;
    }
}
