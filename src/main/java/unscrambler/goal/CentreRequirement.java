package unscrambler.goal;

import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;

/**
 * What a goal asks of the six centres. They move only under slice and wide turns, all together as
 * the whole cube turns, so a goal names them together: free (not named), home, or on one axis
 * either way up: the two centres of that axis on its two faces, whichever way round, and the other
 * four anywhere (Roux's last six edges, whose middle-slice centres need only be up or down before
 * the last steps).
 */
public enum CentreRequirement {
    FREE(Optional.empty()),
    HOME(Optional.empty()),
    ON_THE_UD_AXIS(Optional.of(Axis.UD)),
    ON_THE_LR_AXIS(Optional.of(Axis.LR)),
    ON_THE_FB_AXIS(Optional.of(Axis.FB));

    private final Optional<Axis> axis;

    CentreRequirement(Optional<Axis> axis) {
        this.axis = axis;
    }

    /** The centres of {@code axis} on its faces, either way up. */
    public static CentreRequirement onThe(Axis axis) {
        return switch (axis) {
            case UD -> ON_THE_UD_AXIS;
            case LR -> ON_THE_LR_AXIS;
            case FB -> ON_THE_FB_AXIS;
        };
    }

    /** The axis whose centres must be on it, for the requirement {@code on the U-D axis}. */
    public Optional<Axis> axis() {
        return axis;
    }

    /**
     * Whether an arrangement of the centres meets it: {@code colourAt[f]} is the face whose centre
     * sits on face f (its home), in {@link Face}'s order.
     */
    public boolean allows(int[] colourAt) {
        if (this == FREE) {
            return true;
        }
        if (this == HOME) {
            for (int f = 0; f < colourAt.length; f++) {
                if (colourAt[f] != f) {
                    return false;
                }
            }
            return true;
        }
        // the centre on one face of the axis is one of the axis's own: then so is the one opposite
        return axis.get().has(Face.values()[colourAt[axis.get().face().ordinal()]]);
    }

    /** Whether the centres of a cube meet it. */
    public boolean isMetBy(CubeState cube) {
        int[] colourAt = new int[6];
        for (Face f : Face.values()) {
            colourAt[f.ordinal()] = cube.tile(f.ordinal() * 9 + 4).ordinal();
        }
        return allows(colourAt);
    }

    /** Its words in a goal, after {@code centres:}: {@code home}, {@code on the U-D axis}; empty for free. */
    public String words() {
        return switch (this) {
            case FREE -> "";
            case HOME -> "home";
            default -> "on the " + axis.get().name().charAt(0) + "-" + axis.get().name().charAt(1) + " axis";
        };
    }
}
