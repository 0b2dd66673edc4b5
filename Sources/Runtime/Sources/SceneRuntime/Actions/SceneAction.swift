/// One action a ViewController offers the user, the analogue of an `@IBAction`.
///
/// ```swift
/// SceneAction("select", arguments: "NUMBER", summary: "open a contact") { viewController, arguments in
///     viewController.selectContact(at: try arguments.position(0, name: "NUMBER", count: viewController.count))
/// }
/// ```
///
/// The words after the action's name are split as a shell does (blanks separate words, quotes keep
/// blanks inside one), one word per argument; a last argument written with `...` in `arguments`
/// (`"TITLE [BODY...]"`) is free text and takes the rest of the line, its words joined by single
/// spaces, quotes optional. See ``ActionArguments/arranging(_:for:)``.
///
/// An argument that is a secret, such as a password, is declared by its position
/// (`secretArguments: [1]` for the second): the shell then never shows it, never keeps it in its
/// history and never quotes it in an error, and on a terminal asks for it without echo when the
/// line leaves it out.
///
/// Each argument may declare its kind (``ActionArguments/Kind``): a whole number with its range, a
/// position in the list shown, a decimal with its limits, text with a maximum length, a secret, a
/// choice among words, free text. Help shows the kinds, completion offers the choices and the
/// positions shown, and `scenes explore` tries their boundaries. A `.secret` kind makes the argument secret as
/// `secretArguments` does; a `.freeText` last kind makes it take the rest of the line as `...` does.
///
/// An action that cannot be taken back (deleting a record, emptying a list) declares that it asks
/// first, with ``asking(_:)``: a closure giving its question for the arguments typed
/// (`Delete Ada Lovelace?`), or `nil` when there is nothing to ask (an empty list). The shell asks
/// it before the action runs and runs the action only on yes; where nobody can answer (a script)
/// the line is refused, and the action's forced form (`delete! 2`) runs it without asking.
public struct SceneAction<ViewController>: Sendable {
    /// What performing the action runs.
    public typealias Handler = @MainActor @Sendable (ViewController, ActionArguments) throws -> Void
    /// The question to ask before the action runs with the given arguments, `nil` for none.
    public typealias Question =
        @MainActor @Sendable (ViewController, ActionArguments) throws -> String?

    /// The word the user types.
    public let name: String
    /// The arguments as shown in help, `NUMBER` or `"FIRST" "LAST"` or `TITLE [BODY...]` (free text
    /// last); empty for none.
    public let arguments: String
    /// What the action does, in a few words.
    public let summary: String
    /// The positions of the arguments that are secrets (0 for the first), in increasing order.
    public let secretArguments: [Int]
    /// The kinds of the arguments, in order; empty when the action does not declare them.
    public let kinds: [ActionArguments.Kind]
    let handler: Handler
    /// What the action asks before it runs, if it asks first.
    private(set) var question: Question?

    /// Creates an action.
    /// - Parameter name: The word that invokes it.
    /// - Parameter arguments: Its arguments as help shows them (`NUMBER`, `TITLE [BODY...]`); empty
    ///   for none.
    /// - Parameter summary: What the action does, in a few words.
    /// - Parameter handler: Runs the action on the scene's ViewController with the words typed after
    ///   its name.
    /// - Parameter secretArguments: The positions of the arguments that are secrets, 0 for the
    ///   first; each is named by its word in `arguments` when the shell asks for it
    ///   (`PASSWORD` is asked for as `Password: `).
    /// - Parameter kinds: The kind of each argument, in order (see ``ActionArguments/Kind``).
    public init(
        _ name: String, arguments: String = "", kinds: [ActionArguments.Kind] = [],
        secretArguments: [Int] = [],
        summary: String, handler: @escaping Handler
    ) {
        self.question = nil
        self.name = name
        self.arguments = arguments
        self.summary = summary
        let secretKinds = kinds.indices.filter { kinds[$0] == .secret }
        self.secretArguments = Array(Set((secretArguments + secretKinds).filter { $0 >= 0 })).sorted()
        self.kinds = kinds
        self.handler = handler
    }

