package unscrambler.snafooz;

/**
 * The 6x6 outline of a flat Snafooz piece: which cells of its square are solid. The 4x4 inside is
 * always solid; each of the 20 border cells is a bump (solid) or a gap. Row 0 is the top row,
 * column 0 the left column, as the piece lies printed on the page.
 *
 * <p>Held as 36 bits, bit {@code row * 6 + column}, so that equal outlines are equal values.
 *
 * @param bits the solid cells, bit {@code row * 6 + column}
 */
public record Border(long bits) {

    /** Cells along a side of a piece. */
    public static final int SIZE = 6;
    private static final int LAST = SIZE - 1;
    private static final long ALL_CELLS = (1L << (SIZE * SIZE)) - 1;

    public Border {
        if ((bits & ~ALL_CELLS) != 0) {
            throw new IllegalArgumentException("bits beyond the 6x6 square: " + Long.toHexString(bits));
        }
        for (int row = 1; row < LAST; row++) {
            for (int column = 1; column < LAST; column++) {
                if ((bits & bit(row, column)) == 0) {
                    throw new IllegalArgumentException("the inside of a piece is solid");
                }
            }
        }
    }

    /** A border from rows of '1' (bump) and '0' or '-' (gap or inside); the inside is made solid. */
    public static Border of(String... rows) {
        if (rows.length != SIZE) {
            throw new IllegalArgumentException("a piece has " + SIZE + " rows");
        }
        long bits = 0;
        for (int row = 0; row < SIZE; row++) {
            for (int column = 0; column < SIZE; column++) {
                if (!isOnBorder(row, column) || rows[row].charAt(column) == '1') {
                    bits |= bit(row, column);
                }
            }
        }
        return new Border(bits);
    }

    /** Whether a cell lies on the border (can be a bump or gap) rather than in the solid inside. */
    public static boolean isOnBorder(int row, int column) {
        return row == 0 || row == LAST || column == 0 || column == LAST;
    }

    /** Whether the cell is solid: a bump on the border, or any inside cell. */
    public boolean solid(int row, int column) {
        return (bits & bit(row, column)) != 0;
    }

    /** Turned a quarter clockwise, as the seed's {@code R}. */
    public Border turnedClockwise() {
        long turned = 0;
        for (int row = 0; row < SIZE; row++) {
            for (int column = 0; column < SIZE; column++) {
                // the left column, read bottom to top, becomes the top row
                if (solid(LAST - column, row)) {
                    turned |= bit(row, column);
                }
            }
        }
        return new Border(turned);
    }

    /** Turned over about its vertical axis: each row read right to left, as the seed's {@code H}. */
    public Border turnedOver() {
        long mirrored = 0;
        for (int row = 0; row < SIZE; row++) {
            for (int column = 0; column < SIZE; column++) {
                if (solid(row, LAST - column)) {
                    mirrored |= bit(row, column);
                }
            }
        }
        return new Border(mirrored);
    }

    /** The number of bumps on the border. */
    public int bumps() {
        int count = 0;
        for (int row = 0; row < SIZE; row++) {
            for (int column = 0; column < SIZE; column++) {
                if (isOnBorder(row, column) && solid(row, column)) {
                    count++;
                }
            }
        }
        return count;
    }

    /** One row as the seed prints it: {@code 1 - - - - 0}, bumps 1, gaps 0, the inside '-'. */
    public String row(int row) {
        StringBuilder text = new StringBuilder();
        for (int column = 0; column < SIZE; column++) {
            if (column > 0) {
                text.append(' ');
            }
            text.append(!isOnBorder(row, column) ? '-' : solid(row, column) ? '1' : '0');
        }
        return text.toString();
    }

    /** One row packed, {@code 1----0}, for machine-readable output. */
    public String packedRow(int row) {
        return row(row).replace(" ", "");
    }

    private static long bit(int row, int column) {
        return 1L << (row * SIZE + column);
    }
}
