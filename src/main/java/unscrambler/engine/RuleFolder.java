package unscrambler.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * A strategy's DRL files, read into memory in name order: what is compiled, and what names every
 * compiled form of it.
 *
 * @param folder where the files were read, for error messages
 * @param files the .drl files of the folder, in name order
 */
public record RuleFolder(Path folder, List<RuleFile> files) {

    /** Changes whenever what a content key covers, or how it is computed, changes. */
    private static final String KEY_FORMAT = "unscrambler rules key 1";

    /** One DRL file: its name in the folder and its bytes. */
    public record RuleFile(String name, byte[] content) {}

    public RuleFolder {
        files = List.copyOf(files);
    }

    /**
     * Reads every .drl file of a folder.
     *
     * @throws RuleException naming the folder when it cannot be listed or holds no .drl file, or a
     *     file that cannot be read
     */
    public static RuleFolder read(Path folder) throws RuleException {
        List<Path> paths;
        try (Stream<Path> list = Files.list(folder)) {
            paths = list.filter(p -> p.getFileName().toString().endsWith(".drl"))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString())).toList();
        } catch (IOException e) {
            throw new RuleException(List.of(folder + ": cannot list the rules: " + e.getMessage()));
        }
        if (paths.isEmpty()) {
            throw new RuleException(List.of(folder + ": no .drl files"));
        }
        List<RuleFile> files = new ArrayList<>();
        for (Path path : paths) {
            try {
                // decoded strictly, as a file that is not UTF-8 was refused before
                String text = Files.readString(path, StandardCharsets.UTF_8);
                files.add(new RuleFile(path.getFileName().toString(), text.getBytes(StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new RuleException(List.of(path + ": cannot read: " + e.getMessage()));
            }
        }
        return new RuleFolder(folder, files);
    }

    public List<String> names() {
        return files.stream().map(RuleFile::name).toList();
    }

    /** The names of the files added, removed or changed since {@code before}, in name order. */
    public List<String> changedSince(RuleFolder before) {
        Map<String, byte[]> old = new LinkedHashMap<>();
        before.files.forEach(f -> old.put(f.name(), f.content()));
        SortedSet<String> changed = new TreeSet<>();
        for (RuleFile file : files) {
            byte[] was = old.remove(file.name());
            if (was == null || !Arrays.equals(was, file.content())) {
                changed.add(file.name());
            }
        }
        changed.addAll(old.keySet());
        return List.copyOf(changed);
    }

    /** Each file's text, by its path in the folder as messages name it. */
    Map<String, String> texts() {
        Map<String, String> texts = new LinkedHashMap<>();
        for (RuleFile file : files) {
            texts.put(folder.resolve(file.name()).toString(), new String(file.content(), StandardCharsets.UTF_8));
        }
        return Collections.unmodifiableMap(texts);
    }

    /**
     * What the compiled forms of these rules are found by: a hash of the Drools version and of
     * every file's name and bytes, so that any edit, added or removed file, or another Drools gives
     * another key. The folder's own path is not part of it: a copy of a strategy is the strategy.
     */
    public String contentKey() {
        return contentKey(files);
    }

    /**
     * The {@link #contentKey()} of files read elsewhere (from a compiled model), in the order of
     * their names as a folder's are read.
     */
    static String contentKey(List<RuleFile> files) {
        files = files.stream().sorted(Comparator.comparing(RuleFile::name)).toList();
        MessageDigest digest = sha256();
        digest.update((KEY_FORMAT + "\n" + BuildVersions.current().drools() + "\n").getBytes(StandardCharsets.UTF_8));
        for (RuleFile file : files) {
            byte[] name = file.name().getBytes(StandardCharsets.UTF_8);
            // lengths first, so that no two different lists of files hash the same bytes
            digest.update(longBytes(name.length));
            digest.update(name);
            digest.update(longBytes(file.content().length));
            digest.update(file.content());
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    private static byte[] longBytes(long value) {
        byte[] bytes = new byte[8];
        for (int i = 0; i < 8; i++) {
            bytes[i] = (byte) (value >>> (56 - 8 * i));
        }
        return bytes;
    }
}
