package unscrambler.goalsearch;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.Permutations;
import unscrambler.cube.Piece;
import unscrambler.goal.CentreRequirement;
import unscrambler.goal.Goal;
import unscrambler.goal.Requirement;
import unscrambler.goal.Slots;

/**
 * A goal as another goal, its canonical one, seen from a side of the cube that its steps look the
 * same from. CFOP's four first-two-layer slots are one slot seen from the cube turned about its
 * U-D axis, and the steps (every face turn but D's) look the same from there: a search for any of
 * them runs on the canonical goal's tables, on the cube seen from that side, so a run builds and
 * the table cache keeps one set of tables where it would build four. The search's nodes and
 * steps are its own; only its states are the canonical goal's ({@link SeenKernel}).
 *
 * <p>Found for goals that ask only "home" of the pieces they name, where a side's goal is those
 * pieces' slots seen from it; the canonical goal is the least by {@link #bits}, so it depends on
 * the goal and the steps alone, never on which goals a run met first.
 *
 * @param goal the goal searched for
 * @param canonical the goal whose tables are searched
 * @param symmetry the side, as a tile permutation ({@link CubeState#seenFrom}): a cube meets the
 *     goal exactly when the cube seen from it meets the canonical goal
 * @param stepMap per step, the step it is seen as from that side
 */
record SeenGoal(Goal goal, Goal canonical, int[] symmetry, int[] stepMap) {

    /**
     * The canonical goal that {@code goal} is seen from a side as, with {@code steps}' permutations
     * of costs {@code weights} (a step seen from the side must be a step of the same cost); empty
     * when the goal is its own canonical goal or asks more than "home" of its pieces.
     */
    static Optional<SeenGoal> of(Goal goal, int[][] steps, int[] weights) {
        Optional<Set<Piece>> home = goal.centres() != CentreRequirement.FREE ? Optional.empty() : homePieces(goal);
        if (home.isEmpty()) {
            return Optional.empty();
        }
        long best = bits(home.get());
        SeenGoal found = null;
        for (int[] symmetry : Permutations.symmetries()) {
            Optional<int[]> map = SymmetryReduction.stepMap(symmetry, steps, weights);
            if (map.isEmpty()) {
                continue;
            }
            Set<Piece> seen = seen(home.get(), symmetry);
            if (bits(seen) < best) {
                best = bits(seen);
                found = new SeenGoal(goal, Goal.home(seen), symmetry, map.get());
            }
        }
        return Optional.ofNullable(found);
    }

    /** The cube as the canonical goal's search sees it. */
    CubeState view(CubeState cube) {
        return cube.seenFrom(symmetry);
    }

    /** The pieces a goal asks to be home, when it asks nothing else of any piece. */
    private static Optional<Set<Piece>> homePieces(Goal goal) {
        if (!goal.constraints().isEmpty()) {
            return Optional.empty();
        }
        Set<Piece> home = EnumSet.noneOf(Piece.class);
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            for (Piece p : Slots.pieces(kind)) {
                Requirement r = goal.requirement(p);
                if (r.isHomeFor(p)) {
                    home.add(p);
                } else if (!r.isAny()) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(home);
    }

    /**
     * The slots whose being home, in the cube seen from {@code symmetry}, is those pieces' being
     * home in the cube: a slot's tiles in the seen cube are the symmetry's tiles of the cube.
     */
    private static Set<Piece> seen(Set<Piece> home, int[] symmetry) {
        Set<Piece> seen = EnumSet.noneOf(Piece.class);
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            for (Piece slot : Slots.pieces(kind)) {
                Set<Face> faces = EnumSet.noneOf(Face.class); // nine tiles a face, in Face's order
                for (int tile : slot.facelets()) {
                    faces.add(Face.values()[symmetry[tile] / 9]);
                }
                if (home.contains(Piece.byFaces(faces).orElseThrow())) {
                    seen.add(slot);
                }
            }
        }
        return seen;
    }

    /** A set of pieces as a number, bit i for the i-th of {@link Piece}'s order: what orders the sides' goals. */
    private static long bits(Set<Piece> pieces) {
        long bits = 0;
        for (Piece p : pieces) {
            bits |= 1L << p.ordinal();
        }
        return bits;
    }
}
