package unscrambler.goalsearch;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.zip.CRC32C;
import unscrambler.rulebase.CacheDirectory;
import unscrambler.rulebase.CacheFolder;
import unscrambler.rulebase.ProgramBuild;
import unscrambler.search.Step;
import unscrambler.search.TimeSpent;

/**
 * Pruning tables, and the atoms' move tables, kept on disk between runs: a run reads in
 * milliseconds what its first search would spend seconds building. One file per table, {@code
 * KEY.table} (and {@code KEY.moves}), in {@code $XDG_CACHE_HOME/unscrambler/tables}
 * or {@code ~/.cache/unscrambler/tables}; {@value #PROPERTY} or {@value #VARIABLE} names another
 * folder, or {@code off}.
 *
 * <p>The key is the SHA-256 of everything a table's entries depend on: this file format, the
 * program's version and build (the code that chose and built it), the goal's canonical text, every
 * step's name and permutation, which labels each orbit holds, and each of the table's atoms as the
 * engine defined it. A changed goal, move set or program never reads another's table; the file
 * repeats its key, and a CRC-32C over its header and entries catches a damaged or truncated file,
 * which is then built again and replaced.
 *
 * <p>Tables under {@value #MIN_ENTRIES} entries are always built: that takes about as long as
 * finding and reading a file. The folder holds at most {@value #MAX_BYTES} bytes, the least
 * recently used tables dropped past that; writes are whole or nothing, and a folder that cannot be
 * written costs a build, never a run ({@link CacheDirectory}).
 *
 * <p>File: the lines {@value #FORMAT}, {@code key HEX}, {@code table DESCRIPTION}, {@code entries
 * N}, {@code reachable N}, {@code max-distance N}, {@code crc32c HEX}, an empty line, then the
 * entries, two a byte (see {@link PruningTable#entries}), read straight into the table's array. A
 * move table's file is laid out the same way: the lines {@value #MOVES_FORMAT}, {@code key HEX},
 * {@code entries N}, {@code bytes-per-entry 2|4}, {@code crc32c HEX}, an empty line, then the
 * entries, little-endian; its key is the SHA-256 of the format, the program's build and the atom's
 * shape (what each step does to its orbit, its classes: see {@link MoveTable}).
 */
final class TableCache {

    static final String PROPERTY = "unscrambler.tables.cache";
    static final String VARIABLE = "UNSCRAMBLER_TABLES_CACHE";
    /** The first line of a file; a change to the layout or to what the entries mean changes it. */
    static final String FORMAT = "unscrambler pruning table 1";
    static final long MIN_ENTRIES = 1 << 16;
    /**
     * The seven shipped strategies' tables take 304 MiB in both metrics (rules/optimal's bound, a
     * symmetry-reduced table of Kociemba's phase 1, 69 MiB in each): room for all of them at once
     * and for a knowledge engineer's own beside them. Past it, a run says what it dropped.
     */
    static final long MAX_BYTES = 1024L << 20;
    private static final int MAX_FILES = 1024;
    private static final String SUFFIX = ".table";
    /** An atom's move table ({@link MoveTable}), in the layout of a pruning table's file. */
    static final String MOVES_FORMAT = "unscrambler move table 1";
    private static final String MOVES_SUFFIX = ".moves";
    private static final int MAX_HEADER = 4096;

    /** Builds every table and keeps none. */
    static final TableCache OFF = new TableCache(Optional.empty(), "");

    private final Optional<CacheDirectory> folder;
    private final String build;

    private TableCache(Optional<CacheDirectory> folder, String build) {
        this.folder = folder;
        this.build = build;
    }

    /** A cache in this folder; off when the program's build cannot be told (a table could be stale). */
    static TableCache in(Path directory) {
        return ProgramBuild.current().map(b -> in(directory, b)).orElse(OFF);
    }

    /** A cache in this folder for tables of the program's build named {@code build}. */
    static TableCache in(Path directory, String build) {
        return new TableCache(Optional.of(new CacheDirectory(directory, List.of(SUFFIX, MOVES_SUFFIX),
                new CacheDirectory.Limit(MAX_FILES, MAX_BYTES))), build);
    }

    /** The cache the system properties and the environment say (see the class comment). */
    static TableCache fromEnvironment() {
        return CacheFolder.of(PROPERTY, VARIABLE, "tables").map(TableCache::in).orElse(OFF);
    }

    /** What filling a table took. */
    enum Filled {
        /** Built, being too small to keep: as quick as reading a file. */
        BUILT_SMALL,
        /** Read from its file. */
        READ,
        /** Built, and not kept: the cache is off, or its folder could not be written. */
        BUILT,
        /** Built, and kept for later runs. */
        BUILT_AND_KEPT
    }

    /** Whether this cache keeps nothing. */
    boolean isOff() {
        return folder.isEmpty();
    }

