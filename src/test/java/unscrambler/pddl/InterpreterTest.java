package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InterpreterTest {

    private static Action action(String domainText, String name) throws PddlException {
        return Domain.parse(domainText, "d.pddl").action(name).orElseThrow();
    }

    @Test
    void allEffectsAreComputedOnTheOldStateThenAppliedTogether() throws Exception {
        // applied one by one, the second effect would move the fact the first one just made
        Action swap = action("(define (domain d) (:predicates (a ?x) (b ?x))"
                + "(:action swap :parameters () :precondition (and) :effect (and"
                + " (forall (?x) (when (a ?x) (and (not (a ?x)) (b ?x))))"
                + " (forall (?x) (when (b ?x) (and (not (b ?x)) (a ?x)))))))", "swap");
        Set<Fact> after = Interpreter.apply(swap, Set.of(Fact.of("a", "one"), Fact.of("b", "two")));
        assertEquals(Set.of(Fact.of("b", "one"), Fact.of("a", "two")), after);
    }

    @Test
    void aFactBothDeletedAndAddedStaysTrue() throws Exception {
        Action keep = action("(define (domain d) (:predicates (a ?x ?y))"
                + "(:action turn :parameters () :effect (forall (?x ?y) (when (a ?x ?y) (and (not (a ?x ?y)) (a ?y ?x))))))",
                "turn");
        assertEquals(Set.of(Fact.of("a", "k", "k")), Interpreter.apply(keep, Set.of(Fact.of("a", "k", "k"))));
        assertEquals(Set.of(Fact.of("a", "2", "1")), Interpreter.apply(keep, Set.of(Fact.of("a", "1", "2"))));
    }

    @Test
    void conditionsJoinOnSharedVariablesAndConstants() throws Exception {
        Action mark = action("(define (domain d) (:constants red) (:predicates (a ?x ?y) (b ?y) (c ?x))"
                + "(:action mark :parameters () :effect (forall (?x ?y) (when (and (a ?x ?y) (b ?y) (a ?x red)) (c ?x)))))",
                "mark");
        Set<Fact> state = Set.of(Fact.of("a", "1", "2"), Fact.of("a", "1", "red"), Fact.of("a", "3", "2"), Fact.of("b", "2"));
        Set<Fact> after = Interpreter.apply(mark, state);
        assertEquals(Set.of(Fact.of("c", "1")), Set.copyOf(after.stream().filter(f -> f.predicate().equals("c")).toList()));
    }

    @Test
    void theIpcTurnMovesEachCornerOnceNotAlongItsWholeCycle() throws Exception {
        Problem p01 = IpcFiles.read("p01");
        Action u = Domain.bundled().action("U").orElseThrow();
        Set<Fact> after = Interpreter.apply(u, Set.copyOf(p01.goalFacts()));
        // U sends (cube1 ?x ?y ?z) to (cube3 ?x ?z ?y); the goal's cube1 is (red white blue)
        assertEquals(true, after.contains(Fact.of("cube3", "red", "blue", "white")));
        assertEquals(20, after.size());
        List<Fact> unmet = Interpreter.unmetGoal(p01.goalFacts(), after);
        assertEquals(8, unmet.size(), "U moves 4 corners and 4 edges off their goal facts");
    }

    @Test
    void aPreconditionThatDoesNotHoldIsReported() throws Exception {
        Action a = action("(define (domain d) (:predicates (ready) (done))"
                + "(:action go :parameters () :precondition (and (ready)) :effect (and (done) (not (ready)))))", "go");
        assertEquals(List.of(Fact.of("ready")), Interpreter.unmetPrecondition(a, Set.of()));
        assertEquals(Set.of(Fact.of("done")), Interpreter.apply(a, Set.of(Fact.of("ready"))));
    }
}
