import Foundation
public import SceneRuntime
import SceneShell

/// A recorded `scenes` session used as a golden test: the first screen, then for each command the
/// prompt line (`ContactList> select 2`) followed by what the app printed, errors included.
///
/// The commands are read back from the prompt lines, run in script mode against a storyboard,
/// and the output must match the transcript exactly.
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

    /// The commands: the text after the prompt on every line that starts with `SceneID> ` (or is
    /// just `SceneID>`, an empty command).
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
        let actual = Self.record(
            commands: commands, registry: registry, storyboard: path, environment: environment,
            secrets: secrets)
        return TranscriptResult(expected: text, actual: actual)
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
                return
                    "line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)\n--- whole output ---\n\(actual)"
            }
        }
        return nil
    }
}
