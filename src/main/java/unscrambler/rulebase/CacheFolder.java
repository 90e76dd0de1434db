package unscrambler.rulebase;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the program keeps what it makes for later runs (compiled rules, pruning tables, class-data
 * archives): {@code $XDG_CACHE_HOME/unscrambler}, else {@code ~/.cache/unscrambler}. Light: the
 * launcher asks before anything else is loaded.
 */
public final class CacheFolder {

    private CacheFolder() {}

    /** The folder, when there is a home to put it in. */
    public static Optional<Path> base() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        String home = System.getProperty("user.home");
        Path base = xdg != null && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : home == null || home.isBlank() ? null : Path.of(home, ".cache");
        return Optional.ofNullable(base).map(b -> b.resolve("unscrambler"));
    }

    /**
     * The folder of one cache: the one named by a system property, else by an environment variable
     * ({@code off}: none), else {@code subfolder} of {@link #base()}.
     */
    public static Optional<Path> of(String property, String variable, String subfolder) {
        String named = System.getProperty(property, System.getenv(variable));
        if (named != null && !named.isBlank()) {
            return named.strip().equalsIgnoreCase("off") ? Optional.empty() : Optional.of(Path.of(named.strip()));
        }
        return base().map(b -> b.resolve(subfolder));
    }
}
