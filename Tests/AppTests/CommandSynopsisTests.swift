import Foundation
import SceneShell
import Testing

/// The synopsis of the program's commands in the README and in the Shell article is what
/// `scenes --help` prints, which is written from the commands' descriptions: they cannot drift.
@Suite @MainActor struct CommandSynopsisTests {
    private static func output(_ arguments: [String]) -> (status: Int32, out: String) {
        var out = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: [], environment: [:], console: Console(out: { out += $0 }, err: { _ in }),
            input: ScriptLines(""))
        return (status, out)
    }

    /// The lines of `--help` from the one starting with `first` up to the blank line after it.
    private static func section(startingWith first: String) -> String {
        let lines = output(["--help"]).out.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.hasPrefix(first) } ?? lines.endIndex
        let rest = lines[start...]
        return rest.prefix { !$0.isEmpty }.joined(separator: "\n")
    }

    static let usage = section(startingWith: "usage: ")
    static let commands = section(startingWith: "Commands:").components(separatedBy: "\n").dropFirst()
        .joined(separator: "\n")

    @Test func theReadmesSynopsisIsTheProgramsUsage() throws {
        #expect(Self.usage.components(separatedBy: "\n").count >= 15)
        let readme = try Documentation.readme()
        #expect(readme.contains("```\n\(Self.usage)\n```\n"), "the README's synopsis is not scenes --help's:\n\(Self.usage)")
    }

    @Test func theShellArticlesSynopsisAndCommandsAreTheProgramsHelp() throws {
        let article = try Documentation.article("Shell")
        #expect(article.contains("```\n\(Self.usage)\n```\n"), "Shell.md's synopsis is not scenes --help's:\n\(Self.usage)")
        #expect(
            article.contains("```\n\(Self.commands)\n```\n"), "Shell.md's commands are not scenes --help's:\n\(Self.commands)")
    }

    /// Each `scenes completion SHELL > FILE` line of the Shell article prints that shell's script.
    @Test func theShellArticlesCompletionLinesPrintTheirScripts() throws {
        let lines = try Documentation.article("Shell").components(separatedBy: "\n")
            .filter { $0.hasPrefix("scenes completion ") && $0.contains(" > ") }
        #expect(lines.count == 3)
        let beginnings = ["bash": "# bash completion for scenes", "zsh": "#compdef scenes", "fish": "# fish completion for scenes"]
        for line in lines {
            let shell = line.dropFirst("scenes completion ".count).prefix { $0 != " " }
            let printed = Self.output(["completion", String(shell)])
            #expect(printed.status == 0, "\(line)")
            #expect(beginnings[String(shell)].map(printed.out.hasPrefix) == true, "\(line)")
        }
    }
}
