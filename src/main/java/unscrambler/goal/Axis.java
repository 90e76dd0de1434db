package unscrambler.goal;

import unscrambler.cube.Face;

/** The three axes of the cube, each named by its two faces; orientation goals are stated on one. */
public enum Axis {
    UD(Face.U), LR(Face.L), FB(Face.F);

    private final Face face;

    Axis(Face face) {
        this.face = face;
    }

    /** One of its two faces: U, L or F. */
    public Face face() {
        return face;
    }

    /** Whether {@code f} is one of this axis's two faces. */
    public boolean has(Face f) {
        return f.axis() == face.axis();
    }

    /** The axis of the given name (UD, LR, FB; the faces in either order), empty when none. */
    public static java.util.Optional<Axis> byName(String name) {
        for (Axis a : values()) {
            String n = a.name();
            if (n.equalsIgnoreCase(name) || new StringBuilder(n).reverse().toString().equalsIgnoreCase(name)) {
                return java.util.Optional.of(a);
            }
        }
        return java.util.Optional.empty();
    }
}
