/// One option of a command of the `scenes` program, described once: its spelling, the value it
/// takes, whether it may be given more than once, and its help. The parser, `--help`, `help
/// COMMAND`, shell completion and the synopsis in the documentation all read it.
struct OptionDescription: Sendable {
    /// `--depth`.
    let name: String
    /// The kind of its value, or `nil` for a flag, which takes none.
    let kind: CommandLineValueKind?
    /// How help shows its value: `N`, `dot|mermaid|text`; empty for a flag.
    let placeholder: String
    /// What it does, as `help COMMAND` says it (wrapped there).
    let help: String
    /// Whether it may be given more than once, each value kept (`--plugins DIR`).
    let isRepeatable: Bool
    /// Whether it is left out of help, completion and suggestions: a child process's own option.
    let isHidden: Bool
    /// What a missing value is, when more than "a value" says it (`the PATH of the SceneRuntime
    /// package`).
    let missingValue: String?

    private init(
        name: String, kind: CommandLineValueKind?, placeholder: String, help: String, isRepeatable: Bool,
        isHidden: Bool, missingValue: String?
    ) {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
        self.help = help
        self.isRepeatable = isRepeatable
        self.isHidden = isHidden
        self.missingValue = missingValue
    }

    /// An option that takes no value (`--watch`).
    static func flag(_ name: String, hidden: Bool = false, _ help: String) -> OptionDescription {
        OptionDescription(
            name: name, kind: nil, placeholder: "", help: help, isRepeatable: false, isHidden: hidden,
            missingValue: nil)
    }

    /// An option that takes a value, shown as `placeholder` (or, for a choice, its words).
    static func value(
        _ name: String, _ placeholder: String, _ kind: CommandLineValueKind, repeatable: Bool = false,
        hidden: Bool = false, missing: String? = nil, _ help: String
    ) -> OptionDescription {
        let shown: String
        if case .choice(_, let words) = kind {
            shown = words.joined(separator: "|")
        } else {
            shown = placeholder
        }
        return OptionDescription(
            name: name, kind: kind, placeholder: shown, help: help, isRepeatable: repeatable,
            isHidden: hidden,
            missingValue: missing)
    }

    /// `--format dot|mermaid|text`, `--watch`.
    var spelling: String { placeholder.isEmpty ? name : "\(name) \(placeholder)" }

    /// `[--plugins DIR]...`, as a synopsis shows it.
    var usage: String { "[\(spelling)]" + (isRepeatable ? "..." : "") }
}
