import FoundationEssentials

/// The module lists of a package's `Package.swift`, read from its text: `sceneModules` (a scene
/// module and the shared modules it uses) and `domainModules` (a shared module and the shared
/// modules it depends on), one entry a line, as `("Name", ["Used", ...]),`. Each command reads them
/// again, so an entry edited by hand is what counts.
struct ManifestModules {
    /// One entry of a list.
    struct Entry: Equatable {
        /// The module's name.
        var name: String
        /// The shared modules it uses (a scene) or depends on (a shared module).
        var uses: [String]
        /// Its line in the manifest, from 0.
        var line: Int
    }

    /// One list: its entries and the line of its closing `]`.
    struct List {
        var entries: [Entry]
        var start: Int
        var end: Int
    }

    /// The manifest's lines.
    private(set) var lines: [String]
    /// `sceneModules`.
    let scenes: List
    /// `domainModules`, if the manifest has the list (an app made by `scenes init` before 0.3.0
    /// has not).
    let domains: List?

    /// The lists of `manifest`.
    init(parsing manifest: String) throws(GeneratorError) {
        lines = manifest.components(separatedBy: "\n")
        guard let scenes = try Self.list("sceneModules", in: lines) else {
            throw .cannotEdit(
                "Package.swift",
                reason: "no `let sceneModules = [ ... ]` list with its `]` on a line of its own")
        }
        self.scenes = scenes
        domains = try Self.list("domainModules", in: lines)
    }

    /// Every module of both lists.
    var all: [Entry] { scenes.entries + (domains?.entries ?? []) }

    /// The scene module `name`.
    func scene(_ name: String) -> Entry? { scenes.entries.first { $0.name == name } }

    /// The shared module `name`.
    func domain(_ name: String) -> Entry? { domains?.entries.first { $0.name == name } }

    /// The manifest with `("name", [uses...]),` added at the end of the list `list` (`scenes` or
    /// `domains`).
    func adding(_ name: String, uses: [String], to list: List) -> String {
        var lines = lines
        if let last = lines[(list.start + 1)..<list.end].lastIndex(where: { $0.contains { !$0.isWhitespace } }
        ),
            !lines[last].hasSuffix(","), !Self.isComment(lines[last])
        {
            lines[last] += ","
        }
        let used = uses.map { "\"\($0)\"" }.joined(separator: ", ")
        lines.insert("    (\"\(name)\", [\(used)]),", at: list.end)
        return lines.joined(separator: "\n")
    }

    /// The manifest without the line `line`.
    func removingLine(_ line: Int) -> String {
        var lines = lines
        lines.remove(at: line)
        return lines.joined(separator: "\n")
    }

    /// The lines, from 0, outside both lists that name `name` as a string literal (`"Name"`):
    /// targets written by hand that depend on it.
    func linesOutsideTheLists(naming name: String) -> [Int] {
        let inLists = [scenes, domains].compactMap(\.self).flatMap { Array($0.start...$0.end) }
        return lines.indices.filter { !inLists.contains($0) && lines[$0].contains("\"\(name)\"") }
    }

    private static func isComment(_ line: String) -> Bool {
        line.trimmingPrefix(while: \.isWhitespace).hasPrefix("//")
    }

    /// The list declared by `let NAME`, or `nil` if there is none.
    private static func list(_ name: String, in lines: [String]) throws(GeneratorError) -> List? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("let \(name)") }) else { return nil }
        guard let end = lines[start...].firstIndex(where: { $0.filter { !$0.isWhitespace } == "]" }) else {
            throw .cannotEdit(
                "Package.swift", reason: "no `let \(name) = [ ... ]` list with its `]` on a line of its own")
        }
        var entries: [Entry] = []
        for index in (start + 1)..<end {
            let line = lines[index]
            guard line.contains(where: { !$0.isWhitespace }), !isComment(line) else { continue }
            let names = literals(in: line)
            let entry = line.trimmingPrefix(while: \.isWhitespace)
            guard let first = names.first, entry.hasPrefix("(\""), entry.contains(")") else {
                throw .cannotEdit(
                    "Package.swift",
                    reason:
                        "line \(index + 1) is not an entry (\"Name\", [...]) of `\(name)` on a line of its own"
                )
            }
            entries.append(Entry(name: first, uses: Array(names.dropFirst()), line: index))
        }
        return List(entries: entries, start: start, end: end)
    }

    /// The string literals of a line, in order, up to a `//` comment.
    private static func literals(in line: String) -> [String] {
        var found: [String] = []
        var current: String?
        var previous: Character?
        for character in line {
            if var text = current {
                if character == "\"" {
                    found.append(text)
                    current = nil
                } else {
                    text.append(character)
                    current = text
                }
            } else if character == "\"" {
                current = ""
            } else if character == "/", previous == "/" {
                break
            }
            previous = character
        }
        return found
    }
}
