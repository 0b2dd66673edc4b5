import SceneRuntime
import Testing

@testable import SceneShell

/// The one rule for naming a scene (`popto`): ids, titles, stack positions, case, ambiguity.
@Suite struct SceneNameResolverTests {
    typealias Candidate = SceneNameResolver.Candidate

    /// Menu > Contacts > Contact, as the demo's breadcrumb shows it.
    let resolver = SceneNameResolver(candidates: [
        Candidate(id: "Menu", title: "Menu", position: 1),
        Candidate(id: "ContactList", title: "Contacts", position: 2),
        Candidate(id: "ShowContact", title: "Contact", position: 3),
    ])

    @Test(arguments: [
        ("ContactList", 2), ("Contacts", 2), ("contacts", 2), ("CONTACTLIST", 2), ("2", 2), ("02", 2),
        ("1", 1), ("menu", 1), ("Contact", 3), ("contact", 3), ("showcontact", 3), ("3", 3),
    ])
    func findsASceneByIdTitleOrPositionWithoutRegardToCase(name: String, position: Int) throws {
        #expect(try resolver.resolve(name).position == position)
    }

    @Test func aSceneIsNamedByTheTitleItGivesItselfAndStillByTheStoryboards() throws {
        // Given: Notes > a note that shows its own title
        let resolver = SceneNameResolver(candidates: [
            Candidate(id: "NotesList", title: "Notes", position: 1),
            Candidate(id: "NoteDetail", title: "Note", position: 2, shownTitle: "Groceries"),
        ])
        // Then
        #expect(try resolver.resolve("groceries").id == "NoteDetail")
        #expect(try resolver.resolve("Note").id == "NoteDetail")
        #expect(resolver.candidates[1].listed == "2. NoteDetail \"Groceries\"")
        #expect(throws: ShellError.notOnStack("Grocerie", breadcrumb: "NotesList > NoteDetail", suggestion: "Groceries")) {
            try resolver.resolve("Grocerie")
        }
    }

    @Test func aPositionOutsideTheStackSaysHowManyScenesThereAre() {
        // A number too large for an Int is a position off the stack too, not a scene's name.
        for name in ["0", "4", "99999999999999999999999"] {
            #expect(throws: ShellError.noStackPosition(name, count: 3)) { try resolver.resolve(name) }
        }
        #expect(
            ShellMessages.describe(ShellError.noStackPosition("4", count: 3))
                == "there is no scene at position 4: the stack has 3 scenes (1 to 3); 'stack' lists them")
        let digits = String(repeating: "9", count: 5_000)
        #expect(
            ShellMessages.describe(ShellError.noStackPosition(digits, count: 3))
                == "there is no scene at position '\(digits.prefix(60))…' (5000 characters): the stack has 3 scenes"
                + " (1 to 3); 'stack' lists them")
    }

    @Test func aNameNobodyAnswersToIsNotOnTheStackWithASuggestionThatMayBeATitle() {
        #expect(
            throws: ShellError.notOnStack(
                "Contcts", breadcrumb: "Menu > ContactList > ShowContact", suggestion: "Contacts")
        ) { try resolver.resolve("Contcts") }
        #expect(
            throws: ShellError.notOnStack("-1", breadcrumb: "Menu > ContactList > ShowContact", suggestion: nil)
        ) { try resolver.resolve("-1") }
    }

    @Test func twoScenesWithTheSameTitleAreListedWithTheirPositionsAndIds() throws {
        let twins = SceneNameResolver(candidates: [
            Candidate(id: "Menu", title: "Menu", position: 1),
            Candidate(id: "ContactList", title: "People", position: 2),
            Candidate(id: "TeamList", title: "People", position: 3),
        ])
        let error = ShellError.ambiguousSceneName(
            "people", matches: ["2. ContactList \"People\"", "3. TeamList \"People\""])
        #expect(throws: error) { try twins.resolve("people") }
        #expect(
            ShellMessages.describe(error)
                == "'people' names more than one scene on the stack: 2. ContactList \"People\", "
                + "3. TeamList \"People\"; type its position or its id")
        #expect(try twins.resolve("TeamList").position == 3)
        #expect(try twins.resolve("2").position == 2)
    }

    @Test func theSameSceneTwiceOnTheStackIsTheHighestByNameAndEitherByPosition() throws {
        let again = SceneNameResolver(candidates: [
            Candidate(id: "Counter", title: "Count", position: 1),
            Candidate(id: "Counter", title: "Count", position: 2),
            Candidate(id: "Top", title: "Top", position: 3),
        ])
        #expect(try again.resolve("Counter").position == 2)
        #expect(try again.resolve("count").position == 2)
        #expect(try again.resolve("1").position == 1)
    }

    /// A title that is a number: exactly typed ids come first; a number that is both a title and
    /// a position of different scenes is ambiguous rather than guessed.
    @Test func aNumberThatIsAlsoATitleIsAmbiguousUnlessItIsTheSameScene() throws {
        let numbered = SceneNameResolver(candidates: [
            Candidate(id: "Root", title: "2", position: 1),
            Candidate(id: "Second", title: "Second", position: 2),
            Candidate(id: "Two", title: "Two", position: 3),
        ])
        #expect(throws: ShellError.ambiguousSceneName("2", matches: ["1. Root \"2\"", "2. Second \"Second\""])) {
            try numbered.resolve("2")
        }
        let same = SceneNameResolver(candidates: [
            Candidate(id: "Root", title: "Root", position: 1),
            Candidate(id: "Level", title: "2", position: 2),
        ])
        #expect(try same.resolve("2").position == 2)
        #expect(try same.resolve("1").position == 1)
    }

    @Test func segueIdsMatchWithoutRegardToCaseWhenOnlyOneAnswers() throws {
        let ids = ["Contacts", "Notes", "SignIn", "next", "Next"]
        #expect(try SceneNameResolver.segueID("contacts", among: ids) == "Contacts")
        #expect(try SceneNameResolver.segueID("SIGNIN", among: ids) == "SignIn")
        #expect(try SceneNameResolver.segueID("Next", among: ids) == "Next")
        #expect(try SceneNameResolver.segueID("nope", among: ids) == "nope")
        #expect(throws: ShellError.ambiguousSegue("NEXT", matches: ["next", "Next"])) {
            try SceneNameResolver.segueID("NEXT", among: ids)
        }
    }
}
