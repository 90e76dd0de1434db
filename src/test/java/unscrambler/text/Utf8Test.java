package unscrambler.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8Test {

    private static byte[] bytes(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void utf8TextDecodesAsItIs() throws Exception {
        String text = "\uFEFF(define ×○ R’)\n";
        assertEquals(text, Utf8.decode(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aBadByteIsNamedWithItsLineAndColumn() {
        Utf8.InvalidTextException e = assertThrows(Utf8.InvalidTextException.class,
                () -> Utf8.decode(bytes("a: R U\nb: R \u00ff U\nc: F\n")));
        assertEquals(2, e.line());
        assertEquals("not UTF-8 text: byte 0xFF at column 6", e.getMessage());
    }

    @Test
    void columnsCountCharactersNotBytes() {
        // "×" is two bytes and "’" three; then a lead byte that no continuation byte follows
        byte[] start = "x\n\n×’ ".getBytes(StandardCharsets.UTF_8);
        byte[] text = java.util.Arrays.copyOf(start, start.length + 2);
        text[start.length] = (byte) 0xC3;
        text[start.length + 1] = '(';
        Utf8.InvalidTextException e = assertThrows(Utf8.InvalidTextException.class, () -> Utf8.decode(text));
        assertEquals(3, e.line());
        assertEquals("not UTF-8 text: byte 0xC3 at column 4", e.getMessage());
    }

    @Test
    void aSequenceCutOffAtTheEndIsBadToo() {
        byte[] cut = {'o', 'k', (byte) 0xE2, (byte) 0x80};
        Utf8.InvalidTextException e = assertThrows(Utf8.InvalidTextException.class, () -> Utf8.decode(cut));
        assertEquals("not UTF-8 text: byte 0xE2 at column 3", e.getMessage());
    }
}
