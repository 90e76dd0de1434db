package unscrambler.rulebase;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.drools.model.Model;
import org.drools.modelcompiler.KieBaseBuilder;
import org.kie.api.KieBase;
import org.kie.api.KieServices;

/**
 * A strategy's executable model as it is kept, in the jar and in the cache: a short text header
 * saying what it was built from, then the kjar Drools built. The header's checksum covers the rest
 * of the header and the kjar, so a truncated or damaged file is found before any of its classes is
 * used. The header's key is only where the archive says it belongs: a model is used only for the
 * rules its kjar was built from, which the kjar holds ({@link #newKieBase}), so an archive copied
 * under another strategy's name, its header edited to match, is refused rather than run.
 *
 * <p>Layout: {@code unscrambler rule model 2}, then lines {@code key}, {@code fingerprint},
 * {@code drools}, {@code sha256} and one {@code file NAME} per DRL file, a blank line, the kjar.
 */
final class ModelArchive {

    private static final String FORMAT = "unscrambler rule model 2";
    private static final int MAX_HEADER = 64 * 1024;
    private static final String MODEL_FILE_SUFFIX = "/drools-model";
    private static final String MODEL_VERSION = "Drools-Model-Version:";
    private static final String CHECKSUM = "sha256";

    /** What an archive was built from. */
    record Header(String contentKey, String fingerprint, String droolsVersion, List<String> files) {
        Header {
            files = List.copyOf(files);
        }
    }

    /** The archive cannot be used (damaged, from another build, or refused by this Java). */
    static final class UnusableException extends Exception {
        UnusableException(String reason) {
            super(reason);
        }

        UnusableException(String reason, Throwable cause) {
            super(reason + ": " + cause, cause);
        }
    }

    private final Header header;
    private final byte[] kjar;

    private ModelArchive(Header header, byte[] kjar) {
        this.header = header;
        this.kjar = kjar;
    }

    Header header() {
        return header;
    }

    /** The kjar's size: it is the archive's tail. */
    int kjarLength() {
        return kjar.length;
    }

    /** The archive's bytes: header, blank line, kjar. */
    static byte[] write(Header header, byte[] kjar) {
        List<String> lines = new ArrayList<>();
        lines.add(FORMAT);
        lines.add("key " + header.contentKey());
        lines.add("fingerprint " + header.fingerprint());
        lines.add("drools " + header.droolsVersion());
        for (String file : header.files()) {
            lines.add("file " + file);
        }
        lines.add(4, CHECKSUM + " " + checksum(lines, kjar));
        byte[] head = (String.join("\n", lines) + "\n\n").getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(head, head.length + kjar.length);
        System.arraycopy(kjar, 0, all, head.length, kjar.length);
        return all;
    }

