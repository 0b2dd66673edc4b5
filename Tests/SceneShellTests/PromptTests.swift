import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// The prompt names the scene the person sees as the screen does: by the title its heading and
/// the breadcrumb show (the one the scene gives itself, else the storyboard's), the top scene of
/// the selected tab or focused pane inside containers, made visible and cut to fit the window.
@Suite @MainActor struct PromptTests {
    /// The width the shell draws for.
    final class Window {
        var columns: Int
        init(columns: Int) { self.columns = columns }
    }

    /// A shell on the tabs-and-split storyboard of ``PaneScene``, its focused pane's root titled
    /// `leftTitle`, in a window `columns` wide; and the storyboard to remove.
    private func paneShell(leftTitle: String = "Left", columns: Int = 80) throws -> (Shell, TemporaryStoryboard) {
        let storyboard = try TemporaryStoryboard(PaneScene.storyboard(leftTitle: leftTitle))
        let window = Window(columns: columns)
        let shell = try #require(
            Shell.launch(
                registry: try PaneScene.registry(), configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in }), windowWidth: { window.columns }))
        return (shell, storyboard)
    }

    @Test func thePromptShowsTheScenesTitleNotItsID() throws {
        let storyboard = try TemporaryStoryboard()
        defer { storyboard.remove() }
        let shell = try #require(try launchCounterShell(on: storyboard))
        // Given the scene First, titled "First counter"
        #expect(shell.prompt == "First counter> ")
        // When another is pushed, a modal one presented
        #expect(shell.execute("open").error == nil)
        #expect(shell.prompt == "Second counter> ")
        #expect(shell.execute("root").error == nil)
        #expect(shell.execute("go Modal").error == nil)
        // Then each prompt is the title of the scene on top, as its heading shows it
        #expect(shell.prompt == "Sheet> ")
        #expect(shell.renderScreen().plain.contains("== Sheet ==\n"))
    }

    @Test func aTitleTheSceneGivesItselfAtRunTimeIsThePromptsToo() throws {
        let storyboard = try TemporaryStoryboard(LampScene.storyboard)
        defer { storyboard.remove() }
        let registry = SceneRegistry()
        try registry.register(LampScene.module)
        let shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
        #expect(shell.prompt == "Lamp> ")
        // When the lamp is turned on, the scene's title is "Lamp (on)"
        #expect(shell.execute("toggle").error == nil)
        #expect(shell.prompt == "Lamp (on)> ")
        #expect(shell.execute("toggle").error == nil)
        #expect(shell.prompt == "Lamp> ")
    }

    @Test func insideContainersThePromptNamesTheTopSceneOfTheSelectedTabOrFocusedPane() throws {
        let (shell, storyboard) = try paneShell()
        defer { storyboard.remove() }
        // Given tabs App (Work, Other) whose Work tab is a split Desk of Left (focused) and Right
        #expect(shell.prompt == "Left> ", "not the tabs' App nor the split's Desk")
        #expect(shell.execute("go Next").error == nil)
        #expect(shell.prompt == "Deep> ")
        #expect(shell.execute("focus").error == nil)
        #expect(shell.prompt == "Right> ")
        #expect(shell.execute("tab Other").error == nil)
        #expect(shell.prompt == "Plain> ")
        #expect(shell.execute("tab Work").error == nil)
        #expect(shell.prompt == "Right> ")
    }

    @Test func aTitleWithControlCharactersIsShownNotSentToTheTerminal() throws {
        let (shell, storyboard) = try paneShell(leftTitle: "Red\u{1B}[31m\u{7}\nline\u{9B}2J", columns: 200)
        defer { storyboard.remove() }
        let prompt = shell.prompt
        #expect(prompt.hasSuffix("> "))
        #expect(
            prompt.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) },
            "no control character: \(prompt.debugDescription)")
        #expect(prompt == TerminalText.oneRow("Red\u{1B}[31m\u{7}\nline\u{9B}2J") + "> ")
        #expect(prompt.hasPrefix("Red"))
        #expect(prompt.contains("line"))
    }

    @Test func aLongTitleIsCutToAThirdOfANarrowWindow() throws {
        let title = "A title far longer than any prompt should be"
        let (shell, storyboard) = try paneShell(leftTitle: title, columns: 30)
        defer { storyboard.remove() }
        // In 30 columns the title takes at most 10 cells, the last of them the `…`
        #expect(shell.prompt == "A title f…> ")
        #expect(CellWidth.of(shell.prompt) <= 30 / 3 + 2)
        // And in a wide window at most 32 cells
        let (wide, wideStoryboard) = try paneShell(leftTitle: title, columns: 200)
        defer { wideStoryboard.remove() }
        #expect(wide.prompt == String(title.prefix(31)) + "…> ")
        // A short title is whole
        let (short, shortStoryboard) = try paneShell(leftTitle: "Inbox", columns: 20)
        defer { shortStoryboard.remove() }
        #expect(short.prompt == "Inbox> ")
    }

    @Test func wideCharactersAreCutByTheCellsTheyTake() {
        // Six cells of the window's third: three CJK characters take six, so two and the `…` fit
        #expect(Shell.prompt(title: "連絡先一覧", id: "List", windowWidth: 18) == "連絡…> ")
        #expect(Shell.prompt(title: "連絡先", id: "List", windowWidth: 18) == "連絡先> ")
    }

    @Test func aTitleOfBlanksOnlyGivesWayToTheID() {
        #expect(Shell.prompt(title: "   ", id: "Blank", windowWidth: 80) == "Blank> ")
        #expect(Shell.prompt(title: "Two words", id: "Blank", windowWidth: 80) == "Two words> ")
    }

    @Test func aWindowOfNoWidthOrLessNeverTraps() {
        #expect(Shell.prompt(title: "Title", id: "T", windowWidth: 0) == "> ")
        #expect(Shell.prompt(title: "Title", id: "T", windowWidth: Int.min) == "> ")
        #expect(Shell.prompt(title: "Title", id: "T", windowWidth: Int.max) == "Title> ")
    }
}
