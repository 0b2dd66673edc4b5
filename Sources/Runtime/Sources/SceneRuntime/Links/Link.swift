/// Text that names a stack: its scenes, root first, how each came onto the stack, and their
/// inputs. Short enough to type and to paste, and free of characters a POSIX shell treats
/// specially as long as its values are numbers, booleans, dates or words.
///
/// ```
/// Menu/ContactList/ShowContact:contactID=3/EditContact:contactID=3
/// EditContact:contactID=3                 (the same stack, completed through the storyboard)
/// ShoppingCart+Login                      (Login presented modally over the cart)
/// Quiz:contactID=3,title="Pop quiz",weight=1.5,strict=true,askedAt=2026-11-22T09:30:00Z,choices=[a,"b c"]
/// ```
///
/// Scenes are separated by `/` (the next scene is pushed) or `+` (it is presented modally). A
/// scene may be followed by `:` and its inputs, `NAME=VALUE` separated by `,`. A value is a
/// quoted string in JSON's syntax (`"Pop quiz"`, `"caf\u00e9"`), a list in brackets
/// (`[1,2]`), or a word of letters, digits and `_ - . : @ ~` (`3`, `-1.5`, `true`, `C-42`,
/// `2026-11-22T09:30:00Z`), read as the type the scene declares for that input.
///
/// The first scene need not be the initial one: the storyboard's shortest chain of segues from
/// the initial scene to it is put under it (see ``Navigator/state(for:)``).
///
/// Containers: after a container, the link goes on with the root of the tab it shows
/// (`Main/NotesList/NoteDetail:noteID=2`), or names the tab, `Main@Notes/NotesList/…`. The other
/// tabs start at their roots unless a branch gives their stacks: `%` then the container, `@`,
/// the tab, and its stack from its root:
///
/// ```
/// Main/NotesList/NoteDetail:noteID=2%Main@Contacts/ContactList/ShowContact:contactID=3
/// ```
public struct Link: Sendable, Equatable, CustomStringConvertible {
    /// One scene of a link.
    public struct Step: Sendable, Equatable {
        /// The scene's id.
        public let sceneID: String
        /// `root` for the first scene, `push` after `/`, `modal` after `+`.
        public let presentation: NavigationState.Presentation
        /// The inputs written in the link, in order.
        let inputs: [Input]
        /// For a container, the tab written after `@`: the tab the link shows.
        public let tab: String?
        /// Where the scene id stands in the link's text, in Unicode scalars.
        let span: Range<Int>
        /// Where the tab stands, after `@`.
        let tabSpan: Range<Int>

        init(
            sceneID: String, presentation: NavigationState.Presentation, inputs: [Input], tab: String? = nil,
            span: Range<Int> = 0..<0, tabSpan: Range<Int> = 0..<0
        ) {
            self.sceneID = sceneID
            self.presentation = presentation
            self.inputs = inputs
            self.tab = tab
            self.span = span
            self.tabSpan = tabSpan
        }

        /// The names of the inputs written in the link, in order.
        public var inputNames: [String] { inputs.map(\.name) }
    }

    /// One `NAME=VALUE` of a step.
    struct Input: Sendable, Equatable {
        let name: String
        let value: LinkLiteral
        let nameSpan: Range<Int>
        let valueSpan: Range<Int>

        init(name: String, value: LinkLiteral, nameSpan: Range<Int> = 0..<0, valueSpan: Range<Int> = 0..<0) {
            self.name = name
            self.value = value
            self.nameSpan = nameSpan
            self.valueSpan = valueSpan
        }

        static func == (lhs: Input, rhs: Input) -> Bool {
            lhs.name == rhs.name && lhs.value == rhs.value
        }
    }

    /// The stack of a tab the path does not show: a `%CONTAINER@TAB/…` branch.
    public struct Branch: Sendable, Equatable {
        /// The container's scene id.
        public let container: String
        /// The tab's id.
        public let tab: String
        /// The tab's stack, from its root.
        public let steps: [Step]
        /// Where the container and the tab stand in the link's text.
        let span: Range<Int>

        init(container: String, tab: String, steps: [Step], span: Range<Int> = 0..<0) {
            self.container = container
            self.tab = tab
            self.steps = steps
            self.span = span
        }

        /// Two branches are equal when they give the same stack to the same tab.
        public static func == (lhs: Branch, rhs: Branch) -> Bool {
            lhs.container == rhs.container && lhs.tab == rhs.tab && lhs.steps == rhs.steps
        }
    }

    /// The scenes, root first: the path to the scene shown.
    public let steps: [Step]
    /// The stacks of tabs the path does not show, in the order written.
    public let branches: [Branch]
    /// The text the link was read from, or its canonical spelling.
    let text: String

    /// Reads a link.
    /// - Throws: ``Link/Refusal`` pointing at the first character that does not fit the syntax.
    public init(parsing text: String) throws(Link.Refusal) {
        var parser = LinkParser(text)
        (self.steps, self.branches) = try parser.parse()
        self.text = text
    }

    /// The link that names every scene of `entries`, root first, with every input they hold (in
    /// the order of their names); the first entry is the root whatever its presentation.
    public init(entries: [NavigationState.Entry]) {
        self.init(
            steps: entries.enumerated().map { position, entry in
                Step(
                    sceneID: entry.sceneID,
                    presentation: position == 0 ? .root : entry.presentation == .modal ? .modal : .push,
                    inputs: entry.inputs.sorted { $0.key < $1.key }.map {
                        Input(name: $0.key, value: LinkLiteral($0.value))
                    })
            })
    }

    /// A link of the given steps and branches, spelled canonically.
    init(steps: [Step], branches: [Branch] = []) {
        self.steps = steps
        self.branches = branches
        self.text = Self.spell(steps, branches)
    }

    /// The link's canonical spelling, which ``init(parsing:)`` reads back to the same link.
    public var description: String { Self.spell(steps, branches) }

    /// Two links are equal when they name the same scenes with the same inputs written.
    public static func == (lhs: Link, rhs: Link) -> Bool {
        lhs.steps == rhs.steps && lhs.branches == rhs.branches
    }

    private static func spell(_ steps: [Step], _ branches: [Branch]) -> String {
        var text = spell(steps)
        for branch in branches {
            text += "%" + branch.container + "@" + branch.tab + "/" + spell(branch.steps)
        }
        return text
    }

    private static func spell(_ steps: [Step]) -> String {
        var text = ""
        for (position, step) in steps.enumerated() {
            if position > 0 { text += step.presentation == .modal ? "+" : "/" }
            text += step.sceneID
            if let tab = step.tab { text += "@" + tab }
            for (index, input) in step.inputs.enumerated() {
                text += (index == 0 ? ":" : ",") + input.name + "=" + input.value.spelling
            }
        }
        return text
    }
}

extension Link.Step {
    /// Two steps are equal when they name the same scene, presentation and inputs.
    public static func == (lhs: Link.Step, rhs: Link.Step) -> Bool {
        lhs.sceneID == rhs.sceneID && lhs.presentation == rhs.presentation && lhs.inputs == rhs.inputs
            && lhs.tab == rhs.tab
    }
}
