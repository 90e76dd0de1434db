package unscrambler.rulebase;

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
import unscrambler.text.Utf8;
import unscrambler.text.WholeText;

/**
 * A strategy's DRL files, read into memory in name order: what is compiled, and what names every
 * compiled form of it. They may include the program's shared rules ({@link #withShared}), whose
 * names start with the shared folder's name and a slash.
 *
 * @param folder where the files were read, for error messages
 * @param files the .drl files of the folder, in name order (the shared ones first)
 */
public record RuleFolder(Path folder, List<RuleFile> files) {

    /** Changes whenever what a content key covers, or how it is computed, changes. */
    private static final String KEY_FORMAT = "unscrambler rules key 1";
    /** Where the program's own rules are, on its class path, and as messages name them. */
    static final String PROGRAM_RULES = "rules";

    /**
     * One DRL file: its name and its bytes. The name is the file's name in the folder, or, for a
     * file of the program's shared rules, {@code SHARED/FILE} ({@code conductor/00-conductor.drl}).
     */
    public record RuleFile(String name, byte[] content) {}

    public RuleFolder {
        files = List.copyOf(files);
    }

    /** The longest rule file read, in bytes (4 MiB): the largest that ships has 480 KB. */
    public static final int MAX_FILE_BYTES = 4 << 20;

    /** The most bytes of rule files a folder may hold (16 MiB). */
    public static final int MAX_FOLDER_BYTES = 16 << 20;

    /**
     * Reads every .drl file of a folder (a folder of the file system, or of the program's jar): each
     * UTF-8, at most {@link #MAX_FILE_BYTES}, and together at most {@link #MAX_FOLDER_BYTES}.
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
        int folderBytes = 0;
        for (Path path : paths) {
            // a file may take what is left of the folder's limit, and at most a file's
            byte[] content = readFile(path, Math.min(MAX_FILE_BYTES, MAX_FOLDER_BYTES - folderBytes));
            folderBytes += content.length;
            files.add(new RuleFile(path.getFileName().toString(), content));
        }
        return new RuleFolder(folder, files);
    }

    /** The bytes of one rule file, at most {@code maxBytes} of them, checked to be UTF-8 text. */
    private static byte[] readFile(Path path, int maxBytes) throws RuleException {
        try {
            byte[] content = WholeText.readBytes(path, maxBytes);
            Utf8.decode(content);
            return content;
        } catch (WholeText.TooLongException e) {
            throw new RuleException(List.of(path + ":" + e.line() + ": " + (maxBytes < MAX_FILE_BYTES
                    // the files before it took the rest of the folder's limit
                    ? "the folder's rule files are longer than the limit of " + MAX_FOLDER_BYTES + " bytes together"
                    : e.getMessage())));
        } catch (Utf8.InvalidTextException e) {
            throw new RuleException(List.of(path + ":" + e.line() + ": " + e.getMessage()));
        } catch (IOException e) {
            throw new RuleException(List.of(path + ": cannot read: " + e.getMessage()));
        }
    }

    /**
     * The strategy's files and, before them, the files of the shared rules (the program's {@code
     * rules/SHARED}) that the strategy has no file of the same name for: a strategy's file replaces
     * the shared file it is named after.
     *
     * @param sharedFiles the shared rules' files, by their names in their folder
     */
    RuleFolder withShared(String shared, List<RuleFile> sharedFiles) {
        List<String> own = names();
        List<RuleFile> all = new ArrayList<>();
        for (RuleFile file : sharedFiles) {
            if (!own.contains(file.name())) {
                all.add(new RuleFile(shared + "/" + file.name(), file.content()));
            }
        }
        all.addAll(files);
        return new RuleFolder(folder, all);
    }

    public List<String> names() {
        return files.stream().map(RuleFile::name).toList();
    }

    /** A file's path as messages name it: in the folder, or among the program's rules for a shared file. */
    String shown(String name) {
        return isShared(name) ? shownShared(name) : folder.resolve(name).toString();
    }

    /** A shared file's path as messages name it: among the program's rules. */
    static String shownShared(String name) {
        return Path.of(PROGRAM_RULES, name).toString();
    }

    /** Whether the file of this name ({@link RuleFile#name()}) is one of the shared rules, not the strategy's own. */
    static boolean isShared(String name) {
        return name.contains("/");
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

    /** Each file's text, by its path as messages name it ({@link #shown}). */
    Map<String, String> texts() {
        Map<String, String> texts = new LinkedHashMap<>();
        for (RuleFile file : files) {
            texts.put(shown(file.name()), new String(file.content(), StandardCharsets.UTF_8));
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
