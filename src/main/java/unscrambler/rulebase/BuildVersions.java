package unscrambler.rulebase;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The versions compiled rules depend on, as the build wrote them into {@code build.properties}.
 * Drools' own {@code Drools.getFullVersion()} cannot be used: it reads the manifest of the jar its
 * classes come from, which in this program's merged jar names this program's version.
 *
 * @param drools the version of Drools the program was built with
 * @param program the program's version
 */
record BuildVersions(String drools, String program) {

    private static final BuildVersions CURRENT = read();

    static BuildVersions current() {
        return CURRENT;
    }

    private static BuildVersions read() {
        Properties properties = new Properties();
        try (InputStream in = BuildVersions.class.getResourceAsStream("build.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // the defaults below name no version: compiled rules are then kept apart from any other
        }
        return new BuildVersions(properties.getProperty("drools.version", "unknown"),
                properties.getProperty("program.version", "unknown"));
    }
}
