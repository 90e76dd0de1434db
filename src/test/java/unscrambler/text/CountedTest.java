package unscrambler.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CountedTest {

    @Test
    void oneIsSingularAndEveryOtherCountPlural() {
        assertEquals("1 problem", Counted.of(1, "problem"));
        assertEquals("0 problems", Counted.of(0, "problem"));
        assertEquals("2 verified plans", Counted.of(2, "verified plan"));
    }
}
