import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// Every numeric argument of every scene of the demo app, with the boundary values: the numbers
/// within the range work, every other word is refused with an error naming the argument, the
/// word and the range, and changes neither the stack nor a data file.
@Suite @MainActor struct NumericArgumentTests {
    /// A numeric argument: the scene it belongs to (reached from the Menu by `segue`), the action,
    /// the arguments before the number, and the range it accepts in a new data directory.
    struct Argument: CustomStringConvertible, Sendable {
        let segue: String?
        let action: String
        let before: [String]
        let name: String
        let range: ClosedRange<Int>

        var description: String { "\(segue ?? "Menu") \(action) \(name)" }
    }

    nonisolated static let arguments: [Argument] = [
        Argument(segue: nil, action: "open", before: [], name: "NUMBER", range: 1...5),
        Argument(segue: "Contacts", action: "select", before: [], name: "NUMBER", range: 1...3),
        Argument(segue: "Contacts", action: "delete", before: [], name: "NUMBER", range: 1...3),
        Argument(segue: "Notes", action: "open", before: [], name: "NUMBER", range: 1...2),
        Argument(segue: "Notes", action: "delete", before: [], name: "NUMBER", range: 1...2),
        Argument(segue: "Shop", action: "remove", before: [], name: "NUMBER", range: 1...2),
        Argument(segue: "Shop", action: "add", before: ["Pen", "1.50"], name: "QUANTITY", range: 1...9_999),
    ]

    /// Words that are whole numbers, outside every range above but the first's.
    nonisolated static func outOfRange(_ range: ClosedRange<Int>) -> [String] {
        [
            "0", "-1", "-0", String(range.upperBound + 1), "9223372036854775807", "-9223372036854775808",
            "9223372036854775808", "99999999999999999999", "-99999999999999999999",
        ]
    }

    /// Words that are not whole numbers at all.
    nonisolated static let notNumbers = ["", "+1", "0x10", "1e3", " 1", "1.0", "١", "３", "one"]

    let data = TemporaryDataDirectory()

    private func harness(at argument: Argument, data: TemporaryDataDirectory? = nil) throws -> NavigatorHarness {
        let storyboard = try String(contentsOfFile: FlowTranscriptTests.menuApp, encoding: .utf8)
        let harness = try NavigatorHarness(
            storyboard: storyboard, modules: builtinSceneModules,
            environment: SceneEnvironment(dataDirectory: (data ?? self.data).path))
        try harness.start()
        if let segue = argument.segue { try harness.navigator.performSegue(segue) }
        return harness
    }

    /// Every data file's bytes, by name.
    private func files() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: data.path) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: data.file(name)))
        }
        return files
    }

    @Test(arguments: arguments)
    func wordsOutsideTheRangeAreRefusedAndChangeNothing(_ argument: Argument) throws {
        let harness = try harness(at: argument)
        let stack = harness.stackIDs
        let before = try files()
        for word in Self.outOfRange(argument.range) {
            #expect(
                throws: ActionError.outOfRange(
                    action: argument.action, name: argument.name, value: word, range: argument.range),
                "\(argument) \(word)"
            ) {
                try #require(harness.navigator.topScene).perform(action: argument.action, arguments: argument.before + [word])
            }
        }
        for word in Self.notNumbers {
            #expect(
                throws: ActionError.notAWholeNumber(
                    action: argument.action, name: argument.name, value: word, range: argument.range),
                "\(argument) \(word.debugDescription)"
            ) {
                try #require(harness.navigator.topScene).perform(action: argument.action, arguments: argument.before + [word])
            }
        }
        #expect(harness.stackIDs == stack)
        #expect(try files() == before, "nothing was saved")
    }

    @Test(arguments: arguments)
    func theEndsOfTheRangeAreAccepted(_ argument: Argument) throws {
        for number in [argument.range.lowerBound, argument.range.upperBound] {
            // Each on a new data directory, so that the list has its full length.
            let harness = try harness(at: argument, data: TemporaryDataDirectory())
            try #require(harness.navigator.topScene).perform(
                action: argument.action, arguments: argument.before + [String(number)])
        }
    }

    @Test func aPositionInAnEmptyListSaysTheListIsEmpty() throws {
        let harness = try harness(at: Self.arguments[5])
        try #require(harness.navigator.topScene).perform(action: "empty")
        #expect(throws: ActionError.nothingToChoose(action: "remove", name: "NUMBER", value: "1")) {
            try #require(harness.navigator.topScene).perform(action: "remove", arguments: ["1"])
        }
    }
}
