import FoundationEssentials
import SceneRuntime

/// The screen: the top scene rendered for the window, once by each command that shows it (see
/// ``Shell/Reply/screen``). Otherwise it is rendered when it may have changed by itself
/// (``redrawIfChanged(lettingMainActorRun:)``), and by the full screen after a command that shows
/// none and when the window's width changes.
extension Shell {
    /// The screen of the top scene, drawn for a window ``windowWidth`` columns wide; noted as the
    /// screen drawn last.
    package func renderScreen() -> TerminalText {
        // A window resized since shows what is visible at its width (the command before made
        // visible what it changed).
        navigator.resize(toWidth: windowWidth())
        // Data another process changed since is shown as it is now.
        navigator.refreshObservedData()
        if speaks {
            let parts = SpokenScreen.parts(of: navigator) { [unowned self] in shownScreen(of: $0) }
            drawnScreen = TerminalText(parts.flatMap(\.lines).map { $0 + "\n" }.joined())
            screensRendered += 1
            return TerminalText(spoken.said(parts).map { $0 + "\n" }.joined())
        }
        var renderer = ScreenRenderer(style: style)
        renderer.screenOf = { [unowned self] in shownScreen(of: $0) }
        let screen = renderer.render(navigator, width: windowWidth())
        drawnScreen = screen
        screensRendered += 1
        return screen
    }

    /// The screen to draw again, if observable state a scene on the stack read has changed since
    /// the screen was last drawn (``renderScreen()``) and the screen now looks different; `nil`
    /// otherwise, so a change is drawn once, never twice. First lets the main actor run the work
    /// queued for it, such as a scene's async work that changes its presenter's view model, unless
    /// `lettingMainActorRun` is `false` (a script asks before every line, and lets it run only
    /// every few milliseconds: turning the run loop costs more than most commands).
    package func redrawIfChanged(lettingMainActorRun: Bool = true) -> TerminalText? {
        if lettingMainActorRun { MainQueue.runPending() }
        // Another process may have changed data a visible scene shows.
        navigator.refreshObservedData()
        guard screenMayHaveChanged else { return nil }
        screenMayHaveChanged = false
        let previous = drawnScreen
        let screen = renderScreen()
        // Compared as drawn whole: a screen that is said gives only what changed.
        return drawnScreen == previous ? nil : screen
    }

    /// Tells the navigator the window's width and the scenes that became visible or hidden since
    /// (a window resized across a split's minimum width, a guard of the pane beside that holds
    /// now), and has each visible scene whose observed data changed since (another process's
    /// change) fetch it again, so that every scene drawn has appeared and shows its data as it is
    /// now.
    func showVisibleScenes() {
        navigator.resize(toWidth: windowWidth())
        navigator.refreshVisibility()
        navigator.refreshObservedData()
    }

    /// The width of the screen when there is no window (a script, piped input): `COLUMNS` if it is
    /// a whole number from 1 to 10,000, else ``ScreenRenderer/windowlessWidth``, narrower than a
    /// split's default minimum width.
    package static func windowlessWidth(environment: [String: String]) -> Int {
        guard let columns = environment["COLUMNS"].flatMap({ Int($0) }), (1...10_000).contains(columns) else {
            return ScreenRenderer.windowlessWidth
        }
        return columns
    }
}
