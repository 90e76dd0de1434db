package unscrambler.solver;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a fact holds, as text: its class and the value of every field it and its superclasses
 * declare, so that two facts read alike only when they hold the same, whichever objects they are
 * (a fact deleted and an equal one inserted later read alike). A fact's own text may leave things
 * out (a target's text is its piece, not the flags the conductor sets on it), so a fact is read by
 * its fields whatever its text says; a fact of a type the rules declare with no fields is its
 * class. A field's value is read by its text when its class writes one (a record, an enum, a list,
 * a cube, whose text says what it holds), else by its fields in turn (a few levels deep); an
 * array by its elements, so that an array changed in place reads changed. Classes of the JDK,
 * whose fields are closed to reflection, by their text.
 */
final class FactText {

    /** How deep values are read by their fields; deeper ones by their text. */
    private static final int DEPTH = 3;
    /** Each class's readable fields; empty when closed to reflection, so read by its text. */
    private static final Map<Class<?>, Optional<List<Field>>> FIELDS = new ConcurrentHashMap<>();
    /** Whether a class writes its own text rather than Object's, which names the object, not what it holds. */
    private static final Map<Class<?>, Boolean> OWN_TEXT = new ConcurrentHashMap<>();

    private FactText() {}

    static String of(Object fact) {
        if (fact == null) {
            return "null";
        }
        StringBuilder text = new StringBuilder();
        appendFields(text, fact, 0);
        return text.toString();
    }

    private static void appendFields(StringBuilder text, Object object, int depth) {
        Optional<List<Field>> fields = FIELDS.computeIfAbsent(object.getClass(), FactText::fields);
        if (fields.isEmpty()) {
            text.append(object);
            return;
        }
        text.append(object.getClass().getName());
        for (Field f : fields.get()) {
            text.append(' ').append(f.getName()).append('=');
            appendValue(text, value(f, object), depth + 1);
        }
    }

    private static void appendValue(StringBuilder text, Object value, int depth) {
        if (value == null) {
            text.append("null");
        } else if (value.getClass().isArray()) {
            text.append('[');
            for (int i = 0; i < Array.getLength(value); i++) {
                text.append(i == 0 ? "" : ", ");
                appendValue(text, Array.get(value, i), depth);
            }
            text.append(']');
        } else if (depth >= DEPTH || OWN_TEXT.computeIfAbsent(value.getClass(), FactText::writesOwnText)) {
            text.append(value);
        } else {
            text.append('(');
            appendFields(text, value, depth);
            text.append(')');
        }
    }

    private static Object value(Field field, Object object) {
        try {
            return field.get(object);
        } catch (IllegalAccessException e) {
            // fields() made every field it keeps accessible
            throw new IllegalStateException(field + " is not accessible", e);
        }
    }

    private static boolean writesOwnText(Class<?> type) {
        try {
            return type.getMethod("toString").getDeclaringClass() != Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** The fields of a class and its superclasses that are not static, readable; none for the JDK's classes. */
    private static Optional<List<Field>> fields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            if (c.getName().startsWith("java.")) {
                return Optional.empty();
            }
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                } catch (InaccessibleObjectException | SecurityException e) {
                    return Optional.empty();
                }
                fields.add(f);
            }
        }
        return Optional.of(fields);
    }
}
