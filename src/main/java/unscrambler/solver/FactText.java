package unscrambler.solver;

import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a fact holds, as text: its class and the value of every field it and its superclasses
 * declare (a value by its own text), so that two facts read alike only when they hold the same.
 * A fact's own text may leave things out (a target's text is its piece, not the flags the
 * conductor sets on it). Classes of the JDK, whose fields are closed to reflection, by their text.
 */
final class FactText {

    private static final Map<Class<?>, List<Field>> FIELDS = new ConcurrentHashMap<>();

    private FactText() {}

    static String of(Object fact) {
        if (fact == null) {
            return "null";
        }
        List<Field> fields = FIELDS.computeIfAbsent(fact.getClass(), FactText::fields);
        if (fields.isEmpty()) {
            return String.valueOf(fact);
        }
        StringBuilder text = new StringBuilder(fact.getClass().getName());
        for (Field f : fields) {
            try {
                Object value = f.get(fact);
                text.append(' ').append(f.getName()).append('=')
                        .append(value instanceof Object[] array ? Arrays.deepToString(array) : String.valueOf(value));
            } catch (IllegalAccessException e) {
                return String.valueOf(fact);
            }
        }
        return text.toString();
    }

    /** The fields of a class and its superclasses that are not static, readable; none for the JDK's classes. */
    private static List<Field> fields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            if (c.getName().startsWith("java.")) {
                return List.of();
            }
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                } catch (InaccessibleObjectException | SecurityException e) {
                    return List.of();
                }
                fields.add(f);
            }
        }
        return fields;
    }
}
