package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where each rule is written, whichever quotes its name is in (DRL allows both). */
class RuleSourcesTest {

    @Test
    void aRuleNamedInSingleQuotesHasItsFileAndLineAsOneInDoubleQuotes() {
        RuleSources sources = new RuleSources(Map.of("rules/x/10-a.drl", "package x;\n\nrule \"double\"\nwhen\nthen\nend\n"
                + "\nrule 'single'\nwhen\nthen\nend\n"));
        assertEquals(new Origin("rules/x/10-a.drl", 3), sources.ruleOrigin("double"));
        assertEquals(new Origin("rules/x/10-a.drl", 8), sources.ruleOrigin("single"));
        assertEquals(Origin.ENGINE, sources.ruleOrigin("unwritten"));
    }
}
