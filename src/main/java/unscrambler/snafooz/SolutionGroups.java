package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Sorts solutions into distinct solutions, counting two as the same when one is the other with
 * the whole cube turned, and finds the simple transformations between distinct solutions: the
 * mirror image (every piece turned over), and exchanges of a few pieces.
 *
 * <p>Solutions are compared by which piece fills each cell of space, so that a piece with a
 * symmetric outline lying two ways that look alike counts once.
 */
public final class SolutionGroups {

    /** At most this many pieces moved still counts as a simple exchange. */
    private static final int SIMPLE_EXCHANGE = 3;

    /**
     * One distinct solution.
     *
     * @param number its number, from 1, in the order found
     * @param representative the first solution found of it
     * @param members the numbers of the solutions that are it turned, from 1, in the order found
     */
    public record Distinct(int number, Solution representative, List<Integer> members) {}

    /**
     * A simple transformation from one distinct solution to another.
     *
     * @param from the distinct solution it starts from
     * @param to the distinct solution it gives
     * @param mirror whether it is the mirror image (every piece turned over)
     * @param moves what happens to each piece that moves (after the mirror image, if any), empty
     *     for a pure mirror image
     */
    public record Transformation(int from, int to, boolean mirror, List<String> moves) {

        /** In words, e.g. "the mirror image, every piece turned over". */
        public String describe() {
            List<String> parts = new ArrayList<>();
            if (mirror) {
                parts.add("the mirror image, every piece turned over");
            }
            if (!moves.isEmpty()) {
                parts.add((mirror ? "then " : "") + String.join(", ", moves));
            }
            return String.join(", ", parts);
        }
    }

    /** A distinct solution while solutions are still being added. */
    private record Group(int number, Solution representative, List<Integer> members) {
        Distinct snapshot() {
            return new Distinct(number, representative, List.copyOf(members));
        }
    }

    private final Map<String, Group> byKey = new LinkedHashMap<>();
    private int solutions;

    /**
     * Adds the next solution.
     *
     * @return the distinct solution it belongs to, as it stands with this solution added
     */
    public Distinct add(Solution solution) {
        solutions++;
        String key = canonicalKey(ShellCover.occupancy(solution));
        Group group = byKey.computeIfAbsent(key,
                k -> new Group(byKey.size() + 1, solution, new ArrayList<>()));
        group.members().add(solutions);
        return group.snapshot();
    }

    /** How many solutions were added. */
    public int solutionCount() {
        return solutions;
    }

    /** The distinct solutions, in the order found. */
    public List<Distinct> distinct() {
        return byKey.values().stream().map(Group::snapshot).toList();
    }

    /**
     * For each ordered pair of distinct solutions, the simplest transformation from the first to
     * the second, if there is one: the mirror image, or an exchange of at most three pieces, or a
     * mirror image then such an exchange; the one with fewest moves, the mirror image counting as one.
     */
    public List<Transformation> transformations() {
        List<Distinct> all = distinct();
        Map<Integer, char[][][]> occupancy = new HashMap<>();
        for (Distinct d : all) {
            occupancy.put(d.number(), ShellCover.occupancy(d.representative()));
        }
        List<Transformation> found = new ArrayList<>();
        for (Distinct from : all) {
            for (Distinct to : all) {
                if (from.number() == to.number()) {
                    continue;
                }
                Transformation best = null;
                for (boolean mirror : new boolean[] {true, false}) {
                    char[][][] start = occupancy.get(from.number());
                    if (mirror) {
                        start = SpaceSymmetry.MIRRORS.get(0).apply(start);
                    }
                    List<String> moves = fewestMoves(start, occupancy.get(to.number()),
                            ShellCover.sortedNames(to.representative()));
                    Transformation candidate = new Transformation(from.number(), to.number(), mirror, moves);
                    if (moves.size() <= SIMPLE_EXCHANGE && (best == null || cost(candidate) < cost(best))) {
                        best = candidate;
                    }
                }
                if (best != null) {
                    found.add(best);
                }
            }
        }
        return found;
    }

