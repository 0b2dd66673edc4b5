import Foundation
import SceneRuntime
import SceneShell
import SceneTesting

/// The checks of the `FuzzShellLine` libFuzzer target (`.ci/fuzz` builds and runs it). One
/// long-lived shell, on a small storyboard of fuzzing scenes, carries out each line of each input:
/// no line may crash or hang it, every error has a message, the stack never empties, and the
/// tokenizer keeps its promise that words quoted back split into the same words, and the line as
/// shown (secrets hidden) keeps its words, each as typed or `***`.
@MainActor package enum ShellLineFuzzing {
    /// A shell on a storyboard in a temporary folder, whose scenes reach each other every way.
    private static let shell: Shell = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-shell-\(getpid())")
        let storyboard = """
            { "version": 1, "initial": "Menu", "scenes": [
              { "id": "Menu", "module": "Menu", "title": "Menu", "segues": [
                { "id": "Open", "to": "List" }, { "id": "Show", "to": "Detail", "style": "modal" },
                { "id": "Again", "to": "Menu" }, { "id": "Swap", "to": "List", "style": "replace" } ] },
              { "id": "List", "module": "List", "title": "A \\"list\\"", "segues": [
                { "id": "Pick", "to": "Detail" }, { "id": "Home", "to": "Menu", "style": "unwind" } ] },
              { "id": "Detail", "module": "Detail", "title": "Détail ✓", "segues": [
                { "id": "Done", "to": "Menu", "style": "unwind" }, { "id": "More", "to": "List", "style": "modal" } ] }
            ] }
            """
        let registry = SceneRegistry()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("scenes.json").path
            try storyboard.write(toFile: path, atomically: true, encoding: .utf8)
            for name in ["Menu", "List", "Detail"] { try registry.register(FuzzModule.module(named: name)) }
            let shell = try Shell(
                registry: registry, configPath: path,
                environment: SceneEnvironment(dataDirectory: folder.path), colors: false)
            try shell.navigator.start()
            return shell
        } catch {
            fatalError("cannot set up the fuzzing shell: \(error)")
        }
    }()

    /// Lines carried out so far; the stack is brought back to its root now and then so that it
    /// cannot grow without end over millions of inputs.
    private static var linesRun = 0

    /// Carries out each line of `bytes` (read as UTF-8, invalid bytes replaced) and traps if the
    /// shell breaks a promise.
    package static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { run(String(line)) }
    }

    private static func run(_ line: String) {
        checkQuoting(line)
        checkRedaction(line)
        let reply = shell.execute(line)
        if let error = reply.error {
            precondition(!error.isEmpty, "an empty error message for \(line.debugDescription)")
        }
        let written = reply.printed.rendered + TerminalText(reply.error ?? "").rendered
        precondition(
            TerminalBytes.problems(in: written).isEmpty, "\(line.debugDescription) wrote an escape of its own"
        )
        precondition(shell.navigator.topScene != nil, "the stack emptied by \(line.debugDescription)")
        linesRun += 1
        if linesRun % 64 == 0 || shell.navigator.stack.count > 32 { _ = shell.execute("root") }
    }

    /// The line as shown splits into as many words as the line, each the same or `***`.
    private static func checkRedaction(_ line: String) {
        let words = Words.scan(line).words.map(\.text)
        let shown = Words.scan(shell.redacted(line)).words.map(\.text)
        precondition(
            shown.count == words.count
                && zip(words, shown).allSatisfy { $0 == $1 || $1 == Shell.secretPlaceholder },
            "\(line.debugDescription) shown as \(shell.redacted(line).debugDescription)")
    }

    /// Words the tokenizer returns, each put in single quotes, split back into the same words.
    private static func checkQuoting(_ line: String) {
        guard let words = try? Words.split(line) else { return }
        let quoted = words.map { word in
            var scalars = String.UnicodeScalarView()
            scalars.append("'")
            for scalar in word.unicodeScalars {
                if scalar == "'" {
                    scalars.append(contentsOf: #"'\''"#.unicodeScalars)
                } else {
                    scalars.append(scalar)
                }
            }
            scalars.append("'")
            return String(scalars)
        }
        let again = try? Words.split(quoted.joined(separator: " "))
        precondition(
            again == words, "\(line.debugDescription) split into \(words), quoted back into \(again ?? [])")
    }
}
