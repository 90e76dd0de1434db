package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * Issue 19: macros a cuber recognises. A macro declared as another undone names that step in the
 * audit and traces (antisune, not sune'); a stage that tries two macros that are one is warned of.
 */
class MacroNamesTest {

    /** The sune undone leaves stage 5 with the sune's three right edges to cycle (seen with R on top). */
    private static final String NEEDS_SUNE_UNDONE = "z' R U R' U R U2 R' z";

    @TempDir
    Path dir;

    /** A copy of the default strategy with more macros, each {name, moves, effect}. */
    private Path withMacros(String... declarations) throws IOException {
        Path rules = RuleFolders.copy("black-taylor", dir);
        StringBuilder text = new StringBuilder(String.join("\n", "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.Macro", "rule \"more macros\"", "    agenda-group \"knowledge\"", "when",
                "then", ""));
        for (int i = 0; i < declarations.length; i += 3) {
            text.append("    insert(new Macro(\"").append(declarations[i]).append("\", \"").append(declarations[i + 1])
                    .append("\", \"").append(declarations[i + 2]).append("\"));\n");
        }
        Files.writeString(rules.resolve("75-more-macros.drl"), text.append("end\n").toString());
        return rules;
    }

    private static List<String> stage5Steps(Strategy strategy) {
        SolveResult r = new CubeSolver(strategy).solve("t", CubeState.of(MoveSequence.parse(NEEDS_SUNE_UNDONE)),
                CubeSolver.Options.FIRINGS);
        assertTrue(r.isSolved(), r.error());
        return r.firings().stream().filter(f -> f.stage() == 5 && !f.moves().isEmpty())
                .map(f -> f.search().orElseThrow().steps()).toList();
    }

    @Test
    void aStepThatIsADeclaredMacroUndoneIsWrittenByThatMacrosName() throws Exception {
        assertEquals(List.of("sune'"), stage5Steps(DefaultStrategy.solver().strategy()));
        Path rules = withMacros("antisune", "R U2 R' U' R U' R'", "cycles edges RU LU BU; swaps FRU BLU and FLU BRU any way");
        assertEquals(List.of("antisune"), stage5Steps(Strategy.load(rules)));
        // the trace, as the user reads it; antisune is not a candidate, yet used by name, not "never used"
        CommandTester trace = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", NEEDS_SUNE_UNDONE,
                "--trace");
        assertEquals(0, trace.exitCode(), trace.err());
        assertTrue(trace.errLines().stream().anyMatch(l -> l.contains("| stage 5 |") && l.contains(", antisune;")),
                trace.err());
        assertFalse(trace.err().contains("sune'"), trace.err());
    }

    @Test
    void aMacroOnlyTheSameInEffectDoesNotNameTheStep() throws Exception {
        // the sune undone, then six times F2 R2, which changes nothing: the same effect, other moves
        Path rules = withMacros("other", "R U2 R' U' R U' R' F2 R2 F2 R2 F2 R2 F2 R2 F2 R2 F2 R2", "cycles edges RU LU BU; swaps FRU BLU and FLU BRU any way");
        assertEquals(List.of("sune'"), stage5Steps(Strategy.load(rules)));
    }

    @Test
    void aStageThatTriesTwoMacrosThatAreOneIsWarnedOfAtTheLaterDeclaration() throws Exception {
        Path rules = withMacros(
                "antisune", "R U2 R' U' R U' R'", "cycles edges RU LU BU; swaps FRU BLU and FLU BRU any way",
                "et1b", "R2 F2 R2 F2 R2 F2", "swaps RU RD and FU FD");
        Path stage5 = rules.resolve("50-stage-5-right-edges.drl");
        RuleFolders.edit(stage5, ".candidates(\"U h g ef1 ef2 sune\")", ".candidates(\"U h g ef1 ef2 sune antisune et1 et1b\")");
        Path macros = rules.resolve("75-more-macros.drl");
        assertEquals(List.of(
                macros + ":7: macro antisune is sune', move for move: stage 5 tries both, and each candidate is tried "
                        + "undone too",
                macros + ":8: macro et1b does what et1 does, with other moves: stage 5 tries both, and one is enough"),
                Strategy.load(rules).warnings());
    }
}
