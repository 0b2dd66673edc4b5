import Testing

@testable import SceneRuntime

/// A secret argument is declared on the action, and the runtime's own errors never quote it.
@Suite struct SecretArgumentDeclarationTests {
    private let action = SceneAction<Int>(
        "signin", arguments: "USER PIN [NOTE]", secretArguments: [1], summary: "sign in"
    ) { _, _ in }

    @Test func theDescriptorCarriesTheSecretPositions() {
        #expect(action.descriptor.secretArguments == [1])
        #expect(action.descriptor.usage == "signin USER PIN [NOTE]", "help shows the argument's name")
        #expect(SceneAction<Int>("plain", summary: "") { _, _ in }.descriptor.secretArguments.isEmpty)
    }

    @Test(arguments: ["12ab", "", "-", "99999999999999999999999"])
    func aMalformedSecretIsNotQuoted(word: String) {
        let arguments = ActionArguments(action: action.descriptor, words: ["ada", word])
        #expect(throws: ActionError.invalidArgument(action: "signin", name: "PIN", value: "***", expected: "a whole number")) {
            try arguments.integer(1, name: "PIN")
        }
    }

    @Test func aMalformedArgumentThatIsNotSecretIsQuotedAsBefore() {
        let arguments = ActionArguments(action: action.descriptor, words: ["12ab", "1"])
        #expect(throws: ActionError.invalidArgument(action: "signin", name: "USER", value: "12ab", expected: "a whole number")) {
            try arguments.integer(0, name: "USER")
        }
    }
}
