import Foundation
import Testing

/// A line is masked only where it can hold a secret: the secret arguments of the scene's action,
/// or all the arguments of a word that is (or is close to) an action taking a secret on some
/// scene. A mistyped command keeps its words, so that it can be brought back and corrected
/// (issue 29, item 2). Run through the built `scenes`, whose script echo shows each line as the
/// history keeps it.
@Suite struct MaskedLineTests {
    @Test func aTypoIsEchoedAsTyped() throws {
        let outcome = try FreeTextRestTests.script("selec 1\nadd x\ntab Notes\nopen 1\nadd x y\n")
        #expect(outcome.out.contains("Contacts> selec 1\n"))
        #expect(outcome.out.contains("Clean Swift> add x y\n"), "the note shown, by its title")
        #expect(!outcome.out.contains("***"))
        #expect(outcome.err.contains("error: no command or action 'selec' in scene 'Contacts'"))
    }

    @Test func aSecretActionOrOneCloseToItIsMaskedWherever() throws {
        let outcome = try FreeTextRestTests.script(
            "tab Account\ngo SignIn\nlogin demo@example.com hunter22\nlogn demo@example.com hunter22\n"
                + "back\nlogin demo@example.com hunter22\nregistr a@example.com hunter22 Ann\n")
        #expect(outcome.out.contains("Sign in> login demo@example.com ***\n"))
        #expect(outcome.out.contains("Sign in> logn *** ***\n"))
        #expect(outcome.out.contains("Account> login *** ***\n"))
        #expect(outcome.out.contains("> registr *** *** ***\n"))
        #expect(!outcome.out.contains("hunter22") && !outcome.err.contains("hunter22"))
    }
}
