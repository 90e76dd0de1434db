package unscrambler.build;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import unscrambler.rulebase.Prebuild;
import unscrambler.rulebase.RuleException;

/**
 * The build step that prebuilds the shipped strategies' executable models ({@link Prebuild}), run
 * by Maven's prepare-package phase in a JVM of its own, as Drools expects.
 *
 * <p>Usage: {@code PrebuildRules RULES_FOLDER OUTPUT_FOLDER [SHARED [ALONE...]]}; exit code 0, or 2
 * on errors.
 */
public final class PrebuildRules {

    private PrebuildRules() {}

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: PrebuildRules RULES_FOLDER OUTPUT_FOLDER [SHARED [ALONE...]]");
            System.exit(2);
        }
        Optional<Prebuild.Shared> shared = args.length < 3 ? Optional.empty()
                : Optional.of(new Prebuild.Shared(args[2], Set.of(Arrays.copyOfRange(args, 3, args.length))));
        try {
            // silent when all is well, as a build step under mvn -q should be; warnings on standard error
            Prebuild.build(Path.of(args[0]), Path.of(args[1]), shared).stream().filter(line -> line.startsWith("warning:"))
                    .forEach(line -> System.err.println("prebuild rules: " + line));
        } catch (RuleException e) {
            e.errors().forEach(line -> System.err.println("prebuild rules: " + line));
            System.exit(2);
        } catch (IOException e) {
            System.err.println("prebuild rules: " + e.getMessage());
            System.exit(2);
        }
        // Drools leaves non-daemon threads behind
        System.exit(0);
    }
}
