package unscrambler.cube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import unscrambler.text.Excerpt;

/**
 * A cube as 54 tiles in Kociemba's facelet order, each tile the ordinal of the {@link Face} whose
 * colour it shows. Immutable: every move returns a new state. The tile array is the fast
 * representation for search; {@link #pieces()} gives the piece view for reasoning.
 */
public final class CubeState {

    public static final int TILES = Geometry.TILES;

    private static final CubeState SOLVED = new CubeState(solvedTiles());

    private final byte[] tiles;

    private CubeState(byte[] tiles) {
        this.tiles = tiles;
    }

    public static CubeState solved() {
        return SOLVED;
    }

    public static CubeState of(MoveSequence scramble) {
        return SOLVED.apply(scramble);
    }

    /**
     * Reads a facelet string: 54 letters in URFDLB order. Any six letters will do; each face's
     * centre names its colour. The state must be reachable by turning a solved cube.
     *
     * @throws InvalidCubeException naming the first reason the state is impossible
     */
    public static CubeState fromFacelets(String facelets) throws InvalidCubeException {
        return FaceletReader.read(facelets);
    }

    /**
     * A state from its tile array as given, checked like a facelet string.
     *
     * @throws InvalidCubeException when the tiles are not a reachable cube
     */
    public static CubeState ofTiles(byte[] tiles) throws InvalidCubeException {
        CubeState state = new CubeState(tiles.clone());
        state.validate();
        return state;
    }

    static CubeState trusted(byte[] tiles) {
        return new CubeState(tiles);
    }

    private static byte[] solvedTiles() {
        byte[] t = new byte[TILES];
        for (int i = 0; i < TILES; i++) {
            t[i] = (byte) (i / 9);
        }
        return t;
    }

    /** A copy of the tiles. */
    public byte[] tiles() {
        return tiles.clone();
    }

    public Face tile(int index) {
        return Face.values()[tiles[index]];
    }

    public CubeState apply(Move move) {
        return permute(Geometry.permutation(move));
    }

    public CubeState apply(MoveSequence sequence) {
        byte[] a = tiles.clone();
        byte[] b = new byte[TILES];
        for (Move m : sequence) {
            Permutations.apply(Geometry.permutation(m), a, b);
            byte[] t = a;
            a = b;
            b = t;
        }
        return new CubeState(a);
    }

    /** Applies a tile permutation in gather form (see {@link Permutations}). */
    public CubeState permute(int[] permutation) {
        byte[] next = new byte[TILES];
        Permutations.apply(permutation, tiles, next);
        return new CubeState(next);
    }

    /**
     * The cube seen from the side a symmetry gives ({@link Permutations#symmetries}): the cube whose
     * moves are the symmetry's conjugates of this one's (gather form: the symmetry's inverse, the
     * move, the symmetry), its colours renamed so that its centres are home. A valid cube stays valid.
     */
    public CubeState seenFrom(int[] symmetry) {
        int[] inverse = Permutations.inverse(symmetry);
        byte[] seen = new byte[TILES];
        for (int i = 0; i < TILES; i++) {
            int face = tiles[symmetry[i]];
            seen[i] = (byte) (inverse[face * 9 + 4] / 9);
        }
        return new CubeState(seen);
    }

    /**
     * The inverse cube: what the inverse of any sequence that makes this cube from the solved one
     * makes. A sequence solves it exactly when its own inverse solves this cube (two-phase solvers
     * search both, {@link Side}).
     */
    public CubeState inverse() {
        // gather form: this cube's tile i shows what the solved cube's tile made[i] shows
        int[] made = Permutations.identity();
        for (PieceView.Placement p : pieces().placements()) {
            int stickers = p.piece().faces().size();
            for (int i = 0; i < stickers; i++) {
                made[p.slot().facelet((i + p.orientation()) % stickers)] = p.piece().facelet(i);
            }
        }
        return SOLVED.permute(Permutations.inverse(made));
    }

    /** Whether every centre is on its own face: what slice and wide turns change. */
    public boolean centresHome() {
        for (Face f : Face.values()) {
            if (tiles[f.ordinal() * 9 + 4] != f.ordinal()) {
                return false;
            }
        }
        return true;
    }

    public boolean isSolved() {
        return Arrays.equals(tiles, SOLVED.tiles);
    }

    /** The facelet string with the face letters U R F D L B as colours. */
    public String toFacelets() {
        StringBuilder sb = new StringBuilder(TILES);
        for (byte t : tiles) {
            sb.append(Face.values()[t].name());
        }
        return sb.toString();
    }

    /** The piece view. A state made by this class always has one. */
    public PieceView pieces() {
        try {
            return PieceView.of(tiles);
        } catch (InvalidCubeException e) {
            throw new IllegalStateException("a checked state lost its pieces", e);
        }
    }

    public static CubeState of(PieceView pieces) throws InvalidCubeException {
        return ofTiles(pieces.toTiles());
    }

    /** Checks that the tiles form a cube reachable from the solved one; see {@link InvalidCubeException}. */
    void validate() throws InvalidCubeException {
        for (Face f : Face.values()) {
            if (tiles[f.ordinal() * 9 + 4] != f.ordinal()) {
                throw new InvalidCubeException.ImpossiblePiece("centre " + f + " is not on face " + f);
            }
        }
        PieceView view = PieceView.of(tiles);
        checkEachPieceOnce(view, Piece.corners());
        checkEachPieceOnce(view, Piece.edges());
        checkOrientation(view, Piece.corners(), 3);
        checkOrientation(view, Piece.edges(), 2);
        if (parity(view, Piece.corners()) != parity(view, Piece.edges())) {
            throw new InvalidCubeException.SwappedPieces(loneSwap(view));
        }
    }

