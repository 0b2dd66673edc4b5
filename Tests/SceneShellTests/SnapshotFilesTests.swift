import Testing

@testable import SceneShell

/// The pieces of a snapshot folder: names made from links, the short diff, the SVG, the index's
/// checks of what it may hold.
@Suite struct SnapshotFilesTests {
    @Test func aLinkBecomesAReadableSafeName() {
        #expect(SnapshotName.name(for: "Main/NotesList/NoteDetail:noteID=2") == "Main.NotesList.NoteDetail_noteID-2")
        #expect(SnapshotName.name(for: "ShoppingCart+Login") == "ShoppingCart-Login")
        #expect(
            SnapshotName.name(for: #"Quiz:title="Pop quiz",choices=[a,"b c"]"#)
                == "Quiz_title-_Pop_quiz__choices-_a__b_c__")
        #expect(SnapshotName.name(for: "caf\u{E9}/../x") == "caf_.__.x", "a dot is not kept: no name climbs out of its folder")
        let long = SnapshotName.name(for: String(repeating: "Scene/", count: 100))
        #expect(long.utf8.count == SnapshotName.maximumLength)
        #expect(long != SnapshotName.name(for: String(repeating: "Scene/", count: 101)), "a hash of the whole link")
    }

    @Test func namesAreUniqueIgnoringCaseInTheOrderOfTheirLinks() {
        let names = SnapshotName.names(for: ["A:x=1", "A:x=1", "a_x-1", "A/x"])
        #expect(names == ["A/x": "A.x", "A:x=1": "A_x-1", "a_x-1": "a_x-1-2"])
    }

    @Test func theDiffShowsTheLinesBetweenWhatIsTheSame() {
        #expect(SnapshotDiff.lines(old: "a\nb\nc\n", new: "a\nb\nc\n") == [])
        #expect(SnapshotDiff.lines(old: "a\nb\nc\n", new: "a\nB\nc\n") == ["  @@ line 2 @@", "  -b", "  +B"])
        #expect(SnapshotDiff.lines(old: "a\n", new: "a\nb\n") == ["  @@ line 2 @@", "  +b"])
        let many = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let diff = SnapshotDiff.lines(old: many, new: "")
        #expect(diff.count == 1 + SnapshotDiff.maximumLines + 2, "\(diff)")
        #expect(diff.contains("  -… 12 more"), "\(diff)")
    }

    @Test func theSVGEscapesWhatAScreenShowsAndKeepsItsStyles() {
        let screen = SnapshotScreen(TerminalText("<b>&\"\u{1B}[31m\n") + TerminalText("== T ==", .bold))
        #expect(screen.text == "<b>&\"^[[31m\n== T ==")
        let svg = SnapshotSVG.render(screen)
        #expect(svg.contains(">&lt;b&gt;&amp;&quot;^[[31m</text>"), "\(svg)")
        #expect(svg.contains("<tspan font-weight=\"bold\">== T ==</tspan>"), "\(svg)")
        #expect(!svg.contains("\u{1B}"))
    }

    @Test func theSVGEscapesAMarkupCharacterFollowedByACombiningMark() {
        // As Characters, "<\u{301}" is not "<": escaped scalar by scalar, the XML stays well formed.
        #expect(SnapshotSVG.escaped("a<\u{301}b&\u{301}\"\u{301}") == "a&lt;\u{301}b&amp;\u{301}&quot;\u{301}")
    }

    @Test func anIndexMayNameOnlyFilesOfItsFolder() {
        func problem(_ name: String, _ link: String = "Menu") -> String? {
            SnapshotIndex(snapshots: [.init(name: name, link: link)]).problem
        }
        #expect(problem("Main.NotesList") == nil)
        #expect(problem("../escape") != nil)
        #expect(problem("a/b") != nil)
        #expect(problem(".hidden") != nil)
        #expect(problem("") != nil)
        #expect(problem("ok", "two\nlines") != nil)
        #expect(SnapshotIndex(snapshots: [.init(name: "a", link: "A"), .init(name: "a", link: "B")]).problem != nil)
    }
}
