package unscrambler.goal;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The one way the program keeps what it made in a static, process-wide map for other callers (what
 * an object keeps for itself, such as a strategy's model, goes with the object): a value made once
 * per key and shared by every caller that asks for an equal key while some caller still holds it;
 * then let go (held weakly), so that a long {@code --watch} session that edits goals keeps only
 * what its strategy uses now. The goal searches' abstractions, the move tables and a {@code
 * within} clause's arrangements are kept so; what is kept between runs is the table cache's.
 *
 * @param <K> what a value is made from, compared by {@code equals}
 * @param <V> what is made
 */
public final class SharedWhileHeld<K, V> {

    private final ConcurrentHashMap<K, Held<K, V>> values = new ConcurrentHashMap<>();
    private final ReferenceQueue<V> released = new ReferenceQueue<>();

    /** A value, held only as long as some caller holds it, and its key, to forget it by. */
    private static final class Held<K, V> extends WeakReference<V> {
        final K key;

        Held(V value, K key, ReferenceQueue<V> queue) {
            super(value, queue);
            this.key = key;
        }
    }

    /**
     * The value held for this key, else {@code make}'s, kept for the next caller; a caller asking
     * for a key another is making a value for waits for it.
     */
    public V get(K key, Function<K, V> make) {
        forgetReleased();
        Object[] found = new Object[1];
        values.compute(key, (k, held) -> {
            V value = held == null ? null : held.get();
            if (value == null) {
                value = make.apply(k);
                held = new Held<>(value, k, released);
            }
            found[0] = value;
            return held;
        });
        @SuppressWarnings("unchecked")
        V value = (V) found[0];
        return value;
    }

    /** The value some caller holds for this key, or null. */
    public V held(K key) {
        forgetReleased();
        Held<K, V> held = values.get(key);
        return held == null ? null : held.get();
    }

    /**
     * The value held for this key if some caller holds one, else {@code made}, kept: for values
     * whose making may fail, made outside the lock.
     */
    public V offer(K key, V made) {
        return get(key, k -> made);
    }

    /** Lets go the entries of values no caller holds any more. */
    private void forgetReleased() {
        for (Object ref; (ref = released.poll()) != null; ) {
            @SuppressWarnings("unchecked")
            Held<K, V> held = (Held<K, V>) ref;
            values.remove(held.key, held);
        }
    }
}
