package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;

/**
 * Issue 29, item 2: moves written together are read as moves at any length; a 54-letter word is
 * read as facelets only when it is a cube's facelets, with a note where it reads both ways, and
 * --read-as chooses. Each answer is checked on the cube the moves make.
 */
class ScrambleReadingTest {

    /** The solution printed for one --scramble, checked to solve {@code cube}. */
    private static void assertSolves(CommandTester run, CubeState cube) {
        assertEquals(0, run.exitCode(), run.err());
        String line = run.outLines().get(0);
        MoveSequence solution = MoveSequence.parse(line.substring(line.indexOf("): ") + 3));
        assertTrue(cube.apply(solution).isSolved(), line);
    }

    @ParameterizedTest
    @ValueSource(ints = {40, 45, 50, 54, 60, 110})
    void movesWrittenTogetherAreMovesAtAnyLength(int letters) {
        String word = "RU".repeat(letters).substring(0, letters);
        CommandTester run = CommandTester.run("solve", "--threads", "1", "--scramble", word);
        assertSolves(run, CubeState.of(MoveSequence.parse(String.join(" ", word.split("")))));
        assertFalse(run.err().contains("note"), run.err());
    }

    @Test
    void aWordOfWideTurnsIsMovesToo() {
        // 110 u: Uw2, the cube as its face turns leave it (D2), the whole-cube turn left over being no scramble
        String word = "u".repeat(110);
        assertSolves(CommandTester.run("solve", "--threads", "1", "--scramble", word),
                CubeState.of(MoveSequence.parse(String.join(" ", word.split(""))).toFaceTurns().faceTurns()));
    }

    @Test
    void aWordThatReadsBothWaysIsFaceletsAndSaysSoAndReadAsChooses() {
        String word = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
        CubeState asMoves = CubeState.of(MoveSequence.parse(String.join(" ", word.split(""))));
        CommandTester auto = CommandTester.run("solve", "--threads", "1", "--scramble", word);
        assertSolves(auto, CubeState.solved());
        assertEquals(List.of("unscrambler: note: --scramble: read as a facelet string; it also reads as 54 moves, which "
                + "make another cube: --read-as moves, or spaces between the moves, reads it so (said once a run, of "
                + "the first scramble that reads both ways)"), auto.errLines().subList(0, 1));
        // a file of facelet strings in the face letters: one note, not one a line
        CommandTester many = CommandTester.run("solve", "--threads", "1", "--scramble", word, "--scramble",
                CubeState.of(MoveSequence.parse("R U")).toFacelets());
        assertEquals(1, many.errLines().stream().filter(l -> l.contains("note")).count(), many.err());
        CommandTester moves = CommandTester.run("solve", "--threads", "1", "--read-as", "moves", "--scramble", word);
        assertSolves(moves, asMoves);
        assertFalse(moves.err().contains("note"), moves.err());
        CommandTester spaced = CommandTester.run("solve", "--threads", "1", "--scramble", String.join(" ", word.split("")));
        assertEquals(moves.outLines().get(0), spaced.outLines().get(0));
    }

    @Test
    void aFaceletStringWithAStickerWrongIsAnErrorThatSaysItReadsAsMovesToo() {
        // six letters, about nine times each: a cube's facelets with a sticker entered wrong
        String word = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBU";
        CommandTester run = CommandTester.run("solve", "--threads", "1", "--scramble", word);
        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("invalid: colour 'U' appears 10 times and 'B' appears 8 times, not 9 each (it "
                + "reads as 54 moves too: --read-as moves reads it so)"), run.out());
        CommandTester moves = CommandTester.run("solve", "--threads", "1", "--read-as", "moves", "--scramble", word);
        assertSolves(moves, CubeState.of(MoveSequence.parse(String.join(" ", word.split("")))));
        // a typo that is itself a move (x, M, a prime): still a facelet string, and its error
        CommandTester typo = CommandTester.run("solve", "--scramble", word.substring(0, 53) + "x");
        assertEquals(1, typo.exitCode());
        assertTrue(typo.out().contains("a cube has 6 colours, this string has 7"), typo.out());
        // one letter missing: the facelet string's length, not 53 moves
        CommandTester missing = CommandTester.run("solve", "--scramble", word.substring(0, 53));
        assertTrue(missing.out().contains("a facelet string has 54 letters, this one 53 (it reads as 53 moves too"),
                missing.out());
    }

    @Test
    void faceletsInGroupsOfNineAreMovesWithANoteAndReadAsFaceletsReadsThem() {
        String groups = "UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB";
        CommandTester auto = CommandTester.run("solve", "--threads", "1", "--scramble", groups);
        assertSolves(auto, CubeState.of(MoveSequence.parse(groups)));
        assertEquals("unscrambler: note: --scramble: read as moves; without its spaces it is a facelet string: "
                + "--read-as facelets reads it so (said once a run, of the first scramble that reads both ways)",
                auto.errLines().get(0));
        assertSolves(CommandTester.run("solve", "--read-as", "facelets", "--scramble", groups), CubeState.solved());
    }

    @Test
    void aFaceletStringOfOtherColoursIsNeverMoves() {
        String word = "WWWWWWWWWGGGGGGGGGRRRRRRRRRYYYYYYYYYBBBBBBBBBOOOOOOOOO".substring(0, 53);
        CommandTester run = CommandTester.run("solve", "--scramble", word);
        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("a facelet string has 54 letters, this one 53"), run.out());
    }

    @TempDir
    Path dir;

    /**
     * Issue 39: a scramble line whose id lost its colon ({@code f2 <facelets>}) is solved as the 55
     * moves it is, with a note that says how to write the id, once a run as the note of a word that
     * reads both ways is, and apart from it: a file whose ids all lost their colons has one note, and
     * one of its facelet strings in the face letters does not hide it.
     */
    @Test
    void aLineWhoseIdLostItsColonIsSolvedAsMovesWithANoteOnceARun() throws Exception {
        String facelets = CubeState.of(MoveSequence.parse("R U")).toFacelets();
        Path file = Files.write(dir.resolve("slips.txt"), List.of("ok: " + facelets, "f2 " + facelets, "r " + facelets));
        CommandTester run = CommandTester.run("solve", "--threads", "1", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(List.of(
                "unscrambler: note: " + file + ":1: read as a facelet string; it also reads as 54 moves, which make "
                        + "another cube: --read-as moves, or spaces between the moves, reads it so (said once a run, of "
                        + "the first scramble that reads both ways)",
                "unscrambler: note: " + file + ":2: read as 55 moves; its first word may be an id whose colon was "
                        + "forgotten, and the rest looks like a facelet string: 'f2: <facelets>' reads it so (said once "
                        + "a run, of the first scramble of moves that ends in a facelet string)"),
                run.errLines().stream().filter(l -> l.contains("note")).toList());
        List<String> out = run.outLines();
        assertTrue(out.get(1).startsWith("2: solved in "), out.get(1));
        assertTrue(CubeState.of(MoveSequence.parse("f2 " + String.join(" ", facelets.split(""))).toFaceTurns().faceTurns())
                .apply(MoveSequence.parse(out.get(1).substring(out.get(1).indexOf("): ") + 3))).isSolved(), out.get(1));
        CommandTester moves = CommandTester.run("solve", "--threads", "1", "--read-as", "moves", file.toString());
        assertEquals(out.subList(1, 3), moves.outLines().subList(1, 3));
        assertFalse(moves.err().contains("note"), moves.err());
    }
}
