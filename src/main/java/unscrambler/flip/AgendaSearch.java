package unscrambler.flip;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * Agenda search with a closed list, as in the seed's exercise, for any puzzle. It knows nothing of
 * flips: the problem says what a state's successors are, which states are goals and how far a
 * state seems from a goal; the placement says where new items join the agenda.
 *
 * <p>The loop: take the first agenda item; if its state is a goal, stop with the moves that led
 * there; else expand it (it joins the closed list), keep the successors whose state is neither on
 * the agenda nor closed ("worthwhile" in the seed), and add them to the agenda. In a finite state
 * space the search always ends: each state joins the agenda at most once.
 *
 * <p>Guarantees: the moves returned lead from the start to a goal. With {@link AgendaPlacement#END} they
 * are as few as possible; no other placement promises that.
 */
public final class AgendaSearch {

    private AgendaSearch() {}

    /** What a search needs to know about a puzzle. */
    public interface Problem<S, M> {
        /** Whether {@code state} is solved. */
        boolean isGoal(S state);

        /** The states one move from {@code state}, in the order they join the agenda. */
        List<Successor<S, M>> successors(S state);

        /** How many moves {@code state} seems to need; used only by the sorted placements. */
        int estimate(S state);
    }

    /** A move and the state it leads to. */
    public record Successor<S, M>(M move, S state) {}

    /**
     * How a search went.
     *
     * @param moves the moves from the start to a goal, or empty when the agenda ran out first
     * @param expanded how many items were taken off the agenda and expanded (the goal item is not)
     * @param largestAgenda the most items the agenda held at once
     */
    public record Result<M>(Optional<List<M>> moves, int expanded, int largestAgenda) {}

    /** An agenda item as a trace shows it: its state and the moves that reached it. */
    public record Item<S, M>(S state, List<M> moves) {}

    /** What a class watches: the agenda and the closed list after each expansion. */
    public interface Trace<S, M> {
        /**
         * Item {@code taken} was the {@code number}th expanded (from 1); {@code open} is the agenda
         * after its successors joined, first to be taken first; {@code closed} the states expanded so
         * far, in the order they were.
         */
        void expanded(int number, Item<S, M> taken, List<Item<S, M>> open, List<S> closed);
    }

    /** Searches from {@code start} until a goal is taken off the agenda or the agenda is empty. */
    public static <S, M> Result<M> search(S start, Problem<S, M> problem, AgendaPlacement placement) {
        return search(start, problem, placement, null);
    }

    /** As {@link #search(Object, Problem, AgendaPlacement)}, telling {@code trace} (when not null) each expansion. */
    public static <S, M> Result<M> search(S start, Problem<S, M> problem, AgendaPlacement placement,
            Trace<S, M> trace) {
        Agenda<S, M> agenda = agendaFor(placement, problem);
        // every state ever put on the agenda: the agenda's states plus the closed list, since an
        // item only leaves the agenda to be closed (or to end the search)
        Set<S> seen = new HashSet<>();
        agenda.add(List.of(new Node<>(start, null, null, 0)));
        seen.add(start);
        int expanded = 0;
        int largest = 1;
        List<S> closed = new ArrayList<>();
        while (!agenda.isEmpty()) {
            Node<S, M> item = agenda.take();
            if (problem.isGoal(item.state())) {
                return new Result<>(Optional.of(item.moves()), expanded, largest);
            }
            expanded++;
            List<Node<S, M>> worthwhile = new ArrayList<>();
            for (Successor<S, M> next : problem.successors(item.state())) {
                if (seen.add(next.state())) {
                    worthwhile.add(new Node<>(next.state(), item, next.move(), item.depth() + 1));
                }
            }
            agenda.add(worthwhile);
            largest = Math.max(largest, agenda.size());
            if (trace != null) {
                closed.add(item.state());
                trace.expanded(expanded, new Item<>(item.state(), item.moves()),
                        agenda.inOrder().stream().map(n -> new Item<>(n.state(), n.moves())).toList(),
                        List.copyOf(closed));
            }
        }
        return new Result<>(Optional.empty(), expanded, largest);
    }

    /** An agenda item: a state and, through its parent, the moves that reached it. */
    private record Node<S, M>(S state, Node<S, M> parent, M move, int depth) {
        List<M> moves() {
            List<M> moves = new ArrayList<>(depth);
            for (Node<S, M> n = this; n.parent() != null; n = n.parent()) {
                moves.add(n.move());
            }
            Collections.reverse(moves);
            return moves;
        }
    }

    private interface Agenda<S, M> {
        /** Adds new items, given in the order the problem produced them. */
        void add(List<Node<S, M>> items);

        Node<S, M> take();

        int size();

        /** The items, the one to be taken next first. */
        List<Node<S, M>> inOrder();

        default boolean isEmpty() {
            return size() == 0;
        }
    }

    private static <S, M> Agenda<S, M> agendaFor(AgendaPlacement placement, Problem<S, M> problem) {
        return switch (placement) {
            case END -> new EndAgenda<>();
            case FRONT -> new FrontAgenda<>();
            case BY_ESTIMATE -> new SortedAgenda<>(n -> problem.estimate(n.state()));
            case BY_PUSHES_PLUS_ESTIMATE -> new SortedAgenda<>(n -> n.depth() + problem.estimate(n.state()));
        };
    }

    /** A queue: new items behind the old. */
    private static final class EndAgenda<S, M> implements Agenda<S, M> {
        private final Deque<Node<S, M>> items = new ArrayDeque<>();

        @Override public void add(List<Node<S, M>> news) {
            items.addAll(news);
        }

        @Override public Node<S, M> take() {
            return items.removeFirst();
        }

        @Override public int size() {
            return items.size();
        }

        @Override public List<Node<S, M>> inOrder() {
            return new ArrayList<>(items);
        }
    }

    /** A stack of batches: new items before the old, in the order they came (the seed's append). */
    private static final class FrontAgenda<S, M> implements Agenda<S, M> {
        private final Deque<Node<S, M>> items = new ArrayDeque<>();

        @Override public void add(List<Node<S, M>> news) {
            // pushed last first, so the first new item ends up at the very front
            for (int i = news.size() - 1; i >= 0; i--) {
                items.addFirst(news.get(i));
            }
        }

        @Override public Node<S, M> take() {
            return items.removeFirst();
        }

        @Override public int size() {
            return items.size();
        }

        @Override public List<Node<S, M>> inOrder() {
            return new ArrayList<>(items);
        }
    }

    /** Sorted by a key, lowest first; among equal keys the item that joined first goes first. */
    private static final class SortedAgenda<S, M> implements Agenda<S, M> {
        private record Entry<S, M>(Node<S, M> node, int key, long arrival) {}

        private final PriorityQueue<Entry<S, M>> items = new PriorityQueue<>(
                Comparator.<Entry<S, M>>comparingInt(Entry::key).thenComparingLong(Entry::arrival));
        private final ToIntFunction<Node<S, M>> key;
        private long arrivals;

        SortedAgenda(ToIntFunction<Node<S, M>> key) {
            this.key = key;
        }

        @Override public void add(List<Node<S, M>> news) {
            for (Node<S, M> n : news) {
                items.add(new Entry<>(n, key.applyAsInt(n), arrivals++));
            }
        }

        @Override public Node<S, M> take() {
            return items.remove().node();
        }

        @Override public int size() {
            return items.size();
        }

        @Override public List<Node<S, M>> inOrder() {
            return items.stream().sorted(items.comparator()).map(Entry::node).toList();
        }
    }
}
