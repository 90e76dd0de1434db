package unscrambler.flip;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import unscrambler.text.Excerpt;

/**
 * A person plays the flip puzzle: the board is drawn, the player types the square to push, until
 * the board is solved, the player quits, or the input ends. Reads whole lines, so it works the same
 * from a keyboard and from piped input.
 */
public final class FlipGame {

    /** How a game ended: whether the board was solved, and after how many pushes. */
    public record Outcome(boolean solved, int moves) {}

    private final FlipRules rules;

    public FlipGame(FlipRules rules) {
        this.rules = rules;
    }

    /** Plays from {@code start}, reading moves from {@code in} and writing to {@code out}. */
    public Outcome play(Board start, BufferedReader in, PrintWriter out) {
        Board board = start;
        int moves = 0;
        out.print(board.drawing());
        while (!rules.isGoal(board)) {
            out.print("Push a square (1-9, q to quit): ");
            out.flush();
            String line = readLine(in);
            if (line == null) {
                out.println();
                out.println("The input ended after " + moves(moves) + "; the board is not solved.");
                out.flush();
                return new Outcome(false, moves);
            }
            String answer = line.strip();
            if (answer.equalsIgnoreCase("q") || answer.equalsIgnoreCase("quit")) {
                out.println("Stopped after " + moves(moves) + "; the board is not solved.");
                out.flush();
                return new Outcome(false, moves);
            }
            Integer square = squareNamed(answer);
            if (square == null) {
                out.println(Excerpt.quoted(answer)
                        + " is not a square: type one number from 1 to 9, as beside the board.");
                continue;
            }
            board = rules.pushTable().push(board, square);
            moves++;
            out.println("Pushed " + square + ":");
            out.print(board.drawing());
        }
        out.println(moves == 0 ? "The board is already solved: nothing to push."
                : "Congratulations, you have finished the puzzle in " + moves(moves) + "!");
        out.flush();
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

    private static String readLine(BufferedReader in) {
        try {
            return in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
