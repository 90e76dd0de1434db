package unscrambler.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.cube.CubeState;
import unscrambler.io.ScrambleEntry;
import unscrambler.io.ScrambleReader;
import unscrambler.io.OutputFiles;
import unscrambler.pddl.CubeDomain;
import unscrambler.pddl.CubeEncoding;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.Problem;
import unscrambler.pddl.ProblemWriter;
import unscrambler.text.Excerpt;

@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write one PDDL problem per scramble of a scramble file, DIR/ID.pddl, in the form of the IPC "
                + "2023 Rubik's cube problems, so that planners can be given our scrambles.",
            "The colour objects and the goal are those of the IPC problems (bundled), or of the problem named "
                + "with --goal."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every scramble written", "1:some lines were not scrambles",
            "2:usage error, an unreadable file or an unusable domain or goal"})
final class PddlExportCommand implements Callable<Integer> {

    /** The solved cube in the IPC problems' colours, bundled with the program. */
    static final String BUNDLED_GOAL = "/pddl/ipc2023-rubiks-solved.pddl";

    @Parameters(paramLabel = "FILE", description = "A scramble file: one scramble per line, as for solve.")
    Path scrambles;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Where to write the problems; made if missing.")
    Path out;

    @Option(names = "--domain", paramLabel = "FILE",
            description = "The PDDL domain (default: the IPC 2023 Rubik's cube domain bundled with the program).")
    Path domainFile;

    @Option(names = "--goal", paramLabel = "PROBLEM",
            description = "Take the colour objects and the goal (the solved cube) from this problem's goal.")
    Path goalFile;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        ErrorLines errors = new ErrorLines(spec.commandLine().getErr());
        Domain domain = PddlFiles.domain(domainFile);
        Problem template = template(domain);
        CubeEncoding encoding;
        try {
            encoding = CubeEncoding.of(CubeDomain.of(domain), template);
        } catch (PddlException e) {
            throw new UserException(e.getMessage());
        }
        try {
            OutputFiles.folder(out);
        } catch (OutputFiles.CannotWrite e) {
            throw new UserException(e.getMessage());
        }
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
        spec.commandLine().getOut().println(written + " problem(s) written to " + out
                + (bad > 0 ? "; " + bad + " line(s) were not scrambles" : ""));
        spec.commandLine().getOut().flush();
        return bad == 0 ? Main.OK : Main.SOME_FAILED;
    }

    private ScrambleReader open() {
        try {
            return ScrambleReader.open(scrambles);
        } catch (IOException e) {
            throw new UserException(PddlFiles.unreadable(scrambles, e));
        }
    }

    private Problem template(Domain domain) {
        try {
            if (goalFile != null) {
                return PddlFiles.problem(goalFile, domain);
            }
            try (InputStream in = PddlExportCommand.class.getResourceAsStream(BUNDLED_GOAL)) {
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
