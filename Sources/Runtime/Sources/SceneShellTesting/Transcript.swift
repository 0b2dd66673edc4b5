import Foundation
public import SceneRuntime
import SceneShell

/// A recorded `scenes` session used as a golden test: the first screen, then for each command the
/// prompt line (`Contacts> select 2`) followed by what the app printed, errors included.
///
/// The transcript's commands are run in script mode against a storyboard, and the output must
/// match the transcript exactly. A command line is found as the session runs: it is the next line
/// that starts with the prompt the shell shows at that point, which names the scene by its title
/// (`New contact> save`), spaces and all. A line of a transcript recorded before 0.4.0, whose prompt
/// named the scene by its id (`AddContact> save`), is read as a command line too, and
/// ``TranscriptResult/difference`` then says to record the transcript again.
///
/// To write a new transcript, write only its prompt lines, with the titles the screen shows, and
/// save ``TranscriptResult/actual`` once it reads as intended.
///
/// Secret arguments (passwords) are never in a transcript: the shell shows them as `***`, and a
/// command that writes `***` for a secret, or leaves it out, is given the next of the `secrets`
/// the test passes to ``verify(registry:storyboard:environment:secrets:)``, as if typed at the
/// terminal's `Password: ` prompt.
///
/// ```swift
/// let transcript = Transcript("""
///     Menu
///     == Menu ==
///     ...
///     Menu> go Contacts
///     ...
///     """)
/// let result = try transcript.verify(registry: registry, storyboard: "scenes.json")
/// #expect(result.matches, "\(result.difference ?? "")")
/// ```
public struct Transcript: Sendable, Equatable {
    /// The expected session text.
    public let text: String

    /// Creates a transcript from its text.
    public init(_ text: String) {
        self.text = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
    }

    /// The text after the prompt on every line that starts with an identifier and `> `
    /// (`ContactList> select 2`, or just `ContactList>`): the commands of a transcript recorded
    /// before 0.4.0, whose prompts named scenes by id.
    @available(
        *, deprecated,
        message:
            "a prompt names its scene by title, so a command line is known only as the session runs; use verify(registry:storyboard:environment:secrets:) and its result's commands"
    )
    public var commands: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { Self.command(in: $0) }
    }

    /// Runs commands in script mode against a storyboard and returns everything printed,
    /// standard output and standard error in the order they were written.
    /// - Parameter secrets: The secret arguments the commands leave out or write as `***`, in
    ///   order; a command left without one is cancelled.
    @MainActor public static func record(
        commands: [String], registry: SceneRegistry, storyboard path: String,
        environment: SceneEnvironment = SceneEnvironment(dataDirectory: "."), secrets: [String] = []
    ) -> String {
        var output = ""
        let console = Console(out: { output += $0 }, err: { output += $0 })
        ScriptSession.record(
            commands: commands, registry: registry, storyboard: path, environment: environment,
            console: console, secrets: secrets)
        return output
    }

    /// Runs this transcript's commands and compares what the session printed with it.
    /// - Parameter secrets: The secret arguments the commands leave out or write as `***`, in
    ///   order, as a person would type them when asked.
    @MainActor public func verify(
        registry: SceneRegistry, storyboard path: String,
        environment: SceneEnvironment = SceneEnvironment(dataDirectory: "."), secrets: [String] = []
    ) -> TranscriptResult {
        let lines = TranscriptLines(text)
        var actual = ""
        let console = Console(out: { actual += $0 }, err: { actual += $0 })
        ScriptSession.record(
            lines: lines, registry: registry, storyboard: path, environment: environment, console: console,
            secrets: secrets
        ) { _, shell in lines.command(shownBy: shell) }
        return TranscriptResult(
            expected: text, actual: actual, commands: lines.commands, foundPromptsByID: lines.foundPromptsByID
        )
    }

    private static func command(in line: Substring) -> String? {
        let marker: Range<Substring.Index>
        if let spaced = line.range(of: "> ") {
            marker = spaced
        } else if line.hasSuffix(">") {
            marker = line.index(before: line.endIndex)..<line.endIndex
        } else {
            return nil
        }
        let prompt = line[..<marker.lowerBound]
        guard let first = prompt.first, first == "_" || first.isLetter,
            prompt.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }), prompt.allSatisfy(\.isASCII)
        else { return nil }
        return String(line[marker.upperBound...])
    }
}

/// The outcome of running a transcript.
public struct TranscriptResult: Sendable, Equatable {
    /// The transcript's text.
    public let expected: String
    /// What the session printed.
    public let actual: String
    /// The commands run: the text after the prompt of each line read as a command line.
    public let commands: [String]
    /// Whether a command line was found by its scene's id (`ContactList> select 2`), as prompts
    /// were before 0.4.0, not by the prompt shown.
    let foundPromptsByID: Bool

    /// Whether the session printed exactly the transcript.
    public var matches: Bool { expected == actual }

    /// The first line that differs, with its number, or `nil` when they match.
    public var difference: String? {
        guard !matches else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end of transcript)"
            let got = index < actualLines.count ? String(actualLines[index]) : "(end of output)"
            if wanted != got {
                let note =
                    foundPromptsByID
                    ? "note: the transcript's prompts name scenes by id, as before 0.4.0; they name them by title now: check the commands and save `actual` as the transcript to record it again\n"
                    : ""
                return
                    "line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)\n\(note)--- whole output ---\n\(actual)"
            }
        }
        return nil
    }
}
