package unscrambler.rulebase;

import java.util.Optional;

/**
 * Names the build of the running program, for what is kept on disk from its code's work (compiled
 * rules, pruning tables): what an older build kept may not be what this one would make.
 */
public final class ProgramBuild {

    private ProgramBuild() {}

    /**
     * The program's version and the fingerprint of its jar or class files (see
     * {@link ProgramFingerprint}); empty when it cannot be told, and then nothing should be kept.
     */
    public static Optional<String> current() {
        return ProgramFingerprint.current().map(f -> BuildVersions.current().program() + " " + f);
    }
}
