package unscrambler.cube;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The 26 visible pieces, named by their home slot in Kociemba's order (centres, then corners URF
 * UFL ULB UBR DFR DLF DBL DRB, then edges UR UF UL UB DR DF DL DB FR FL BL BR). A piece's stickers
 * are listed in the order of its name: for corners the U or D sticker first, then clockwise; for
 * edges the sticker that decides the orientation first. Those constant names order the tables;
 * every message names a piece by its {@link #ruleName()}, the spelling the rules must write.
 */
public enum Piece {
    U_CENTRE("U"), R_CENTRE("R"), F_CENTRE("F"), D_CENTRE("D"), L_CENTRE("L"), B_CENTRE("B"),
    URF("URF"), UFL("UFL"), ULB("ULB"), UBR("UBR"), DFR("DFR"), DLF("DLF"), DBL("DBL"), DRB("DRB"),
    UR("UR"), UF("UF"), UL("UL"), UB("UB"), DR("DR"), DF("DF"), DL("DL"), DB("DB"),
    FR("FR"), FL("FL"), BL("BL"), BR("BR");

    public enum Kind { CENTRE, EDGE, CORNER }

    private static final List<Piece> CORNERS = ofKind(Kind.CORNER);
    private static final List<Piece> EDGES = ofKind(Kind.EDGE);

    private final Face[] faces;
    private final List<Face> faceList;
    private final int[] facelets;
    private String ruleName;

    Piece(String letters) {
        faces = new Face[letters.length()];
        for (int i = 0; i < faces.length; i++) {
            faces[i] = Face.of(letters.charAt(i));
        }
        faceList = List.of(faces);
        facelets = new int[faces.length];
        for (int i = 0; i < faces.length; i++) {
            facelets[i] = Geometry.facelet(faces[i], faces);
        }
    }

    public Kind kind() {
        return switch (faces.length) {
            case 1 -> Kind.CENTRE;
            case 2 -> Kind.EDGE;
            default -> Kind.CORNER;
        };
    }

    /** The faces of the home slot, in sticker order. */
    public List<Face> faces() {
        return faceList;
    }

    /** Facelet indices of the home slot, in sticker order. */
    public int[] facelets() {
        return facelets.clone();
    }

    /** Facelet index of sticker {@code sticker} of the home slot, without copying the array. */
    public int facelet(int sticker) {
        return facelets[sticker];
    }

    /**
     * The name used by the rules, after Black and Taylor and Merritt's knowledge base: front or back
     * first, then left or right, then up or down (FRU, BLD, LU, FL).
     */
    public String ruleName() {
        if (ruleName != null) {
            return ruleName;
        }
        StringBuilder sb = new StringBuilder();
        for (int axis : new int[] {2, 0, 1}) {
            for (Face f : faces) {
                if (f.axis() == axis) {
                    sb.append(f.name());
                }
            }
        }
        ruleName = sb.toString();
        return ruleName;
    }

    public static List<Piece> corners() {
        return CORNERS;
    }

    public static List<Piece> edges() {
        return EDGES;
    }

    /** The piece whose home slot touches exactly these faces, in any order; empty when none. */
    public static java.util.Optional<Piece> byFaces(Set<Face> set) {
        for (Piece p : values()) {
            if (p.faces.length == set.size() && EnumSet.copyOf(p.faces()).equals(set)) {
                return java.util.Optional.of(p);
            }
        }
        return java.util.Optional.empty();
    }

    /**
     * The movable piece (or slot) the rules call {@code name} in a fact: their own spelling only
     * ({@link #ruleName()}: FRU, not URF or fru), for a rule matches a fact's name by its text.
     * Goals, which are read into pieces, take any order and case ({@link #byName}).
     */
    public static java.util.Optional<Piece> byRuleName(String name) {
        return byName(name).filter(p -> p.kind() != Kind.CENTRE && p.ruleName().equals(name));
    }

    /**
     * Why no movable piece is called {@code name} in the rules, in one phrase naming {@code what}
     * was looked for ("piece", "slot"): "no piece is called 'URF': the rules write it FRU".
     */
    public static String whyNoRuleName(String name, String what) {
        java.util.Optional<Piece> other = byName(name.toUpperCase(java.util.Locale.ROOT))
                .filter(p -> p.kind() != Kind.CENTRE);
        return other.map(p -> "no " + what + " is called '" + name + "': the rules write it " + p.ruleName())
                .orElse("no " + what + " is called '" + name + "'");
    }

    /** Reads a piece name with its letters in any order: FRU, URF and RUF are one corner. */
    public static java.util.Optional<Piece> byName(String name) {
        if (name.isEmpty() || name.length() > 3) {
            return java.util.Optional.empty();
        }
        Set<Face> set = EnumSet.noneOf(Face.class);
        for (char c : name.toCharArray()) {
            if ("URFDLB".indexOf(c) < 0 || !set.add(Face.of(c))) {
                return java.util.Optional.empty();
            }
        }
        return byFaces(set);
    }

    private static List<Piece> ofKind(Kind kind) {
        List<Piece> list = new ArrayList<>();
        for (Piece p : values()) {
            if (p.kind() == kind) {
                list.add(p);
            }
        }
        return List.copyOf(list);
    }
}