    /**
     * Fills a table: from the file kept for it when there is a whole and current one, else by
     * building it, and then keeps it.
     *
     * @param atoms the atoms {@code table}'s indices refer to, with their move tables
     * @param labelCounts the configuration: which labels each orbit holds
     * @param beforeBuilding run just before a table worth keeping is built (not before a small one)
     * @param dropped told what older tables the folder dropped to make room for this one
     */
    Filled fill(PruningTable table, List<Atom> atoms, Abstraction abstraction, int[][] labelCounts,
            Runnable beforeBuilding, Consumer<CacheDirectory.Written> dropped) {
        if (table.size < MIN_ENTRIES) {
            table.build(atoms, abstraction.steps.size(), abstraction.weights);
            return Filled.BUILT_SMALL;
        }
        if (folder.isEmpty()) {
            beforeBuilding.run();
            table.build(atoms, abstraction.steps.size(), abstraction.weights);
            return Filled.BUILT;
        }
        CacheDirectory files = folder.get();
        String key = CacheDirectory.keyOf(keyText(table, atoms, abstraction, labelCounts));
        String name = key + SUFFIX;
        if (read(files, name, key, table)) {
            return Filled.READ;
        }
        beforeBuilding.run();
        table.build(atoms, abstraction.steps.size(), abstraction.weights);
        CacheDirectory.Written written = files.write(name, encode(table, key));
        if (written.droppedEntries() > 0) {
            dropped.accept(written);
        }
        return written.kept() ? Filled.BUILT_AND_KEPT : Filled.BUILT;
    }

    /**
     * An atom's move table: read from the file kept for it when there is a whole and current one,
     * else built and kept. Tables of fewer than {@value #MIN_ENTRIES} entries are built: as quick.
     *
     * @param shape everything its entries depend on, one item a line ({@link MoveTable})
     * @param entries how many entries it has (coordinates x steps)
     * @param wide whether they take 32 bits each, not 16
     * @param dropped told what older tables the folder dropped to make room for this one
     */
    MoveTable moves(String shape, int steps, long size, boolean wide, java.util.function.Supplier<MoveTable> build,
            Consumer<CacheDirectory.Written> dropped) {
        long entries = size * steps;
        if (folder.isEmpty() || entries < MIN_ENTRIES) {
            return build.get();
        }
        CacheDirectory files = folder.get();
        String key = CacheDirectory.keyOf(MOVES_FORMAT + "\nprogram " + this.build + "\n" + shape);
        String name = key + MOVES_SUFFIX;
        byte[] bytes = new byte[Math.toIntExact(entries * (wide ? 4 : 2))];
        if (readPayload(files, name, MOVES_FORMAT, key, entries, bytes).isPresent()) {
            return MoveTable.of(steps, size, wide, bytes);
        }
        MoveTable built = build.get();
        byte[] head = (MOVES_FORMAT + "\nkey " + key + "\nentries " + entries + "\nbytes-per-entry " + (wide ? 4 : 2)
                + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] payload = built.bytes();
        CacheDirectory.Written written = files.write(name, head, check(head, payload), payload);
        if (written.droppedEntries() > 0) {
            dropped.accept(written);
        }
        return built;
    }

    /** Everything the entries of a table depend on, one item a line. */
    private String keyText(PruningTable table, List<Atom> atoms, Abstraction abstraction, int[][] labelCounts) {
        StringBuilder text = new StringBuilder(FORMAT).append('\n');
        text.append("program ").append(build).append('\n');
        text.append("goal ").append(abstraction.goal).append('\n');
        // the steps' permutations, not their names: tables depend on what the steps do alone
        for (Step step : abstraction.steps.steps()) {
            text.append("step ").append(Arrays.toString(step.permutation())).append('\n');
        }
        if (Arrays.stream(abstraction.weights).anyMatch(w -> w != 1)) {
            text.append("step costs ").append(Arrays.toString(abstraction.weights)).append('\n');
        }
        text.append("configuration ").append(Arrays.deepToString(labelCounts)).append('\n');
        for (int a : table.atoms) {
            Atom atom = atoms.get(a);
            text.append("atom ").append(atom.description)
                    .append("; kind ").append(atom.orbit.kind)
                    .append("; slots ").append(Arrays.toString(atom.orbit.slots))
                    .append("; axis ").append(atom.orbit.axisName)
                    .append("; shows ").append(atom.shows)
                    .append("; class of label ").append(Arrays.toString(atom.classOfLabel))
                    .append("; class count ").append(Arrays.toString(atom.classCount))
                    .append("; tracked ").append(Arrays.toString(atom.classTracked))
                    .append("; allowed ").append(Arrays.toString(atom.classAllowed))
                    .append(Arrays.stream(atom.classTurns).allMatch(t -> t == 1 || t == (1 << atom.orbit.modulus()) - 1)
                            ? "" : "; turns " + Arrays.toString(atom.classTurns))
                    .append("; size ").append(atom.size).append('\n');
        }
        if (table.reduction != null) {
            text.append("reduced by ").append(table.reduction.symmetries).append(" symmetries, group A ")
                    .append(Arrays.toString(table.reduction.groupA)).append('\n');
        }
        text.append("entries ").append(table.size).append('\n');
        return text.toString();
    }

