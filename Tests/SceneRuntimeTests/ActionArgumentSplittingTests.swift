import Testing

@testable import SceneRuntime

/// The one rule for an action's arguments: one word each, except a last argument written with
/// `...`, free text that takes the rest of the line.
@Suite struct ActionArgumentSplittingTests {
    private static func action(_ arguments: String) -> SceneModule.ActionDescriptor {
        SceneModule.ActionDescriptor(name: "add", arguments: arguments, summary: "")
    }

    @Test(arguments: [
        ("TITLE [BODY...]", ["Buy", "milk", "today"], ["Buy", "milk today"]),
        ("TITLE [BODY...]", ["Buy milk", "today"], ["Buy milk", "today"]),
        ("TITLE [BODY...]", ["Buy"], ["Buy"]),
        ("NAME...", ["Ada", "Mary"], ["Ada Mary"]),
        ("NAME...", ["Ada Mary"], ["Ada Mary"]),
        ("NAME...", [], []),
        ("EMAIL PASSWORD [NAME...]", ["a@b.c", "pw", "Grace", "Brewster", "Hopper"], ["a@b.c", "pw", "Grace Brewster Hopper"]),
        ("NAME PRICE [QUANTITY]", ["Swift", "mug", "4.50"], ["Swift", "mug", "4.50"]),
        ("NUMBER", ["1", "2"], ["1", "2"]),
        ("", ["x"], ["x"]),
    ])
    func aLastFreeTextArgumentTakesTheRestAndOthersAreOneWordEach(
        declared: String, typed: [String], arranged: [String]
    ) {
        #expect(ActionArguments.arranging(typed, for: Self.action(declared)).words == arranged)
    }

    @Test func freeTextIsDeclaredByTheLastArgumentOnly() {
        #expect(Self.action("TITLE [BODY...]").takesFreeText)
        #expect(Self.action("TEXT...").takesFreeText)
        #expect(!Self.action("TEXT... NUMBER").takesFreeText)
        #expect(!Self.action("TITLE [BODY]").takesFreeText)
        #expect(!Self.action("").takesFreeText)
        #expect(Self.action("TITLE [BODY...]").argumentName(at: 1) == "BODY")
    }

    @Test func extraWordsOfAnActionWithoutFreeTextAreStillRefused() {
        let arguments = ActionArguments.arranging(["1", "2"], for: Self.action("NUMBER"))
        #expect(throws: ActionError.tooManyArguments(action: "add", usage: "add NUMBER")) {
            try arguments.expectAtMost(1)
        }
    }
}
