import SceneRuntime

/// Finds the scene a person names in a command (`popto`): by its id, by its title (the
/// storyboard's, or the one it gives itself as the breadcrumb shows it), or by its position on the
/// stack as `stack` numbers it (1 for the root).
///
/// The rule, the same wherever a scene is named:
/// 1. an id typed exactly names that scene (the one highest on the stack if it is there twice);
/// 2. otherwise every scene whose id or either title equals the name without regard to case, and the
///    scene at the position the name gives when it is a whole number, answers; if they are all
///    the same scene id, the highest of them is named;
/// 3. scenes of different ids answering is ambiguous: the error lists them with their positions
///    and ids, to type one of those instead; no scene answering is an error with a suggestion.
///
/// Segues have ids only: ``segueID(_:among:)`` matches them the same way, without regard to case
/// when only one answers.
struct SceneNameResolver {
    /// A scene that may be named.
    struct Candidate: Equatable {
        let id: String
        let title: String
        /// Where it stands, 1 for the bottom of the stack.
        let position: Int
        /// The title the scene gives itself now (``Scene/currentTitle``), when other than ``title``.
        var shownTitle: String? = nil

        /// `2. ContactList "Contacts"`, as `stack` shows it.
        var listed: String {
            "\(position). \(TerminalText.oneRow(id)) \"\(TerminalText.oneRow(shownTitle ?? title))\""
        }
    }

    /// The scenes that may be named, bottom first.
    let candidates: [Candidate]
    /// The stack as the screen's breadcrumb shows it (`Demo > Shopping cart >> Sign in`), for the
    /// error of a name nothing answers to; the ids joined when there is no screen.
    let breadcrumb: String

    /// A resolver for the scenes of `stack`, bottom first.
    @MainActor init(stack: [Scene]) {
        breadcrumb = ScreenRenderer.breadcrumb(stack)
        candidates = stack.enumerated().map {
            let scene = $0.element
            let shown = scene.currentTitle
            return Candidate(
                id: scene.id, title: scene.title, position: $0.offset + 1,
                shownTitle: shown == scene.title ? nil : shown)
        }
    }

    init(candidates: [Candidate]) {
        self.candidates = candidates
        breadcrumb = candidates.map(\.id).joined(separator: " > ")
    }

    /// The scene `name` names.
    /// - Throws: ``ShellError/ambiguousSceneName(_:matches:)`` when scenes of different ids
    ///   answer, ``ShellError/noStackPosition(_:count:)`` for a position no scene holds, and
    ///   ``ShellError/notOnStack(_:breadcrumb:suggestion:)`` when nothing answers.
    func resolve(_ name: String) throws -> Candidate {
        if let exact = candidates.last(where: { $0.id == name }) { return exact }
        let folded = name.lowercased()
        let position = Self.position(name)
        let matches = candidates.filter {
            $0.id.lowercased() == folded || $0.title.lowercased() == folded
                || $0.shownTitle?.lowercased() == folded || $0.position == position
        }
        if let last = matches.last {
            guard matches.allSatisfy({ $0.id == last.id }) else {
                throw ShellError.ambiguousSceneName(name, matches: matches.map(\.listed))
            }
            return last
        }
        if Self.isWholeNumber(name) { throw ShellError.noStackPosition(name, count: candidates.count) }
        let names = candidates.flatMap { [$0.id, $0.title] + ($0.shownTitle.map { [$0] } ?? []) }
        throw ShellError.notOnStack(
            name, breadcrumb: breadcrumb, suggestion: Suggestion.closest(to: name, in: names))
    }

    /// The whole number `name` writes in ASCII digits, if it is one (`2`, `02`); `nil` for
    /// anything else, and for a number too large to be a position.
    static func position(_ name: String) -> Int? {
        guard isWholeNumber(name) else { return nil }
        return Int(name)
    }

    /// Whether `name` is ASCII digits only: a position, held by a scene or off the stack, however
    /// large.
    static func isWholeNumber(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// The segue of `ids` that `name` names: the one typed exactly, or else the only one equal to
    /// it without regard to case; `name` itself when none is (the navigator then says there is no
    /// such segue).
    /// - Throws: ``ShellError/ambiguousSegue(_:matches:)`` when several answer without regard to case.
    static func segueID(_ name: String, among ids: [String]) throws(ShellError) -> String {
        if ids.contains(name) { return name }
        let folded = name.lowercased()
        let matches = ids.filter { $0.lowercased() == folded }
        guard matches.count <= 1 else { throw .ambiguousSegue(name, matches: matches) }
        return matches.first ?? name
    }
}
