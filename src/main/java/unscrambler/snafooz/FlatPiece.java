package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One flat piece of a Snafooz puzzle, as printed in its piece-set file.
 *
 * @param name the piece's name (A to F for the little blue cube)
 * @param border its outline as printed
 */
public record FlatPiece(String name, Border border) {

    /**
     * The distinct ways this piece can lie: each of the eight orientations whose outline differs
     * from every earlier one. A symmetric piece has fewer, so that the same placement is never
     * offered twice under two names.
     */
    public List<OrientedPiece> orientations() {
        List<OrientedPiece> distinct = new ArrayList<>();
        Set<Border> seen = new HashSet<>();
        for (Orientation orientation : Orientation.ALL) {
            Border lying = orientation.apply(border);
            if (seen.add(lying)) {
                distinct.add(new OrientedPiece(this, orientation, lying));
            }
        }
        return List.copyOf(distinct);
    }

    @Override
    public String toString() {
        return name;
    }
}
