import ContactsDomain
import Foundation
import NotesDomain
import SceneRuntime
import SceneStore
import SceneTesting
import ShopDomain
import Testing

/// Every message keeps one voice (the DemoApp article, "Messages"): the errors of the domain and the runtime
/// that can be built here, and every message the demo's scenes show in the recorded flows.
@Suite struct MessageStyleTests {
    static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    /// Errors of every area, one of each case.
    static let errors: [String] = {
        let dataFile: [DataFileError] = [
            .corrupt(file: "notes.json", reason: "not JSON", keptAs: "notes.json.corrupt"),
            .corrupt(file: "notes.json", reason: "not JSON", keptAs: nil),
            .unreadable(file: "notes.json", reason: "permission denied"),
            .notARegularFile(file: "notes.json", kind: "a directory"),
            .unwritable(file: "notes.json", reason: "disk full"), .busy(file: "notes.json", seconds: 5),
            .noNumbersLeft(file: "notes.json"),
        ]
        let note = Note(id: 1, title: "Groceries", body: "", date: Date(timeIntervalSince1970: 0))
        let contact = Contact(id: 1, form: ContactForm(firstName: "Ada", lastName: "Lovelace"))
        let cart: [CartError] = [
            .priceOutOfRange(0), .quantityOutOfRange(name: "Mug", quantity: 0), .totalTooLarge,
            .noSuchLine(name: "Mug"), .storage(dataFile[4]),
        ]
        let actions: [ActionError] = [
            .unknownAction("ad", scene: "Cart", available: ["add"], suggestion: "add"),
            .unknownAction("zzz", scene: "Cart", available: ["add"], suggestion: nil),
            .missingArgument(action: "add", name: "NAME", usage: "add NAME PRICE"),
            .invalidArgument(action: "add", name: "PRICE", value: "0", expected: "above zero"),
            .notAWholeNumber(action: "open", name: "NUMBER", value: "x", range: 1...3),
            .outOfRange(action: "open", name: "NUMBER", value: "9", range: 1...3),
            .nothingToChoose(action: "open", name: "NUMBER", value: "1"),
            .tooManyArguments(action: "open", usage: "open NUMBER"),
            .unavailable(action: "checkout", reason: "the cart is empty"),
        ]
        let others: [any Error] = [
            NotesError.gone(note), NotesError.storage(dataFile[4]), ContactsError.noContact,
            ContactsError.gone(contact), ContactsError.storage(dataFile[4]),
        ]
        return
            (dataFile.map(\.description) + cart.map(\.description) + actions.map(\.description)
            + others.map { String(describing: $0) })
    }()

    @Test(arguments: 0..<errors.count)
    func everyErrorKeepsTheVoice(_ index: Int) {
        let message = Self.errors[index]
        #expect(MessageStyle.problems(in: message) == [], "\(message)")
    }

    @Test(arguments: ContactForm.Field.allCases)
    func everyFormProblemKeepsTheVoice(_ field: ContactForm.Field) {
        for problem in [ContactForm.Problem.required, .invalidPhone, .invalidEmail] {
            let message = problem.message(for: field)
            #expect(MessageStyle.problems(in: message) == [], "\(message)")
        }
    }

    /// The `! error`, `* message` and `error: ` lines of every recorded flow of the demo.
    @Test func everyMessageOfTheRecordedFlowsKeepsTheVoice() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.transcripts.path)
            .filter { $0.hasSuffix(".transcript") }
        var checked = 0
        for file in files {
            let text = try String(contentsOf: Self.transcripts.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) {
                let message: String
                if line.hasPrefix("  ! ") || line.hasPrefix("  * ") {
                    message = String(line.dropFirst(4))
                } else if line.hasPrefix("error: ") {
                    message = String(line.dropFirst("error: ".count))
                } else {
                    continue
                }
                checked += 1
                #expect(MessageStyle.problems(in: message) == [], "\(file): \(line)")
            }
        }
        #expect(checked > 30, "the flows show the scenes' messages")
    }

    /// The checker itself finds each way of breaking the style.
    @Test(arguments: [
        "First name is required.", "error: scenes.json:1:2: error: invalid JSON", "The cart is empty",
        "no command 'x'; did you mean 'y'?; type 'help' for the list", "wrong password. Try again",
    ])
    func theCheckerFindsABrokenStyle(_ message: String) {
        #expect(MessageStyle.problems(in: message) != [])
    }
}
