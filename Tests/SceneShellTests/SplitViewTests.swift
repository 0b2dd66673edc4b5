import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// A split in the shell: drawn side by side in a window at least its minimum width wide (each
/// pane with its title, the focused one marked, its scene's breadcrumb, title and content, every
/// row within the window), its focused pane alone in a narrower one; `focus` moves the focus, and
/// the navigation commands act on the focused pane.
@Suite @MainActor struct SplitViewTests {
    /// The width the shell draws for, changed as a window is resized.
    final class Window {
        var columns: Int
        init(columns: Int) { self.columns = columns }
    }

    let storyboard: TemporaryStoryboard
    let window = Window(columns: 70)
    let shell: Shell

    init() throws {
        try self.init(json: PaneScene.storyboard())
    }

    init(json: String, colors: Bool = false) throws {
        storyboard = try TemporaryStoryboard(json)
        let window = self.window
        shell = try #require(
            Shell.launch(
                registry: try PaneScene.registry(), configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: colors,
                console: Console(out: { _ in }, err: { _ in }), windowWidth: { window.columns }))
    }

    /// A row of the split: the left pane's text padded to its column (33 cells in 70 columns),
    /// the bar, the right pane's.
    private func row(_ left: String, _ right: String, width: Int = 33) -> String {
        CellWidth.padded(left, to: width) + " |" + (right.isEmpty ? "" : " " + right)
    }

    private var screen: [String] {
        shell.renderScreen().plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The ids of the scenes each pane of the split shows, root first.
    private var panes: [[String]] {
        let navigator = shell.navigator
        guard let split = navigator.containerPositions.last(where: { navigator.stack[$0].descriptor.container?.kind == .split })
        else { return [] }
        return (0..<2).map { navigator.shownStack(ofTab: $0, ofContainerAt: split).map(\.id) }
    }

    @Test func aWideWindowDrawsBothPanesSideBySideTheFocusedOneMarked() throws {
        defer { storyboard.remove() }
        // Given a window of 70 columns, wider than the split's minimum of 60
        // When the screen is drawn
        // Then both panes are drawn, 33 cells each between a bar, the focused one in brackets
        #expect(
            screen == [
                "[Work]  Other",
                "App > Desk",
                row("[List]", "Detail"),
                row("Left", "Right"),
                row("== Left ==", "== Right =="),
                row("  in Left", "  in Right"),
                row("  a note of Left", "  a note of Right"),
                "actions: note TEXT",
                "moves: go Next, go Sheet, go Over, go Into, focus (Ctrl-O), tab Other",
            ])
        // And when the focus moves, the other pane is marked and the moves are the focused pane's
        #expect(shell.execute("focus").error == nil)
        #expect(screen[2] == row("List", "[Detail]"))
        #expect(screen.last == "moves: go Next, focus (Ctrl-O), tab Other")
        #expect(shell.prompt == "Right> ")
    }

    @Test func aNarrowWindowDrawsTheFocusedPaneAloneUnderThePanesTitles() throws {
        defer { storyboard.remove() }
        window.columns = 59
        #expect(
            screen == [
                "[Work]  Other",
                "[List] | Detail",
                "App > Desk > Left",
                "== Left ==",
                "  in Left",
                "  a note of Left",
                "actions: note TEXT",
                "moves: go Next, go Sheet, go Over, go Into, focus (Ctrl-O), tab Other",
            ])
        // A resize to the minimum width draws both panes again.
        window.columns = 60
        #expect(screen[2] == row("[List]", "Detail", width: 28))
    }

    @Test func theColouredScreenMakesTheFocusedPanesTitleBold() throws {
        let coloured = try SplitViewTests(json: PaneScene.storyboard(), colors: true)
        defer { coloured.storyboard.remove() }
        let rendered = coloured.shell.renderScreen().rendered
        #expect(rendered.contains("\u{1B}[1m[List]\u{1B}[0m" + String(repeating: " ", count: 27) + " | Detail\n"))
        #expect(rendered.contains("\u{1B}[2mLeft\u{1B}[0m" + String(repeating: " ", count: 29) + " | \u{1B}[2mRight"))
    }

    @Test func longHostileAndWideTitlesAreCutToTheirPaneAndNoRowIsWiderThanTheWindow() throws {
        let hostile = "\u{1B}]2;pwned\u{07}\u{1B}[2J\u{202E}" + String(repeating: "list ", count: 30)
        let wide = "連絡先" + String(repeating: "一覧表", count: 20)
        let session = try SplitViewTests(json: PaneScene.storyboard(primaryTitle: hostile, leftTitle: wide))
        defer { session.storyboard.remove() }
        #expect(session.shell.execute("note \(String(repeating: "長い文章", count: 30))").error == nil)
        // The pane not focused shows hostile text too.
        let split = try #require(session.shell.navigator.containerPositions.last)
        let right = try #require(
            session.shell.navigator.shownStack(ofTab: 1, ofContainerAt: split).last?.viewController)
        try #require(right as? PaneViewController).note = "\u{1B}]2;pwned\u{07}\u{9B}31m\u{1B}[2J" + "😀漢字x"
        for columns in 60...91 {
            session.window.columns = columns
            let rendered = session.shell.renderScreen()
            let rows = rendered.plain.split(separator: "\n").map(String.init)
            let paneWidth = (columns - 3) / 2
            #expect(!rendered.rendered.contains("\u{1B}"), "no escape sequence reaches the terminal")
            #expect(!rendered.rendered.contains("\u{202E}") && !rendered.rendered.contains("\u{9B}"))
            if paneWidth >= 2 + 33 {  // the note, made visible, fits its pane
                #expect(rows.contains { $0.hasSuffix("|   ^[]2;pwned^G\\u{9B}31m^[[2J😀漢字x") }, "\(rows)")
            }
            for row in rows {
                #expect(CellWidth.of(row) <= columns, "\(columns) columns: \(row)")
            }
            // The pane's title, made visible, cut to its column with an ellipsis.
            let title = try #require(rows.first { $0.hasPrefix("[^[]2;pwned^G^[[2J") }, "\(rows)")
            #expect(title.hasSuffix("… | Detail"), "\(title)")
            // A wide character is never cut in half: the column is padded to its width instead.
            let left = try #require(rows.first { $0.hasPrefix("== 連絡先") })
            #expect(left.hasSuffix(" | == Right =="), "\(left)")
            #expect(CellWidth.of(left) == paneWidth + CellWidth.of(" | == Right =="))
            // The note is wrapped within the pane, no character lost.
            let noteRows = rows.filter { $0.contains { "長い文章".contains($0) } }.map {
                String($0.prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces)
            }
            #expect(noteRows.joined() == String(repeating: "長い文章", count: 30))
        }
    }

    @Test func navigationActsOnTheFocusedPane() throws {
        defer { storyboard.remove() }
        #expect(shell.execute("focus").error == nil)
        #expect(shell.execute("go Next").error == nil)
        #expect(panes == [["Left"], ["Right", "Deep"]], "pushed in the focused pane")
        #expect(screen[3] == row("Left", "Right > Deep"))
        #expect(screen[4] == row("== Left ==", "== Deep =="))
        #expect(shell.execute("focus").error == nil)
        #expect(shell.execute("go Next").error == nil)
        #expect(panes == [["Left", "Deep"], ["Right", "Deep"]])
        #expect(shell.execute("back").error == nil)
        #expect(panes == [["Left"], ["Right", "Deep"]], "back in the focused pane only")
        #expect(shell.execute("back").error != nil, "at the pane's root")
        #expect(shell.execute("focus").error == nil)
        #expect(shell.execute("root").error == nil)
        #expect(panes == [["Left"], ["Right"]])
        #expect(shell.execute("go Next").error == nil)
        #expect(shell.execute("popto Right").error == nil)
        #expect(panes == [["Left"], ["Right"]])
        #expect(shell.execute("note changed").error == nil, "an action of the focused pane's scene")
        #expect(screen[6] == row("  a note of Left", "  changed"))
    }

    @Test func aModalOverItsPaneOnlyStaysInItAndDismissActsOnTheFocusedPane() throws {
        defer { storyboard.remove() }
        #expect(shell.execute("go Over").error == nil)
        #expect(screen[3] == row("Left >> Deep", "Right"))
        #expect(screen.last == "moves: back, root, focus (Ctrl-O), tab Other, dismiss")
        #expect(shell.execute("focus").error == nil)
        #expect(shell.execute("dismiss").error != nil, "nothing is presented in the focused pane")
        #expect(panes == [["Left", "Deep"], ["Right"]])
        #expect(shell.execute("focus").error == nil)
        #expect(shell.execute("dismiss").error == nil)
        #expect(panes == [["Left"], ["Right"]])
    }

    @Test func aModalOverTheContainerIsDrawnAloneAndTheFocusCannotMove() throws {
        defer { storyboard.remove() }
        #expect(shell.execute("go Sheet").error == nil)
        #expect(
            screen == [
                "App > Desk > Left >> Deep", "== Deep ==", "  in Deep", "  a note of Deep", "actions: note TEXT", "moves: back, root, dismiss",
            ])
        #expect(shell.execute("focus").error != nil)
    }

    @Test func aSegueIntoTheOtherPaneMovesTheFocusThere() throws {
        defer { storyboard.remove() }
        #expect(shell.execute("go Into").error == nil)
        #expect(panes == [["Left"], ["Right", "Deep"]])
        #expect(screen[2] == row("List", "[Detail]"))
    }

    @Test func focusWithoutASplitSaysSo() throws {
        defer { storyboard.remove() }
        #expect(shell.execute("tab Other").error == nil)
        #expect(!shell.showsSplit, "the focus key is not bound here")
        #expect(shell.execute("focus").error != nil)
        #expect(screen.last == "moves: go Next, tab Work")
    }

    @Test func explainSaysWhichTabASegueLeadsIntoAndWhatAModalCovers() throws {
        defer { storyboard.remove() }
        let into = shell.execute("explain Into").output.plain
        #expect(
            into.contains(
                "  into tab: secondary \"Detail\" of Split: selects that pane, where the destination is pushed on "
                    + "its stack; the pane shown now keeps its stack\n"), "\(into)")
        let over = shell.execute("explain Over").output.plain
        #expect(
            over.contains(
                "  covers: only the pane primary of Split (\"covers\": \"tab\"); the others can still be selected\n"),
            "\(over)")
        let sheet = shell.execute("explain Sheet").output.plain
        #expect(
            sheet.contains(
                "  covers: the whole container Main (and Split within it): no tab bar, and no other tab can be"
                    + " selected until it is dismissed\n"), "\(sheet)")
        let next = shell.execute("explain Next").output.plain
        #expect(!next.contains("into tab") && !next.contains("covers"), "a push in its own stack: \(next)")
        // As it says: while it is up, neither Main's tabs nor Split's panes can be selected.
        #expect(shell.execute("go Sheet").error == nil)
        #expect(shell.execute("tab Other").error != nil)
        #expect(shell.execute("focus").error != nil)
    }

    @Test func tabsNamesATabsNestedContainerAndItsKind() throws {
        defer { storyboard.remove() }
        #expect(
            shell.execute("tabs").output.plain == """
                App:
                * 1. Work (Work): Split (a split, listed below)
                  2. Other (Other): Plain
                Desk:
                * 1. List (primary): Left
                  2. Detail (secondary): Right

                """)
        #expect(shell.execute("tab Other").error == nil)
        #expect(
            shell.execute("tabs").output.plain == """
                  1. Work (Work): Split (a split)
                * 2. Other (Other): Plain

                """)
    }

    /// Tab completion knows tabs: `tab` and `tabs` are commands here, and `tab` completes the
    /// ids of the tabs and panes of every container shown.
    @Test func tabCompletionOffersTheTabsOfTheContainersShown() {
        #expect(shell.completions(for: "ta") == ["tab", "tabs"])
        #expect(shell.completions(for: "fo") == ["focus"])
        #expect(shell.completions(for: "tab ") == ["Other", "Work", "primary", "secondary"])
        #expect(shell.completions(for: "tab s") == ["secondary"])
        #expect(shell.completions(for: "explain I") == ["Into"])
    }

    @Test func withoutAWindowTheWidthIsColumnsOrEighty() {
        #expect(Shell.windowlessWidth(environment: [:]) == 80)
        #expect(Shell.windowlessWidth(environment: ["COLUMNS": "132"]) == 132)
        for wrong in ["", "wide", "0", "-5", "10001", "1e3"] {
            #expect(Shell.windowlessWidth(environment: ["COLUMNS": wrong]) == 80, "\(wrong)")
        }
    }

    @Test func aScriptDrawsSideBySideWhenColumnsIsWideEnough() throws {
        defer { storyboard.remove() }
        // No COLUMNS: 80 columns, wider than this split's minimum (60); 59: narrower.
        for (columns, paneWidth) in [(nil, 38), ("70", 33), ("59", nil)] as [(String?, Int?)] {
            var out = ""
            let status = ScenesCommand.run(
                arguments: ["--data", storyboard.directory.path, storyboard.path],
                modules: [PaneScene.module], environment: columns.map { ["COLUMNS": $0] } ?? [:],
                console: Console(out: { out += $0 }, err: { _ in }), input: ScriptLines("focus"))
            #expect(status == 0)
            if let paneWidth {
                #expect(out.contains(row("[List]", "Detail", width: paneWidth) + "\n"), "\(out)")
                #expect(out.contains(row("List", "[Detail]", width: paneWidth) + "\n"), "\(out)")
            } else {
                #expect(out.contains("[List] | Detail\n") && out.contains("List | [Detail]\n"), "\(out)")
            }
        }
    }

    @Test func ctrlOIsNotAKeyOfTheLineEditor() {
        var editing = LineEditing(history: [], complete: { _ in [] })
        #expect(Interactive.focusKey.key == .control("o"))
        #expect(editing.handle(.control("o")) == .bell, "free for the focus")
    }
}