    /** How complicated a transformation is: the mirror image counts as one move. */
    private static int cost(Transformation t) {
        return t.moves().size() + (t.mirror() ? 1 : 0);
    }

    /**
     * Over all turns of the cube, the smallest set of piece moves that makes {@code start} into
     * {@code target}, described per piece; empty if a turn alone does it.
     */
    private static List<String> fewestMoves(char[][][] start, char[][][] target, List<String> names) {
        Map<Character, String> targetFaces = faceOfEachPiece(target);
        List<String> fewest = null;
        for (SpaceSymmetry turn : SpaceSymmetry.TURNS) {
            char[][][] turned = turn.apply(start);
            Map<Character, String> turnedFaces = faceOfEachPiece(turned);
            Map<Character, Boolean> same = samePlace(turned, target);
            List<String> moves = new ArrayList<>();
            for (Map.Entry<Character, Boolean> e : new TreeMap<>(same).entrySet()) {
                if (!e.getValue()) {
                    String piece = names.get(e.getKey() - 'A');
                    String was = turnedFaces.get(e.getKey());
                    String now = targetFaces.get(e.getKey());
                    moves.add(was.equals(now)
                            ? piece + " turned on " + now
                            : piece + " from " + was + " to " + now);
                }
            }
            if (fewest == null || moves.size() < fewest.size()) {
                fewest = moves;
            }
        }
        return fewest;
    }

    /** For each piece, whether it fills exactly the same cells in both. */
    private static Map<Character, Boolean> samePlace(char[][][] a, char[][][] b) {
        Map<Character, Boolean> same = new HashMap<>();
        int n = Shell.SIZE;
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                for (int z = 0; z < n; z++) {
                    for (char piece : new char[] {a[x][y][z], b[x][y][z]}) {
                        if (piece != '.') {
                            same.merge(piece, a[x][y][z] == b[x][y][z], Boolean::logicalAnd);
                        }
                    }
                }
            }
        }
        return same;
    }

    /** The face each piece lies on, read off the middle of each face. */
    private static Map<Character, String> faceOfEachPiece(char[][][] filled) {
        Map<Character, String> faces = new HashMap<>();
        for (CubeFace face : CubeFace.values()) {
            Shell.Cell middle = new Shell.FaceCell(face, 2, 2).inSpace();
            faces.put(filled[middle.x()][middle.y()][middle.z()], face.title());
        }
        return faces;
    }

    /**
     * For each turn of the cube, where each cell goes, as indexes of the flattened block: built
     * once, because canonical keys are taken for every solution found.
     */
    private static final int[][] TURNED_INDEX = turnedIndexes();

    private static int[][] turnedIndexes() {
        int n = Shell.SIZE;
        int[][] tables = new int[SpaceSymmetry.TURNS.size()][n * n * n];
        for (int t = 0; t < tables.length; t++) {
            for (int x = 0; x < n; x++) {
                for (int y = 0; y < n; y++) {
                    for (int z = 0; z < n; z++) {
                        Shell.Cell to = SpaceSymmetry.TURNS.get(t).apply(new Shell.Cell(x, y, z));
                        tables[t][flat(x, y, z)] = flat(to.x(), to.y(), to.z());
                    }
                }
            }
        }
        return tables;
    }

    private static int flat(int x, int y, int z) {
        return (x * Shell.SIZE + y) * Shell.SIZE + z;
    }

    /** The same for every turn of the cube: the smallest text over all 24 turns. */
    static String canonicalKey(char[][][] filled) {
        char[] cells = key(filled).toCharArray();
        String smallest = null;
        char[] turned = new char[cells.length];
        for (int[] table : TURNED_INDEX) {
            for (int i = 0; i < cells.length; i++) {
                turned[table[i]] = cells[i];
            }
            String key = new String(turned);
            if (smallest == null || key.compareTo(smallest) < 0) {
                smallest = key;
            }
        }
        return smallest;
    }

    private static String key(char[][][] filled) {
        StringBuilder text = new StringBuilder();
        for (char[][] plane : filled) {
            for (char[] line : plane) {
                text.append(line);
            }
        }
        return text.toString();
    }
}
