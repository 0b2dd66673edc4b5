import Testing

@testable import SceneRuntime

@Suite struct SuggestionTests {
    @Test(
        arguments: [
            ("Opne", ["Open", "Close"], "Open"),
            ("contactlist", ["ContactList", "Contacts"], "ContactList"),
            ("pusj", ["push", "modal", "replace", "unwind"], "push"),
            ("titel", ["id", "module", "title", "segues"], "title"),
            ("ShowContat", ["ShowContact", "EditContact"], "ShowContact"),
            ("x", ["Menu", "Home"], nil),
            ("Settings", ["Menu", "Home"], nil),
            ("", ["Menu"], nil),
        ] as [(String, [String], String?)])
    func suggestsOnlyPlausibleTypos(input: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: input, in: candidates) == expected)
    }

    @Test func breaksTiesAlphabeticallyWhateverTheOrder() {
        #expect(Suggestion.closest(to: "Bat", in: ["Cat", "Bar", "Hat"]) == "Bar")
        #expect(Suggestion.closest(to: "Bat", in: ["Hat", "Cat", "Bar"]) == "Bar")
        #expect(Suggestion.closest(to: "Bat", in: Set(["Hat", "Cat", "Bar"])) == "Bar")
    }

    @Test func countsATranspositionAsOneEdit() {
        let a = Array("Opne".unicodeScalars)
        let b = Array("Open".unicodeScalars)
        #expect(Suggestion.editDistance(a, b, limit: 3) == 1)
    }
}
