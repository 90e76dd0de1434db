package unscrambler.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A cube as a person would type it into the colour editor: 18 rows of three colour names. */
public final class ColourRows {

    /** The standard scheme, as a person names the colours of a cube held white up, green in front. */
    private static final Map<Character, String> NAME = Map.of('U', "white", 'R', "red", 'F', "green", 'D', "yellow",
            'L', "orange", 'B', "blue");

    private ColourRows() {}

    /** The rows of a facelet string (face letters), in the editor's order: U R F D L B, three rows each. */
    public static List<String> of(String facelets) {
        List<String> rows = new ArrayList<>();
        for (int row = 0; row < 18; row++) {
            List<String> names = new ArrayList<>();
            for (int col = 0; col < 3; col++) {
                names.add(NAME.get(facelets.charAt(row * 3 + col)));
            }
            rows.add(String.join(" ", names));
        }
        return rows;
    }

    /** The solved cube with corner URF twisted in place: its U, R and F stickers turned one step. */
    public static String twistedCorner() {
        char[] tiles = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB".toCharArray();
        // URF's stickers: U9 (index 8), R1 (index 9), F3 (index 20)
        tiles[8] = 'F';
        tiles[9] = 'U';
        tiles[20] = 'R';
        return new String(tiles);
    }

    /** Lines joined as piped input. */
    public static String input(List<String> lines) {
        return String.join("\n", lines) + "\n";
    }
}
