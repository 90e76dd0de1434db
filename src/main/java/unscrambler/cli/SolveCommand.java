package unscrambler.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.cube.CubeState;
import unscrambler.io.InvalidScrambleException;
import unscrambler.io.OutputFiles;
import unscrambler.io.ResultWriter;
import unscrambler.io.Scramble;
import unscrambler.io.ScrambleEntry;
import unscrambler.io.ScrambleReader;
import unscrambler.solver.BatchSolver;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.solver.Strategy;
import unscrambler.solver.XmlAuditLog;

@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Solve cubes with the rules: scramble files, scrambles on the command line, or "
                + "standard input (-). Each solution is verified before it is printed.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every cube solved", "1:some cubes unsolved or invalid, or a file unreadable",
            "2:usage error or rules with errors"})
final class SolveCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "Scramble files, one scramble per line; - reads standard input.")
    List<String> files = new ArrayList<>();

    @Option(names = "--scramble", paramLabel = "SCRAMBLE",
            description = "A scramble to solve: moves or a facelet string (may be repeated).")
    List<String> scrambles = new ArrayList<>();

    @Mixin
    StrategyOption strategy;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    ResultWriter.Format format;

    @Option(names = "--output", paramLabel = "FILE", description = "Write results here, not to standard output.")
    Path output;

    @Option(names = "--threads", paramLabel = "N",
            description = "Solve on N threads (default: all cores). Output is the same for any N.")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--audit", paramLabel = "FILE",
            description = "Write one readable line per rule firing to FILE.")
    Path audit;

    @Option(names = "--audit-xml", paramLabel = "FILE",
            description = "Write Drools' own XML audit log to FILE (solves on one thread).")
    Path auditXml;

    @Option(names = "--trace", description = "Print the readable audit lines on standard error as rules fire.")
    boolean trace;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** One cube to solve, or a line that is none. */
    private record Job(String id, String location, CubeState state, String invalidReason) {}

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (files.isEmpty() && scrambles.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "give scramble files, - for standard input, or --scramble");
        }
        if (threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be at least 1");
        }
        PrintWriter err = spec.commandLine().getErr();
        Strategy rules = strategy.load();
        PrintWriter out;
        PrintWriter auditOut;
        XmlAuditLog xml;
        try {
            List<Path> inputs = files.stream().filter(f -> !f.equals("-")).map(Path::of).toList();
            for (Path written : java.util.Arrays.asList(output, audit, auditXml)) {
                OutputFiles.checkNotAnInput(written, inputs);
            }
            out = output == null ? spec.commandLine().getOut() : OutputFiles.open(output);
            auditOut = audit == null ? null : OutputFiles.open(audit);
            xml = auditXml == null ? null : new XmlAuditLog(auditXml);
        } catch (OutputFiles.CannotWrite e) {
            throw new UserException(e.getMessage());
        }
        Summary summary = new Summary();
        Progress progress = new Progress(err, !trace);
        ResultWriter writer = ResultWriter.of(format, out);
        CubeSolver solver = new CubeSolver(rules);
        PrintWriter traceOut = trace ? err : null;
        CubeSolver.Options options = new CubeSolver.Options(audit != null,
                traceOut == null ? null : line -> {
                    synchronized (traceOut) {
                        traceOut.println(line);
                        traceOut.flush();
                    }
                }, xml);
        try {
            writer.header();
            Iterator<Job> jobs = jobs(err, summary);
            new BatchSolver(xml != null ? 1 : threads).run(jobs, job -> {
                if (job.invalidReason() != null) {
                    return new Located(SolveResult.invalid(job.id(), job.invalidReason()), job.location());
                }
                return new Located(solver.solve(job.id(), job.state(), options), job.location());
            }, located -> {
                SolveResult r = located.result();
                writer.write(r, located.location());
                writer.flush();
                if (auditOut != null) {
                    r.audit().forEach(auditOut::println);
                    auditOut.flush();
                }
                summary.add(r);
                progress.tick(summary);
            });
        } finally {
            progress.clear();
            if (xml != null) {
                xml.close();
            }
            if (auditOut != null) {
                auditOut.close();
            }
            if (output != null) {
                out.close();
            }
        }
        PrintWriter summaryOut = format == ResultWriter.Format.text && output == null ? out : err;
        summaryOut.println(summary.describe(rules.compileTime().toMillis()));
        summaryOut.flush();
        out.flush();
        return summary.allSolved() ? Main.OK : Main.SOME_FAILED;
    }

    private record Located(SolveResult result, String location) {}

    /** The cubes of --scramble options, then of each file in turn, read lazily. */
    private Iterator<Job> jobs(PrintWriter err, Summary summary) {
        List<Iterator<Job>> sources = new ArrayList<>();
        int n = 0;
        for (String s : scrambles) {
            String id = "scramble" + (scrambles.size() > 1 ? "-" + ++n : "");
            Job job;
            try {
                job = new Job(id, "", Scramble.parse(s).state(), null);
            } catch (InvalidScrambleException e) {
                job = new Job(id, "--scramble", null, e.getMessage());
            }
            sources.add(List.of(job).iterator());
        }
        for (String file : files) {
            sources.add(new LazyFile(file, err, summary));
        }
        return new Iterator<>() {
            private int i;

            @Override
            public boolean hasNext() {
                while (i < sources.size() && !sources.get(i).hasNext()) {
                    i++;
                }
                return i < sources.size();
            }

            @Override
            public Job next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return sources.get(i).next();
            }
        };
    }

    /** A scramble file opened when its turn comes; one that cannot be read is reported and skipped. */
    private static final class LazyFile implements Iterator<Job> {
        private final String name;
        private final PrintWriter err;
        private final Summary summary;
        private Iterator<ScrambleEntry> entries;

        LazyFile(String name, PrintWriter err, Summary summary) {
            this.name = name;
            this.err = err;
            this.summary = summary;
        }

        @Override
        public boolean hasNext() {
            if (entries == null) {
                entries = open();
            }
            try {
                return entries.hasNext();
            } catch (java.io.UncheckedIOException e) {
                fail(name + ": cannot read: " + OutputFiles.reason(e.getCause()));
                entries = Collections.emptyIterator();
                return false;
            }
        }

        private Iterator<ScrambleEntry> open() {
            try {
                if (name.equals("-")) {
                    Reader in = new InputStreamReader(System.in, StandardCharsets.UTF_8);
                    return new ScrambleReader(in, "<stdin>");
                }
                if (Files.isDirectory(Path.of(name))) {
                    fail(name + ": cannot read: it is a folder");
                    return Collections.emptyIterator();
                }
                return ScrambleReader.open(Path.of(name));
            } catch (NoSuchFileException e) {
                fail(name + ": no such file");
            } catch (IOException e) {
                fail(name + ": cannot read: " + OutputFiles.reason(e));
            }
            return Collections.emptyIterator();
        }

        private void fail(String message) {
            err.println("unscrambler: " + message);
            err.flush();
            summary.unreadableFile();
        }

        @Override
        public Job next() {
            ScrambleEntry e = entries.next();
            if (e instanceof ScrambleEntry.Good g) {
                return new Job(g.id(), g.location(), g.scramble().state(), null);
            }
            ScrambleEntry.Bad b = (ScrambleEntry.Bad) e;
            return new Job(b.id(), b.location(), null, b.reason());
        }
    }

    /** Counts and statistics for the closing summary. */
    static final class Summary {
        private int cubes;
        private int solved;
        private int unreadable;
        private final List<Integer> htm = new ArrayList<>();
        private double totalMillis;

        void add(SolveResult r) {
            cubes++;
            totalMillis += r.millis();
            if (r.isSolved()) {
                solved++;
                htm.add(r.htm());
            }
        }

        void unreadableFile() {
            unreadable++;
        }

        boolean allSolved() {
            return solved == cubes && unreadable == 0;
        }

        int cubes() {
            return cubes;
        }

        String describe(long compileMillis) {
            List<Integer> sorted = new ArrayList<>(htm);
            Collections.sort(sorted);
            String moves = sorted.isEmpty() ? "" : String.format(Locale.ROOT,
                    "; HTM mean %.1f, median %d, max %d", sorted.stream().mapToInt(i -> i).average().orElse(0),
                    sorted.get((sorted.size() - 1) / 2), sorted.get(sorted.size() - 1));
            return String.format(Locale.ROOT, "%d cubes, %d solved%s; mean time %.3f ms per cube (rules compiled in %d ms)",
                    cubes, solved, moves, cubes == 0 ? 0.0 : totalMillis / cubes, compileMillis)
                    + (unreadable > 0 ? "; " + unreadable + " file(s) unreadable" : "");
        }
    }
}
