import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// Each command of the program is described once (``Subcommands``), and parsing, help and the
/// completion scripts all follow that description: every option described is parsed and does
/// something, is listed by `help COMMAND` and is completed in bash, zsh and fish.
@Suite @MainActor struct CommandLineDescriptionTests {
    /// A value of `option` the parser accepts, unlike its default.
    private static func sample(of option: OptionDescription) -> String {
        switch option.kind {
        case .choice(_, let words)?: words.last ?? ""
        case .integer(let range, _)?: String(range.lowerBound)
        case .unsigned?: "7"
        case .seconds?: "1.5"
        case .command?: "graph"
        default:
            switch option.placeholder {
            case "NAME:TYPE": "count:integer"
            case "A,B": "Mailboxes,Message"
            default: "x"
            }
        }
    }

    /// The least a command line of `command` must give, without `option` (`snapshot` needs
    /// `--check DIR` unless the option tried is `--update`).
    private static func base(of command: SubcommandDescription, trying option: OptionDescription) -> [String] {
        var words = [command.name]
        if let positionals = command.positionals {
            for _ in 0..<positionals.minimum {
                words.append(
                    CompletionScript.words(of: positionals.kind)?.first
                        ?? (positionals.kind == .file ? "a.json" : "Name"))
            }
        }
        for conflict in command.conflicts where conflict.isOneRequired {
            if option.name != conflict.first.name && option.name != conflict.second.name {
                words += [conflict.first.name, "d"]
            }
        }
        return words
    }

    /// Options that are accepted and do nothing, on purpose.
    private static let accepted: Set<String> = ["run --load-plugins"]

    @Test func everyOptionDescribedIsParsedAndChangesTheInvocation() throws {
        var tried = 0
        for command in Subcommands.all {
            for option in command.visibleOptions {
                let base = Self.base(of: command, trying: option)
                let given = base + (option.kind == nil ? [option.name] : [option.name, Self.sample(of: option)])
                let invocation = try CommandLineParser.parse(given)
                if option.kind != nil {
                    let inline = base + ["\(option.name)=\(Self.sample(of: option))"]
                    #expect(try CommandLineParser.parse(inline) == invocation, "\(inline)")
                }
                let required = command.conflicts.contains {
                    $0.isOneRequired && ($0.first.name == option.name || $0.second.name == option.name)
                }
                if required {
                    // Without it, or the other of its pair, the command line is refused.
                    #expect(throws: UsageError.self) { try CommandLineParser.parse(base) }
                } else if !Self.accepted.contains("\(command.name) \(option.name)") {
                    #expect(try CommandLineParser.parse(base) != invocation, "\(given) changes nothing")
                }
                tried += 1
            }
        }
        #expect(tried >= 45)
    }

    @Test func everyOptionIsInItsHelpAndEveryCompletionScript() {
        let scripts = CompletionScript.Shell.allCases.map { CompletionScript(shell: $0).text }
        for command in Subcommands.all {
            let help = HelpText.forCommand(command.name)
            #expect(help.hasPrefix("usage: scenes " + command.forms[0] + "\n"), "\(command.name)")
            #expect(HelpText.usage.contains("scenes " + command.forms[0] + "\n"), "\(command.name)")
            for option in command.options {
                let listed = help.contains("\n  \(option.spelling)")
                #expect(listed == !option.isHidden, "\(command.name) \(option.name)")
                let bash = Self.section(of: command.name, in: scripts[0])
                let inBash = [" ", "\""].contains { before in
                    [" ", "\"", ")"].contains { bash.contains(before + option.name + $0) }
                }
                #expect(inBash == !option.isHidden, "bash: \(command.name) \(option.name)")
                #expect(scripts[1].contains("\(option.name)[") || scripts[1].contains("\(option.name)=[") || option.isHidden)
                #expect(
                    scripts[2].contains("'__fish_seen_subcommand_from \(command.name)' -l \(option.name.dropFirst(2))")
                        || command.isDefault || option.isHidden, "fish: \(command.name) \(option.name)")
            }
            for script in scripts { #expect(script.contains(command.name), "\(command.name)") }
        }
    }