    private static byte[][] encode(PruningTable table, String key) {
        byte[] head = (FORMAT + "\nkey " + key + "\ntable " + table.description + "\nentries " + table.size
                + "\nreachable " + table.reachable() + "\nmax-distance " + table.maxDistance() + "\n")
                .getBytes(StandardCharsets.UTF_8);
        return new byte[][] {head, check(head, table.entries()), table.entries()};
    }

    /** The line of the CRC-32C over a file's header and payload, and the empty line that ends the header. */
    private static byte[] check(byte[] head, byte[] payload) {
        CRC32C crc = new CRC32C();
        crc.update(head);
        crc.update(payload);
        return ("crc32c " + HexFormat.of().toHexDigits((int) crc.getValue()) + "\n\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Reads a table's entries straight into its array when its file is whole and made for this
     * key and size; a file that is there but unusable is dropped (the build that follows replaces
     * it).
     */
    private static boolean read(CacheDirectory files, String name, String key, PruningTable table) {
        TimeSpent spent = TimeSpent.start();
        Optional<Header> header = readPayload(files, name, FORMAT, key, table.size, table.entries());
        if (header.isEmpty()) {
            return false;
        }
        try {
            table.loaded(Long.parseLong(header.get().fields().getOrDefault("reachable", "")),
                    Integer.parseInt(header.get().fields().getOrDefault("max-distance", "")), spent.nanos(),
                    spent.cpuNanos());
        } catch (NumberFormatException e) {
            files.delete(name);
            return false;
        }
        return true;
    }

    /**
     * Reads a file's payload into {@code payload} when the file is whole, of this format, and made
     * for this key and number of entries; a file that is there but unusable is dropped.
     */
    private static Optional<Header> readPayload(CacheDirectory files, String name, String format, String key,
            long entries, byte[] payload) {
        Optional<RandomAccessFile> opened = files.open(name);
        if (opened.isEmpty()) {
            return Optional.empty();
        }
        Optional<Header> header;
        try (RandomAccessFile in = opened.get()) {
            long length = in.length();
            byte[] head = new byte[(int) Math.min(length, MAX_HEADER)];
            in.readFully(head);
            header = Header.parse(head, format)
                    .filter(h -> h.fits(key, entries) && length == h.length() + payload.length);
            if (header.isPresent()) {
                in.seek(header.get().length());
                in.readFully(payload);
                header = header.filter(h -> h.checks(head, payload));
            }
        } catch (IOException | RuntimeException e) {
            header = Optional.empty();
        }
        if (header.isEmpty()) {
            files.delete(name);
        }
        return header;
    }

    /**
     * A file's header: its fields, the length of what the checksum covers besides the entries
     * (all lines before its own), and where the entries start.
     */
    private record Header(Map<String, String> fields, int checkedLength, int length) {

        static Optional<Header> parse(byte[] head, String format) {
            int end = -1;
            for (int i = 0; i + 1 < head.length; i++) {
                if (head[i] == '\n' && head[i + 1] == '\n') {
                    end = i;
                    break;
                }
            }
            if (end < 0) {
                return Optional.empty();
            }
            String text = new String(head, 0, end, StandardCharsets.UTF_8);
            String[] lines = text.split("\n");
            if (!lines[0].equals(format) || !lines[lines.length - 1].startsWith("crc32c ")) {
                return Optional.empty();
            }
            Map<String, String> fields = new HashMap<>();
            for (int i = 1; i < lines.length; i++) {
                int space = lines[i].indexOf(' ');
                if (space > 0) {
                    fields.put(lines[i].substring(0, space), lines[i].substring(space + 1));
                }
            }
            int checkedLength = end;
            while (head[checkedLength - 1] != '\n') {
                checkedLength--;
            }
            return Optional.of(new Header(fields, checkedLength, end + 2));
        }

        boolean fits(String key, long entries) {
            return key.equals(fields.get("key")) && String.valueOf(entries).equals(fields.get("entries"));
        }

        boolean checks(byte[] head, byte[] entries) {
            CRC32C crc = new CRC32C();
            crc.update(head, 0, checkedLength);
            crc.update(entries);
            return HexFormat.of().toHexDigits((int) crc.getValue()).equals(fields.get("crc32c"));
        }
    }
}
