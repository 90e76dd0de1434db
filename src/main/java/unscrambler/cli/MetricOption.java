package unscrambler.cli;

import picocli.CommandLine.Option;
import unscrambler.search.Objective;

/** The --metric option: what the searches of stages that do not choose minimise. */
final class MetricOption {

    /** The metrics by the option's words. */
    enum Metric {
        face(Objective.FACE_TURNS), quarter(Objective.QUARTER_TURNS), slice(Objective.SLICE_TURNS);

        final Objective objective;

        Metric(Objective objective) {
            this.objective = objective;
        }
    }

    @Option(names = "--metric", paramLabel = "METRIC",
            description = "What the searches minimise where a stage does not say: face (face turns, the half-turn "
                    + "metric), quarter (quarter turns) or slice (a face, middle-slice or wide turn counting "
                    + "one, the slice-turn metric); default: face (pddl solve: quarter, what plans are judged on).")
    Metric metric;

    /** The metric asked for, else this command's default. */
    Objective objective(Objective commandDefault) {
        return metric == null ? commandDefault : metric.objective;
    }
}
