import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

/// Links: text naming a stack, read, spelled, completed through the storyboard and followed.
@Suite @MainActor struct LinkTests {
    /// A scene that takes an integer and passes the same property on: its output carries its input.
    static let relay = relayModule(named: "Relay")

    /// A module of the ``relay`` kind, under another name.
    static func relayModule(named name: String) -> SceneModule {
        SceneModule(
            name: name,
            contract: {
                SceneContract<TypedStore>(
                    inputs: [SceneInput("integer", \.integer)], outputs: [SceneOutput("integer", \.integer)])
            },
            build: { _ in
                let store = TypedStore()
                return (TypedViewController(store: store), TypedRouter(dataStore: store))
            })
    }

    /// Origin leads to Item (whose id it passes from an output that carries nothing), Item to
    /// Detail (passing the id it was given), Origin to Typed (modal, every type, nothing passed),
    /// Typed to After; Item replaces the stack with Fresh; Lonely cannot be reached.
    static let storyboard = """
        { "version": 2, "initial": "Origin", "scenes": [
          { "id": "Origin", "module": "Origin", "title": "Origin", "segues": [
            { "id": "Open", "to": "Item", "pass": { "integer": { "from": "integer" } } },
            { "id": "Form", "to": "Typed", "style": "modal", "pass": {
                "text": { "from": "text" }, "integer": { "from": "integer" }, "decimal": { "from": "decimal" },
                "boolean": { "from": "boolean" }, "date": { "from": "date" },
                "identifier": { "from": "identifier" }, "list": { "from": "list" } } } ] },
          { "id": "Item", "module": "Relay", "title": "Item", "segues": [
            { "id": "Deeper", "to": "Detail", "pass": { "integer": { "from": "integer" } } },
            { "id": "Swap", "to": "Fresh", "style": "replace" } ] },
          { "id": "Detail", "module": "Relay", "title": "Detail" },
          { "id": "Fresh", "module": "Origin", "title": "Fresh" },
          { "id": "Typed", "module": "Typed", "title": "Typed", "segues": [
            { "id": "Next", "to": "After", "style": "push" },
            { "id": "Return", "to": "Origin", "style": "unwind", "pass": { "result": { "from": "result" } } },
            { "id": "ReturnExploding", "to": "Origin", "style": "unwind", "pass": { "result": { "from": "result" } } } ] },
          { "id": "After", "module": "Origin", "title": "After" },
          { "id": "Lonely", "module": "Origin", "title": "Lonely" } ] }
        """