    /// The action, asking `question` before it runs: for an action that cannot be taken back, the
    /// question for the arguments typed (`Delete Ada Lovelace?`), or `nil` when there is nothing to
    /// ask now. The shell asks it first and runs the action only on yes; arguments the question
    /// cannot word (out of range) should throw as the action would, and then nothing is asked.
    ///
    /// ```swift
    /// SceneAction("empty", summary: "take everything out of the cart") { viewController, _ in ... }
    ///     .asking { viewController, _ in viewController.isEmpty ? nil : "Empty the cart?" }
    /// ```
    public func asking(_ question: @escaping Question) -> SceneAction {
        var action = self
        action.question = question
        return action
    }

    /// How the action is shown in help: its name and arguments.
    var descriptor: SceneModule.ActionDescriptor {
        SceneModule.ActionDescriptor(
            name: name, arguments: arguments, summary: summary, secretArguments: secretArguments,
            kinds: kinds,
            asksFirst: question != nil)
    }
}

extension SceneModule {
    /// An action as shown to the user: name, arguments and summary.
    public struct ActionDescriptor: Sendable, Hashable {
        /// The word the user types.
        public let name: String
        /// The arguments as shown in help; empty for none.
        public let arguments: String
        /// What the action does.
        public let summary: String
        /// The positions of the arguments that are secrets (0 for the first), in increasing order.
        public let secretArguments: [Int]
        /// The kinds of the arguments, in order; empty when the action does not declare them.
        public let kinds: [ActionArguments.Kind]
        /// Whether the action asks a question before it runs (it cannot be taken back): the shell
        /// asks it, and the forced form (`delete! 2`) runs the action without asking.
        public let asksFirst: Bool

        /// Creates a description of an action, as a plugin's manifest records one.
        public init(
            name: String, arguments: String, summary: String, secretArguments: [Int] = [],
            kinds: [ActionArguments.Kind] = [], asksFirst: Bool = false
        ) {
            self.asksFirst = asksFirst
            self.name = name
            self.arguments = arguments
            self.summary = summary
            self.secretArguments = secretArguments
            self.kinds = kinds
        }

        /// The kind of the argument at `index`, if the action declares it.
        public func kind(at index: Int) -> ActionArguments.Kind? {
            index >= 0 && index < kinds.count ? kinds[index] : nil
        }

        /// The choices completion offers for the argument at `index`: those of a `.choice` kind.
        public func choices(at index: Int) -> [String] {
            kind(at: index)?.choices ?? []
        }

        /// One line per argument whose kind is declared, for help: `  NUMBER  a position in the list shown, from 1`.
        public var kindsHelp: [String] {
            let names = kinds.indices.map { argumentName(at: $0) ?? "#\($0 + 1)" }
            let width = names.map(\.count).max() ?? 0
            return zip(names, kinds).map { name, kind in
                "  " + name + String(repeating: " ", count: width - name.count) + "  " + kind.summary
            }
        }

        /// `select NUMBER`.
        public var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

        /// Whether the argument at `index` (0 for the first) is a secret.
        public func isSecret(argument index: Int) -> Bool {
            secretArguments.contains(index)
        }

        /// How many arguments ``arguments`` names: with ``takesFreeText``, the last of them takes the
        /// rest of the line.
        public var argumentCount: Int { argumentWords.count }

        /// The names of the arguments as ``arguments`` writes them, brackets, quotes and `...` included.
        var argumentWords: [Substring] { arguments.split(separator: " ") }

        /// Whether the last argument is free text, written with `...` (`TITLE [BODY...]`): it takes
        /// the rest of the line, so that `add Buy milk today` gives BODY "milk today" after TITLE.
        public var takesFreeText: Bool {
            if let last = kinds.last, kinds.count == argumentWords.count, last == .freeText { return true }
            return argumentWords.last.map { $0.filter { !"[]\"'".contains($0) }.hasSuffix("...") } ?? false
        }

        /// The name of the argument at `index` as ``arguments`` writes it, without brackets or quotes
        /// (`PASSWORD` in `EMAIL PASSWORD [NAME]`); `nil` if it names fewer arguments.
        public func argumentName(at index: Int) -> String? {
            let names = arguments.split(separator: " ").map {
                String($0.filter { !"[]\"'.".contains($0) })
            }
            return index >= 0 && index < names.count && !names[index].isEmpty ? names[index] : nil
        }
    }
}

/// The former name of ``SceneModule/ActionDescriptor``.
@available(*, deprecated, renamed: "SceneModule.ActionDescriptor")
public typealias ActionDescriptor = SceneModule.ActionDescriptor
