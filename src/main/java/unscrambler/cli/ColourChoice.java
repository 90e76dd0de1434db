package unscrambler.cli;

import picocli.CommandLine;

/** When to colour terminal output. */
enum ColourChoice {
    auto, always, never;

    boolean enabled() {
        return switch (this) {
            case always -> true;
            case never -> false;
            case auto -> CommandLine.Help.Ansi.AUTO.enabled();
        };
    }
}
