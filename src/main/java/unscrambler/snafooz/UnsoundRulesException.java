package unscrambler.snafooz;

/** The rules reported a cube that the model's own check finds does not fit: the rules are wrong. */
public class UnsoundRulesException extends RuntimeException {

    public UnsoundRulesException(String message) {
        super(message);
    }
}
