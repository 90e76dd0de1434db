package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.InputStream;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Compiled rules are named by the Drools the program was built with, read where no manifest can hide it. */
class BuildVersionsTest {

    @Test
    void theDroolsVersionIsDroolsOwnNotTheJarManifests() throws Exception {
        Properties drools = new Properties();
        try (InputStream in = getClass().getClassLoader()
                .getResourceAsStream("META-INF/maven/org.drools/drools-core/pom.properties")) {
            assertNotNull(in, "drools-core's Maven properties");
            drools.load(in);
        }
        assertEquals(drools.getProperty("version"), BuildVersions.current().drools());
    }
}