    private static void checkEachPieceOnce(PieceView view, List<Piece> kind) throws InvalidCubeException {
        Map<Piece, Integer> seen = new LinkedHashMap<>();
        for (Piece slot : kind) {
            seen.merge(view.pieceAt(slot), 1, Integer::sum);
        }
        for (Piece p : kind) {
            Integer count = seen.get(p);
            if (count == null) {
                Piece twice = seen.entrySet().stream().filter(e -> e.getValue() > 1)
                        .findFirst().orElseThrow().getKey();
                String what = p.kind().name().toLowerCase();
                throw new InvalidCubeException.MissingPiece(what + " " + twice.ruleName()
                        + " appears twice and " + what + " " + p.ruleName() + " is missing");
            }
        }
    }

    private static void checkOrientation(PieceView view, List<Piece> kind, int modulus)
            throws InvalidCubeException {
        int sum = 0;
        for (Piece slot : kind) {
            sum += view.orientationAt(slot);
        }
        if (sum % modulus != 0) {
            // the colours tell which piece it is only where it is the one not home
            List<Piece> notHome = notHome(view, kind);
            Optional<Piece> lone = notHome.size() == 1 ? Optional.of(notHome.get(0)) : Optional.empty();
            throw modulus == 3 ? new InvalidCubeException.TwistedCorner(sum % 3, lone)
                    : new InvalidCubeException.FlippedEdge(lone);
        }
    }

    /**
     * The pair of slots that hold each other's pieces, where they are all of the cube that is not
     * home: then the swap that the parities show is theirs.
     */
    private static Optional<List<Piece>> loneSwap(PieceView view) {
        List<Piece> corners = notHome(view, Piece.corners());
        List<Piece> edges = notHome(view, Piece.edges());
        List<Piece> pair = corners.isEmpty() ? edges : edges.isEmpty() ? corners : List.of();
        boolean swapped = pair.size() == 2 && view.pieceAt(pair.get(0)) == pair.get(1)
                && view.pieceAt(pair.get(1)) == pair.get(0);
        return swapped ? Optional.of(pair) : Optional.empty();
    }

    /** The slots of {@code kind} whose piece is not there, or not turned right. */
    private static List<Piece> notHome(PieceView view, List<Piece> kind) {
        List<Piece> slots = new ArrayList<>();
        for (Piece slot : kind) {
            if (view.pieceAt(slot) != slot || view.orientationAt(slot) != 0) {
                slots.add(slot);
            }
        }
        return slots;
    }

    /** 0 for an even permutation of these pieces over their slots, 1 for odd. */
    private static int parity(PieceView view, List<Piece> kind) {
        int inversions = 0;
        for (int i = 0; i < kind.size(); i++) {
            for (int j = i + 1; j < kind.size(); j++) {
                if (view.pieceAt(kind.get(i)).ordinal() > view.pieceAt(kind.get(j)).ordinal()) {
                    inversions++;
                }
            }
        }
        return inversions % 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CubeState other && Arrays.equals(other.tiles, tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles);
    }

    @Override
    public String toString() {
        return toFacelets();
    }

    /** Colour letters of a facelet string, checked in order, then mapped to faces by the centres. */
    private static final class FaceletReader {
        static CubeState read(String text) throws InvalidCubeException {
            String s = text.strip();
            if (s.length() != TILES) {
                throw new InvalidCubeException.WrongLength(s.length());
            }
            Map<Character, Integer> counts = new LinkedHashMap<>();
            for (int i = 0; i < TILES; i++) {
                char c = s.charAt(i);
                if (!Character.isLetter(c)) {
                    String character = Character.toString(s.codePointAt(i));
                    throw new InvalidCubeException.BadCharacters(Excerpt.quoted(character) + " at position " + (i + 1)
                            + " is not a colour letter");
                }
                counts.merge(c, 1, Integer::sum);
            }
            if (counts.size() != 6) {
                throw new InvalidCubeException.BadCharacters("a cube has 6 colours, this string has "
                        + counts.size() + " (" + Excerpt.of(counts.keySet().stream().map(String::valueOf)
                        .reduce("", String::concat)) + ")");
            }
            Map<Character, Integer> wrong = new LinkedHashMap<>();
            counts.forEach((colour, n) -> {
                if (n != 9) {
                    wrong.put(colour, n);
                }
            });
            if (!wrong.isEmpty()) {
                throw new InvalidCubeException.WrongColourCount(wrong);
            }
            Map<Character, Face> faceOfColour = new LinkedHashMap<>();
            for (Face f : Face.values()) {
                char centre = s.charAt(f.ordinal() * 9 + 4);
                if (faceOfColour.putIfAbsent(centre, f) != null) {
                    throw new InvalidCubeException.CentresNotDistinct(centre);
                }
            }
            byte[] tiles = new byte[TILES];
            for (int i = 0; i < TILES; i++) {
                tiles[i] = (byte) faceOfColour.get(s.charAt(i)).ordinal();
            }
            return ofTiles(tiles);
        }
    }
}
