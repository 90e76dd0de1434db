package unscrambler.flip;

import java.util.Optional;
import unscrambler.play.Console;
import unscrambler.text.Excerpt;

/**
 * A person plays the flip puzzle: the board is drawn, the player types the square to push, until
 * the board is solved, the player quits, or the input ends. Reads whole lines through a {@link
 * Console}, so it works the same from a keyboard and from piped input, and a line too long to be a
 * move is one line of complaint.
 */
public final class FlipGame {

    /** How a game ended: whether the board was solved, and after how many pushes. */
    public record Outcome(boolean solved, int moves) {}

    private final FlipRules rules;

    public FlipGame(FlipRules rules) {
        this.rules = rules;
    }

    /** Plays from {@code start} with the player at {@code console}. */
    public Outcome play(Board start, Console console) {
        Board board = start;
        int moves = 0;
        console.show(board.drawing());
        while (!rules.isGoal(board)) {
            Optional<String> answer = console.ask("Push a square (1-9, q to quit): ");
            if (answer.isEmpty()) {
                console.say("The input ended after " + moves(moves) + "; the board is not solved.");
                return new Outcome(false, moves);
            }
            if (answer.get().equalsIgnoreCase("q") || answer.get().equalsIgnoreCase("quit")) {
                console.say("Stopped after " + moves(moves) + "; the board is not solved.");
                return new Outcome(false, moves);
            }
            Integer square = squareNamed(answer.get());
            if (square == null) {
                console.say(Excerpt.quoted(answer.get())
                        + " is not a square: type one number from 1 to 9, as beside the board.");
                continue;
            }
            board = rules.pushTable().push(board, square);
            moves++;
            console.say("Pushed " + square + ":");
            console.show(board.drawing());
        }
        console.say(moves == 0 ? "The board is already solved: nothing to push."
                : "Congratulations, you have finished the puzzle in " + moves(moves) + "!");
        return new Outcome(true, moves);
    }

    /** The square the player typed, or null when the answer names no square that can be pushed. */
    private Integer squareNamed(String answer) {
        if (answer.length() != 1 || answer.charAt(0) < '1' || answer.charAt(0) > '9') {
            return null;
        }
        int square = answer.charAt(0) - '0';
        return rules.pushTable().canPush(square) ? square : null;
    }

    private static String moves(int n) {
        return n + (n == 1 ? " move" : " moves");
    }
}
