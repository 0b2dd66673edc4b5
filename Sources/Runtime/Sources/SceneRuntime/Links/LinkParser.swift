/// Reads a link's text (see ``Link`` for the syntax) into its steps, or the first place where it
/// does not fit.
struct LinkParser {
    private let text: String
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
    }

    mutating func parse() throws(Link.Refusal) -> (steps: [Link.Step], branches: [Link.Branch]) {
        // Blanks around a pasted link are forgiven; inside it, only quoted strings hold any.
        var end = scalars.count
        while end > 0, scalars[end - 1].properties.isWhitespace { end -= 1 }
        while position < end, scalars[position].properties.isWhitespace { position += 1 }
        guard position < end else { throw fail(.empty, at: position..<max(position, scalars.count)) }
        let steps = try stack(end: end)
        var branches: [Link.Branch] = []
        while position < end {
            // `%CONTAINER@TAB/STACK`: a tab's stack the path does not show.
            position += 1
            let start = position
            guard let container = identifier(end: end) else {
                throw fail(.expectedScene(found: found(at: position, end: end)), at: position..<position + 1)
            }
            guard position < end, scalars[position] == "@" else {
                throw fail(
                    .expectedBranchTab(container: container, found: found(at: position, end: end)),
                    at: position..<position + 1)
            }
            position += 1
            guard let tab = identifier(end: end) else {
                throw fail(.expectedTab(found: found(at: position, end: end)), at: position..<position + 1)
            }
            let span = start..<position
            guard position < end, scalars[position] == "/" else {
                throw fail(
                    .expectedBranchStack(
                        container: container, tab: tab, found: found(at: position, end: end)),
                    at: position..<position + 1)
            }
            position += 1
            branches.append(
                Link.Branch(container: container, tab: tab, steps: try stack(end: end), span: span))
        }
        return (steps, branches)
    }

    /// Scenes separated by `/` and `+`, up to a `%` or the end.
    private mutating func stack(end: Int) throws(Link.Refusal) -> [Link.Step] {
        var steps: [Link.Step] = []
        var presentation = NavigationState.Presentation.root
        while true {
            steps.append(try step(presentation, end: end))
            guard position < end, scalars[position] != "%" else { return steps }
            switch scalars[position] {
            case "/": presentation = .push
            case "+": presentation = .modal
            default:
                throw fail(
                    .unexpected(found: found(at: position, end: end) ?? "", after: "a scene"),
                    at: position..<position + 1)
            }
            position += 1
        }
    }

    private mutating func step(_ presentation: NavigationState.Presentation, end: Int) throws(Link.Refusal)
        -> Link.Step
    {
        let start = position
        guard let id = identifier(end: end) else {
            throw fail(.expectedScene(found: found(at: position, end: end)), at: position..<position + 1)
        }
        let span = start..<position
        var tab: String?
        var tabSpan = position..<position
        if position < end, scalars[position] == "@" {
            position += 1
            let tabStart = position
            guard let name = identifier(end: end) else {
                throw fail(.expectedTab(found: found(at: position, end: end)), at: position..<position + 1)
            }
            tab = name
            tabSpan = tabStart..<position
        }
        var inputs: [Link.Input] = []
        var names: Set<String> = []
        guard position < end, scalars[position] == ":" else {
            return Link.Step(
                sceneID: id, presentation: presentation, inputs: inputs, tab: tab, span: span,
                tabSpan: tabSpan)
        }
        repeat {
            position += 1
            let nameStart = position
            guard let name = identifier(end: end) else {
                throw fail(
                    .expectedInputName(found: found(at: position, end: end)), at: position..<position + 1)
            }
            let nameSpan = nameStart..<position
            guard names.insert(name).inserted else {
                throw fail(.duplicateInput(name, scene: id), at: nameSpan)
            }
            guard position < end, scalars[position] == "=" else {
                throw fail(
                    .expectedEquals(input: name, found: found(at: position, end: end)),
                    at: position..<position + 1)
            }
            position += 1
            let valueStart = position
            guard let value = try value(of: name, end: end, depth: 0) else {
                throw fail(
                    .expectedValue(input: name, found: found(at: position, end: end)),
                    at: position..<position + 1)
            }
            inputs.append(
                Link.Input(name: name, value: value, nameSpan: nameSpan, valueSpan: valueStart..<position))
        } while position < end && scalars[position] == ","
        if position < end, scalars[position] != "/", scalars[position] != "+", scalars[position] != "%" {
            throw fail(
                .unexpected(
                    found: found(at: position, end: end) ?? "",
                    after: "the value of \(quoted(inputs.last?.name ?? ""))"),
                at: position..<position + 1)
        }
        return Link.Step(
            sceneID: id, presentation: presentation, inputs: inputs, tab: tab, span: span, tabSpan: tabSpan)
    }

    /// A value, or `nil` if none starts here. `depth` counts the lists around it; a list deeper
    /// than ``SceneValueType/maximumNesting`` is refused, so recursion stays bounded.
    private mutating func value(of input: String, end: Int, depth: Int) throws(Link.Refusal) -> LinkLiteral? {
        guard position < end else { return nil }
        switch scalars[position] {
        case "\"":
            return .quoted(try quotedString(end: end))
        case "[":
            let open = position
            guard depth < SceneValueType.maximumNesting else {
                throw fail(.tooDeep(limit: SceneValueType.maximumNesting), at: open..<open + 1)
            }
            position += 1
            var elements: [LinkLiteral] = []
            if position < end, scalars[position] == "]" {
                position += 1
                return .list(elements)
            }
            while true {
                guard let element = try value(of: input, end: end, depth: depth + 1) else {
                    if position >= end { throw fail(.unterminatedList, at: open..<open + 1) }
                    throw fail(
                        .expectedValue(input: input, found: found(at: position, end: end)),
                        at: position..<position + 1)
                }
                elements.append(element)
                guard position < end else { throw fail(.unterminatedList, at: open..<open + 1) }
                if scalars[position] == "]" {
                    position += 1
                    return .list(elements)
                }
                guard scalars[position] == "," else {
                    throw fail(
                        .unexpected(found: found(at: position, end: end) ?? "", after: "a list element"),
                        at: position..<position + 1)
                }
                position += 1
            }
        default:
            let start = position
            while position < end, LinkLiteral.isWordScalar(scalars[position]) { position += 1 }
            guard position > start else { return nil }
            return .word(string(start..<position))
        }
    }

    /// A string in JSON's syntax starting at the quote under `position`.
    private mutating func quotedString(end: Int) throws(Link.Refusal) -> String {
        let open = position
        position += 1
        var escaped = false
        while position < end {
            let scalar = scalars[position]
            position += 1
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                let literal = string(open..<position)
                do {
                    let parsed = try JSONParser.parse(Array(literal.utf8))
                    if case .string(let text) = parsed.kind { return text }
                } catch {
                    throw fail(.invalidString(error.message), at: open..<position)
                }
                throw fail(.invalidString("not a string"), at: open..<position)
            }
        }
        throw fail(.unterminatedString, at: open..<open + 1)
    }

    /// An identifier (letters, digits and `_`, not starting with a digit), or `nil`.
    private mutating func identifier(end: Int) -> String? {
        let start = position
        while position < end {
            let scalar = scalars[position]
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
            let isDigit = ("0"..."9").contains(scalar)
            guard isLetter || (isDigit && position > start) else { break }
            position += 1
        }
        return position > start ? string(start..<position) : nil
    }

    /// What stands at `index`: one character, `nil` at the end.
    private func found(at index: Int, end: Int) -> String? {
        guard index < end else { return nil }
        return String(scalars[index])
    }

    private func string(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    private func fail(_ problem: LinkProblem, at span: Range<Int>) -> Link.Refusal {
        Link.Refusal(link: text, span: span, problem: problem)
    }
}
