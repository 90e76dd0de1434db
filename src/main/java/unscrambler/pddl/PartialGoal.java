package unscrambler.pddl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A goal that names only some piece positions, as planners' goals often do: the faces of the cube
 * read from the domain's actions, since the goal does not lay out the solved cube.
 *
 * <p>The actions that turn a face move the same eight positions (four corners, four edges), so the
 * six faces are the six such sets, and the faces of a position are the sets it is in. Which
 * argument of a position lies on which of its faces follows from where the turns carry it: a turn
 * keeps a sticker on the turned face and carries one beside it to the next face round, and the
 * turns reach every corner sticker from any other, and every edge sticker. One corner sticker's
 * face, one of three, and one edge sticker's, one of two, thus fix all the others. The turns
 * cannot tell these six layouts apart (turning every corner's labels round, or every edge's, keeps
 * what each turn does); the initial facts can, being a cube under only some of them
 * ({@link CubeEncoding#ofPartialGoal}).
 */
final class PartialGoal {

    private PartialGoal() {}

    /** Whether the goal names a fact for every piece position (and the goal alone lays out the cube). */
    static boolean namesEveryPosition(CubeDomain cube, Problem problem) {
        Set<String> named = new HashSet<>();
        problem.goal().forEach(sf -> named.add(sf.fact().predicate()));
        return named.containsAll(cube.domain().predicates().keySet());
    }

    /**
     * Each way of laying the stickers on the faces that every face-turning action keeps: the face
     * (0 to 5, the six sets of positions the turns move) of each sticker position, by slot index.
     *
     * @throws PddlException.NotACube when the domain's actions do not show six faces
     */
    static List<int[]> layouts(CubeDomain cube) throws PddlException {
        List<String> predicates = new ArrayList<>(cube.domain().predicates().keySet());
        List<Set<String>> faces = faces(cube, predicates);
        Map<String, List<Integer>> facesOf = new HashMap<>();
        for (String p : predicates) {
            List<Integer> of = new ArrayList<>();
            for (int f = 0; f < faces.size(); f++) {
                if (faces.get(f).contains(p)) {
                    of.add(f);
                }
            }
            if (of.size() != cube.domain().predicates().get(p)) {
                throw notSixFaces(cube, "position " + PddlSyntax.show(p) + " is on " + of.size()
                        + " of the faces the turns show");
            }
            facesOf.put(p, of);
        }
        return layouts(cube, facesOf, faces);
    }

    /** The six faces: the sets of positions that the face-turning actions move, four corners and four edges each. */
    private static List<Set<String>> faces(CubeDomain cube, List<String> predicates) throws PddlException {
        List<Set<String>> faces = new ArrayList<>();
        for (int[] destination : cube.permutations().values()) {
            Set<String> moved = moved(cube, destination);
            long corners = moved.stream().filter(p -> cube.domain().predicates().get(p) == 3).count();
            if (moved.size() == 8 && corners == 4 && !faces.contains(moved)) {
                faces.add(moved);
            }
        }
        if (faces.size() != 6) {
            throw notSixFaces(cube, "its actions turn " + faces.size() + " sets of four corners and four edges");
        }
        return faces;
    }

    /** The positions an action moves a sticker of. */
    private static Set<String> moved(CubeDomain cube, int[] destination) {
        Set<String> moved = new LinkedHashSet<>();
        for (int s = 0; s < destination.length; s++) {
            if (destination[s] != s) {
                moved.add(cube.slots().get(s).predicate());
            }
        }
        return moved;
    }

    private static PddlException notSixFaces(CubeDomain cube, String why) {
        return new PddlException.NotACube(null, "the goal names only some positions, and the faces of the cube "
                + "must then be read from the turns of domain " + PddlSyntax.show(cube.domain().name()) + ", but "
                + why + "; give every position in the goal");
    }

    /**
     * Each way of laying the stickers on the faces that every face-turning action keeps: the face
     * (an index into the six) of each sticker position, by slot index.
     */
    private static List<int[]> layouts(CubeDomain cube, Map<String, List<Integer>> facesOf, List<Set<String>> faces) {
        List<Turned> turns = new ArrayList<>();
        for (int[] destination : cube.permutations().values()) {
            turned(cube, destination, facesOf, faces).ifPresent(turns::add);
        }
        int firstCorner = -1;
        int firstEdge = -1;
        for (int s = 0; s < cube.slots().size(); s++) {
            int arity = cube.domain().predicates().get(cube.slots().get(s).predicate());
            if (arity == 3 && firstCorner < 0) {
                firstCorner = s;
            } else if (arity == 2 && firstEdge < 0) {
                firstEdge = s;
            }
        }
        List<int[]> cornerLayouts = spread(cube, turns, facesOf, firstCorner);
        List<int[]> edgeLayouts = spread(cube, turns, facesOf, firstEdge);
        List<int[]> layouts = new ArrayList<>();
        for (int[] corners : cornerLayouts) {
            for (int[] edges : edgeLayouts) {
                int[] layout = new int[corners.length];
                for (int s = 0; s < layout.length; s++) {
                    layout[s] = corners[s] >= 0 ? corners[s] : edges[s];
                }
                layouts.add(layout);
            }
        }
        return layouts;
    }

    /**
     * A face turn: the face it turns, where it sends each sticker position, and where it carries
     * each face (itself, and each face beside it to the next round, as its edges show).
     */
    private record Turned(int face, int[] destination, int[] faceAfter) {}

    private static java.util.Optional<Turned> turned(CubeDomain cube, int[] destination,
            Map<String, List<Integer>> facesOf, List<Set<String>> faces) {
        Set<String> moved = moved(cube, destination);
        int face = faces.indexOf(moved);
        if (face < 0) {
            return java.util.Optional.empty();
        }
        int[] faceAfter = new int[faces.size()];
        java.util.Arrays.fill(faceAfter, -1);
        faceAfter[face] = face;
        for (int s = 0; s < destination.length; s++) {
            String from = cube.slots().get(s).predicate();
            String to = cube.slots().get(destination[s]).predicate();
            if (moved.contains(from) && cube.domain().predicates().get(from) == 2) {
                int beside = facesOf.get(from).stream().filter(f -> f != face).findFirst().orElseThrow();
                int next = facesOf.get(to).stream().filter(f -> f != face).findFirst().orElseThrow();
                faceAfter[beside] = next;
            }
        }
        return java.util.Optional.of(new Turned(face, destination, faceAfter));
    }

    /**
     * The layouts of one kind of sticker (corners or edges): the seed sticker on each of its
     * position's faces in turn, spread by the turns to every sticker of its kind; a seed whose
     * spread puts a sticker on a face its position is not on, or two of a position on one face, is
     * no layout. Stickers of the other kind are left at -1.
     */
    private static List<int[]> spread(CubeDomain cube, List<Turned> turns, Map<String, List<Integer>> facesOf,
            int seed) {
        List<int[]> layouts = new ArrayList<>();
        for (int seedFace : facesOf.get(cube.slots().get(seed).predicate())) {
            int[] face = new int[cube.slots().size()];
            java.util.Arrays.fill(face, -1);
            face[seed] = seedFace;
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(seed));
            boolean consistent = true;
            while (!queue.isEmpty() && consistent) {
                int s = queue.poll();
                for (Turned t : turns) {
                    int to = t.destination()[s];
                    if (to == s) {
                        continue;
                    }
                    int after = t.faceAfter()[face[s]];
                    if (after < 0 || !facesOf.get(cube.slots().get(to).predicate()).contains(after)) {
                        consistent = false;
                        break;
                    }
                    if (face[to] < 0) {
                        face[to] = after;
                        queue.add(to);
                    } else if (face[to] != after) {
                        consistent = false;
                        break;
                    }
                }
            }
            if (consistent && eachPositionOnItsFaces(cube, face, seed)) {
                layouts.add(face);
            }
        }
        return layouts;
    }

    /** Whether every sticker of the seed's kind has a face, each position's stickers on different faces. */
    private static boolean eachPositionOnItsFaces(CubeDomain cube, int[] face, int seed) {
        int arity = cube.domain().predicates().get(cube.slots().get(seed).predicate());
        Map<String, Set<Integer>> facesUsed = new HashMap<>();
        for (int s = 0; s < face.length; s++) {
            String p = cube.slots().get(s).predicate();
            if (cube.domain().predicates().get(p) != arity) {
                continue;
            }
            if (face[s] < 0 || !facesUsed.computeIfAbsent(p, k -> new HashSet<>()).add(face[s])) {
                return false;
            }
        }
        return true;
    }
}
