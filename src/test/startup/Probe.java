import java.nio.file.Path;
import java.time.Instant;

/** Loads the rules as the command will (it then reuses them), prints when they are ready and the CPU used, runs the command. */
public class Probe {
    public static void main(String[] args) throws Exception {
        Path rules = args[0].equals("-") ? null : Path.of(args[0]);
        var loaded = unscrambler.rulebase.RuleLoader.load("black-taylor", rules);
        Instant now = Instant.now();
        long cpu = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toMillis()).orElse(-1L);
        System.err.println("probe-ready " + (now.getEpochSecond() * 1_000_000L + now.getNano() / 1000) + " " + loaded.provenance() + " " + loaded.compileTime().toMillis() + " cpu " + cpu);
        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
        unscrambler.cli.Main.main(rest);
    }
}
