package unscrambler.pddl;

import java.util.List;
import unscrambler.cube.CubeState;
import unscrambler.text.Excerpt;

/** Writes a cube state as a problem file in the form of the IPC 2023 Rubik's cube problems. */
public final class ProblemWriter {

    private ProblemWriter() {}

    /**
     * The text of a problem whose initial state is {@code state} and whose goal is the solved cube,
     * with the colour objects and layout of {@code encoding}.
     *
     * @param name the problem name, a PDDL name
     * @param objects the objects to declare, in the order to write them: the colours of the goal
     * @param comment put at the top after {@code ;; }, control characters made spaces
     */
    public static String write(String name, List<String> objects, CubeEncoding encoding, CubeState state,
            String comment) {
        StringBuilder sb = new StringBuilder();
        sb.append(";; ");
        // the comment must stay one line of printable text, whatever the scramble held
        comment.codePoints().forEach(c -> sb.appendCodePoint(Excerpt.isControl(c) ? ' ' : c));
        sb.append('\n');
        sb.append("(define\n(problem ").append(name).append(")\n");
        sb.append("(:domain ").append(encoding.cubeDomain().domain().name()).append(")\n");
        sb.append("(:objects ").append(String.join(" ", objects)).append(")\n");
        sb.append("(:init\n");
        facts(sb, encoding.factsOf(state), "    ");
        sb.append(")\n(:goal\n    (and\n");
        facts(sb, encoding.factsOf(CubeState.solved()), "        ");
        sb.append("    )\n)\n)\n");
        return sb.toString();
    }

    private static void facts(StringBuilder sb, List<Fact> facts, String indent) {
        for (Fact f : facts) {
            sb.append(indent).append(f).append('\n');
        }
    }
}
