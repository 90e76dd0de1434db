package unscrambler.solver;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import unscrambler.cube.CubeState;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.strategy.PieceFact;

/**
 * A cube's piece facts in its session: one per piece, inserted once, then told of each move. The
 * one place a session's pieces are made and kept up to date, for a solve ({@link LiveCube}) and
 * for check-rules' proof ({@link FirstFiring}).
 */
final class PieceFacts {

    private final Map<Piece, PieceFact> facts = new EnumMap<>(Piece.class);
    private final Map<Piece, FactHandle> handles = new EnumMap<>(Piece.class);
    private final Collection<PieceFact> all = Collections.unmodifiableCollection(facts.values());

    /** Inserts a fact for each piece of {@code state}; those named in {@code placed} are placed. */
    void insert(KieSession session, CubeState state, Set<String> placed) {
        for (PieceView.Placement p : state.pieces().placements()) {
            PieceFact fact = new PieceFact(p.piece().ruleName(), p.slot().ruleName(), p.orientation());
            fact.setPlaced(placed.contains(fact.getName()));
            facts.put(p.piece(), fact);
            handles.put(p.piece(), session.insert(fact));
        }
    }

    /** Brings every fact whose position or orientation {@code state} changed up to date. */
    void refresh(KieSession session, CubeState state) {
        for (PieceView.Placement p : state.pieces().placements()) {
            PieceFact fact = facts.get(p.piece());
            String position = p.slot().ruleName();
            if (!fact.getPosition().equals(position) || fact.getOrientation() != p.orientation()) {
                fact.setPosition(position);
                fact.setOrientation(p.orientation());
                session.update(handles.get(p.piece()), fact, "position", "orientation", "home");
            }
        }
    }

    PieceFact get(Piece piece) {
        return facts.get(piece);
    }

    /** Every fact, as the pieces are now; a view, not a copy. */
    Collection<PieceFact> all() {
        return all;
    }
}
