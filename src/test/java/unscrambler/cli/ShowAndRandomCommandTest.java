package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.io.ScrambleEntry;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;
import unscrambler.io.ScrambleReader;

class ShowAndRandomCommandTest {

    @Test
    void showFaceletsFollowsKociembasOrder() {
        CommandTester r = CommandTester.run("show", "--facelets", "R", "U", "F");
        assertEquals(0, r.exitCode());
        assertEquals("UUUUUULLDFBBFRRFRRFFRFFRDDRRRUDDBDDBFFDLLDLLBLLLUBBUBB", r.out().strip());
    }

    @Test
    void showDrawsAWideTurnAsItsFaceWithTheSliceBesideIt() {
        // the cube as held: Rw turns R and the middle slice, so its centres move as x moves them
        CommandTester wide = CommandTester.run("show", "--facelets", "Rw U r'");
        assertEquals(0, wide.exitCode(), wide.err());
        assertEquals(CommandTester.run("show", "--facelets", "R M' U R' M").out(), wide.out());
        assertEquals(CommandTester.run("show", "--facelets", "L x U L' x'").out(), wide.out());
        CommandTester layers = CommandTester.run("show", "3Rw");
        assertEquals(2, layers.exitCode());
        assertTrue(layers.err().contains("a number of layers before a move (3Rw) is for bigger cubes"), layers.err());
    }

    /** Issue 19: the effect printed is the declaration's words, which the loader verifies against the moves. */
    @Test
    void showEffectPrintsWordsThatADeclarationOfTheMovesPasses(@TempDir Path dir) throws Exception {
        CommandTester r = CommandTester.run("show", "--effect", "R U2 R' U' R U' R'");
        assertEquals(0, r.exitCode(), r.err());
        String effect = r.out().strip();
        assertEquals("cycles edges RU LU BU; swaps FRU BLU and FLU BRU any way", effect);
        Path rules = RuleFolders.copy("black-taylor", dir);
        Files.writeString(rules.resolve("75-antisune.drl"), String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.Macro",
                "rule \"the antisune\"",
                "    agenda-group \"knowledge\"",
                "when",
                "then",
                "    insert(new Macro(\"antisune\", \"R U2 R' U' R U' R'\", \"" + effect + "\"));",
                "end", ""));
        Strategy loaded = Strategy.load(rules);
        assertEquals(effect, loaded.model().macros().get("antisune").effect());
        // with the strategy's macros, and refused for moves that turn the whole cube
        assertEquals(effect, CommandTester.run("show", "--effect", "--rules", rules.toString(), "antisune").out().strip());
        CommandTester turned = CommandTester.run("show", "--effect", "R L' x'");
        assertEquals(2, turned.exitCode());
        assertTrue(turned.err().contains("leaves the whole cube turned, so it has no effect on pieces to declare"),
                turned.err());
    }

    @Test
    void showDrawsANetOfLettersWhenNotATerminal() {
        CommandTester r = CommandTester.run("show", "--color=never", "R U F");
        List<String> lines = r.out().lines().toList();
        assertEquals(9, lines.size());
        assertEquals("        U U U", lines.get(0));
        assertFalse(r.out().contains("\u001b["));
        assertTrue(CommandTester.run("show", "--color=always", "R").out().contains("\u001b["));
    }

    @Test
    void anImpossibleStateIsOneLineAndExitTwo() {
        CommandTester r = CommandTester.run("show",
                "UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
        assertEquals(2, r.exitCode());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("twisted"));
    }

    @Test
    void badNotationIsAUsageError() {
        CommandTester r = CommandTester.run("show", "R U X9");
        assertEquals(2, r.exitCode());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void randomWithASeedIsRepeatableAndReadable(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.txt");
        Path b = dir.resolve("b.txt");
        assertEquals(0, CommandTester.run("random", "--count", "20", "--seed", "5", "--output", a.toString()).exitCode());
        assertEquals(0, CommandTester.run("random", "--count", "20", "--seed", "5", "--output", b.toString()).exitCode());
        assertEquals(Files.readString(a), Files.readString(b));
        List<ScrambleEntry> entries = ScrambleReader.readAll(a);
        assertEquals(20, entries.size());
        assertTrue(entries.stream().allMatch(e -> e instanceof ScrambleEntry.Good g && g.scramble().isFacelets()));

        CommandTester moves = CommandTester.run("random", "--count", "3", "--moves", "12", "--seed", "1");
        assertEquals(3, moves.out().lines().filter(l -> !l.startsWith("#")).count());
    }

    @Test
    void helpAndVersionEverywhere() {
        for (String[] command : new String[][] {{}, {"show"}, {"random"}, {"solve"}, {"bench"}, {"flip", "solve"},
            {"snafooz", "solve"}, {"pddl", "solve"}}) {
            String[] version = java.util.Arrays.copyOf(command, command.length + 1);
            version[command.length] = "--version";
            CommandTester v = CommandTester.run(version);
            assertEquals(0, v.exitCode(), String.join(" ", version));
            assertTrue(v.out().startsWith("unscrambler "), String.join(" ", version) + ": " + v.out());
            String[] help = java.util.Arrays.copyOf(command, command.length + 1);
            help[command.length] = "--help";
            CommandTester h = CommandTester.run(help);
            assertEquals(0, h.exitCode(), String.join(" ", help));
            assertTrue(h.out().startsWith("Usage: unscrambler"), h.out());
        }
        assertEquals(2, CommandTester.run("random").exitCode());
        assertEquals(2, CommandTester.run("random", "--count", "1", "--moves", "0").exitCode());
    }

    /** Issue 29, item 3: a random state written as moves that reach it, the state --seed gives as facelets. */
    @Test
    void randomStatesAsMovesReachTheSameStatesAsTheirFacelets() throws Exception {
        CommandTester moves = CommandTester.run("random", "--count", "6", "--seed", "29", "--as-moves");
        CommandTester facelets = CommandTester.run("random", "--count", "6", "--seed", "29");
        assertEquals(0, moves.exitCode(), moves.err());
        java.util.List<String> m = moves.outLines().stream().filter(l -> !l.startsWith("#")).toList();
        java.util.List<String> f = facelets.outLines().stream().filter(l -> !l.startsWith("#")).toList();
        assertEquals(6, m.size());
        for (int i = 0; i < m.size(); i++) {
            unscrambler.cube.MoveSequence scramble = unscrambler.cube.MoveSequence.parse(m.get(i).substring(4));
            assertEquals(unscrambler.cube.CubeState.fromFacelets(f.get(i).substring(4)),
                    unscrambler.cube.CubeState.of(scramble), m.get(i));
            assertTrue(scramble.length() <= 21 && scramble.moves().stream().allMatch(unscrambler.cube.Move::isFaceTurn),
                    m.get(i));
        }
        assertEquals("# made by: unscrambler random --count 6 --seed 29 --as-moves", moves.outLines().get(1));
    }
}