    /// The part of the bash script that completes `command`'s words.
    private static func section(of command: String, in bash: String) -> Substring {
        guard let start = bash.range(of: "\n    \(command))\n") else { return "" }
        let rest = bash[start.upperBound...]
        return rest.prefix(upTo: rest.range(of: "\n        ;;")?.lowerBound ?? rest.endIndex)
    }

    @Test func optionNamesAreUniqueAndSpelledAsOptions() {
        for command in Subcommands.all {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name)")
            #expect(names.allSatisfy { $0.hasPrefix("--") && $0.count > 2 && !$0.contains("=") })
            for conflict in command.conflicts {
                #expect(
                    command.option(named: conflict.first.name) != nil
                        && command.option(named: conflict.second.name) != nil)
            }
        }
        #expect(Set(Subcommands.names).count == Subcommands.all.count)
    }

    @Test func anOptionTakenOnceIsRefusedTwiceAndARepeatableOneKeepsEach() throws {
        #expect(throws: UsageError(message: "--script is given twice", command: "run")) {
            try CommandLineParser.parse(["--script", "a", "--script", "b"])
        }
        #expect(throws: UsageError(message: "--watch is given twice", command: "run")) {
            try CommandLineParser.parse(["--watch", "--watch"])
        }
        guard case .explore(let options) = try CommandLineParser.parse(["explore", "--plugins", "a", "--plugins=b"])
        else {
            Issue.record("not explore")
            return
        }
        #expect(options.plugins == ["a", "b"])
    }

    /// A usage error shows every form of its command; an unknown option is suggested among the
    /// command's own, never a hidden one.
    @Test func aUsageErrorShowsEveryFormAndSuggestsOnlyVisibleOptions() {
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["new", "X", "--stile", "vip"], modules: [], environment: [:],
            console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status == 2)
        #expect(
            err == """
                error: unknown option '--stile'; did you mean '--style'?
                usage: scenes new NAME [--style vip|viper] [--input NAME:TYPE]... [--output NAME:TYPE]... [--tab CONTAINER] [--uses SHARED]... [--package DIR]
                       scenes new NAME --domain [--uses SHARED]... [--package DIR]
                       scenes new NAME --coordinator [--uses SHARED]... [--package DIR]

                """)
        #expect(throws: UsageError(message: "unknown option '--chil'", command: "explore")) {
            try CommandLineParser.parse(["explore", "--chil"])
        }
    }

    @Test func completionPrintsTheScriptOfAShell() throws {
        for shell in CompletionScript.Shell.allCases {
            #expect(try CommandLineParser.parse(["completion", shell.rawValue]) == .completion(shell))
            var out = ""
            let status = ScenesCommand.run(
                arguments: ["completion", shell.rawValue], modules: [], environment: [:],
                console: Console(out: { out += $0 }, err: { _ in }), input: ScriptLines(""))
            #expect(status == 0)
            #expect(out == CompletionScript(shell: shell).text)
        }
        #expect(throws: UsageError(message: "unknown shell 'tcsh'; expected bash, zsh or fish", command: "completion")) {
            try CommandLineParser.parse(["completion", "tcsh"])
        }
        #expect(throws: UsageError(message: "unknown shell 'bsh'; expected bash, zsh or fish; did you mean 'bash'?", command: "completion")) {
            try CommandLineParser.parse(["completion", "bsh"])
        }
        #expect(
            throws: UsageError(message: "completion needs the SHELL to complete in: bash, zsh or fish", command: "completion")
        ) { try CommandLineParser.parse(["completion"]) }
    }

    /// Every single quote of the zsh and fish scripts opens or closes a quoted word, so that each
    /// description stays one word however it is spelled.
    @Test func theZshAndFishScriptsQuoteEveryDescription() {
        let zsh = CompletionScript(shell: .zsh).text.replacingOccurrences(of: "'\\''", with: "")
        #expect(zsh.filter { $0 == "'" }.count % 2 == 0)
        #expect(zsh.hasPrefix("#compdef scenes\n"))
        #expect(zsh.contains("'(--resume)--goto=[start at the stack LINK names]:LINK: '"))
        #expect(zsh.contains("\n    (explore)\n        _arguments -s '--depth=[commands from the start]:N: '"))
        let fish = CompletionScript(shell: .fish).text.replacingOccurrences(of: "\\'", with: "")
        #expect(fish.filter { $0 == "'" }.count % 2 == 0)
        #expect(fish.contains("complete -c scenes -n '__fish_seen_subcommand_from graph' -l format -x -a 'dot mermaid text'"))
    }

    /// The lines `executable` prints, run with `arguments` in a new folder holding `app.json`, the
    /// folder `plugins` and the script of `shell` as `script`.
    private func output(of executable: String, _ arguments: [String], script shell: CompletionScript.Shell) throws
        -> [String]
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try CompletionScript(shell: shell).text.write(
            to: folder.appendingPathComponent("script"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("plugins"), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = folder
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(executable) \(arguments)")
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// What bash offers at the cursor after `words` (the last one being completed), by the script
    /// `scenes completion bash` prints, run in bash.
    private func bashCompletions(_ words: [String]) throws -> [String] {
        try output(
            of: "/bin/bash",
            [
                "--norc", "-c",
                #"source ./script; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _scenes; printf '%s\n' "${COMPREPLY[@]}""#,
                "bash", "scenes",
            ] + words, script: .bash
        ).sorted()
    }

    /// What fish offers for the command line `line`, by the script `scenes completion fish`
    /// prints: each word, without its description.
    private func fishCompletions(_ line: String) throws -> [String] {
        try output(of: "/usr/bin/fish", ["--no-config", "-c", "source ./script; complete -C$argv[1]", line], script: .fish)
            .map { String($0.prefix { $0 != "\t" }) }.sorted()
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesCommandsOptionsChoicesAndPaths() throws {
        #expect(try fishCompletions("scenes gr") == ["graph"])
        #expect(try fishCompletions("scenes graph --format ") == ["dot", "mermaid", "text"])
        #expect(try fishCompletions("scenes explore --strat") == ["--strategy"])
        #expect(try fishCompletions("scenes --wa") == ["--watch"])
        #expect(try fishCompletions("scenes completion ") == ["bash", "fish", "zsh"])
        #expect(try fishCompletions("scenes validate ap") == ["app.json"])
        #expect(try fishCompletions("scenes explore --plugins pl") == ["plugins/"])
        #expect(try fishCompletions("scenes explore --chi") == [])
    }

    /// zsh reads its script (`zsh -n`); completing in zsh needs a terminal, tried by hand.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshReadsItsScript() throws {
        #expect(try output(of: "/usr/bin/zsh", ["-n", "script"], script: .zsh) == [])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashCompletesCommandsOptionsChoicesAndPaths() throws {
        #expect(try bashCompletions(["gr"]) == ["graph"])
        #expect(try bashCompletions(["co"]) == ["completion", "coverage"])
        #expect(try bashCompletions(["a"]) == ["app.json"])
        #expect(try bashCompletions(["--wa"]) == ["--watch"])
        #expect(try bashCompletions(["graph", "--f"]) == ["--format"])
        #expect(try bashCompletions(["graph", "--format", ""]) == ["dot", "mermaid", "text"])
        #expect(try bashCompletions(["graph", "--format", "=", "m"]) == ["mermaid"])
        #expect(try bashCompletions(["explore", "--strategy", "r"]) == ["replay"])
        #expect(try bashCompletions(["explore", "--ch"]) == [])
        #expect(try bashCompletions(["explore", "--plugins", "p"]) == ["plugins"])
        #expect(try bashCompletions(["validate", "ap"]) == ["app.json"])
        #expect(try bashCompletions(["help", "sn"]) == ["snapshot"])
        #expect(try bashCompletions(["completion", ""]) == ["bash", "fish", "zsh"])
        #expect(try bashCompletions(["init", "N", "--runtime", "p"]) == ["plugins"])
        #expect(try bashCompletions(["new", "N", "--style", ""]) == ["vip", "viper"])
    }
}