    /** Reads an archive and checks it against the header's checksum. */
    static ModelArchive read(byte[] bytes) throws UnusableException {
        int end = headerEnd(bytes);
        List<String> lines = new ArrayList<>(List.of(new String(bytes, 0, end, StandardCharsets.UTF_8).split("\n")));
        if (!lines.get(0).equals(FORMAT)) {
            throw new UnusableException("not a rule model archive of this program");
        }
        Map<String, String> fields = new HashMap<>();
        List<String> files = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            int space = lines.get(i).indexOf(' ');
            if (space < 0) {
                throw new UnusableException("malformed header line " + (i + 1));
            }
            String name = lines.get(i).substring(0, space);
            String value = lines.get(i).substring(space + 1);
            if (name.equals("file")) {
                files.add(value);
            } else {
                fields.put(name, value);
            }
        }
        for (String required : List.of("key", "fingerprint", "drools", CHECKSUM)) {
            if (!fields.containsKey(required)) {
                throw new UnusableException("header has no " + required);
            }
        }
        byte[] kjar = Arrays.copyOfRange(bytes, end + 2, bytes.length);
        lines.remove(CHECKSUM + " " + fields.get(CHECKSUM));
        if (!checksum(lines, kjar).equals(fields.get(CHECKSUM))) {
            throw new UnusableException("checksum mismatch: the file is damaged or incomplete");
        }
        return new ModelArchive(new Header(fields.get("key"), fields.get("fingerprint"), fields.get("drools"), files), kjar);
    }

    /** The checksum of the header's other lines and the kjar. */
    private static String checksum(List<String> headerLines, byte[] kjar) {
        MessageDigest digest = RuleFolder.sha256();
        digest.update((String.join("\n", headerLines) + "\n\n").getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest.digest(kjar));
    }

    /** Where the header's closing blank line starts. */
    private static int headerEnd(byte[] bytes) throws UnusableException {
        int limit = Math.min(bytes.length - 1, MAX_HEADER);
        for (int i = 0; i < limit; i++) {
            if (bytes[i] == '\n' && bytes[i + 1] == '\n') {
                return i;
            }
        }
        throw new UnusableException("no header");
    }

    /** What a kjar holds: the model's classes by name, the names of its model classes, and the DRL it was built from. */
    private record Contents(Map<String, byte[]> classes, List<String> modelClasses, List<RuleFolder.RuleFile> rules) {}

    private Contents contents() throws UnusableException {
        Map<String, byte[]> classes = new HashMap<>();
        List<String> modelClasses = new ArrayList<>();
        List<RuleFolder.RuleFile> rules = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(kjar))) {
            for (ZipEntry entry; (entry = zip.getNextEntry()) != null; ) {
                String name = entry.getName();
                if (name.endsWith(".class")) {
                    classes.put(name.substring(0, name.length() - ".class".length()).replace('/', '.'), zip.readAllBytes());
                } else if (name.startsWith("META-INF/kie/") && name.endsWith(MODEL_FILE_SUFFIX)) {
                    modelClasses.addAll(modelClassNames(new String(zip.readAllBytes(), StandardCharsets.UTF_8)));
                } else if (name.startsWith(RuleCompiler.KJAR_RULES) && name.endsWith(".drl")) {
                    rules.add(new RuleFolder.RuleFile(name.substring(RuleCompiler.KJAR_RULES.length()), zip.readAllBytes()));
                }
            }
        } catch (IOException e) {
            throw new UnusableException("the kjar cannot be read", e);
        }
        return new Contents(classes, modelClasses, rules);
    }

    /** The content key ({@link RuleFolder#contentKey()}) of the DRL the model was built from, as the kjar holds it. */
    String rulesKey() throws UnusableException {
        return RuleFolder.contentKey(contents().rules());
    }

    /**
     * A new rule base from the model's classes, defined in a class loader of their own over
     * {@code parent}, which must see the classes the rules use; only if the model was built from
     * the rules whose content key is {@code rulesKey}, those it is loaded for. The header's key is
     * not trusted for that: the DRL the kjar holds is hashed.
     */
    KieBase newKieBase(ClassLoader parent, String rulesKey) throws UnusableException {
        Contents contents = contents();
        if (!RuleFolder.contentKey(contents.rules()).equals(rulesKey)) {
            throw new UnusableException("the model was built from other rules than those it is loaded for");
        }
        Map<String, byte[]> classes = contents.classes();
        List<String> modelClasses = contents.modelClasses();
        if (modelClasses.isEmpty()) {
            throw new UnusableException("the kjar names no rule model");
        }
        ModelClassLoader loader = new ModelClassLoader(classes, parent);
        try {
            List<Model> models = new ArrayList<>();
            for (String name : modelClasses) {
                models.add((Model) loader.loadClass(name).getConstructor().newInstance());
            }
            return KieBaseBuilder.createKieBaseFromModel(models, KieServices.get().newKieBaseConfiguration(null, loader));
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // a class from a newer Java, or one whose program classes changed: build it again
            throw new UnusableException("the model cannot be loaded", e);
        }
    }

    private static List<String> modelClassNames(String modelFile) throws UnusableException {
        String[] lines = modelFile.split("\n");
        if (!lines[0].startsWith(MODEL_VERSION)) {
            throw new UnusableException("malformed drools-model file");
        }
        List<String> names = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                names.add(lines[i].strip());
            }
        }
        return names;
    }

    static String sha256(byte[] bytes) {
        MessageDigest digest = RuleFolder.sha256();
        return HexFormat.of().formatHex(digest.digest(bytes));
    }
}
