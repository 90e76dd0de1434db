package unscrambler.cli;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import unscrambler.engine.CacheFolder;

/**
 * Runs the program in a second JVM set up for the run, so that {@code java -jar unscrambler.jar
 * ...} gets the settings without the user knowing them. A fresh JVM spends about half its CPU
 * compiling Drools' engine with C2, which pays only after thousands of cubes: a run of fewer cubes
 * gets C1 alone, and the classes come from a class-data archive made by the first run and kept in
 * the cache folder. {@code bench} and large inputs keep the JVM's defaults (C2 pays there).
 *
 * <p>Nothing is relaunched when this JVM is already a relaunched one, when the user chose the JIT
 * or class-data settings themselves, when {@code UNSCRAMBLER_JVM=as-is} (or {@code
 * -Dunscrambler.jvm=as-is}) says so, or when a second JVM cannot be started. The child gets the
 * user's JVM options (memory, properties), the same standard streams, and its exit code is ours.
 * This class must stay light: it runs before anything else is loaded.
 */
final class Launcher {

    /** Set in the relaunched JVM. */
    static final String CHILD_PROPERTY = "unscrambler.launched";
    /** Inputs of more lines than this are solved with C2 as well: it pays back by about 5,000 cubes. */
    private static final long C1_ONLY_BELOW_LINES = 5_000;

    private Launcher() {}

    /** Runs the program in a second JVM if that is worth it; its exit code, or empty to run it here. */
    static OptionalInt relaunch(String[] args) {
        if (Boolean.getBoolean(CHILD_PROPERTY) || "as-is".equals(setting())) {
            return OptionalInt.empty();
        }
        List<String> jvmOptions = ManagementFactory.getRuntimeMXBean().getInputArguments();
        for (String option : jvmOptions) {
            if (option.startsWith("-XX:TieredStopAtLevel") || option.startsWith("-XX:SharedArchiveFile")
                    || option.startsWith("-XX:ArchiveClassesAtExit") || option.startsWith("-Xshare")
                    || option.startsWith("-XX:AOTCache") || option.startsWith("-Xint")) {
                return OptionalInt.empty();
            }
        }
        String classPath = System.getProperty("java.class.path");
        String java = ProcessHandle.current().info().command().orElse(null);
        if (java == null || classPath == null || classPath.isEmpty()) {
            return OptionalInt.empty();
        }
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmOptions);
        if (c1Pays(args)) {
            command.add("-XX:TieredStopAtLevel=1");
        }
        Archive archive = Archive.forClassPath(classPath);
        command.addAll(archive.options());
        command.add("-D" + CHILD_PROPERTY + "=true");
        command.add("-cp");
        command.add(classPath);
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        try {
            Process child = new ProcessBuilder(command).inheritIO().start();
            int code = child.waitFor();
            archive.keep();
            return OptionalInt.of(code);
        } catch (IOException e) {
            return OptionalInt.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.of(Main.USAGE);
        }
    }

    private static String setting() {
        String property = System.getProperty("unscrambler.jvm");
        return property != null ? property : System.getenv("UNSCRAMBLER_JVM");
    }

    /**
     * Whether the run is short enough for C1 alone: anything but {@code bench} (which measures the
     * warm program) and inputs of more than a few thousand cubes.
     */
    static boolean c1Pays(String[] args) {
        String command = "";
        long lines = 0;
        for (String arg : args) {
            if (command.isEmpty() && !arg.startsWith("-")) {
                command = arg;
            } else if (!arg.startsWith("-") && lines < C1_ONLY_BELOW_LINES) {
                lines += linesUpTo(arg, C1_ONLY_BELOW_LINES - lines);
            }
        }
        return !command.equals("bench") && lines < C1_ONLY_BELOW_LINES;
    }

    /** The lines of a file, counted up to {@code most}; 0 for what is no file that can be read. */
    private static long linesUpTo(String name, long most) {
        long lines = 0;
        byte[] buffer = new byte[1 << 16];
        try (var in = Files.newInputStream(Path.of(name))) {
            for (int n = in.read(buffer); n > 0 && lines < most; n = in.read(buffer)) {
                for (int i = 0; i < n; i++) {
                    lines += buffer[i] == '\n' ? 1 : 0;
                }
            }
        } catch (IOException | RuntimeException e) {
            // the command will say what is wrong with it
        }
        return lines;
    }

    /**
     * The class-data archive for this program on this Java: made by the first run (Java 17: at its
     * exit, into a file of its own, moved into place when it is whole), used by the later ones.
     * Named by the jar's size and time and the Java version, so that a rebuilt jar or another Java
     * gets its own. Only for a class path that is one jar (the JVM archives nothing else).
     */
    private record Archive(List<String> options, Path made, Path kept) {

        /** Class-data warnings would go to standard output, among the results: they are off. */
        private static final List<String> QUIET = List.of("-Xlog:disable", "-Xlog:all=warning,cds*=off:stderr");

        static Archive forClassPath(String classPath) {
            Path jar = Path.of(classPath);
            if (classPath.contains(File.pathSeparator) || !classPath.endsWith(".jar") || !Files.isRegularFile(jar)) {
                return new Archive(List.of(), null, null);
            }
            try {
                Path folder = CacheFolder.base().orElseThrow().resolve("cds");
                Files.createDirectories(folder);
                String name = String.format(Locale.ROOT, "unscrambler-%x-%d-%d-java%s.jsa",
                        jar.toAbsolutePath().toString().hashCode(), Files.size(jar),
                        Files.getLastModifiedTime(jar).toMillis(), Runtime.version().feature());
                Path kept = folder.resolve(name);
                List<String> options = new ArrayList<>(QUIET);
                if (Runtime.version().feature() >= 19) {
                    options.add("-XX:+AutoCreateSharedArchive");
                    options.add("-XX:SharedArchiveFile=" + kept);
                    return new Archive(options, null, null);
                }
                if (Files.isRegularFile(kept)) {
                    options.add("-XX:SharedArchiveFile=" + kept);
                    return new Archive(options, null, null);
                }
                Path made = folder.resolve(name + "." + ProcessHandle.current().pid() + ".tmp");
                options.add("-XX:ArchiveClassesAtExit=" + made);
                return new Archive(options, made, kept);
            } catch (IOException | RuntimeException e) {
                return new Archive(List.of(), null, null);
            }
        }

        /** After the first run: the archive it wrote goes into place, whole, or not at all. */
        void keep() {
            if (made == null) {
                return;
            }
            try {
                if (Files.isRegularFile(made) && Files.size(made) > 0) {
                    Files.move(made, kept, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException | RuntimeException e) {
                // the next run makes another
            } finally {
                try {
                    Files.deleteIfExists(made);
                } catch (IOException e) {
                    // left for the cache's own clean-up
                }
            }
        }
    }
}
