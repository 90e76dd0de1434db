package unscrambler.solver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kie.api.KieBase;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Global;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;
import unscrambler.engine.RuleException;
import unscrambler.engine.RuleLoader;

/**
 * A compiled cube strategy: the rules in one KieBase, shared by every cube and thread of a run,
 * and the candidate moves the rules name, expanded and compiled to tile permutations once.
 */
public final class Strategy {

    /** The strategy used when none is chosen: rules/black-taylor. */
    public static final String DEFAULT = "black-taylor";
    static final String GLOBAL = "cube";

    private final RuleLoader.CompiledRules rules;
    private final Limits limits;
    private final Map<CandidateKey, List<Candidate>> candidateCache = new ConcurrentHashMap<>();
    private final Map<MoveSequence, int[]> permutationCache = new ConcurrentHashMap<>();

    /** Guards against a strategy that loops or stalls: per cube, at most so many firings and nodes. */
    public record Limits(int firingsPerCube, long nodesPerCube) {
        public static final Limits DEFAULT = new Limits(20_000, 20_000_000);
    }

    private record CandidateKey(List<String> names, String view, MacroLibrary macros) {}

    private record ExpansionKey(String text, MacroLibrary macros) {}

    private final Map<ExpansionKey, MoveSequence> expansionCache = new ConcurrentHashMap<>();

    private Strategy(RuleLoader.CompiledRules rules, Limits limits) {
        this.rules = rules;
        this.limits = limits;
    }

    /**
     * Compiles the strategy in {@code folder}, or the default one when it is null.
     *
     * @throws RuleException when the rules do not compile or do not declare the global the engine needs
     */
    public static Strategy load(Path folder, Limits limits) throws RuleException {
        RuleLoader.CompiledRules rules = RuleLoader.load(DEFAULT, folder);
        boolean declared = false;
        for (KiePackage p : rules.kieBase().getKiePackages()) {
            for (Global g : p.getGlobalVariables()) {
                declared |= g.getName().equals(GLOBAL) && g.getType().equals(CubeActions.class.getName());
            }
        }
        if (!declared) {
            throw new RuleException(List.of(rules.origin() + ": the rules must declare 'global "
                    + CubeActions.class.getName() + " " + GLOBAL + ";'"));
        }
        Strategy strategy = new Strategy(rules, limits);
        List<String> mistakes = strategy.check();
        if (!mistakes.isEmpty()) {
            throw new RuleException(mistakes);
        }
        return strategy;
    }

    /**
     * Mistakes in the knowledge that compile but cannot work: a plan naming no piece, a view or
     * candidate that is neither a move nor a macro, a macro defined by itself. Read from the facts
     * the rules insert when they solve the solved cube, so that they are found when the rules load,
     * not halfway through a batch.
     */
    private List<String> check() {
        List<Object> facts;
        try {
            facts = new CubeSolver(this).knowledge();
        } catch (RuntimeException e) {
            return List.of(rules.origin() + ": the rules fail on the solved cube: " + e.getMessage());
        }
        List<Macro> macroFacts = new ArrayList<>();
        for (Object o : facts) {
            if (o instanceof Macro m) {
                macroFacts.add(m);
            }
        }
        MacroLibrary macros = new MacroLibrary(macroFacts);
        List<String> mistakes = new ArrayList<>();
        for (Object o : facts) {
            String where = rules.origin() + ": " + o + ": ";
            if (o instanceof Stage stage) {
                for (String piece : stage.getTargets()) {
                    if (unscrambler.cube.Piece.byName(piece).isEmpty()) {
                        mistakes.add(where + "no piece is called '" + piece + "'");
                    }
                }
                checkMoves(stage.getView(), macros, where, mistakes);
                for (String candidate : stage.getCandidates()) {
                    checkMoves(candidate, macros, where, mistakes);
                }
            } else if (o instanceof TargetView v) {
                if (unscrambler.cube.Piece.byName(v.piece()).isEmpty()) {
                    mistakes.add(where + "no piece is called '" + v.piece() + "'");
                }
                checkMoves(v.view(), macros, where, mistakes);
            } else if (o instanceof ShiftMove m) {
                if (unscrambler.cube.Piece.byName(m.position()).isEmpty()) {
                    mistakes.add(where + "no slot is called '" + m.position() + "'");
                }
                checkMoves(m.moves(), macros, where, mistakes);
            } else if (o instanceof Macro m) {
                checkMoves(m.name(), macros, where, mistakes);
            }
        }
        return mistakes;
    }

    private static void checkMoves(String text, MacroLibrary macros, String where, List<String> mistakes) {
        try {
            macros.expand(text);
        } catch (StrategyException e) {
            mistakes.add(where + e.getMessage());
        }
    }

    public KieBase kieBase() {
        return rules.kieBase();
    }

    public String origin() {
        return rules.origin();
    }

    public java.time.Duration compileTime() {
        return rules.compileTime();
    }

    public Limits limits() {
        return limits;
    }

    /** The moves a text of the rules stands for, expanded once per strategy and macro library. */
    MoveSequence expand(String text, MacroLibrary macros) throws StrategyException {
        ExpansionKey key = new ExpansionKey(text, macros);
        MoveSequence cached = expansionCache.get(key);
        if (cached == null) {
            cached = macros.expand(text);
            expansionCache.put(key, cached);
        }
        return cached;
    }

    int[] permutation(MoveSequence moves) {
        return permutationCache.computeIfAbsent(moves, Permutations::of);
    }

    /**
     * The search steps for a stage's candidates in a view: each candidate conjugated by the view
     * (view, candidate, view undone), forwards and inverted, with its run limit.
     */
    List<Candidate> candidates(List<String> names, String view, MacroLibrary macros) throws StrategyException {
        CandidateKey key = new CandidateKey(names, view, macros);
        List<Candidate> cached = candidateCache.get(key);
        if (cached != null) {
            return cached;
        }
        MoveSequence viewMoves = macros.expand(view);
        List<Candidate> list = new ArrayList<>();
        for (int family = 0; family < names.size(); family++) {
            String name = names.get(family);
            MoveSequence moves = viewMoves.then(macros.expand(name)).then(viewMoves.inverse());
            int[] forward = Permutations.of(moves);
            for (int face = 0; face < 6; face++) {
                int centre = face * 9 + 4;
                if (forward[centre] != centre) {
                    throw new StrategyException("candidate '" + name + "' in view '" + view
                            + "' turns the whole cube; candidates must leave the centres in place");
                }
            }
            int order = order(forward);
            if (order / 2 > 0) {
                list.add(Candidate.of(name, moves, forward, family, false, order / 2));
            }
            if ((order - 1) / 2 > 0) {
                MoveSequence inverse = moves.inverse();
                list.add(Candidate.of(name + "'", inverse, Permutations.inverse(forward), family, true, (order - 1) / 2));
            }
        }
        List<Candidate> result = List.copyOf(list);
        candidateCache.put(key, result);
        return result;
    }

    /** How often a permutation must be applied to give the identity. */
    private static int order(int[] p) {
        int[] power = p;
        int[] identity = Permutations.identity();
        for (int k = 1; k < 10_000; k++) {
            if (java.util.Arrays.equals(power, identity)) {
                return k;
            }
            power = Permutations.then(power, p);
        }
        return 10_000;
    }
}
