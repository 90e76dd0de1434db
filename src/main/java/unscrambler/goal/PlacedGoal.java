package unscrambler.goal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;

/**
 * A goal that places pieces anywhere (a planner's goal fact names a piece's position and how it
 * lies there, home or not), searched as the goal "those pieces home" on the same cube with its
 * pieces renamed: each placed piece is called after the slot the goal puts it in, its stickers
 * counted from the way it must lie there. Turns move slots, whatever their pieces are called, so a
 * sequence takes the renamed pieces home exactly when it places the pieces on the cube; and home
 * goals are what the search's tables are made for (pieces tracked to other slots would need move
 * tables of gigabytes). The pieces the goal leaves free take the homes left, in order, two of them
 * swapped and one turned where that keeps the renamed cube one that turns can reach.
 */
public final class PlacedGoal {

    /** The renamed cube and the goal on it. */
    public record Renamed(CubeState start, Goal goal) {}

    private PlacedGoal() {}

    /**
     * @throws InvalidCubeException when no cube has the pieces placed so: the goal asks for a twist,
     *     a flip or a swap that no turns make (and leaves no free piece to take it up)
     */
    public static Renamed of(CubeState start, Collection<PieceView.Placement> placed) throws InvalidCubeException {
        int[][] name = new int[Slots.KINDS][];
        int[][] offset = new int[Slots.KINDS][];
        List<List<Integer>> free = new ArrayList<>();
        Set<Piece> homes = EnumSet.noneOf(Piece.class);
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            name[kind] = new int[Slots.count(kind)];
            offset[kind] = new int[Slots.count(kind)];
            java.util.Arrays.fill(name[kind], -1);
        }
        for (PieceView.Placement p : placed) {
            int kind = Slots.kindOf(p.piece());
            int piece = Slots.indexOf(p.piece());
            name[kind][piece] = Slots.indexOf(p.slot());
            offset[kind][piece] = p.orientation();
            homes.add(p.slot());
        }
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            List<Integer> unnamed = new ArrayList<>();
            List<Integer> homesLeft = new ArrayList<>();
            for (int i = 0; i < Slots.count(kind); i++) {
                homesLeft.add(i);
            }
            for (int i = 0; i < Slots.count(kind); i++) {
                if (name[kind][i] < 0) {
                    unnamed.add(i);
                } else {
                    homesLeft.remove(Integer.valueOf(name[kind][i]));
                }
            }
            for (int i = 0; i < unnamed.size(); i++) {
                name[kind][unnamed.get(i)] = homesLeft.get(i);
            }
            free.add(unnamed);
            // the renamed twists (or flips) must add up as a cube's do: a free piece takes up the rest
            int sum = 0;
            for (int o : offset[kind]) {
                sum += o;
            }
            if (!unnamed.isEmpty()) {
                offset[kind][unnamed.get(0)] = Math.floorMod(-(sum - offset[kind][unnamed.get(0)]), Slots.modulus(kind));
            }
        }
        // corners and edges renamed by permutations of one parity, as a cube's pieces are
        if (Slots.parity(name[Slots.CORNERS]) != Slots.parity(name[Slots.EDGES])) {
            for (int kind = 0; kind < Slots.KINDS; kind++) {
                if (free.get(kind).size() >= 2) {
                    int a = free.get(kind).get(0);
                    int b = free.get(kind).get(1);
                    int t = name[kind][a];
                    name[kind][a] = name[kind][b];
                    name[kind][b] = t;
                    break;
                }
            }
        }
        PieceState cube = PieceState.of(start);
        PieceState renamed = new PieceState();
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            for (int slot = 0; slot < Slots.count(kind); slot++) {
                int piece = cube.piece[kind][slot];
                renamed.piece[kind][slot] = name[kind][piece];
                renamed.orientation[kind][slot] = Math.floorMod(cube.orientation[kind][slot] - offset[kind][piece],
                        Slots.modulus(kind));
            }
        }
        return new Renamed(renamed.toCube(), Goal.home(homes));
    }
}
