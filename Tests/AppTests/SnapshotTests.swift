import Foundation
import Testing

/// Screen snapshots end to end, as a person runs them: the built `scenes` writes them with
/// `explore --snapshots`, and `snapshot --check` and `--update` replay their links in new processes.
@Suite struct SnapshotTests {
    static let packageRoot = ExploreTests.packageRoot
    static let demo = packageRoot.appendingPathComponent("Tests/Snapshots/Demo")

    struct Index: Codable {
        struct Entry: Codable, Equatable {
            var name: String
            var link: String
        }
        var widths: [Int]
        var clock: String
        var snapshots: [Entry]
    }

    static func index(in folder: URL) throws -> Index {
        try JSONDecoder().decode(Index.self, from: Data(contentsOf: folder.appendingPathComponent("index.json")))
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The file name of the snapshot `name` drawn `width` columns wide.
    static func file(_ name: String, width: Int) -> String {
        width == 80 ? name : "\(name)@\(width)"
    }

    /// A copy of the demo's snapshots that keeps only those named, and their index.
    static func copyOfTheDemosSnapshots(keeping names: [String]) throws -> URL {
        let folder = try temporaryFolder("snapshots")
        var index = try Self.index(in: demo)
        index.snapshots = index.snapshots.filter { names.contains($0.name) }
        #expect(index.snapshots.count == names.count, "the demo's snapshots include \(names)")
        for entry in index.snapshots {
            for width in index.widths {
                for kind in ["txt", "svg"] {
                    let name = file(entry.name, width: width)
                    try FileManager.default.copyItem(
                        at: demo.appendingPathComponent("\(name).\(kind)"),
                        to: folder.appendingPathComponent("\(name).\(kind)"))
                }
            }
        }
        try JSONEncoder().encode(index).write(to: folder.appendingPathComponent("index.json"))
        return folder
    }

    @Test func exploreWritesTextSVGAndAnIndexThatCheckClean() throws {
        let folder = try Self.temporaryFolder("explore-snapshots")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExploreTests.scenes(
            [
                "explore", Self.packageRoot.appendingPathComponent("scenes.json").path, "--seed", "1", "--depth", "1",
                "--time", "30", "--out", "out", "--snapshots", "snaps",
            ], in: folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("Snapshots: "), "\(run.out)")
        let snaps = folder.appendingPathComponent("snaps")
        let index = try Self.index(in: snaps)
        #expect(index.widths == [80, 120])
        #expect(index.snapshots.count >= 4, "the initial screen and each tab at least: \(index.snapshots)")
        #expect(index.snapshots.contains(.init(name: "ContactList", link: "ContactList")), "\(index.snapshots)")
        for entry in index.snapshots {
            #expect(entry.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) })
            let text = try String(contentsOf: snaps.appendingPathComponent(entry.name + ".txt"), encoding: .utf8)
            let svg = try String(contentsOf: snaps.appendingPathComponent(entry.name + ".svg"), encoding: .utf8)
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 }, "80 columns: \(entry.name)\n\(text)")
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.hasSuffix("</svg>\n"))
            let wide = try String(contentsOf: snaps.appendingPathComponent(entry.name + "@120.txt"), encoding: .utf8)
            #expect(wide.split(separator: "\n").allSatisfy { $0.count <= 120 }, "120 columns: \(entry.name)\n\(wide)")
        }
        // At 120 columns the demo's split shows both panes, each as it is now: the list of contacts
        // beside the contact pane, which asks for a selection (none is made at start).
        let wide = try String(contentsOf: snaps.appendingPathComponent("ContactList@120.txt"), encoding: .utf8)
        #expect(
            wide.contains(
                "  1. Ada Lovelace  555-030-1815                            |   (select a contact in the list)\n"),
            "\(wide)")
        let first = try String(contentsOf: snaps.appendingPathComponent("ContactList.txt"), encoding: .utf8)
        #expect(first.hasPrefix("[Contacts]  Notes  Shop  Account\n"), "\(first)")
        let svg = try String(contentsOf: snaps.appendingPathComponent("ContactList.svg"), encoding: .utf8)
        #expect(svg.contains("<tspan font-weight=\"bold\">[Contacts]</tspan>"), "the renderer's bold: \(svg)")
        #expect(svg.contains("Demo &gt; Address book &gt; Contacts"), "escaped for XML: \(svg)")
        let check = try ExploreTests.scenes(
            ["snapshot", "--check", snaps.path, Self.packageRoot.appendingPathComponent("scenes.json").path], in: folder)
        #expect(check.status == 0, "\(check.out)\(check.err)")
        #expect(check.out.hasSuffix(", 0 differ, 0 no longer resolve\n"), "\(check.out)")
    }

    @Test func theDemosCheckedInSnapshotsMatch() throws {
        let run = try ExploreTests.scenes(["snapshot", "--check", "Tests/Snapshots/Demo"], in: Self.packageRoot)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let count = try Self.index(in: Self.demo).snapshots.count
        #expect(run.out == "Tests/Snapshots/Demo: \(count) snapshots, \(count) match, 0 differ, 0 no longer resolve\n")
    }

    @Test func aChangedScreenFailsTheCheckWithADiffAndUpdateAcceptsIt() throws {
        let folder = try Self.copyOfTheDemosSnapshots(keeping: ["ContactList", "NoteDetail_noteID-2"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("NoteDetail_noteID-2.txt")
        let original = try String(contentsOf: text, encoding: .utf8)
        #expect(original.contains("== VIPER ==\n  Written: Wednesday, 15 November 2023 at 22:13 UTC\n"), "\(original)")
        try Data(original.replacingOccurrences(of: "== VIPER ==", with: "== VIPR ==").utf8).write(to: text)
        let check = try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot)
        #expect(check.status == 1, "\(check.out)\(check.err)")
        #expect(
            check.out.hasPrefix(
                "differs: NoteDetail_noteID-2 (NoteDetail:noteID=2)\n  at 80 columns:\n  @@ line 3 @@\n  -== VIPR ==\n"
                    + "  +== VIPER ==\n"),
            "\(check.out)")
        #expect(check.out.contains(": 2 snapshots, 1 match, 1 differs, 0 no longer resolve"), "\(check.out)")
        // The text as it was, the styles changed: the SVG tells.
        try Data(original.utf8).write(to: text)
        let svg = folder.appendingPathComponent("ContactList.svg")
        let drawn = try String(contentsOf: svg, encoding: .utf8)
        try Data(drawn.replacingOccurrences(of: "font-weight=\"bold\"", with: "").utf8).write(to: svg)
        let styles = try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot)
        #expect(styles.status == 1)
        #expect(
            styles.out.hasPrefix(
                "differs: ContactList (ContactList)\n  at 80 columns:\n"
                    + "  the text is the same; its styles (bold, colours) in ContactList.svg differ\n"),
            "\(styles.out)")
        let update = try ExploreTests.scenes(["snapshot", "--update", folder.path], in: Self.packageRoot)
        #expect(update.status == 0, "\(update.out)\(update.err)")
        #expect(update.out.contains("updated: ContactList (ContactList)\n"), "\(update.out)")
        #expect(try String(contentsOf: svg, encoding: .utf8) == drawn)
        let again = try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot)
        #expect(again.status == 0, "\(again.out)\(again.err)")
    }

    @Test func aLinkThatNoLongerResolvesFailsTheCheckAndUpdateTakesItOut() throws {
        let folder = try Self.copyOfTheDemosSnapshots(keeping: ["ContactList"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var index = try Self.index(in: folder)
        index.snapshots.append(.init(name: "Gone", link: "Main/Gone"))
        try Data("gone\n".utf8).write(to: folder.appendingPathComponent("Gone.txt"))
        try JSONEncoder().encode(index).write(to: folder.appendingPathComponent("index.json"))
        let check = try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot)
        #expect(check.status == 1, "\(check.out)\(check.err)")
        #expect(check.out.hasPrefix("no longer resolves: Gone (Main/Gone): link column 6 ('Gone'): "), "\(check.out)")
        #expect(check.out.contains(": 2 snapshots, 1 match, 0 differ, 1 no longer resolves"), "\(check.out)")
        let update = try ExploreTests.scenes(["snapshot", "--update", folder.path], in: Self.packageRoot)
        #expect(update.status == 0, "\(update.out)\(update.err)")
        #expect(update.out.hasPrefix("removed: Gone (Main/Gone): "), "\(update.out)")
        #expect(try Self.index(in: folder).snapshots.map(\.name) == ["ContactList"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gone.txt").path))
    }

    /// Every snapshot is checked at every width its index lists and those the storyboard's splits
    /// imply: the demo's split, with a contact, side by side at 120 columns (both panes as they are
    /// now: the list beside the contact); a file missing at one width fails the check naming it;
    /// `--update --width N` adds a width to the index; an index written before widths (`"width"`)
    /// is read as that one width, and the split's minimum width is added to it.
    @Test func snapshotsAreCheckedAtEveryWidth() throws {
        let split = "ContactList_AddressBook_Contact.ShowContact_contactID-2"
        let wide = try String(contentsOf: Self.demo.appendingPathComponent(split + "@120.txt"), encoding: .utf8)
        #expect(wide.contains("  1. Ada Lovelace  555-030-1815                            |   Alan Turing\n"), "\(wide)")
        #expect(!wide.contains("no contacts yet"), "\(wide)")
        let folder = try Self.copyOfTheDemosSnapshots(keeping: [split])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent(split + "@120.txt"))
        let check = try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot)
        #expect(check.status == 1, "\(check.out)\(check.err)")
        #expect(check.out.contains("  at 120 columns:\n  \(split)@120.txt is missing\n"), "\(check.out)")
        let update = try ExploreTests.scenes(
            ["snapshot", "--update", folder.path, "--width", "140"], in: Self.packageRoot)
        #expect(update.status == 0, "\(update.out)\(update.err)")
        #expect(try Self.index(in: folder).widths == [80, 120, 140])
        let widest = try String(contentsOf: folder.appendingPathComponent(split + "@140.txt"), encoding: .utf8)
        #expect(widest.contains(" |   Alan Turing\n") && widest.contains("1. Ada Lovelace"), "\(widest)")
        #expect(try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot).status == 0)
        // An index of one width, as written before: the split's minimum width (100) is implied.
        let old = #"{"width": 80, "clock": "c", "snapshots": [{"name": "NotesList", "link": "NotesList"}]}"#
        try Data(old.utf8).write(to: folder.appendingPathComponent("index.json"))
        let upgraded = try ExploreTests.scenes(["snapshot", "--update", folder.path], in: Self.packageRoot)
        #expect(upgraded.status == 0, "\(upgraded.out)\(upgraded.err)")
        #expect(try Self.index(in: folder).widths == [80, 100])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("NotesList@100.txt").path))
        // A width no window has is refused where the index is read.
        try Data(#"{"widths": [80, 0], "clock": "c", "snapshots": []}"#.utf8).write(
            to: folder.appendingPathComponent("index.json"))
        let refused = try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot)
        #expect(refused.status == 1)
        #expect(refused.err.contains("a width is not from 1 to 10000 columns"), "\(refused.err)")
    }

    @Test func badCommandLinesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            ([], "error: snapshot needs --check DIR or --update DIR"),
            (["--check"], "error: --check needs a value"),
            (["--check", "a", "--update", "b"], "error: --check and --update cannot be combined: give one of them"),
            (["--check", "a", "--check", "b"], "error: --check is given twice"),
            (["--chek", "a"], "error: unknown option '--chek'; did you mean '--check'?"),
            (["--check", "a", "x.json", "y.json"], "error: unexpected argument 'y.json'; only one CONFIG may be given"),
        ]
        for (arguments, message) in cases {
            let run = try ExploreTests.scenes(["snapshot"] + arguments, in: Self.packageRoot)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.err.hasPrefix(message + "\nusage: scenes snapshot --check DIR"), "\(arguments): \(run.err)")
        }
        let explore = try ExploreTests.scenes(["explore", "--snapshots"], in: Self.packageRoot)
        #expect(explore.status == 2)
        #expect(explore.err.hasPrefix("error: --snapshots needs a value\n"), "\(explore.err)")
        let missing = try ExploreTests.scenes(["snapshot", "--check", "no-such-folder"], in: Self.packageRoot)
        #expect(missing.status == 1)
        #expect(
            missing.err
                == "error: there is no folder 'no-such-folder'; scenes explore --snapshots DIR writes snapshots there\n")
    }

    /// Every `scenes snapshot` line of the documentation runs: `--check` on the checked-in folder
    /// it names, `--update` on a copy of it.
    @Test func theDocumentedSnapshotCommandsRun() throws {
        var examples = 0
        for line in try Documentation.all().flatMap({ $0.text.components(separatedBy: "\n") })
        where line.hasPrefix("scenes snapshot ") {
            examples += 1
            var arguments = (line.components(separatedBy: "  #").first ?? line).split(separator: " ").dropFirst()
                .map(String.init)
            let copy = try Self.temporaryFolder("snapshots-doc")
            defer { try? FileManager.default.removeItem(at: copy) }
            if let index = arguments.firstIndex(of: "--update") {
                let folder = copy.appendingPathComponent("copy")
                try FileManager.default.copyItem(
                    at: Self.packageRoot.appendingPathComponent(arguments[index + 1]), to: folder)
                arguments[index + 1] = folder.path
            }
            let run = try ExploreTests.scenes(arguments, in: Self.packageRoot)
            #expect(run.status == 0, "\(line): \(run.out)\(run.err)")
        }
        #expect(examples >= 1)
    }
}
