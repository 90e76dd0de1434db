package unscrambler.report;

import unscrambler.cube.MoveSequence;

/**
 * A link to a solution on alg.cubing.net, the page cubers share algorithms with: the setup is the
 * solution undone, which makes the cube from the solved one whatever form the scramble was given
 * in (moves, facelets, rotations), and the alg is the solution.
 */
final class AlgCubingNet {

    private AlgCubingNet() {}

    /** The page's address; in its parameters a space is written {@code _} and a prime {@code -}, as the site writes them. */
    static String url(MoveSequence solution) {
        return "https://alg.cubing.net/?setup=" + param(solution.inverse()) + "&alg=" + param(solution);
    }

    private static String param(MoveSequence moves) {
        return moves.toString().replace(' ', '_').replace('\'', '-');
    }
}
