package unscrambler.rulebase;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Names the build of this program. A model's generated code calls the program's fact classes by
 * method name and signature, so a model kept on disk is only safe with the classes it was built
 * against: a stale one would fail in the middle of a run, not when it loads.
 *
 * <p>A jar is named by its size and time, which change with every build (reading its entries would
 * cost a tenth of a second at every start); a class folder, as in the tests, by the size and time
 * of each of its class files.
 */
final class ProgramFingerprint {

    private static final Optional<Path> CODE_SOURCE = locate();
    private static volatile Optional<String> current;

    private ProgramFingerprint() {}

    /** The running program's fingerprint, or empty if it cannot be told (nothing is then kept). */
    static Optional<String> current() {
        Optional<String> known = current;
        if (known == null) {
            known = CODE_SOURCE.flatMap(ProgramFingerprint::of);
            current = known;
        }
        return known;
    }

    /** True if a resource is an entry of the jar the program runs from, built with it. */
    static boolean isInProgramJar(URL resource) {
        if (CODE_SOURCE.isEmpty() || !Files.isRegularFile(CODE_SOURCE.get()) || !"jar".equals(resource.getProtocol())) {
            return false;
        }
        String path = resource.getPath();
        int separator = path.indexOf("!/");
        try {
            return separator > 0 && Path.of(URI.create(path.substring(0, separator))).equals(CODE_SOURCE.get());
        } catch (RuntimeException e) {
            return false;
        }
    }

    static Optional<String> of(Path codeSource) {
        MessageDigest digest = RuleFolder.sha256();
        try {
            if (Files.isRegularFile(codeSource)) {
                BasicFileAttributes a = Files.readAttributes(codeSource, BasicFileAttributes.class);
                digest.update(("jar " + a.size() + " " + a.lastModifiedTime().toMillis()).getBytes(StandardCharsets.UTF_8));
            } else {
                List<Path> classes;
                try (Stream<Path> walk = Files.walk(codeSource)) {
                    classes = walk.filter(p -> p.toString().endsWith(".class")).sorted().toList();
                }
                for (Path file : classes) {
                    BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
                    digest.update((codeSource.relativize(file) + " " + a.size() + " "
                            + a.lastModifiedTime().toMillis() + "\n").getBytes(StandardCharsets.UTF_8));
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.of(HexFormat.of().formatHex(digest.digest()));
    }

    private static Optional<Path> locate() {
        try {
            CodeSource source = ProgramFingerprint.class.getProtectionDomain().getCodeSource();
            return source == null ? Optional.empty() : Optional.of(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
