package unscrambler.play;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.InvalidCubeException;
import unscrambler.io.CubeNet;
import unscrambler.text.Excerpt;

/**
 * The colour editor: a person describes a real cube face by face, as they see it in their hands,
 * in the order U R F D L B, each face as three rows of three colours read as the facelet strings
 * read them (U with B at the top, D with F at the top, the others with U at the top). The net is
 * drawn after each face; any face can be entered again without retyping the others; the finished
 * cube is checked by the cube model, and an impossible one is refused with the model's reason,
 * and the person may fix a face. Piped input works: 18 rows make a cube.
 */
public final class CubeEditor {

    /** Colour names, each standing for its first letter. */
    private static final Map<String, Character> COLOUR_NAMES = Map.of("white", 'W', "yellow", 'Y', "red", 'R',
            "orange", 'O', "blue", 'B', "green", 'G');
    private static final int ROWS = 3;
    private static final int PER_FACE = 9;

    private final Console console;
    private final boolean colour;
    /** Each face's nine colours in facelet order, or null while it is not entered. */
    private final char[][] faces = new char[Face.values().length][];

    /**
     * How an edit ended.
     *
     * @param cube the cube entered, if it was entered and possible
     * @param why when there is no cube, why not, in one line
     */
    public record Outcome(Optional<CubeState> cube, String why) {
        static Outcome accepted(CubeState cube) {
            return new Outcome(Optional.of(cube), "");
        }

        static Outcome none(String why) {
            return new Outcome(Optional.empty(), why);
        }
    }

    public CubeEditor(Console console, boolean colour) {
        this.console = console;
        this.colour = colour;
    }

    /** What a line said, in the editor's terms. */
    private sealed interface Answer {
        record Colours(List<Character> colours) implements Answer {}

        record EnterFace(Face face) implements Answer {}

        record Show() implements Answer {}

        record Help() implements Answer {}

        record Cancel() implements Answer {}

        record Bad(String message) implements Answer {}
    }

    /** How reading one face ended. */
    private sealed interface FaceEnd {
        record Entered() implements FaceEnd {}

        record Switch(Face face) implements FaceEnd {}

        record Stop(Outcome outcome) implements FaceEnd {}
    }

    /** Runs the editor until a possible cube is entered, or the person cancels, or the input ends. */
    public Outcome edit() {
        help();
        Face requested = null;
        while (true) {
            Face face = requested != null ? requested : firstMissing();
            requested = null;
            if (face == null) {
                try {
                    CubeState cube = CubeState.fromFacelets(new String(allTiles()));
                    console.say("The cube is possible: accepted.");
                    return Outcome.accepted(cube);
                } catch (InvalidCubeException e) {
                    console.say(e.getMessage());
                    FaceEnd end = askFaceToFix(e.getMessage());
                    if (end instanceof FaceEnd.Stop stop) {
                        return stop.outcome();
                    }
                    requested = ((FaceEnd.Switch) end).face();
                    continue;
                }
            }
            FaceEnd end = readFace(face);
            if (end instanceof FaceEnd.Stop stop) {
                return stop.outcome();
            }
            if (end instanceof FaceEnd.Switch s) {
                requested = s.face();
            }
        }
    }

    private FaceEnd askFaceToFix(String reason) {
        console.say("Type the face to enter again (U R F D L B), or cancel.");
        while (true) {
            Optional<String> line = console.ask("face to fix: ");
            if (line.isEmpty()) {
                return new FaceEnd.Stop(Outcome.none("the input ended before the cube was fixed: " + reason));
            }
            Optional<Face> face = faceNamed(line.get().replaceFirst("(?i)^face\\s+", ""));
            Answer answer = face.<Answer>map(Answer.EnterFace::new).orElseGet(() -> read(line.get()));
            if (answer instanceof Answer.EnterFace e) {
                return new FaceEnd.Switch(e.face());
            } else if (answer instanceof Answer.Cancel) {
                return new FaceEnd.Stop(Outcome.none("the editor was cancelled"));
            } else if (answer instanceof Answer.Show) {
                console.show(net(null, List.of()));
            } else if (answer instanceof Answer.Help) {
                help();
            } else if (answer instanceof Answer.Bad b) {
                console.say(b.message());
            } else {
                console.say("every face is entered: first name the face to enter again");
            }
        }
    }

