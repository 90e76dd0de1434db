package unscrambler.rulebase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.drools.base.definitions.rule.impl.RuleImpl;
import org.drools.core.impl.InternalRuleBase;
import org.drools.core.reteoo.TerminalNode;
import org.kie.api.KieBase;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;

/**
 * The order Drools fires rules of one salience in, and a rule base whose order differs by one rule.
 *
 * <p>Drools promises no order among rules of equal salience, but it has one: its agenda
 * ({@code RuleAgendaConflictResolver}, Drools 10.2) puts the rule of lower load order first, and of
 * equal load orders the one of lower terminal node id. A load order is a rule's place in its
 * package as the model lists it (an executable model numbers each package's rules from 0, so rules
 * of two packages, a strategy's and the conductor's, can have the same one: then the network's build
 * order decides). To see what the other order does, {@link #withRuleBefore} numbers the rules of a
 * second rule base of the same rules afresh, in the first base's order with one rule moved: load
 * order is the one thing Drools reads for the tie, at every comparison, so nothing else of the rules
 * changes. Moving the one rule, rather than swapping the two numbers, keeps every other rule
 * before or after the rule not moved as it was.
 *
 * <p>Why a second rule base rather than the first renumbered for a while: a rule base is shared by
 * every load of the same rules in a process, and the sessions of its pool keep its rules' agenda
 * items; one of its own, loaded again from the same files, changes nothing another run sees.
 */
final class RuleOrder {

    private RuleOrder() {}

    /** The rules of a rule base in the order Drools breaks ties of salience by: first first. */
    static List<RuleImpl> of(KieBase base) {
        InternalRuleBase internal = (InternalRuleBase) base;
        List<RuleImpl> rules = new ArrayList<>();
        for (KiePackage p : base.getKiePackages()) {
            for (Rule r : p.getRules()) {
                rules.add((RuleImpl) r);
            }
        }
        Function<RuleImpl, Integer> firstNode = rule -> {
            TerminalNode[] nodes = internal.getReteooBuilder().getTerminalNodes(rule.getFullyQualifiedName());
            int least = Integer.MAX_VALUE;
            for (TerminalNode node : nodes == null ? new TerminalNode[0] : nodes) {
                least = Math.min(least, node.getId());
            }
            return least;
        };
        rules.sort(Comparator.comparingInt(RuleImpl::getLoadOrder).thenComparing(firstNode));
        return rules;
    }

    /**
     * Gives the rules of {@code fresh} (a rule base of the same rules as {@code original}, used by
     * nothing yet) load orders that put them in {@code original}'s order, but with the rule named
     * {@code moved} just before the one named {@code before}.
     *
     * @throws IllegalArgumentException when either rule is not in both rule bases
     */
    static KieBase withRuleBefore(KieBase original, KieBase fresh, String moved, String before) {
        Map<String, RuleImpl> freshRules = of(fresh).stream().collect(Collectors.toMap(RuleImpl::getFullyQualifiedName,
                r -> r));
        List<RuleImpl> order = new ArrayList<>(of(original));
        RuleImpl movedRule = named(order, moved);
        order.remove(movedRule);
        order.add(order.indexOf(named(order, before)), movedRule);
        for (int i = 0; i < order.size(); i++) {
            RuleImpl rule = freshRules.get(order.get(i).getFullyQualifiedName());
            if (rule == null) {
                throw new IllegalArgumentException("the two rule bases do not have the same rules");
            }
            rule.setLoadOrder(i);
        }
        return fresh;
    }

    private static RuleImpl named(List<RuleImpl> rules, String name) {
        return rules.stream().filter(r -> r.getName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no rule '" + name + "'"));
    }
}
