import Foundation
import Testing

/// Every refusal of something mistyped says what was probably meant, as something the person can
/// type (issue 45 item 6): a scene named by a title's first word (`popto Shoping`), a mistyped
/// `--version`, `scenes remove` of a module the package does not have, a segue only an action
/// performs (`go Sucess` suggests the action `checkout`), a tab number off the bar. Run through the
/// built `scenes` on the demo.
@Suite struct SuggestionsEverywhereTests {
    /// The demo's `scenes` running `lines` as a script: what it printed on standard error.
    static func errors(_ lines: [String]) throws -> String {
        try OfferedMovesTests.run(lines.joined(separator: "\n") + "\n", storyboard: ConcurrentProcessesTests.storyboard)
            .err
    }

    @Test func poptoATitlesFirstWordSuggestsTheTitle() throws {
        let err = try Self.errors(["tab Shop", "popto Shoping"])
        #expect(
            err.hasPrefix(
                "error: scene 'Shoping' is not on the stack; the stack is Demo > Shopping cart; did you mean 'Shopping"
                    + " cart'?\n"), "\(err)")
        let taken = try OfferedMovesTests.run(
            "tab Shop\ncheckout\npopto Shoping\npopto Shopping cart\nstack\n",
            storyboard: ConcurrentProcessesTests.storyboard)
        #expect(taken.err.hasSuffix("; the stack is Demo > Shopping cart >> Sign in; did you mean 'Shopping cart'?\n"))
        #expect(taken.status == 1)
        #expect(
            taken.out.hasSuffix("> stack\n1. Main \"Demo\" (root)\n2. ShoppingCart \"Shopping cart\" (root)\n"),
            "the title typed as suggested, without quotes: \(taken.out)")
    }

    @Test func aSegueOnlyAnActionPerformsSuggestsTheAction() throws {
        let err = try Self.errors(["tab Shop", "go Sucess", "go Checkout", "tab Contacts", "go AddContat", "go Nope"])
        #expect(
            err == """
                error: scene 'Shopping cart' has no segue 'Sucess'; it has no segue go takes; its action 'checkout' \
                performs 'Success'; did you mean 'checkout'?
                error: scene 'Shopping cart' has no segue 'Checkout'; it has no segue go takes; did you mean the \
                action 'checkout'?
                error: scene 'Contacts' has no segue 'AddContat'; its segues: AddContact; did you mean 'AddContact'?
                error: scene 'Contacts' has no segue 'Nope'; its segues: AddContact

                """)
    }

    @Test func aTabNumberOffTheBarGivesTheNumberedRange() throws {
        let err = try Self.errors(["tab 0", "tab 5", "tab 4"])
        let expected =
            "error: there is no tab %@: the tabs are numbered 1 to 4 (1 Contacts, 2 Notes, 3 Shop, 4 Account)\n"
        #expect(err == expected.replacingOccurrences(of: "%@", with: "0") + expected.replacingOccurrences(of: "%@", with: "5"))
    }

    @Test func aMistypedVersionSuggestsIt() throws {
        let folder = FileManager.default.temporaryDirectory
        let outcome = try ExploreTests.scenes(["--versoin"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.err.hasPrefix("error: unknown option '--versoin'; did you mean '--version'?\n"))
        let other = try ExploreTests.scenes(["--verbose"], in: folder)
        #expect(other.err.hasPrefix("error: unknown option '--verbose'\n"), "nothing close: \(other.err)")
    }

    @Test func removingAModuleThePackageDoesNotHaveListsThoseItHas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("remove-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = ExploreTests.packageRoot.appendingPathComponent("Package.swift")
        try FileManager.default.copyItem(at: manifest, to: folder.appendingPathComponent("Package.swift"))
        let outcome = try ExploreTests.scenes(["remove", "Nope"], in: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.err.hasPrefix(
                "error: no scene or shared module 'Nope' in Package.swift; it has the scene modules 'Menu', 'ContactList', "),
            "\(outcome.err)")
        #expect(outcome.err.contains(" and the shared modules 'DomainSupport', 'ContactsDomain', "), "\(outcome.err)")
        let close = try ExploreTests.scenes(["remove", "Loginn"], in: folder)
        #expect(close.err == "error: no scene or shared module 'Loginn' in Package.swift; did you mean 'Login'?\n")
        let unchanged = try Data(contentsOf: folder.appendingPathComponent("Package.swift"))
        #expect(unchanged == (try Data(contentsOf: manifest)))
    }
}
