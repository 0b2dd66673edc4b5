import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The child of `scenes snapshot` (and of `scenes explore --snapshots`): starts the app at a link
/// on the data directory it is given, as `scenes CONFIG --goto LINK` does, with the clock and time
/// zone of snapshots, and answers its first screen drawn at each width it is given (`--width`,
/// ``SnapshotScreen/width`` by default) as one line of JSON on standard output, prefixed with
/// ``prefix``: `{"screens": [...]}`, one per width in the order given, or `{"error": ...}` with
/// what starting said when the link did not resolve.
@MainActor enum SnapshotChild {
    nonisolated static let prefix = "@snapshot "

    /// What the child answers.
    struct Answer: Codable, Equatable {
        var screens: [SnapshotScreen]?
        var error: String?
    }

    static func run(_ options: SnapshotOptions, registry: SceneRegistry, console: Console) -> Int32 {
        guard let data = options.data, let link = options.link else { return 2 }
        registry.allowsInsecurePlugins = options.allowInsecurePlugins
        for directory in options.plugins {
            ScenesCommand.loadPlugins(in: directory, registry: registry, console: console)
        }
        let widths = options.widths.isEmpty ? [SnapshotScreen.width] : options.widths
        var said = ""
        let quiet = Console(out: { _ in }, err: { said += $0 })
        let shell = Shell.launch(
            registry: registry, configPath: options.config,
            environment: SnapshotScreen.environment(dataDirectory: ScenesCommand.absolutePath(data)),
            colors: false, console: quiet, start: .link(link), windowWidth: { widths[0] })
        // Each width as a window resized to it shows it: the scenes visible there appear first.
        let answer =
            shell.map { shell in
                Answer(screens: widths.map { SnapshotScreen(of: shell.navigator, width: $0) })
            }
            ?? Answer(error: Self.message(said))
        guard let json = try? JSONEncoder().encode(answer) else { return 1 }
        let line = prefix + String(decoding: json, as: UTF8.self) + "\n"
        return DescriptorWriter.writeAll(Array(line.utf8), to: STDOUT_FILENO) == nil ? 0 : 74
    }

    /// The first error starting said, without its `error: ` prefix (a link's error goes on with
    /// an excerpt of the link under it, which a one-line report leaves out).
    private static func message(_ said: String) -> String {
        let lines = said.split(whereSeparator: \.isNewline)
        guard let line = lines.first(where: { $0.hasPrefix("error: ") }) ?? lines.first else {
            return "the app did not start"
        }
        let text = line.hasPrefix("error: ") ? line.dropFirst("error: ".count) : line
        return String(text.prefix(1_000))
    }
}
