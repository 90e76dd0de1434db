package unscrambler.cli;

import picocli.CommandLine.Option;

/** The --color option shared by every command that draws nets in the terminal. */
final class ColourOption {

    @Option(names = "--color", paramLabel = "WHEN", defaultValue = "auto",
            description = "Colour the nets: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}, "
                    + "colour when standard output is a terminal).")
    ColourChoice choice = ColourChoice.auto;

    boolean enabled() {
        return choice.enabled();
    }
}
