import Foundation
import Testing

/// A free-text last argument takes the rest of the line as typed, apostrophes included, on every
/// scene of the demo whose action has one; a quote that opens the rest is still honoured; a quote
/// left open elsewhere is refused with the word written so that it is kept (issue 29, item 1).
/// Run through the built `scenes`, as a person runs a script.
@Suite struct FreeTextRestTests {
    /// Runs `script` with the built `scenes` on the demo, in a folder of its own.
    static func script(_ script: String) throws -> (status: Int32, out: String, err: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("free-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("script")
        try Data(script.utf8).write(to: file)
        return try ExploreTests.scenes(
            [
                ConcurrentProcessesTests.storyboard, "--data", folder.appendingPathComponent("data").path, "--no-color",
                "--script", file.path,
            ],
            in: folder)
    }

    @Test func theContactFormTakesApostrophesInEveryFreeTextField() throws {
        let outcome = try Self.script(
            "add\nfirst Mary Ann\nlast O'Brien\nphone 555 0100\nsave\nselect 4\n")
        #expect(outcome.err == "")
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("  * added Mary Ann O'Brien\n"))
        #expect(outcome.out.contains("  Mary Ann O'Brien\n  Phone: 555 0100\n"))
    }

    @Test func notesTakeApostrophesInTheirBody() throws {
        let outcome = try Self.script(
            "tab Notes\nadd Plan It's done\nadd Quoted \"it's\"   here\nopen 3\nedit Plan It's done, isn't it\n")
        #expect(outcome.err == "")
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("  3. Plan ("))
        #expect(outcome.out.contains("  4. Quoted ("))
        #expect(outcome.out.contains("\n  It's done, isn't it\n  * saved \"Plan\"\n"))
    }

    @Test func aQuoteThatOpensTheRestIsHonoured() throws {
        let outcome = try Self.script("tab Notes\nadd Todo \"it's  here\"\nopen 3\n")
        #expect(outcome.err == "")
        #expect(outcome.out.contains("\n  it's  here\n"))
    }

    @Test func signUpTakesAnApostropheInTheName() throws {
        let outcome = try Self.script("tab Account\ngo SignUp\nregister mary@example.com s3cretpass1 Mary O'Brien\n")
        #expect(outcome.err == "")
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("register mary@example.com *** Mary O'Brien\n"))
        #expect(outcome.out.contains("Welcome, Mary O'Brien!"))
    }

    /// An apostrophe between two letters is no quote, in a word that is not free text either
    /// (`add Ada's list`: the title `Ada's`, issue 45); a quote left open in a word otherwise
    /// shows the word written so that the quote is kept; a quote that opens a word is the
    /// person's to close.
    @Test func anApostropheInAWordNeedsNoQuotesAndAQuoteLeftOpenShowsTheFix() throws {
        let outcome = try Self.script(
            "tab Notes\nadd Ada's list\nadd \"Plan it's\" done\nadd 6\" nails\nselect 'one\n")
        #expect(outcome.status == 1)
        #expect(
            outcome.err == """
                error: unterminated double quote; to keep the quote in the word, write '6"'
                error: unterminated single quote

                """)
        #expect(outcome.out.contains("  3. Ada's ("))
        #expect(outcome.out.contains("  4. Plan it's ("))
    }
}