    /** Reads a face's three rows (or the whole face, or the whole cube, on one line). */
    private FaceEnd readFace(Face face) {
        console.say(howToHold(face));
        List<Character> entered = new ArrayList<>();
        while (entered.size() < PER_FACE) {
            int row = entered.size() / ROWS + 1;
            Optional<String> line = console.ask(face + " row " + row + ": ");
            if (line.isEmpty()) {
                return new FaceEnd.Stop(Outcome.none("the input ended before the cube was complete (at face " + face
                        + ", row " + row + ")"));
            }
            Answer answer = read(line.get());
            if (answer instanceof Answer.EnterFace e) {
                return new FaceEnd.Switch(e.face());
            } else if (answer instanceof Answer.Cancel) {
                return new FaceEnd.Stop(Outcome.none("the editor was cancelled"));
            } else if (answer instanceof Answer.Show) {
                console.show(net(face, entered));
            } else if (answer instanceof Answer.Help) {
                help();
            } else if (answer instanceof Answer.Bad b) {
                console.say(b.message());
            } else {
                List<Character> colours = ((Answer.Colours) answer).colours();
                if (colours.size() == CubeState.TILES && entered.isEmpty()) {
                    for (Face f : Face.values()) {
                        faces[f.ordinal()] = toArray(colours.subList(f.ordinal() * PER_FACE, (f.ordinal() + 1) * PER_FACE));
                    }
                    console.show(net(null, List.of()));
                    return new FaceEnd.Entered();
                }
                boolean wholeFace = colours.size() == PER_FACE && entered.isEmpty();
                if (colours.size() != ROWS && !wholeFace) {
                    console.say("a row has 3 colours, this line has " + colours.size() + ": type row " + row
                            + " of face " + face + " again");
                    continue;
                }
                String seventh = seventhColour(face, entered, colours);
                if (!seventh.isEmpty()) {
                    console.say(seventh + ": type row " + row + " of face " + face + " again");
                    continue;
                }
                entered.addAll(colours);
            }
        }
        faces[face.ordinal()] = toArray(entered);
        console.show(net(null, List.of()));
        return new FaceEnd.Entered();
    }

    /**
     * What a line says: a command, or colours: each word a colour name or one letter, or letters run
     * together as the line's only word.
     */
    private static Answer read(String line) {
        String lower = line.toLowerCase(Locale.ROOT);
        switch (lower) {
            case "cancel", "quit" -> {
                return new Answer.Cancel();
            }
            case "show" -> {
                return new Answer.Show();
            }
            case "help", "?" -> {
                return new Answer.Help();
            }
            default -> { }
        }
        if (lower.startsWith("face ") || lower.equals("face")) {
            return faceNamed(line.substring(4).strip()).<Answer>map(Answer.EnterFace::new)
                    .orElse(new Answer.Bad("'face' names one of U R F D L B: " + Excerpt.quoted(line)));
        }
        if (line.isEmpty()) {
            return new Answer.Bad("an empty line: type three colours, such as 'w w r' or 'white white red'");
        }
        List<Character> colours = new ArrayList<>();
        List<String> words = List.of(line.split("[\\s,]+")).stream().filter(w -> !w.isEmpty()).toList();
        for (String word : words) {
            Character named = COLOUR_NAMES.get(word.toLowerCase(Locale.ROOT));
            if (named != null) {
                colours.add(named);
                continue;
            }
            // letters run together ('wwr', a face, a facelet string) only as the line's one word
            boolean runTogether = words.size() == 1;
            for (int i = 0; i < word.length(); i++) {
                char c = word.charAt(i);
                if (c > 127 || !Character.isLetter(c) || !runTogether && word.length() > 1) {
                    return new Answer.Bad(Excerpt.quoted(word) + " is not a colour: give one letter a colour, or a "
                            + "name: white, yellow, red, orange, blue, green");
                }
                colours.add(Character.toUpperCase(c));
            }
        }
        return new Answer.Colours(colours);
    }

