/// The line editor's behaviour, free of any terminal: it takes keys and says what happened, so
/// that every key binding is tested without a TTY.
struct LineEditing {
    /// What a key did.
    enum Outcome: Equatable {
        /// The buffer or cursor changed; redraw the line.
        case edited
        /// Enter: the line is done.
        case submit(String)
        /// Ctrl-D on an empty line.
        case endOfInput
        /// Ctrl-C cleared the line; another Ctrl-C right away exits. `hint` is true when the line
        /// was already empty, to tell the user so.
        case cleared(hint: Bool)
        /// A second Ctrl-C at an empty prompt.
        case exit
        /// Tab found several completions and could not extend the word: show them.
        case showCandidates([String])
        /// Nothing to do (Tab without completions, Backspace at the start, ...).
        case bell
        /// Ctrl-Z: stop the program, as in a shell; the line is kept.
        case suspend
        /// Ctrl-L: draw the whole screen again.
        case redrawScreen
    }

    private(set) var buffer = LineBuffer()
    private var history: [String]
    private var historyIndex: Int
    private var draft = ""
    private var armedForExit = false
    /// Ctrl-R's search while it lasts; the buffer then holds its match.
    private(set) var search: HistorySearch?
    private let complete: (String) -> [String]
    /// The line as the history keeps it: its secrets hidden.
    var redact: (String) -> String = { $0 }
    /// Whether the rest of a history line is suggested as the line is typed (see ``suggestion``);
    /// only where it can be shown dimmed, on a terminal with colours.
    var suggests = false
    /// Whether a history line may be suggested: not one that holds a secret, masked or not.
    var mayBeSuggested: (String) -> Bool = { _ in true }

    /// - Parameters:
    ///   - history: Earlier lines, oldest first; Up and Down walk through them.
    ///   - complete: The candidates for the word before the cursor, given the text before it.
    init(history: [String], complete: @escaping (String) -> [String]) {
        self.history = history
        self.historyIndex = history.count
        self.complete = complete
    }

    /// Starts the line anew with `text`, the cursor at its end (the command palette's `select `).
    mutating func replaceLine(with text: String) {
        buffer = LineBuffer(text)
        buffer.moveEnd()
        historyIndex = history.count
    }

    /// What stands for the prompt: the search's while Ctrl-R searches, else `nil`.
    var searchPrompt: String? { search?.prompt }

    mutating func handle(_ key: Key) -> Outcome {
        if search != nil, let outcome = handleSearching(key) { return outcome }
        let wasArmed = armedForExit
        armedForExit = false
        switch key {
        case .text(let text):
            buffer.insert(text)
        case .enter:
            let line = buffer.text
            let remembered = redact(line).trimmingSpaces()
            if !remembered.isEmpty, history.last != remembered { history.append(remembered) }
            historyIndex = history.count
            buffer = LineBuffer()
            return .submit(line)
        case .tab:
            return completeWord()
        case .backspace:
            return buffer.backspace() ? .edited : .bell
        case .delete:
            return buffer.deleteForward() ? .edited : .bell
        case .left: buffer.moveLeft()
        case .right, .end, .control("e"):
            if let suggestion {
                buffer.insert(suggestion)
            } else if key == .right {
                buffer.moveRight()
            } else {
                buffer.moveEnd()
            }
        case .home, .control("a"): buffer.moveHome()
        case .wordLeft, .alt("b"): buffer.moveWordBackward()
        case .wordRight, .alt("f"):
            if let suggestion {
                // Fish's way: the suggestion's next word only.
                var rest = LineBuffer(suggestion)
                rest.moveHome()
                rest.moveWordForward()
                buffer.insert(rest.textBeforeCursor)
            } else {
                buffer.moveWordForward()
            }
        case .alt("d"):
            return buffer.deleteWordForward() ? .edited : .bell
        case .altBackspace:
            return buffer.deleteWordBackward() ? .edited : .bell
        case .control("k"): buffer.killToEnd()
        case .control("u"): buffer.killToStart()
        case .control("w"): buffer.deleteBlankSeparatedWordBackward()
        case .up: return recall(by: -1)
        case .down: return recall(by: 1)
        case .control("d"):
            if buffer.isEmpty { return .endOfInput }
            return buffer.deleteForward() ? .edited : .bell
        case .control("c"):
            if buffer.isEmpty {
                if wasArmed { return .exit }
                armedForExit = true
                return .cleared(hint: true)
            }
            buffer = LineBuffer()
            historyIndex = history.count
            armedForExit = true
            return .cleared(hint: false)
        case .control("z"):
            return .suspend
        case .control("l"):
            return .redrawScreen
        case .control("r"):
            search = HistorySearch(original: buffer)
            historyIndex = history.count
        case .control, .alt, .unknown, .escape:
            return .bell
        }
        return .edited
    }

