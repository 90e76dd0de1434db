import java.util.ArrayList;
import java.util.List;

/**
 * A prototype of the jar re-launching itself with chosen JVM settings: the same java, C1 only and
 * the class-data archive named by -Darchive, then Probe with the same arguments; the child's exit
 * code is passed on. Not part of the program.
 */
public class Relaunch {
    public static void main(String[] args) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1",
                "-XX:SharedArchiveFile=" + System.getProperty("archive"), "-cp", System.getProperty("java.class.path"), "Probe"));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).inheritIO().start();
        System.exit(child.waitFor());
    }
}
