import Testing

@testable import SceneShell

/// How the command palette matches what is typed: letters in order, a name before a summary,
/// letters side by side or at the start of words before scattered ones, ties in their order.
@Suite struct CommandPaletteTests {
    static let sut = CommandPalette(entries: [
        .init(name: "select NUMBER", summary: "show a contact", run: .fill("select ")),
        .init(name: "go AddContact", summary: "open New contact over Contacts", run: .line("go AddContact")),
        .init(name: "tab Notes", summary: "select the tab Notes", run: .line("tab Notes")),
        .init(name: "Notes (NotesList)", summary: "scene: tab Notes", run: .lines(["tab Notes"])),
        .init(
            name: "Sign in (Login)", summary: "scene: tab Account, then go SignIn",
            run: .lines(["tab Account", "go SignIn"])),
    ])

    @Test func anEmptyQueryListsEveryRowInItsOrder() {
        #expect(Self.sut.matches("") == Self.sut.entries)
        #expect(Self.sut.matches("   ") == Self.sut.entries)
    }

    @Test func lettersInOrderMatchAcrossWordsAndCaseBlanksIgnored() {
        #expect(Self.sut.matches("SIGN IN").first?.name == "Sign in (Login)")
        #expect(Self.sut.matches("addc").map(\.name) == ["go AddContact"])
        #expect(Self.sut.matches("zz").isEmpty)
    }

    @Test func aNameMatchBeatsASummaryMatchAndTiesKeepTheirOrder() {
        // "notes" starts a word in both Notes rows: the move listed first stays first.
        #expect(Self.sut.matches("notes").map(\.name).prefix(2) == ["tab Notes", "Notes (NotesList)"])
        // "contact" is in select's summary only, and in go AddContact's name.
        #expect(Self.sut.matches("contact").first?.name == "go AddContact")
    }
}