    /// A key during Ctrl-R's search: text narrows it, Backspace undoes the last key, Ctrl-R goes to older
    /// matches, Esc and Ctrl-G go back to the line as it was, Enter runs the match. Any other key
    /// ends the search with the match on the line, then does what it does (`nil`): the arrows,
    /// Ctrl-A and Ctrl-E so accept the match for editing.
    private mutating func handleSearching(_ key: Key) -> Outcome? {
        guard var current = search else { return nil }
        search = nil  // leaves `current` the only copy, so that it changes in place
        // Finding nothing is shown in the search's prompt (`failed`), the last match kept.
        switch key {
        case .text(let text): current.type(text, in: history)
        case .backspace: current.undo()
        case .control("r"): current.older(in: history)
        case .escape, .control("g"):
            buffer = current.original
            return .edited
        case .enter:
            buffer = current.line(in: history)
            buffer.moveEnd()
            return handle(.enter)
        case .right, .end, .control("e"):
            // The match for editing, the cursor at its end; not a suggestion that was never shown.
            buffer = current.line(in: history)
            buffer.moveEnd()
            return .edited
        default:
            buffer = current.line(in: history)
            buffer.moveEnd()
            return nil
        }
        search = current
        buffer = current.line(in: history)
        buffer.moveEnd()
        return .edited
    }

    /// The rest of the newest history line that starts with the line typed (fish's autosuggestion),
    /// shown dimmed after the cursor and taken with Right, End or Ctrl-E (its next word with Alt-F
    /// or Ctrl-Right): only with ``suggests``,
    /// the cursor at the end of a line that is not empty, no Ctrl-R search going on, and never a
    /// line ``mayBeSuggested`` refuses (one with a secret). `nil` when there is none.
    var suggestion: String? {
        guard suggests, search == nil, !buffer.isEmpty, buffer.charactersAfterCursor == 0,
            buffer.cursor <= Self.completionReach
        else { return nil }
        let typed = buffer.text
        // By whole characters: `e` is no prefix of `é`. Only a line that starts so is measured.
        for line in history.reversed() where line.hasPrefix(typed) {
            let rest = line.dropFirst(typed.count)
            if !rest.isEmpty, mayBeSuggested(line) { return String(rest) }
        }
        return nil
    }

    private mutating func recall(by step: Int) -> Outcome {
        let target = historyIndex + step
        guard target >= 0, target <= history.count else { return .bell }
        if historyIndex == history.count { draft = buffer.text }
        historyIndex = target
        buffer = LineBuffer(target == history.count ? draft : history[target])
        return .edited
    }

    /// How far into the line Tab completes: no command, action, segue or scene lies further, and a
    /// long pasted line is not split into words again at every Tab.
    static let completionReach = 1000

    private mutating func completeWord() -> Outcome {
        guard buffer.cursor <= Self.completionReach else { return .bell }
        let before = buffer.textBeforeCursor
        let candidates = complete(before)
        let partial = before.last == " " ? "" : String(before.split(separator: " ").last ?? "")
        guard !candidates.isEmpty else { return .bell }
        if candidates.count == 1, let only = candidates.first {
            buffer.insert(String(only.dropFirst(partial.count)) + " ")
            return .edited
        }
        let prefix = Self.commonPrefix(candidates)
        guard prefix.count > partial.count else { return .showCandidates(candidates) }
        buffer.insert(String(prefix.dropFirst(partial.count)))
        return .edited
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
                length += 1
            }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
