package unscrambler.rulebase;

import java.util.Map;

/**
 * Defines the classes of an executable model from their bytes. Child first: a model's classes are
 * named after its DRL package, so two versions of one strategy (the bundled one and a user's edited
 * copy) have classes of the same names, and each model must get its own.
 */
final class ModelClassLoader extends ClassLoader {

    static {
        registerAsParallelCapable();
    }

    private final Map<String, byte[]> classes;

    ModelClassLoader(Map<String, byte[]> classes, ClassLoader parent) {
        super("unscrambler-rule-model", parent);
        this.classes = Map.copyOf(classes);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!classes.containsKey(name)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                loaded = findClass(name);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}
