package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;

/**
 * Issue 39: Drools fires rules of one salience by the order it loaded them in, and a rule base of
 * the same rules with one rule moved before another fires them the other way, while the first
 * rule base goes on as it was.
 */
class RuleOrderTest {

    private static final String RULES = """
            package engine.test.order;
            global java.util.List seen;

            rule "first in the file"
                salience 20
            when
                $s : String()
            then
                seen.add("first " + $s);
            end

            rule "second in the file"
                salience 20
            when
                $s : String()
            then
                seen.add("second " + $s);
            end

            rule "after both"
                salience 10
            when
                $s : String()
            then
                seen.add("after " + $s);
            end
            """;

    @TempDir
    Path dir;

    private static List<Object> fired(KieBase base) {
        KieSession session = base.newKieSession();
        try {
            List<Object> seen = new ArrayList<>();
            session.setGlobal("seen", seen);
            session.insert("x");
            session.fireAllRules();
            return seen;
        } finally {
            session.dispose();
        }
    }

    @Test
    void aRuleMovedBeforeAnotherOfItsSalienceFiresFirstInARuleBaseOfItsOwn() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("order"));
        Files.writeString(folder.resolve("10-order.drl"), RULES);
        RuleLoader.CompiledRules rules = RuleLoader.load("order", folder);
        assertEquals(List.of("first x", "second x", "after x"), fired(rules.kieBase()));

        RuleLoader.CompiledRules other = RuleLoader.withRuleBefore(rules, "second in the file", "first in the file");
        assertNotSame(rules.kieBase(), other.kieBase());
        assertEquals(List.of("second x", "first x", "after x"), fired(other.kieBase()), "salience still comes first");
        assertEquals(List.of("first x", "second x", "after x"), fired(rules.kieBase()), "the first rule base is as it was");
        assertEquals(List.of("second in the file", "first in the file", "after both"),
                RuleOrder.of(other.kieBase()).stream().map(r -> r.getName()).toList());
    }
}
