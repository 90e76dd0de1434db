package unscrambler;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packages' layering: the commands (cli) sit on top and nothing imports them, so a command
 * stays a thin parser of options over work that lives elsewhere; and no two packages import each
 * other, however far round, so each can be read, tested and changed from the ones below it.
 */
class ArchitectureTest {

    private static JavaClasses program;

    @BeforeAll
    static void importTheProgram() {
        program = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("unscrambler");
    }

    @Test
    void noPackageImportsTheCommands() {
        noClasses().that().resideOutsideOfPackage("unscrambler.cli..").should().dependOnClassesThat()
                .resideInAPackage("unscrambler.cli..").check(program);
    }

    @Test
    void noPackagesImportEachOtherInACircle() {
        slices().matching("unscrambler.(*)..").should().beFreeOfCycles().check(program);
    }
}
