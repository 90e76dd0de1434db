package unscrambler.pddl;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import unscrambler.text.Excerpt;

/**
 * A sequential plan as planners write it: one {@code (action args...)} per step, {@code ;}
 * comments (such as IPC's {@code ;; Cost: N}) ignored, action names in any case.
 */
public record Plan(List<Step> steps, String source) {

    /** One step as written, with its line. */
    public record Step(String action, List<String> arguments, SourcePosition position) {
        public Step {
            arguments = List.copyOf(arguments);
        }

        @Override
        public String toString() {
            return arguments.isEmpty() ? "(" + action + ")" : "(" + action + " " + String.join(" ", arguments) + ")";
        }
    }

    public Plan {
        steps = List.copyOf(steps);
    }

    public static Plan read(Path file) throws IOException, PddlException {
        return parse(PddlSyntax.readText(file), Excerpt.whole(file));
    }

    /** Reads a plan's text; {@code source} names it in messages. */
    public static Plan parse(String text, String source) throws PddlException {
        List<Step> steps = new ArrayList<>();
        for (SExpr e : SExprReader.read(text, source)) {
            SExpr.ListExpr list = PddlSyntax.list(e, "a step such as (U) on each line");
            if (list.isEmpty()) {
                throw new PddlException.Malformed(list.position(), "expected a step such as (U), found ()");
            }
            SExpr.Atom name = PddlSyntax.name(list.get(0), "an action name");
            List<String> args = new ArrayList<>();
            for (SExpr a : list.items().subList(1, list.size())) {
                args.add(PddlSyntax.name(a, "an object name").name());
            }
            steps.add(new Step(name.text(), args, list.position()));
        }
        return new Plan(steps, source);
    }

    /** The text of a plan in IPC form: {@code ;; Cost: N}, then one {@code (Action)} per line. */
    /** A plan as Fast Downward writes sas_plan: one (action) a line, then {@code ; cost = N (unit cost)}. */
    public static String formatAsFastDownward(List<Action> actions) {
        StringBuilder sb = new StringBuilder();
        for (Action a : actions) {
            sb.append('(').append(a.name()).append(")\n");
        }
        return sb.append("; cost = ").append(actions.size()).append(" (unit cost)\n").toString();
    }

    public static String format(List<Action> actions) {
        StringBuilder sb = new StringBuilder(";; Cost: " + actions.size() + "\n");
        for (Action a : actions) {
            sb.append('(').append(a.name()).append(")\n");
        }
        return sb.toString();
    }

    /** What executing a plan found. */
    public sealed interface Outcome {
        /** Every step applied and the goal holds at the end. */
        record Valid(int length) implements Outcome {}

        /**
         * The plan goes wrong at {@code step} (1 for the first; one more than the length when every
         * step applied but the goal does not hold).
         */
        record Invalid(int step, SourcePosition position, String reason) implements Outcome {}
    }

    /**
     * Executes the plan with the {@link Interpreter} from the problem's initial state and checks the
     * goal. Only the domain's own actions and semantics are used, nothing of the cube model.
     */
    public Outcome check(Domain domain, Problem problem) {
        Set<Fact> state = problem.initialState();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            Action action = domain.action(step.action()).orElse(null);
            if (action == null) {
                return new Outcome.Invalid(i + 1, step.position(), "domain " + PddlSyntax.show(domain.name())
                        + " has no action " + PddlSyntax.show(step.action()));
            }
            if (!step.arguments().isEmpty()) {
                return new Outcome.Invalid(i + 1, step.position(), "action " + PddlSyntax.show(action.name())
                        + " takes no arguments, this step gives " + step.arguments().size());
            }
            List<Fact> unmet = Interpreter.unmetPrecondition(action, state);
            if (!unmet.isEmpty()) {
                return new Outcome.Invalid(i + 1, step.position(), "the precondition of "
                        + PddlSyntax.show(action.name()) + " does not hold: " + PddlSyntax.show(unmet.get(0))
                        + " is false");
            }
            state = Interpreter.apply(action, state);
        }
        List<Fact> unmet = Interpreter.unmetGoal(problem.goalFacts(), state);
        if (!unmet.isEmpty()) {
            return new Outcome.Invalid(steps.size() + 1, null, "after all " + steps.size() + " steps the goal does not "
                    + "hold: " + PddlSyntax.show(unmet.get(0)) + " is false" + (unmet.size() > 1 ? " (and "
                    + (unmet.size() - 1)
                    + " more goal facts)" : ""));
        }
        return new Outcome.Valid(steps.size());
    }

    /** A plan of the given actions, as if read from {@code source}. */
    public static Plan of(List<Action> actions, String source) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            steps.add(new Step(actions.get(i).name(), List.of(), new SourcePosition(source, i + 2)));
        }
        return new Plan(steps, source);
    }
}
