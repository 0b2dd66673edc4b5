import SceneRuntime

extension Shell {
    /// The most terminal cells the prompt gives the title: a third of the window, and never more
    /// than this, so that the line typed keeps most of the row.
    static let promptTitleCells = 32

    /// `Contacts> `: the scene the person sees named as the screen's heading names it, by its title
    /// as it shows it now (``Scene/currentTitle``: the one the scene gives itself, else the
    /// storyboard's). In a container that is the title of the top scene of the selected tab (or
    /// the focused pane). The title is made visible on one row (``TerminalText/oneRow(_:)``: a
    /// control character never reaches the terminal) and cut with `…` to a third of the window
    /// (``windowWidth``), at most ``promptTitleCells`` cells; a title of blanks only gives way to
    /// the scene's id. `scenes> ` before any scene is shown.
    package var prompt: String {
        guard let top = navigator.topScene else { return "scenes> " }
        let prompt = Self.prompt(title: top.currentTitle, id: top.id, windowWidth: windowWidth())
        // Said for a screen reader, the prompt says where focus is: the tab or pane it is in.
        guard speaks, let place = ShownContainer.all(in: navigator).last(where: { $0.coveredBy == nil })
        else {
            return prompt
        }
        let stack = TerminalText(place.descriptor.stacks[place.selected].title).cut(
            toCells: Self.promptTitleCells)
        return "\(prompt.dropLast(2)), \(stack.plain) \(place.stackNoun)> "
    }

    /// The prompt naming a scene titled `title` (`id` if the title is blanks only) in a window
    /// `windowWidth` cells wide.
    static func prompt(title: String, id: String, windowWidth: Int) -> String {
        let name = title.contains { !$0.isWhitespace } ? title : id
        let cells = min(promptTitleCells, max(0, windowWidth) / 3)
        return TerminalText(name).cut(toCells: cells).plain + "> "
    }
}
