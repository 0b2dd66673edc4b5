import FoundationEssentials
import SceneRuntime

/// `scenes snapshot --check DIR` and `--update DIR`: replays the link of each snapshot in DIR in a
/// new process on fresh data and compares the screen it gives now with the snapshot's text and
/// SVG, or rewrites them; and the writing of a folder of snapshots for `scenes explore --snapshots`.
@MainActor enum SnapshotCommand {
    static func run(
        _ options: SnapshotOptions, registry: SceneRegistry, console: Console, withoutAppModules: Bool = false
    ) -> Int32 {
        if options.mode == .child { return SnapshotChild.run(options, registry: registry, console: console) }
        let loaded = ScenesCommand.loadStoryboard(
            of: options, registry: registry, console: console, withoutAppModules: withoutAppModules)
        guard let storyboard = loaded else { return 1 }
        let folder = SnapshotFolder(path: options.folder)
        let scratch: ExploreScratch
        do {
            scratch = try ExploreScratch()
        } catch {
            console.err(ShellMessages.errorLine(message: "cannot make a temporary folder: \(error)"))
            return 1
        }
        defer { scratch.remove() }
        let replay = SnapshotReplay(
            executable: SnapshotReplay.executablePath, config: options.config, plugins: options.plugins,
            allowInsecurePlugins: options.allowInsecurePlugins, scratch: scratch)
        do {
            var index = try folder.readIndex()
            // Every width the index lists or the command adds, and those the splits imply: each
            // split seen collapsed and side by side.
            index.widths = SnapshotIndex.widths(index.widths + options.widths, implyingSplitsOf: storyboard)
            return options.mode == .update
                ? try update(index, in: folder, replay: replay, console: console)
                : try check(index, in: folder, replay: replay, console: console)
        } catch {
            console.err(ShellMessages.errorLine(error))
            return 1
        }
    }

    /// Compares each snapshot with the screen its link gives now; 1 if any differs or no longer
    /// resolves.
    private static func check(
        _ index: SnapshotIndex, in folder: SnapshotFolder, replay: SnapshotReplay, console: Console
    ) throws(SnapshotError) -> Int32 {
        var differ = 0
        var unresolved = 0
        for entry in index.snapshots {
            switch try replayed(entry, at: index.widths, in: folder, replay: replay) {
            case .unresolved(let why):
                unresolved += 1
                console.out("no longer resolves: \(entry.name) (\(entry.link)): \(why)\n")
            case .same:
                continue
            case .differs(_, let difference):
                differ += 1
                console.out(
                    "differs: \(entry.name) (\(entry.link))\n" + difference.map { $0 + "\n" }.joined())
            }
        }
        let count = index.snapshots.count
        console.out(
            "\(folder.path): \(count) snapshot\(count == 1 ? "" : "s"), \(count - differ - unresolved) match,"
                + " \(differ) differ\(differ == 1 ? "s" : ""), \(unresolved) no longer resolve\(unresolved == 1 ? "s" : "")"
                + (differ + unresolved > 0
                    ? " (scenes snapshot --update accepts the screens as they are now)" : "")
                + "\n")
        return differ + unresolved == 0 ? 0 : 1
    }

    /// What replaying a snapshot's link gives, beside the snapshot.
    private enum Replayed {
        /// The link no longer resolves: what starting at it said.
        case unresolved(String)
        /// Its screens are the snapshot's.
        case same
        /// Its screens, at each width, and what differs (as ``compare(_:widths:with:in:)`` says).
        case differs([SnapshotScreen], [String])
    }

    /// Replays the link of the snapshot `entry` at `widths` and compares its screens with the
    /// snapshot's files: what `--check` reports and `--update` acts on.
    private static func replayed(
        _ entry: SnapshotIndex.Entry, at widths: [Int], in folder: SnapshotFolder, replay: SnapshotReplay
    ) throws(SnapshotError) -> Replayed {
        switch try replay.replay(entry.link, widths: widths) {
        case .unresolved(let why):
            return .unresolved(why)
        case .screens(let screens):
            let difference = try compare(screens, widths: widths, with: entry, in: folder)
            return difference.isEmpty ? .same : .differs(screens, difference)
        }
    }

    /// What differs between the snapshot `entry` and `screens`, drawn at `widths`: for each width,
    /// the diff of their text (under a line naming the width when there are several), or a line
    /// saying that only the styles differ, or that a file is missing; empty if they are the same.
    private static func compare(
        _ screens: [SnapshotScreen], widths: [Int], with entry: SnapshotIndex.Entry, in folder: SnapshotFolder
    )
        throws(SnapshotError) -> [String]
    {
        var found: [String] = []
        for (screen, width) in zip(screens, widths) {
            let difference = try compare(
                screen, named: SnapshotIndex.fileName(entry.name, width: width), in: folder)
            guard !difference.isEmpty else { continue }
            if widths.count > 1 { found.append("  at \(width) columns:") }
            found += difference
        }
        return found
    }