    private static Optional<Face> faceNamed(String word) {
        String w = word.strip().toUpperCase(Locale.ROOT);
        if (w.length() == 1 && "URFDLB".indexOf(w.charAt(0)) >= 0) {
            return Optional.of(Face.of(w.charAt(0)));
        }
        return Optional.empty();
    }

    /** Why a row cannot be right because it brings a seventh colour; empty when it does not. */
    private String seventhColour(Face face, List<Character> entered, List<Character> row) {
        Set<Character> seen = new LinkedHashSet<>();
        for (Face f : Face.values()) {
            if (f != face && faces[f.ordinal()] != null) {
                for (char c : faces[f.ordinal()]) {
                    seen.add(c);
                }
            }
        }
        seen.addAll(entered);
        for (char c : row) {
            if (seen.add(c) && seen.size() > Face.values().length) {
                seen.remove(c);
                return "a seventh colour " + Excerpt.quoted(String.valueOf(c)) + ": a cube has six, and "
                        + join(seen) + " are entered already";
            }
        }
        return "";
    }

    private static String join(Set<Character> colours) {
        StringBuilder sb = new StringBuilder();
        for (char c : colours) {
            sb.append(sb.length() == 0 ? "" : " ").append(c);
        }
        return sb.toString();
    }

    private Face firstMissing() {
        for (Face f : Face.values()) {
            if (faces[f.ordinal()] == null) {
                return f;
            }
        }
        return null;
    }

    private char[] allTiles() {
        char[] all = new char[CubeState.TILES];
        for (Face f : Face.values()) {
            System.arraycopy(faces[f.ordinal()], 0, all, f.ordinal() * PER_FACE, PER_FACE);
        }
        return all;
    }

    private static char[] toArray(List<Character> colours) {
        char[] a = new char[colours.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = colours.get(i);
        }
        return a;
    }

    /**
     * The net of what is entered so far, with the rows of {@code face} entered so far; a tile not yet
     * entered is a dot. On a terminal each colour is drawn as the face whose centre shows it.
     */
    private String net(Face face, List<Character> partial) {
        char[] letters = new char[CubeState.TILES];
        for (Face f : Face.values()) {
            for (int i = 0; i < PER_FACE; i++) {
                char[] known = faces[f.ordinal()];
                char c = f == face ? (i < partial.size() ? partial.get(i) : '.') : known == null ? '.' : known[i];
                letters[f.ordinal() * PER_FACE + i] = c;
            }
        }
        Face[] colours = new Face[CubeState.TILES];
        for (Face centreFace : Face.values()) {
            char centre = letters[centreFace.ordinal() * PER_FACE + 4];
            if (centre == '.') {
                continue;
            }
            for (int i = 0; i < CubeState.TILES; i++) {
                if (letters[i] == centre && colours[i] == null) {
                    colours[i] = centreFace;
                }
            }
        }
        return CubeNet.render(letters, colours, colour);
    }

    private void help() {
        console.say("Enter the cube face by face, in the order U R F D L B, each as three rows of three colours.");
        console.say("Hold it with U on top and F towards you. A colour is one letter (any six letters will do) or a");
        console.say("name: white, yellow, red, orange, blue, green. A row: 'w w r', 'wwr' or 'white white red'; a whole");
        console.say("face may be one line of 9 colours, the whole cube one line of 54 (a facelet string).");
        console.say("Commands: face X (enter face X again), show (the net so far), cancel, help.");
    }

    /** How to hold the cube to read a face as the facelet convention reads it. */
    private static String howToHold(Face face) {
        return "Face " + face + switch (face) {
            case U -> " (top): tip the cube towards you so that U faces you and B is on top; row 1 is next to B.";
            case D -> " (bottom): tip the cube away from you so that D faces you and F is on top; row 1 is next to F.";
            case F -> " (front): U on top, F towards you; row 1 is next to U.";
            case R -> " (right): turn the cube to the left so that R faces you, U on top; row 1 is next to U.";
            case L -> " (left): turn the cube to the right so that L faces you, U on top; row 1 is next to U.";
            case B -> " (back): turn the cube half round so that B faces you, U on top; row 1 is next to U.";
        };
    }
}
