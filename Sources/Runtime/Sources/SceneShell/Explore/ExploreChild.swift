import Foundation
import SceneRuntime

/// The child of `scenes explore`: the app, on the data directory it is given, reading one command a
/// line on standard input and answering each (and its first screen) with a line of JSON on standard
/// output, prefixed with ``prefix`` so that anything else a scene might print is ignored.
@MainActor enum ExploreChild {
    nonisolated static let prefix = "@explore "

    static func run(_ options: ExploreOptions, registry: SceneRegistry, console: Console) -> Int32 {
        guard let data = options.data else { return 2 }
        registry.allowsInsecurePlugins = options.allowInsecurePlugins
        for directory in options.plugins {
            ScenesCommand.loadPlugins(in: directory, registry: registry, console: console)
        }
        let quiet = Console(out: { _ in }, err: { console.err(TerminalText($0)) })
        guard
            let shell = Shell.launch(
                registry: registry, configPath: options.config,
                environment: SceneEnvironment(dataDirectory: data), colors: false, console: quiet)
        else { return 1 }
        let probe = ExploreProbe(shell: shell)
        // An answer that cannot be written (the explorer went away, a full disk) ends the child
        // with 74, as a failed write ends every command.
        guard write(probe.answer(after: Shell.Reply(output: shell.renderScreen()))) else { return 74 }
        while let line = readLine(strippingNewline: true) {
            let (reply, answer) = probe.run(line)
            guard write(answer) else { return 74 }
            if reply.quit { break }
        }
        return 0
    }

    /// Writes one answer line to standard output; `false` if the write failed.
    private static func write(_ answer: ExploreAnswer) -> Bool {
        guard let data = try? JSONEncoder().encode(answer) else { return true }
        let line = Array(prefix.utf8) + Array(data) + [UInt8(ascii: "\n")]
        return DescriptorWriter.writeAll(line, to: STDOUT_FILENO) == nil
    }
}
