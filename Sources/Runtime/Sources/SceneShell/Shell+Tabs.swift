import SceneRuntime

/// Tabs and panes: which one a name or number names, and selecting it.
extension Shell {
    /// Selects the tab or pane `id` (`tab`, or `focus` when `focus`); a modal that covers its
    /// container is named by its title, as the screen shows both, and what was asked for is said.
    func selectTab(_ id: String, focus: Bool) throws {
        do {
            try navigator.selectTab(id)
        } catch NavigationError.tabsCovered(let container, let modal) {
            let title = { (id: String) in
                self.navigator.stack.last { $0.id == id }?.currentTitle
                    ?? self.navigator.storyboard.scene(withID: id)?.title ?? id
            }
            throw ShellError.covered(container: title(container), modal: title(modal), focus: focus)
        }
    }

    /// Whether a split is shown, whose focus `focus` (and ``Interactive/focusKey``) moves.
    var showsSplit: Bool { ShownContainer.all(in: navigator).contains { $0.descriptor.kind == .split } }

    /// The id of the tab `name` names: a tab's id or title (ignoring case), or its number in the
    /// innermost tab bar shown (a split's panes have none: they are numbered only where no tab bar
    /// is shown); a number past it is refused with that bar's tabs, anything else is passed on,
    /// for the navigator to refuse with the tabs there are.
    func tabID(_ name: String) throws -> String {
        let shown = ShownContainer.all(in: navigator)
        guard let numbered = shown.last(where: { $0.descriptor.kind == .tabs }) ?? shown.last else {
            return name
        }
        let digits = name.first == "-" ? name.dropFirst() : Substring(name)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            let stacks = numbered.descriptor.stacks
            guard let number = Int(name), number >= 1, number <= stacks.count else {
                throw ShellError.noTabNumber(name, tabs: stacks.map(\.title))
            }
            return stacks[number - 1].id
        }
        for place in shown.reversed() {
            if let stack = place.descriptor.stacks.first(where: { $0.title.lowercased() == name.lowercased() }
            ) {
                return stack.id
            }
        }
        return name
    }
}