    private func harness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard, modules: [TypedModules.origin, TypedModules.typed, Self.relay])
        try harness.start()
        return harness
    }

    private func go(_ link: String, in harness: NavigatorHarness) throws {
        try harness.navigator.go(to: Link(parsing: link))
    }

    // MARK: Values of every type

    static let everyType =
        #"Origin+Typed:text="say \"hi\"\tto Zoë 😀 \u202Eevil",integer=-9223372036854775808,decimal=-12.05,"#
        + #"boolean=false,date=2026-11-22T09:30:00.125Z,identifier="C 42",list=[1,-2,3],mode=edit"#

    @Test func everyValueTypeRoundTrips() throws {
        let harness = try harness()
        try go(Self.everyType, in: harness)
        let inputs = harness.topInputs
        #expect(inputs["text"] == .text("say \"hi\"\tto Zoë 😀 \u{202E}evil"))
        #expect(inputs["integer"] == .integer(Int.min))
        #expect(inputs["decimal"] == .decimal(Decimal(string: "-12.05")!))
        #expect(inputs["boolean"] == .boolean(false))
        #expect(inputs["date"] == .date(Date(timeIntervalSince1970: 1_795_339_800.125)))
        #expect(inputs["identifier"] == .identifier("C 42"))
        #expect(inputs["list"] == .list([.integer(1), .integer(-2), .integer(3)]))
        #expect(inputs["mode"] == .text("edit"))

        // The link printed reads back to the same stack, in a navigator of its own.
        let link = try #require(harness.navigator.link)
        #expect(!link.description.contains("\u{202E}"), "a bidirectional control is escaped, not shown")
        #expect(link.description.contains(#"\u202E"#))
        let again = try self.harness()
        try go(link.description, in: again)
        #expect(again.navigator.state.path == harness.navigator.state.path)
        #expect(try Link(parsing: link.description) == link)
    }

    @Test(arguments: [
        "", " ", "a b", "\"", "\\", "true", "false", "3", "-3", "1.5", ".5", "é", "日本語", "👩‍👩‍👧", "\u{0}\u{1B}[31m",
        "\u{7F}\u{85}\u{9B}", "\u{2028}\u{2029}", "a/b+c,d=e:f", "[1]", "x]", "-", "--", "C-42", "line\nbreak",
    ])
    func textsRoundTrip(_ text: String) throws {
        let harness = try harness()
        try go(
            "Origin+Typed:text=\(Link.spell(.text(text))),integer=0,decimal=0,boolean=true,"
                + "date=2026-01-01T00:00:00Z,identifier=x,list=[]", in: harness)
        #expect(harness.topInputs["text"] == .text(text))
        let again = try self.harness()
        try go(try #require(harness.navigator.link).description, in: again)
        #expect(again.navigator.state.path == harness.navigator.state.path)
    }

    @Test func wordsAreReadAsTheInputsType() throws {
        let harness = try harness()
        try go(
            "Origin+Typed:text=3,integer=007,decimal=4,boolean=true,date=\"2026-11-22T10:30:00+01:00\","
                + "identifier=42,list=[]", in: harness)
        #expect(harness.topInputs["text"] == .text("3"))
        #expect(harness.topInputs["integer"] == .integer(7))
        #expect(harness.topInputs["decimal"] == .decimal(4))
        #expect(harness.topInputs["date"] == .date(Date(timeIntervalSince1970: 1_795_339_800)))
        #expect(harness.topInputs["identifier"] == .identifier("42"))
        #expect(harness.navigator.link?.description.contains("text=\"3\"") == true, "a text that reads as a number is quoted")
    }

    // MARK: Completion through the storyboard

    @Test func aLinkNamingOnlyItsLastSceneIsCompletedByTheShortestChain() throws {
        let harness = try harness()
        try go("Detail:integer=5", in: harness)
        #expect(
            harness.navigator.state.path == [
                NavigationState.Entry(sceneID: "Origin", presentation: .root),
                NavigationState.Entry(sceneID: "Item", presentation: .push, inputs: ["integer": .integer(5)]),
                NavigationState.Entry(sceneID: "Detail", presentation: .push, inputs: ["integer": .integer(5)]),
            ], "Item's id flows back from Detail: Item's output 'integer' carries its input")
        #expect(harness.navigator.link?.description == "Detail:integer=5", "the shortest link is printed")
        #expect(harness.navigator.link.map { "\($0)" } == "Detail:integer=5")

        try go("Item:integer=4/Detail", in: harness)
        #expect(harness.navigator.state.path.last?.inputs == ["integer": .integer(4)], "and flows forward to Detail")

        try go("Fresh", in: harness)
        #expect(harness.stackIDs == ["Fresh"], "a replace segue on the way leaves only its destination")
        #expect(harness.navigator.link?.description == "Fresh")

        try go("Typed:text=a,integer=1,decimal=1,boolean=true,date=2026-01-01T00:00:00Z,identifier=i,list=[]", in: harness)
        #expect(harness.navigator.state.path.map(\.presentation) == [.root, .modal])
        #expect(harness.navigator.isPresentingModally)
    }

    @Test func followingALinkSendsLifecycleEventsAsRestoreDoes() throws {
        let harness = try harness()
        try go("Detail:integer=5", in: harness)
        let scenes = harness.navigator.stack
        #expect(
            scenes.allSatisfy { ($0.viewController as? TypedViewController)?.store.seenOnLoad.isEmpty == false },
            "every scene on the way was loaded, with its inputs written before viewDidLoad")
        #expect((scenes[1].viewController as? TypedViewController)?.store.seenOnLoad.contains(.integer(5)) == true)
    }

    // MARK: Errors

    /// Each refused link, the column and part it points at, and what it says.
    @Test(
        arguments: [
            ("Origni/Item:integer=1", 1, "Origni", "no scene 'Origni'; did you mean 'Origin'?"),
            ("Origin/Itme:integer=1", 8, "Itme", "did you mean 'Item'?"),
            ("Item", 1, "Item", "scene 'Item' needs its input 'integer' (integer), which no segue passes; write Item:integer=VALUE"),
            ("Item:integer=abc", 14, "abc", "input 'integer' of scene 'Item' is integer; 'abc' is not; write a whole number: 3"),
            ("Item:integer=1.5", 14, "1.5", "is integer; '1.5' is not"),
            ("Item:integer=\"1\"", 14, "\"1\"", "is integer"),
            ("Item:integr=1", 6, "integr", "scene 'Item' has no input 'integr'; did you mean 'integer'?; its inputs: integer"),
            ("Lonely", 1, "Lonely", "no chain of segues leads from the initial scene 'Origin' to 'Lonely'"),
            ("After", 1, "After", "scene 'Typed', on the way to 'After', needs its input"),
            ("Origin+Item:integer=1", 8, "Item", "no segue of scene 'Origin' presents 'Item'; it pushes it: write Origin/Item"),
            ("Origin/Typed", 8, "Typed", "it presents it: write Origin+Typed"),
            ("Item:integer=1/Fresh", 16, "Fresh", "it replaces the stack with it: start the link at 'Fresh'"),
            ("Origin/Detail:integer=1", 8, "Detail", "no segue of scene 'Origin' pushes 'Detail'"),
            ("", 1, "", "the link is empty"),
            ("Origin//Item", 8, "/", "expected a scene id"),
            ("Origin/", 8, "", "found the end of the link"),
            ("Origin Item", 7, " ", "unexpected ' ' after a scene"),
            ("Item:integer", 13, "", "expected '=' after input 'integer'"),
            ("Item:integer=", 14, "", "expected a value for input 'integer'"),
            ("Item:=1", 6, "=", "expected the name of an input"),
            ("Item:integer=1,integer=2", 16, "integer", "input 'integer' of scene 'Item' is given twice"),
            ("Item:integer=\"1", 14, "\"", "unterminated string"),
            ("Item:integer=\"\\q\"", 14, "\"\\q\"", "invalid quoted string: invalid escape sequence"),
            ("Item:integer=[1,2", 14, "[", "unterminated list"),
            ("Item:integer=1;", 15, ";", "unexpected ';' after the value of 'integer'"),
        ] as [(String, Int, String, String)])
    func aRefusedLinkPointsAtItsPartAndLeavesTheStack(
        _ text: String, _ column: Int, _ part: String, _ message: String
    ) throws {
        let harness = try harness()
        try go("Item:integer=9", in: harness)
        let before = harness.navigator.stack.map(ObjectIdentifier.init)
        let error = try #require(throws: Link.Refusal.self) { try go(text, in: harness) }
        #expect(error.column == column)
        #expect(error.description.contains("link column \(column)" + (part.isEmpty ? "" : " ('\(part)')")), "\(error)")
        #expect(error.description.contains(message), "\(error)")
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == before, "the stack is untouched")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(throws: Link.Refusal.self) {
            try Link(parsing: #"Item:integer=1,text="é😀👩‍👩‍👧",x"#)
        }
        #expect(error.column == 28, "just after the x: 15 + 5 + 5 + 2 characters, whatever their bytes")
        #expect(error.problem == .expectedEquals(input: "x", found: nil))
    }
}

extension Link {
    /// How a link writes `value`, read from the canonical spelling of a one-input link.
    static func spell(_ value: SceneValue) -> String {
        let entries = [NavigationState.Entry(sceneID: "A", presentation: .root, inputs: ["v": value])]
        return String(Link(entries: entries).description.dropFirst("A:v=".count))
    }
}
