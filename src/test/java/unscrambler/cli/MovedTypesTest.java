package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.run.ExitCode;
import unscrambler.testing.RuleFolders;

/** A strategy written for the types' old packages is told, a line each, where they went. */
class MovedTypesTest {

    @TempDir
    Path dir;

    @Test
    void aRuleFileThatImportsAMovedTypeIsToldWhereItWent() throws Exception {
        Path rules = RuleFolders.copy("black-taylor", dir);
        Path heuristics = rules.resolve("90-heuristics.drl");
        RuleFolders.edit(heuristics, "import unscrambler.strategy.Tier", "import unscrambler.conductor.Tier");
        RuleFolders.edit(heuristics, "global unscrambler.strategy.CubeActions cube",
                "global unscrambler.solver.CubeActions cube");
        int tier = RuleFolders.lineOf(heuristics, "import unscrambler.conductor.Tier");
        int global = RuleFolders.lineOf(heuristics, "global unscrambler.solver.CubeActions cube");
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(ExitCode.USAGE, r.exitCode(), r.err());
        assertEquals(List.of(
                heuristics + ":" + tier + ":7: unscrambler.conductor.Tier is unscrambler.strategy.Tier now: every "
                        + "type a cube rule names is in unscrambler.strategy",
                heuristics + ":" + global + ":7: unscrambler.solver.CubeActions is unscrambler.strategy.CubeActions "
                        + "now: every type a cube rule names is in unscrambler.strategy",
                "2 errors"), r.errLines());
    }
}
