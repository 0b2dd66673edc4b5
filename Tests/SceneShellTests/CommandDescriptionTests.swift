import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// One description per command drives parsing, help and completion: what a description says is
/// what each of them does.
@Suite @MainActor struct CommandDescriptionTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard()
        shell = try #require(try launchCounterShell(on: storyboard))
    }

    @Test func helpListsEveryDescriptionAndItsForcedForm() {
        let help = shell.execute("help").output.plain
        for command in ShellCommand.descriptions {
            // The counters have no container: tabs, tab and focus are left out of the list.
            #expect(
                help.contains("  \(command.usage) ") != ShellHelp.containerCommands.contains(command.name),
                "\(command.name) is in help unless it acts on containers")
            #expect(shell.execute("help \(command.name)").output.plain.hasPrefix("usage: \(command.usage)\n"))
            let forced = command.usage(typedAs: command.name + "!")
            // The line on the forced forms names each of them, and only them.
            #expect(ShellHelp.forcedForms.contains(" \(forced)") == command.isForceable, "\(forced)")
            if command.isForceable {
                #expect(shell.execute("help \(command.name)!").output.plain.hasPrefix("usage: \(forced)\n"))
            }
        }
        storyboard.remove()
    }

    @Test func everyDescriptionParsesItsOwnWordsAndChecksTheCount() throws {
        for command in ShellCommand.descriptions {
            let words = [command.name] + command.arguments.map { _ in "text" }
            let required = [command.name] + command.arguments.filter { !$0.isOptional }.map { _ in "text" }
            for line in [words, required] { #expect(try ShellCommand.parse(line) != nil, "\(line)") }
            if command.arguments.last?.joinsWords == true {
                // A name of several words (`popto Shopping cart`): the words left are one argument.
                #expect(try ShellCommand.parse(words + ["extra"]) == ShellCommand.parse(words.dropLast() + ["text extra"]))
            } else {
                #expect(throws: ShellError.tooManyArguments(command: command.name, usage: command.usage)) {
                    try ShellCommand.parse(words + ["extra"])
                }
            }
            for alias in command.aliases {
                #expect(try ShellCommand.parse([alias] + required.dropFirst()) == ShellCommand.parse(required))
            }
        }
        storyboard.remove()
    }

    @Test func argumentsCompleteToWhatTheirDescriptionSays() {
        _ = shell.execute("go Next")
        #expect(shell.completions(for: "explain ") == ["Done", "Next"])
        #expect(shell.completions(for: "popto ") == ["First", "Second"])
        #expect(shell.completions(for: "goto ") == ["First", "Second", "Sheet"])
        #expect(shell.completions(for: "graph ") == ["dot", "mermaid", "text"])
        #expect(shell.completions(for: "help ") == shell.completions(for: ""))
        #expect(shell.completions(for: "back ") == [])
        storyboard.remove()
    }

    /// Help, segues and suggestions are worked out once per scene; a reload works them out again.
    @Test func whatASceneOffersFollowsAReload() throws {
        #expect(shell.execute("segues").output.plain.contains("Modal"))
        #expect(shell.execute("Next").error?.contains("type 'go Next'") == true)
        // First loses its segue Next.
        try storyboard.write(
            """
            { "version": 1, "initial": "First", "scenes": [
              { "id": "First", "module": "Counter", "title": "First", "segues": [ { "id": "Modal", "to": "Sheet", "style": "modal" } ] },
              { "id": "Second", "module": "Counter", "title": "Second", "segues": [
                  { "id": "Next", "to": "Second" }, { "id": "Done", "to": "First", "style": "unwind" } ] },
              { "id": "Sheet", "module": "Counter", "title": "Sheet", "segues": [ { "id": "Next", "to": "Second" } ] } ] }
            """)
        #expect(shell.execute("reload").error == nil)
        #expect(shell.execute("segues").output.plain == "Modal  -> Sheet (modal)\n")
        #expect(shell.completions(for: "go ") == ["Modal"])
        #expect(shell.execute("Next").error?.contains("go Next") == false)
        storyboard.remove()
    }
}

/// `--script FILE` is read as it runs, one line at a time, with the line ends of `ScriptLines`.
@Suite struct ScriptFileTests {
    /// The lines of `text` as the shell split a script before it was streamed: at `\n` or `\r\n`
    /// (one Character), a `\r` ending a line dropped, no line after a final line break.
    private static func linesSplitUpFront(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { String($0.last == "\r" ? $0.dropLast() : $0) }
    }

    private static func lines(of input: some LineInput) -> [String] {
        var input = input
        var lines: [String] = []
        while let line = input.nextLine() { lines.append(line) }
        return lines
    }

    @Test(arguments: [
        "stack\ngo Next\n", "stack\r\ngo Next", "a\r\r\nb\r", "\n\n", "", "\r", "x\ry\n\u{301}z\n",
        "é\r\n\u{0605}\n", String(repeating: "long ", count: 40_000) + "\nend",
    ])
    func linesEndAsTheyDidWhenTheScriptWasSplitUpFront(text: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("script").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let expected = Self.linesSplitUpFront(text)
        #expect(Self.lines(of: try ScriptFile.open(at: path)) == expected)
        #expect(Self.lines(of: ScriptLines(text)) == expected)
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharactersLineByLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("script").path
        let bytes: [UInt8] = [0x61, 0xE2, 0x82, 0x0A, 0xFF, 0x0D, 0x0A, 0x62]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(Self.lines(of: try ScriptFile.open(at: path)) == Self.linesSplitUpFront(String(decoding: bytes, as: UTF8.self)))
    }

    /// A line is run as soon as it is there: the script is not read to its end first.
    @Test func linesAreReadAsTheyArriveNotAllFirst() throws {
        let pipe = try Pipes.make()
        defer { close(pipe.read) }
        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(pipe.write, $0.baseAddress, $0.count) } }
        send("stack\n")
        let file = try ScriptFile.open(at: "/dev/fd/\(pipe.read)")
        #expect(file.nextLine() == "stack")
        send("go Next\nback")
        #expect(file.nextLine() == "go Next")
        close(pipe.write)
        #expect(file.nextLine() == "back")
        #expect(file.nextLine() == nil)
        #expect(file.failure == nil)
    }
}
