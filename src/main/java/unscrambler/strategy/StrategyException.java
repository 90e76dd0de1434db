package unscrambler.strategy;

/** Knowledge in the rules that cannot be used: an unknown macro, an unknown piece. One line. */
public class StrategyException extends Exception {
    public StrategyException(String message) {
        super(message);
    }
}
