import FoundationEssentials
import SceneRuntime
import SceneScaffolding

/// `scenes explore`: walks the app, then prints its coverage and findings, writes a shrunk script
/// for each finding and `coverage.json` into `--out`, and exits 1 if anything was found.
@MainActor enum ExploreCommand {
    static func run(
        _ options: ExploreOptions, registry: SceneRegistry, console: Console, withoutAppModules: Bool = false
    ) -> Int32 {
        if options.child { return ExploreChild.run(options, registry: registry, console: console) }
        let loaded = ScenesCommand.loadStoryboard(
            of: options, registry: registry, console: console, withoutAppModules: withoutAppModules)
        guard let storyboard = loaded else { return 1 }
        let scratch: ExploreScratch
        do {
            scratch = try ExploreScratch(reaping: true)
        } catch {
            console.err(ShellMessages.errorLine(message: "cannot make a temporary folder: \(error)"))
            return 1
        }
        // The children are ended first (the walk lets go of them), then their folder goes.
        defer { scratch.remove() }
        var setup: [String] = []
        if let file = options.setup {
            do {
                setup = try readSetup(file)
            } catch {
                console.err(ShellMessages.errorLine(error))
                return 1
            }
        }
        let start = Date()
        let walk = ExploreWalk(
            options: options, executable: executablePath(), scratch: scratch, setup: setup, start: start)
        let screens = options.snapshots.map { _ in SnapshotCollector() }
        if let screens { walk.observe = { screens.note($0) } }
        walk.run()
        if let failure = walk.launchFailure {
            console.err(ShellMessages.errorLine(message: failure))
            return 1
        }
        for finding in unwindFindings(storyboard, paths: walk.pathTo) { walk.addStatic(finding) }
        let walked = Date().timeIntervalSince(start)
        // Shrinking gets as long again as the walk, at least 10 seconds and at most 60.
        let limit = Date().addingTimeInterval(min(60, max(10, options.time)))
        let findings = walk.findings.map { finding in
            var shrunk = finding
            if finding.kind != "unwind" { shrunk.script = walk.shrink(finding, until: limit) }
            return shrunk
        }
        let rows = walk.coverage.rows(storyboard, depth: options.depth)
        let files: [String]
        do {
            files = try write(findings, rows: rows, walk: walk, seconds: walked)
        } catch {
            console.err(ShellMessages.cannotWrite(to: options.out, error))
            return 1
        }
        console.out(report(rows, findings: findings, files: files, walk: walk, seconds: walked))
        if let folder = options.snapshots, let screens {
            guard
                let line = takeSnapshots(
                    screens, in: folder, options: options, storyboard: storyboard, scratch: scratch,
                    console: console)
            else { return 1 }
            console.out(line)
        }
        return findings.isEmpty ? 0 : 1
    }

    /// The most commands `--setup FILE` may hold.
    static let maximumSetupCommands = 10_000

    /// The commands of `--setup FILE`, read whole before the walk: a regular file only (a FIFO is
    /// refused, not waited on), each line bounded as a script's (``ScriptFile/maximumLineBytes``),
    /// at most ``maximumSetupCommands`` commands.
    private static func readSetup(_ file: String) throws(LaunchError) -> [String] {
        let script = try ScriptFile.open(at: file, regularOnly: true)
        var setup: [String] = []
        while let line = script.nextLine() {
            if ScriptSession.isSkipped(line) { continue }
            guard setup.count < maximumSetupCommands else {
                throw .unreadableScript(path: file, reason: .tooManyCommands(limit: maximumSetupCommands))
            }
            setup.append(line)
        }
        if let failure = script.failure { throw failure }
        return setup
    }

    /// Writes the snapshots of `--snapshots DIR`; the line that says what was written, or `nil`
    /// (said on standard error) if the folder could not be written.
    private static func takeSnapshots(
        _ screens: SnapshotCollector, in folder: String, options: ExploreOptions, storyboard: Storyboard,
        scratch: ExploreScratch, console: Console
    ) -> String? {
        let replay = SnapshotReplay(
            executable: executablePath(), config: options.config, plugins: options.plugins,
            allowInsecurePlugins: options.allowInsecurePlugins, scratch: scratch)
        do {
            let taken = try SnapshotCommand.take(
                screens, in: SnapshotFolder(path: folder), replay: replay, storyboard: storyboard)
            let left = taken.unmatched + taken.unresolved
            return "\nSnapshots: \(taken.written) written to \(folder)"
                + (left == 0
                    ? "" : "; \(left) left out, whose link shows another screen on fresh data (or none)")
                + "\n"
        } catch {
            console.err(ShellMessages.errorLine(error))
            return nil
        }
    }

