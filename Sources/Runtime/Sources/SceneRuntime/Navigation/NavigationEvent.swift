/// One navigation, as observers of a ``Navigator`` see it: what was asked, between which
/// scenes, what it passed, and the stack after it. A refused navigation is an event too: it
/// carries its ``error`` and the stack, unchanged.
///
/// ```swift
/// navigator.addObserver { event in
///     if let error = event.error {
///         print("\(event.kind) refused: \(error)")
///     } else {
///         print(event.kind, event.source ?? "-", event.destination ?? "-")    // segue ContactList ShowContact
///     }
/// }
/// ```
///
/// See ``Navigator/addObserver(_:)``.
public struct NavigationEvent: Sendable {
    /// The kind of navigation.
    public enum Kind: String, Sendable, CaseIterable {
        /// A segue of the top scene (``Navigator/performSegue(_:force:)``, or a scene's own
        /// `context.performSegue`).
        case segue
        /// ``Navigator/back(force:)``.
        case back
        /// ``Navigator/dismiss(force:)``, or a scene's own `context.dismiss()`.
        case dismiss
        /// ``Navigator/popToRoot(force:)``.
        case popToRoot
        /// ``Navigator/pop(to:force:)``.
        case popTo
        /// ``Navigator/replaceRoot(with:inputs:force:)``, and ``Navigator/start()``.
        case replaceRoot
        /// ``Navigator/restore(_:force:)``: a whole stack built again from ``NavigationState/Entry``s.
        case restore
        /// ``Navigator/replaceStoryboard(_:force:)``: a new storyboard, and the scenes it popped.
        case reload
        /// A guard on a segue an action performs presented the scene it redirects to, before
        /// the action ran (the action runs once that scene leaves with the condition holding).
        case redirect
        /// ``Navigator/selectTab(_:)``: another tab of a container selected; nothing is removed.
        case selectTab
    }

    /// The event's place in the order the navigator reported them, from 1.
    public var sequence: Int
    /// The kind of navigation.
    public var kind: Kind
    /// The top scene before the navigation; `nil` if the stack was empty (a start).
    public var source: String?
    /// The top scene after the navigation; for a refused one, the scene it would have shown when
    /// that is known (a declared segue's destination, the scene of `popTo` or `replaceRoot`).
    public var destination: String?
    /// The segue's identifier, for ``Kind/segue``.
    public var segue: String?
    /// The segue's style, for a segue the storyboard declares.
    public var style: SegueDescriptor.Style?
    /// The tab selected: by ``Kind/selectTab``, or by a segue into another tab.
    public var tab: String?
    /// Where the stack shown after the navigation is: each container on the way to it and its
    /// selected tab, outermost first (`Main/Notes`); empty for the root stack.
    public var location: [NavigationState.TabLocation] = []
    /// The data the navigation passed: the inputs the new scene was given (a segue that builds
    /// its destination, a new root), or the values an unwind passed back to the scene it
    /// returned to. Empty for a refused navigation.
    public var passed: [String: SceneValue]
    /// The scenes that left the stack, root side first.
    public var popped: [String]
    /// Where the app is after the navigation (for a refused one, where it stayed): the
    /// navigator's ``Navigator/state``, which shares with the state before every stack the
    /// navigation did not change.
    public var state: NavigationState
    /// Why the navigation was refused; `nil` if it took place.
    public var error: (any Error)?

    /// Describes an event; the navigator makes them, tests may too.
    public init(
        sequence: Int, kind: Kind, source: String?, destination: String?, segue: String? = nil,
        style: SegueDescriptor.Style? = nil, passed: [String: SceneValue] = [:], popped: [String] = [],
        state: NavigationState, error: (any Error)? = nil
    ) {
        self.sequence = sequence
        self.kind = kind
        self.source = source
        self.destination = destination
        self.segue = segue
        self.style = style
        self.passed = passed
        self.popped = popped
        self.state = state
        self.error = error
    }

    /// Describes an event whose state is the path `after`.
    @available(*, deprecated, message: "use init(sequence:kind:source:destination:...:state:error:)")
    public init(
        sequence: Int, kind: Kind, source: String?, destination: String?, segue: String? = nil,
        style: SegueDescriptor.Style? = nil, passed: [String: SceneValue] = [:], popped: [String] = [],
        after: NavigationState.Stack, error: (any Error)? = nil
    ) {
        self.init(
            sequence: sequence, kind: kind, source: source, destination: destination, segue: segue,
            style: style, passed: passed, popped: popped, state: NavigationState(path: after.entries),
            error: error)
    }

    /// The path after the navigation as one stack (``NavigationState/path``).
    @available(*, deprecated, message: "use state, or stack for the path")
    public var after: NavigationState.Stack { NavigationState.Stack(state.path) }

    /// ``location`` as `CONTAINER/TAB` texts (`["Main/Notes"]`).
    @available(
        *, deprecated, renamed: "location",
        message: "read location, each NavigationState.TabLocation's description is CONTAINER/TAB"
    )
    public var containerPath: [String] { location.map(\.description) }

    /// Whether the navigation took place (it has no ``error``).
    public var succeeded: Bool { error == nil }

    /// The path after the navigation, root first: the scenes from the root to the one the user
    /// sees (``NavigationState/path``).
    public var stack: [NavigationState.Entry] { state.path }

    /// The ids of the scenes on the path after the navigation, root first.
    public var stackIDs: [String] { stack.map(\.sceneID) }
}

extension NavigationEvent: CustomStringConvertible {
    /// One line for people and test expectations, without the sequence number:
    /// `segue Open: Origin -> Typed (push) passing integer=7; stack Origin, Typed`,
    /// `back: Typed -> Origin popping Typed; stack Origin`,
    /// `segue Nope: Origin refused: ...; stack Origin`.
    public var description: String {
        var text =
            kind.rawValue + (segue.map { " \($0)" } ?? "") + (tab.map { " tab \($0)" } ?? "") + ": "
            + (source ?? "(empty)")
        if error == nil || destination != nil { text += " -> " + (destination ?? "(empty)") }
        if let style { text += " (\(style.rawValue))" }
        text += passing
        if !popped.isEmpty { text += " popping " + popped.joined(separator: ", ") }
        if let error { text += " refused: \(error)" }
        if !location.isEmpty { text += " in " + location.map(\.description).joined(separator: ", ") }
        return text + "; stack " + (state.root.isEmpty ? "(empty)" : stackIDs.joined(separator: ", "))
    }

    /// What the navigation passed, as the event's line and the history's show it:
    /// ` passing contactID=3, mode="edit"`, inputs in order of name; empty when nothing.
    package var passing: String {
        guard !passed.isEmpty else { return "" }
        return " passing "
            + passed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.json)" }.joined(separator: ", ")
    }
}