    /// What differs between the snapshot files `name` and `screen`.
    private static func compare(_ screen: SnapshotScreen, named name: String, in folder: SnapshotFolder)
        throws(SnapshotError) -> [String]
    {
        guard let text = try folder.read(folder.file(name + ".txt")) else {
            return ["  \(name).txt is missing"]
        }
        let diff = SnapshotDiff.lines(old: String(decoding: text, as: UTF8.self), new: screen.text)
        guard diff.isEmpty else { return diff }
        guard let svg = try folder.read(folder.file(name + ".svg")) else {
            return ["  \(name).svg is missing"]
        }
        guard String(decoding: svg, as: UTF8.self) == SnapshotSVG.render(screen) else {
            return ["  the text is the same; its styles (bold, colours) in \(name).svg differ"]
        }
        return []
    }

    /// Rewrites each snapshot whose screen changed, takes out those whose link no longer
    /// resolves, and writes the index.
    private static func update(
        _ index: SnapshotIndex, in folder: SnapshotFolder, replay: SnapshotReplay, console: Console
    ) throws(SnapshotError) -> Int32 {
        var kept = SnapshotIndex()
        kept.widths = index.widths
        var updated = 0
        var removed = 0
        for entry in index.snapshots {
            switch try replayed(entry, at: index.widths, in: folder, replay: replay) {
            case .unresolved(let why):
                removed += 1
                folder.remove(entry.name, widths: index.widths)
                console.out("removed: \(entry.name) (\(entry.link)): \(why)\n")
            case .same:
                kept.snapshots.append(entry)
            case .differs(let screens, _):
                kept.snapshots.append(entry)
                updated += 1
                for (screen, width) in zip(screens, index.widths) {
                    try folder.write(screen, as: SnapshotIndex.fileName(entry.name, width: width))
                }
                console.out("updated: \(entry.name) (\(entry.link))\n")
            }
        }
        try folder.write(kept)
        let count = index.snapshots.count
        console.out(
            "\(folder.path): \(count) snapshot\(count == 1 ? "" : "s"), \(updated) updated, \(removed) removed,"
                + " \(count - updated - removed) unchanged\n")
        return 0
    }

    /// What ``take(_:in:replay:)`` did.
    struct Taken: Equatable {
        /// Snapshots written.
        var written = 0
        /// Links whose screens the walk saw all differ from the screen the link gives on fresh data
        /// (reached through data the walk changed): left out.
        var unmatched = 0
        /// Links that do not resolve on fresh data: left out.
        var unresolved = 0
    }

    /// Writes a snapshot folder from the screens a walk saw, each with the link of its stack (in
    /// the order first seen): a link's screen is written only if the link rebuilds one of them on
    /// fresh data, replayed as `scenes snapshot --check` replays it. Snapshots an earlier index of
    /// the folder listed that are not written again are removed.
    static func take(
        _ seen: SnapshotCollector, in folder: SnapshotFolder, replay: SnapshotReplay, storyboard: Storyboard
    )
        throws(SnapshotError)
        -> Taken
    {
        var taken = Taken()
        // The walk draws at the narrow width, which comes first: its screen is the one matched.
        let widths = SnapshotIndex.widths(SnapshotScreen.defaultWidths, implyingSplitsOf: storyboard)
        let narrow = widths.firstIndex(of: SnapshotScreen.width) ?? 0
        var screens: [String: [SnapshotScreen]] = [:]
        for link in seen.links {
            switch try replay.replay(link, widths: widths) {
            case .unresolved: taken.unresolved += 1
            case .screens(let drawn):
                guard seen.screens(of: link).contains(drawn[narrow].text) else {
                    taken.unmatched += 1
                    continue
                }
                screens[link] = drawn
            }
        }
        try folder.make()
        let previous = try? folder.readIndex()
        let names = SnapshotName.names(for: Array(screens.keys))
        var index = SnapshotIndex()
        index.widths = widths
        for link in seen.links {
            guard let drawn = screens[link], let name = names[link] else { continue }
            for (screen, width) in zip(drawn, widths) {
                try folder.write(screen, as: SnapshotIndex.fileName(name, width: width))
            }
            index.snapshots.append(.init(name: name, link: link))
        }
        index.snapshots.sort { $0.name < $1.name }
        let written = Set(index.snapshots.map(\.name))
        for old in previous?.snapshots ?? [] where !written.contains(old.name) {
            folder.remove(old.name, widths: previous?.widths ?? [])
        }
        try folder.write(index)
        taken.written = index.snapshots.count
        return taken
    }
}