    /// This program, which the children run.
    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// Unwind segues whose source can never be shown above their destination: no chain of push
    /// and modal segues leads from the destination to the source.
    static func unwindFindings(_ storyboard: Storyboard, paths: [String: [String]]) -> [ExploreFinding] {
        var findings: [ExploreFinding] = []
        for scene in storyboard.scenes {
            for segue in scene.segues where segue.style == .unwind {
                var reachable: Set<String> = []
                var pending = [segue.destination]
                while let id = pending.popLast() {
                    for next in storyboard.scene(withID: id)?.segues ?? []
                    where (next.style == .push || next.style == .modal)
                        && reachable.insert(next.destination).inserted
                    {
                        pending.append(next.destination)
                    }
                }
                guard !reachable.contains(scene.id) else { continue }
                let message =
                    "unwind: segue \(segue.id) of \(scene.id) returns to \(segue.destination),"
                    + " but no push or modal segue ever shows \(scene.id) above \(segue.destination)"
                findings.append(
                    ExploreFinding(
                        kind: "unwind", message: message, signature: message,
                        script: (paths[scene.id] ?? []) + (segue.action == nil ? ["go " + segue.id] : [])))
            }
        }
        return findings
    }

    /// Writes each finding's script and coverage.json; the scripts' paths.
    private static func write(
        _ findings: [ExploreFinding], rows: [ExploreCoverage.Row], walk: ExploreWalk, seconds: Double
    ) throws -> [String] {
        let options = walk.options
        let manager = FileManager.default
        // Joined as typed, so the replay line names the file the way the person named the folder.
        let inOut = { (name: String) in
            options.out.hasSuffix("/") ? options.out + name : options.out + "/" + name
        }
        try OwnFile.makeFolder(options.out)
        // Only the scripts an earlier run wrote: a regular file of the user's named as this writes
        // them, that starts as they start; anything else (a folder, a link, another's file) stays.
        for old in (try? manager.contentsOfDirectory(atPath: options.out)) ?? []
        where isFindingName(old) {
            let path = inOut(old)
            guard let text = try? OwnFile.read(path, limit: 1 << 20, keepingMode: true),
                text.starts(with: findingHeader.utf8)
            else { continue }
            OwnFile.remove(path)
        }
        var files: [String] = []
        for (number, finding) in findings.enumerated() {
            let file = inOut("finding-\(number + 1).scenes")
            let plugins = options.plugins.map { " --plugins " + shellWord($0) }.joined()
            let text =
                """
                \(findingHeader)(seed \(options.seed)): \(oneLine(finding.message))
                # Replay it on a fresh data directory (the commands change the data they are given):
                #   scenes \(shellWord(options.config)) --data "$(mktemp -d)"\(plugins) --check --script \(shellWord(file))

                """ + finding.script.map { $0 + "\n" }.joined()
            try OwnFile.replace(file, with: Array(text.utf8))
            files.append(file)
        }
        let report = ExploreReport(
            config: options.config, seed: options.seed, depth: options.depth, timeBound: options.time,
            seconds: (seconds * 1000).rounded() / 1000, processes: walk.processes, branches: walk.branches,
            commands: walk.commands, commandSeconds: (walk.commandSeconds * 1e6).rounded() / 1e6,
            timedOut: walk.coverage.timedOut, coverage: rows,
            findings: zip(findings, files).map {
                ExploreReport.Finding(kind: $0.kind, message: $0.message, script: $1)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try OwnFile.replace(inOut("coverage.json"), with: Array(try encoder.encode(report)))
        return files
    }

    /// How a finding's script starts.
    private static let findingHeader = "# scenes explore "

    /// Whether `name` is one ``write(_:rows:walk:seconds:)`` gives a finding's script:
    /// `finding-N.scenes`.
    private static func isFindingName(_ name: String) -> Bool {
        guard name.hasPrefix("finding-"), name.hasSuffix(".scenes") else { return false }
        let number = name.dropFirst("finding-".count).dropLast(".scenes".count)
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The coverage table, what was not reached and why, and the findings.
    private static func report(
        _ rows: [ExploreCoverage.Row], findings: [ExploreFinding], files: [String], walk: ExploreWalk,
        seconds: Double
    ) -> String {
        let options = walk.options
        var lines = [
            "scenes explore \(options.config): seed \(options.seed), depth \(options.depth),"
                + " \(walk.commands) commands in \(walk.processes) process\(walk.processes == 1 ? "" : "es") and"
                + " \(walk.branches) branches, "
                + Self.tenths(seconds) + " s"
                + (options.commandLimit == walk.commands
                    ? " (stopped after \(walk.commands) commands)"
                    : walk.coverage.timedOut ? " (stopped by the time bound)" : ""),
            "",
        ]
        lines += CoverageRenderer.table(
            rows, kinds: ["scene", "segue", "action"], missedHeading: "Not reached:"
        ) {
            oneLine($0)
        }
        lines.append("")
        if findings.isEmpty {
            lines.append("Findings: none")
        } else {
            lines.append("Findings: \(findings.count)")
            for (number, (finding, file)) in zip(findings, files).enumerated() {
                lines.append("  \(number + 1). \(oneLine(finding.message))")
                lines.append(
                    "     replay: \(file) (\(finding.script.count) command\(finding.script.count == 1 ? "" : "s"))"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A message cut to its first 300 characters, on one line.
    private static func oneLine(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count > 300 ? flat.prefix(300) + "…" : flat
    }

    /// A word for a POSIX shell: quoted if it needs to be.
    private static func shellWord(_ word: String) -> String {
        word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-".contains($0)) }
            ? word : "'" + word.replacingEvery("'", with: "'\\''") + "'"
    }

    /// `seconds` with one decimal, as `12.3`; a time the walk measured, never negative.
    private static func tenths(_ seconds: Double) -> String {
        let tenths = Int((max(0, seconds) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
