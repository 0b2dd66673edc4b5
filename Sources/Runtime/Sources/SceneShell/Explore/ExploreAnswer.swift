import SceneRuntime

/// What the app under exploration answers after each command: one line of JSON from the child.
struct ExploreAnswer: Codable, Equatable {
    /// A segue of the top scene.
    struct Segue: Codable, Equatable {
        var id: String
        var destination: String
        var style: String
        /// The action whose code performs it; `nil` when a person may take it with `go`.
        var action: String?
        /// The conditions it is guarded by.
        var guards: [String]
    }

    /// An action of the top scene, with the kinds of its arguments.
    struct Action: Codable, Equatable {
        var name: String
        var arguments: String
        var kinds: [Kind]
        var takesFreeText: Bool
    }

    /// An ``ActionArguments/Kind`` as JSON.
    struct Kind: Codable, Equatable {
        var kind: String
        var from: Int?
        var to: Int?
        var low: Double?
        var high: Double?
        var maxLength: Int?
        var choices: [String]?
    }

    /// A navigation the command caused.
    struct Event: Codable, Equatable {
        var kind: String
        var segue: String?
        var source: String?
        var destination: String?
        var error: String?
    }

    /// The stack after the command, root first.
    var stack: [String]
    var segues: [Segue]
    var actions: [Action]
    var events: [Event]
    /// The error the command failed with, as the person saw it.
    var error: String?
    /// Whether that error is a fault rather than a refusal worded for the person.
    var fault = false
    /// The error's Swift type, for a fault.
    var errorType: String?
    /// Whether the scene shows on its screen that the command failed.
    var failed = false
    /// What the checks found: `leak: ...`, `unsafe output: ...`, `event order: ...`, `dead end: ...`.
    var problems: [String]
    var quit = false
    /// The container moves the screen offers: `tab NAME` for the innermost tabs' other tabs,
    /// `focus` in a split.
    var tabMoves: [String] = []
    /// The conditions the storyboard's guards name that hold now, sorted.
    var conditions: [String] = []
    /// The shape of the top scene's screen: its kinds of lines, lists counted as none, one or
    /// more, and fields by label (see ``ExploreProbe/shape(of:)``).
    var shape = ""
    /// What the data directory holds, in short (``ExploreDataCopy/signature(of:)``).
    var data = ""
    /// Values the top scene's screen shows (numbers of its items, the items' and fields' words),
    /// a few, for later commands' arguments.
    var values: [String] = []
    /// With `--snapshots`: the link of the stack, and the screen drawn as a snapshot draws it.
    var link: String?
    var screen: String?
    /// How long the app took to run the command (the shell's `execute`, not the checks after it),
    /// as the child timed it, in seconds; none for the first screen.
    var seconds: Double?
}

extension ExploreAnswer.Kind {
    init(_ kind: ActionArguments.Kind) {
        switch kind {
        case .integer(let range):
            self.init(kind: "integer", from: range.lowerBound, to: range.upperBound)
        case .position: self.init(kind: "position")
        case .decimal(let range): self.init(kind: "decimal", low: range.lowerBound, high: range.upperBound)
        case .text(let maxLength): self.init(kind: "text", maxLength: maxLength)
        case .email: self.init(kind: "email")
        case .secret: self.init(kind: "secret")
        case .choice(let words): self.init(kind: "choice", choices: words)
        case .freeText: self.init(kind: "freeText")
        }
    }

    /// The kind back, for the values to try; `nil` for one this program does not know.
    var argumentKind: ActionArguments.Kind? {
        switch kind {
        case "integer":
            guard let from, let to, from <= to else { return nil }
            return .integer(from...to)
        case "position": return .position
        case "decimal":
            guard let low, let high, low <= high else { return nil }
            return .decimal(low...high)
        case "text": return maxLength.map { .text(maxLength: max(0, $0)) }
        case "email": return .email
        case "secret": return .secret
        case "choice": return choices.map { .choice($0) }
        case "freeText": return .freeText
        default: return nil
        }
    }
}
