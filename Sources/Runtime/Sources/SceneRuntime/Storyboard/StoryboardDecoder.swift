/// Decodes storyboard JSON straight from its bytes into a ``StoryboardDeclaration``, in one
/// pass: no JSON tree is built for the storyboard (only the small `pass` and `guards` values are
/// read as trees, their meaning depending on which keys they hold).
///
/// Keys and segue styles are matched on bytes, identifiers are checked and hashed as they are
/// scanned, and ids are interned (``SymbolTable``). The syntax is ``JSONScanner``'s, as for every
/// other JSON the runtime reads, so a syntax error is the same error at the same offset; a
/// syntax error anywhere is the only problem reported, as if the tree had been built first.
struct StoryboardDecoder {
    private var scanner: JSONScanner
    private let input: [UInt8]
    private var locator: SourceLocator?
    private var declaration = StoryboardDeclaration()
    /// The segues of the scene being read, until its id is known (their source).
    private var pending: [PendingSegue] = []
    /// Where each `pass` was read and the problems reading it found, reported only for a
    /// version 2 file (the version may come after the scenes).
    private var passReads: [(offset: Int, path: StoryboardPath, problems: Range<Int>)] = []

    private struct PendingSegue {
        var id: String
        var destination: String
        var style: SegueDescriptor.Style
        var passes: [SegueDescriptor.Pass]
        var action: String?
        var guards: [Storyboard.Guard]
        var tab: String?
        var coversTabOnly: Bool
    }

    /// An identifier as scanned: its text, the hash of its bytes and where it is.
    private struct Identifier {
        var text: String
        var hash: UInt32
        var offset: Int
        /// Its symbol when read with `interned`, else -1.
        var symbol: Int32 = -1
    }

    /// The keys each object may hold, as matched on bytes and as named in messages.
    private enum Keys {
        static let root: [StaticString] = ["$schema", "version", "initial", "scenes", "plugins"]
        static let scene: [StaticString] = [
            "id", "module", "title", "segues", "guards", "linkable", "container",
        ]
        static let segue: [StaticString] = ["id", "to", "style", "pass", "action", "guards", "tab", "covers"]
        static let container = ["kind", "tabs", "panes", "selected", "back", "minimumWidth"]
        static let stack = ["id", "title", "root", "pass", "guards"]
        static let styles: [StaticString] = ["push", "modal", "replace", "unwind"]
        static let sceneGuard = ["condition", "refuse", "redirect"]
        static let passSource = ["from", "value"]

        static func names(_ keys: [StaticString]) -> [String] { keys.map(\.description) }
    }

    private init(scanner: JSONScanner, input: [UInt8]) {
        self.scanner = scanner
        self.input = input
    }

    /// Decodes `input`.
    /// - Throws: ``Storyboard/LoadError`` for a syntax error or a document that is not an object,
    ///   the only cases where nothing of the storyboard can be checked further.
    /// Whether a title shows nothing: empty, or white space alone (a title of blanks reads as none).
    static func isBlank(_ title: String) -> Bool {
        title.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    static func decode(_ input: [UInt8], file: String) throws(Storyboard.LoadError) -> StoryboardDeclaration {
        let result: Result<(StoryboardDeclaration, usable: Bool), JSONSyntaxError> =
            input.withUnsafeBufferPointer {
                buffer in
                var decoder = StoryboardDecoder(scanner: JSONScanner(bytes: buffer), input: input)
                return Result { () throws(JSONSyntaxError) in try decoder.decodeDocument() }
            }
        let problems: [StoryboardDeclaration.Problem]
        do {
            let (declaration, usable) = try result.get()
            if usable { return declaration }
            problems = declaration.problems
        } catch {
            problems = [(error.offset, .root, .syntax(error.message))]
        }
        throw Storyboard.LoadError(
            diagnostics: StoryboardValidator.diagnostics(problems, file: file, bytes: input))
    }

    // MARK: The document

    /// The declaration, and whether it is usable: `false` when the document is not an object.
    private mutating func decodeDocument() throws(JSONSyntaxError) -> (StoryboardDeclaration, usable: Bool) {
        try scanner.beginDocument()
        let offset = scanner.index
        guard scanner.next == UInt8(ascii: "{") else {
            let shape = try scanner.skipValue()
            try scanner.endDocument()
            report(.wrongType(expected: "an object", found: scanner.describe(shape)), at: offset, .root)
            return (declaration, false)
        }
        let capacity = input.count / 64
        declaration.scenes.reserveCapacity(capacity)
        declaration.sceneFacts.reserveCapacity(capacity)
        declaration.segueFacts.reserveCapacity(input.count / 24)
        // About one name per scene: a scene takes 200 to 400 bytes with its segues, whose few
        // ids repeat; sized up front so that the table rarely grows and rehashes.
        declaration.symbols = SymbolTable(capacity: input.count / 256 + 16)
        var object = try scanner.beginObject()
        var seen = SeenKeys()
        while let (key, keyOffset) = try scanner.nextKey(in: &object) {
            guard let slot = try slot(of: key, at: keyOffset, in: Keys.root, seen: &seen, path: .root) else {
                continue
            }
            switch slot {
            case 0: _ = try readString(at: .root.appending("$schema"))
            case 1: try readVersion()
            case 2:
                if let id = try readIdentifier(at: .root.appending("initial"), role: "scene id") {
                    declaration.initial = (id.text, id.offset)
                }
            case 3: try readScenes()
            default: try readPlugins()
            }
        }
        reportMissing(seen, in: Keys.root, required: [1, 2, 3], at: offset, .root)
        try scanner.endDocument()
        if declaration.version < 2 && !passReads.isEmpty {
            var dropped = [Bool](repeating: false, count: declaration.problems.count)
            for read in passReads {
                for position in read.problems { dropped[position] = true }
            }
            var kept: [StoryboardDeclaration.Problem] = []
            for (position, problem) in declaration.problems.enumerated() where !dropped[position] {
                kept.append(problem)
            }
            declaration.problems = kept
            for read in passReads { report(.passNeedsVersion2, at: read.offset, read.path) }
        }
        return (declaration, true)
    }

    private mutating func readVersion() throws(JSONSyntaxError) {
        let path = StoryboardPath.root.appending("version")
        let offset = scanner.index
        let shape = try scanner.skipValue()
        // An integer too large for Int (99999999999999999999) is an unsupported version too.
        guard case .number(let range) = shape,
            !scanner.bytes[range].contains(where: { ".eE".utf8.contains($0) })
        else {
            report(.wrongType(expected: "an integer", found: scanner.describe(shape)), at: offset, path)
            return
        }
        let literal = scanner.text(ofNumber: range)
        if let number = Int(literal), (1...Storyboard.currentVersion).contains(number) {
            declaration.version = number
        } else {
            report(.unsupportedVersion(literal), at: offset, path)
        }
    }

    /// Reads `plugins`, paths relative to the storyboard; the registry loads them once the whole
    /// file is decoded.
    private mutating func readPlugins() throws(JSONSyntaxError) {
        guard var array = try beginArray(at: .root.appending("plugins")) else { return }
        var index = 0
        while try scanner.nextElement(in: &array) {
            let offset = scanner.index
            if let text = try readString(at: StoryboardPath(key: "plugins[\(index)]")) {
                declaration.plugins.append((text, offset, index))
            }
            index += 1
        }
    }

    // MARK: Scenes and segues

    private mutating func readScenes() throws(JSONSyntaxError) {
        guard var array = try beginArray(at: .root.appending("scenes")) else { return }
        var index = 0
        while try scanner.nextElement(in: &array) {
            try readScene(index: index)
            index += 1
        }
    }

    private mutating func readScene(index: Int) throws(JSONSyntaxError) {
        let path = StoryboardPath.scene(index)
        let offset = scanner.index
        guard var object = try beginObject(at: path) else { return }
        let segueStart = declaration.segueFacts.count
        let extrasStart = declaration.extras.count
        pending.removeAll(keepingCapacity: true)
        var id: Identifier?
        var module: Identifier?
        var moduleOffset: Int?
        var title: String?
        var guards: [StoryboardDeclaration.DeclaredGuard] = []
        var linkable = false
        var container: (SceneDescriptor.Container, StoryboardDeclaration.DeclaredContainer)?
        var seen = SeenKeys()
        while let (key, keyOffset) = try scanner.nextKey(in: &object) {
            guard let slot = try slot(of: key, at: keyOffset, in: Keys.scene, seen: &seen, path: path) else {
                continue
            }
            switch slot {
            case 0: id = try readIdentifier(at: path.appending("id"), role: "scene id", interned: true)
            case 1:
                moduleOffset = scanner.index
                module = try readIdentifier(at: path.appending("module"), role: "module name", interned: true)
            case 2:
                let titleOffset = scanner.index
                title = try readString(at: path.appending("title"))
                if let text = title, Self.isBlank(text) {
                    report(.emptyTitle, at: titleOffset, path.appending("title"))
                    title = nil
                }
            case 3: try readSegues(of: index)
            case 4: guards = try readGuards(of: path)
            case 5: linkable = try readBoolean(at: path.appending("linkable")) ?? false
            default: container = decodeContainer(try scanner.parseValue(), of: path)
            }
        }
        if seen.contains(6) {
            // A container has no module and no segues: what it shows is its stacks' scenes.
            for (slot, key) in [(1, "module"), (3, "segues")] where seen.contains(slot) {
                report(.notForContainer(key), at: seen.offsets[slot], path.appending(key))
            }
        }
        reportMissing(
            seen, in: Keys.scene, required: seen.contains(6) ? [0, 2] : [0, 1, 2], at: offset, path)
        guard let id else {
            declaration.segueFacts.removeSubrange(segueStart...)
            declaration.extras.removeSubrange(extrasStart...)
            return
        }
        var segues: [SegueDescriptor] = []
        segues.reserveCapacity(pending.count)
        for segue in pending {
            segues.append(
                SegueDescriptor(
                    id: segue.id, source: id.text, destination: segue.destination, style: segue.style,
                    passes: segue.passes, action: segue.action, guards: segue.guards, tab: segue.tab,
                    coversTabOnly: segue.coversTabOnly))
        }
        declaration.scenes.append(
            SceneDescriptor(
                id: id.text, module: module?.text ?? "", title: title ?? id.text, segues: segues,
                guards: guards.map(\.declared), linkable: linkable, container: container?.0))
        var containerIndex: Int32 = -1
        if let container {
            containerIndex = Int32(declaration.containers.count)
            declaration.containers.append(container.1)
        }
        var guardIndex: Int32 = -1
        if !guards.isEmpty {
            guardIndex = Int32(declaration.guards.count)
            declaration.guards.append(guards)
        }
        declaration.sceneFacts.append(
            StoryboardDeclaration.Scene(
                index: index, idOffset: id.offset, moduleOffset: moduleOffset ?? offset,
                id: id.symbol, module: module?.symbol ?? -1,
                segueStart: Int32(segueStart), segueCount: Int32(declaration.segueFacts.count - segueStart),
                guards: guardIndex, container: containerIndex))
    }

    private mutating func readSegues(of scene: Int) throws(JSONSyntaxError) {
        guard var array = try beginArray(at: StoryboardPath.scene(scene).appending("segues")) else { return }
        var index = 0
        while try scanner.nextElement(in: &array) {
            try readSegue(index: index, scene: scene)
            index += 1
        }
    }

    private mutating func readSegue(index: Int, scene: Int) throws(JSONSyntaxError) {
        let path = StoryboardPath.segue(index, ofScene: scene)
        let offset = scanner.index
        guard var object = try beginObject(at: path) else { return }
        var id: Identifier?
        var destination: Identifier?
        var style = SegueDescriptor.Style.push
        var extras = StoryboardDeclaration.SegueExtras()
        var hasExtras = false
        var action: String?
        var tab: String?
        var coversTabOnly = false
        var coversOffset: Int?
        var seen = SeenKeys()
        while let (key, keyOffset) = try scanner.nextKey(in: &object) {
            guard let slot = try slot(of: key, at: keyOffset, in: Keys.segue, seen: &seen, path: path) else {
                continue
            }
            switch slot {
            case 0: id = try readIdentifier(at: path.appending("id"), role: "segue id", interned: true)
            case 1:
                destination = try readIdentifier(at: path.appending("to"), role: "scene id", interned: true)
            case 2: style = try readStyle(at: path.appending("style")) ?? style
            case 3:
                hasExtras = true
                let passOffset = scanner.index
                let value = try scanner.parseValue()
                let first = declaration.problems.count
                (extras.passes, extras.named) = decodePasses(value, at: path.appending("pass"))
                extras.passOffset = passOffset
                passReads.append((passOffset, path.appending("pass"), first..<declaration.problems.count))
            case 4:
                let actionOffset = scanner.index
                if let name = try readIdentifier(at: path.appending("action"), role: "action name") {
                    hasExtras = true
                    action = name.text
                    extras.actionOffset = actionOffset
                }
            case 5:
                hasExtras = true
                extras.guards = decodeGuards(try scanner.parseValue(), of: path)
            case 6:
                let tabOffset = scanner.index
                if let name = try readIdentifier(at: path.appending("tab"), role: "tab id") {
                    hasExtras = true
                    tab = name.text
                    extras.tabOffset = tabOffset
                }
            default:
                let valueOffset = scanner.index
                switch try readString(at: path.appending("covers")) {
                case "tab"?:
                    hasExtras = true
                    coversTabOnly = true
                    coversOffset = valueOffset
                case "container"?, nil: break
                case let other?:
                    report(
                        .wrongType(expected: "\"container\" or \"tab\"", found: quoted(other)),
                        at: valueOffset,
                        path.appending("covers"))
                }
            }
        }
        if let coversOffset, style != .modal {
            report(.coversNeedsModal, at: coversOffset, path.appending("covers"))
        }
        if style == .unwind, tab != nil, let tabOffset = extras.tabOffset {
            report(.tabOnUnwind, at: tabOffset, path.appending("tab"))
        }
        reportMissing(seen, in: Keys.segue, required: [0, 1], at: offset, path)
        guard let id, let destination else { return }
        var extra: Int32 = -1
        if hasExtras {
            extra = Int32(declaration.extras.count)
            declaration.extras.append(extras)
        }
        declaration.segueFacts.append(
            StoryboardDeclaration.Segue(
                index: Int32(index), id: id.symbol, destination: destination.symbol,
                extra: extra, idOffset: id.offset, destinationOffset: destination.offset))
        pending.append(
            PendingSegue(
                id: id.text, destination: destination.text, style: style,
                passes: extras.passes.map { SegueDescriptor.Pass(input: $0.input, source: $0.source) },
                action: action,
                guards: extras.guards.map(\.declared), tab: tab, coversTabOnly: coversTabOnly))
    }

    private mutating func readStyle(at path: StoryboardPath) throws(JSONSyntaxError) -> SegueDescriptor.Style?
    {
        let offset = scanner.index
        guard scanner.next == UInt8(ascii: "\"") else {
            _ = try readString(at: path)
            return nil
        }
        let token = try scanner.scanString()
        for (position, name) in Keys.styles.enumerated() where scanner.token(token, is: name) {
            return SegueDescriptor.Style.allCases[position]
        }
        let name = scanner.text(of: token)
        let suggestion = Suggestion.closest(to: name, in: SegueDescriptor.Style.allCases.map(\.rawValue))
        report(.unknownStyle(name, suggestion: suggestion), at: offset, path)
        return nil
    }

    // MARK: Guards and passes, read as small trees

    /// Reads a `guards` array: `[{ "condition": NAME, "refuse": MESSAGE | "redirect": SCENE }]`.
    private mutating func decodeGuards(
        _ value: JSONValue, of owner: StoryboardPath
    ) -> [StoryboardDeclaration.DeclaredGuard] {
        guard let elements = array(value, at: owner.appending("guards")) else { return [] }
        var guards: [StoryboardDeclaration.DeclaredGuard] = []
        for (index, element) in elements.enumerated() {
            let key = "guards[\(index)]"
            let entryPath = owner.appending(key)
            guard
                let fields = fields(
                    of: element, at: entryPath, keys: Keys.sceneGuard, required: ["condition"])
            else { continue }
            guard let conditionValue = fields[0],
                let condition = identifier(
                    conditionValue, at: owner.appending("\(key).condition"), role: "condition name")
            else { continue }
            switch (fields[1], fields[2]) {
            case (let refuse?, nil):
                guard let message = string(refuse, at: owner.appending("\(key).refuse")) else { continue }
                guard !message.isEmpty else {
                    report(.emptyRefusal, at: refuse.offset, owner.appending("\(key).refuse"))
                    continue
                }
                guards.append(
                    StoryboardDeclaration.DeclaredGuard(
                        declared: Storyboard.Guard(condition: condition, otherwise: .refuse(message)),
                        owner: owner,
                        key: key, conditionOffset: conditionValue.offset))
            case (nil, let redirect?):
                guard
                    let scene = identifier(redirect, at: owner.appending("\(key).redirect"), role: "scene id")
                else { continue }
                guards.append(
                    StoryboardDeclaration.DeclaredGuard(
                        declared: Storyboard.Guard(condition: condition, otherwise: .redirect(scene)),
                        owner: owner,
                        key: key, conditionOffset: conditionValue.offset, redirectOffset: redirect.offset))
            default:
                report(.invalidGuard(condition, bothGiven: fields[1] != nil), at: element.offset, entryPath)
            }
        }
        return guards
    }

    /// Reads a scene's `guards`.
    private mutating func readGuards(
        of owner: StoryboardPath
    ) throws(JSONSyntaxError) -> [StoryboardDeclaration.DeclaredGuard] {
        decodeGuards(try scanner.parseValue(), of: owner)
    }

    /// Reads a scene's `container`: `{"kind": "tabs", "tabs": [STACK…], "selected": TAB, "back":
    /// POLICY}` or `{"kind": "split", "panes": [PRIMARY, SECONDARY], "minimumWidth": COLUMNS}`,
    /// each stack `{"id": ID, "title": TITLE, "root": SCENE, "pass": {…}}`.
    private mutating func decodeContainer(
        _ value: JSONValue, of scene: StoryboardPath
    ) -> (SceneDescriptor.Container, StoryboardDeclaration.DeclaredContainer)? {
        let path = scene.appending("container")
        guard let found = fields(of: value, at: path, keys: Keys.container, required: ["kind"]),
            let kindValue = found[0], let kindName = string(kindValue, at: scene.appending("container.kind"))
        else { return nil }
        guard let kind = SceneDescriptor.Container.Kind(rawValue: kindName) else {
            let names = SceneDescriptor.Container.Kind.allCases.map(\.rawValue)
            report(
                .unknownContainerKind(kindName, suggestion: Suggestion.closest(to: kindName, in: names)),
                at: kindValue.offset, scene.appending("container.kind"))
            return nil
        }
        let listKey = kind == .tabs ? "tabs" : "panes"
        let (listSlot, otherSlot) = kind == .tabs ? (1, 2) : (2, 1)
        if let other = found[otherSlot] {
            report(
                .notForContainerKind(Keys.container[otherSlot], kind: kind.rawValue), at: other.offset,
                scene.appending("container.\(Keys.container[otherSlot])"))
        }
        if kind == .tabs, let width = found[5] {
            report(
                .notForContainerKind("minimumWidth", kind: kind.rawValue), at: width.offset,
                scene.appending("container.minimumWidth"))
        }
        guard let listValue = found[listSlot] else {
            report(.missingKey(listKey), at: value.offset, path)
            return nil
        }
        guard let elements = array(listValue, at: scene.appending("container.\(listKey)")) else { return nil }
        if kind == .split ? elements.count != 2 : elements.isEmpty {
            report(
                .containerStackCount(kind: kind.rawValue, found: elements.count), at: listValue.offset,
                scene.appending("container.\(listKey)"))
            return nil
        }
        var stacks: [SceneDescriptor.Container.Stack] = []
        var declared: [StoryboardDeclaration.DeclaredStack] = []
        var firstOffset: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let key = "container.\(listKey)[\(index)]"
            let defaultID: String? = kind == .split ? (index == 0 ? "primary" : "secondary") : nil
            guard
                let stackFields = fields(
                    of: element, at: scene.appending(key), keys: Keys.stack,
                    required: defaultID == nil ? ["id", "root"] : ["root"])
            else { continue }
            var id = defaultID
            var idOffset = element.offset
            if let idValue = stackFields[0] {
                id = identifier(idValue, at: scene.appending("\(key).id"), role: "tab id")
                idOffset = idValue.offset
            }
            guard let id, let rootValue = stackFields[2],
                let root = identifier(rootValue, at: scene.appending("\(key).root"), role: "scene id")
            else { continue }
            if let first = firstOffset[id] {
                report(
                    .duplicateTabID(id, firstLine: line(of: first)), at: idOffset,
                    scene.appending("\(key).id"))
                continue
            }
            firstOffset[id] = idOffset
            var title = id
            if let titleValue = stackFields[1],
                let text = string(titleValue, at: scene.appending("\(key).title"))
            {
                if Self.isBlank(text) {
                    report(.emptyTitle, at: titleValue.offset, scene.appending("\(key).title"))
                } else {
                    title = text
                }
            }
            var passes: [StoryboardDeclaration.DeclaredPass] = []
            var named: Set<String>? = []
            var passOffset: Int?
            if let passValue = stackFields[3] {
                let first = declaration.problems.count
                (passes, named) = decodePasses(passValue, at: scene.appending("\(key).pass"))
                passOffset = passValue.offset
                passReads.append(
                    (passValue.offset, scene.appending("\(key).pass"), first..<declaration.problems.count))
            }
            let guards = stackFields[4].map { decodeGuards($0, of: scene.appending(key)) } ?? []
            stacks.append(
                SceneDescriptor.Container.Stack(
                    id: id, title: title, root: root,
                    passes: passes.map { SegueDescriptor.Pass(input: $0.input, source: $0.source) },
                    guards: guards.map(\.declared)))
            declared.append(
                StoryboardDeclaration.DeclaredStack(
                    path: scene.appending(key), idOffset: idOffset, rootOffset: rootValue.offset,
                    passes: passes,
                    passOffset: passOffset, named: named, guards: guards))
        }
        guard stacks.count == elements.count else { return nil }
        var selected = 0
        if let selectedValue = found[3],
            let name = string(selectedValue, at: scene.appending("container.selected"))
        {
            if let position = stacks.firstIndex(where: { $0.id == name }) {
                selected = position
            } else {
                let ids = stacks.map(\.id)
                report(
                    .unknownSelectedTab(name, tabs: ids, suggestion: Suggestion.closest(to: name, in: ids)),
                    at: selectedValue.offset, scene.appending("container.selected"))
            }
        }
        var back = SceneDescriptor.Container.BackPolicy.stay
        if let backValue = found[4], let name = string(backValue, at: scene.appending("container.back")) {
            if let policy = SceneDescriptor.Container.BackPolicy(rawValue: name) {
                back = policy
            } else {
                let names = SceneDescriptor.Container.BackPolicy.allCases.map(\.rawValue)
                report(
                    .unknownBackPolicy(name, suggestion: Suggestion.closest(to: name, in: names)),
                    at: backValue.offset, scene.appending("container.back"))
            }
        }
        var minimumWidth = SceneDescriptor.Container.defaultMinimumWidth
        if kind == .split, let widthValue = found[5] {
            if case .number(let literal) = widthValue.kind, let width = Int(literal),
                SceneDescriptor.Container.widths.contains(width)
            {
                minimumWidth = width
            } else {
                report(
                    .wrongType(
                        expected: "an integer from \(SceneDescriptor.Container.widths.lowerBound) to "
                            + "\(SceneDescriptor.Container.widths.upperBound)",
                        found: widthValue.kindDescription), at: widthValue.offset,
                    scene.appending("container.minimumWidth"))
            }
        }
        return (
            SceneDescriptor.Container(
                kind: kind, stacks: stacks, selected: selected, back: back, minimumWidth: minimumWidth),
            StoryboardDeclaration.DeclaredContainer(offset: value.offset, path: path, stacks: declared)
        )
    }

    /// Reads a segue's `pass` map: `{ "input": { "from": "output" } | { "value": constant } }`.
    /// Returns the valid entries and every input named (`nil` if the value is not a map), so that
    /// an input given badly is not reported as missing too.
    private mutating func decodePasses(
        _ value: JSONValue, at path: StoryboardPath
    ) -> (passes: [StoryboardDeclaration.DeclaredPass], named: Set<String>?) {
        guard case .object(let members) = value.kind else {
            report(.wrongType(expected: "an object", found: value.kindDescription), at: value.offset, path)
            return ([], nil)
        }
        var passes: [StoryboardDeclaration.DeclaredPass] = []
        var seen: [String: Int] = [:]
        for member in members {
            let entryPath = path.appending("pass.\(member.key)")
            guard Names.isIdentifier(member.key) else {
                report(.invalidIdentifier(member.key, role: "input name"), at: member.keyOffset, entryPath)
                continue
            }
            if let first = seen[member.key] {
                report(.duplicateKey(member.key, firstLine: line(of: first)), at: member.keyOffset, entryPath)
                continue
            }
            seen[member.key] = member.keyOffset
            guard let fields = fields(of: member.value, at: entryPath, keys: Keys.passSource, required: [])
            else { continue }
            let source: SegueDescriptor.Pass.Source
            let sourceOffset: Int
            switch (fields[0], fields[1]) {
            case (let from?, nil):
                guard
                    let output = identifier(
                        from, at: entryPath.appending("pass.\(member.key).from"), role: "output name")
                else { continue }
                source = .output(output)
                sourceOffset = from.offset
            case (nil, let constant?):
                guard let value = SceneValue(jsonValue: constant) else {
                    let number = SceneValue.inexactNumber(in: constant)
                    report(
                        number.map(StoryboardProblem.inexactConstant)
                            ?? .invalidConstant(found: constant.kindDescription), at: constant.offset,
                        entryPath.appending("pass.\(member.key).value"))
                    continue
                }
                source = .value(value)
                sourceOffset = constant.offset
            default:
                report(
                    .invalidPassSource(member.key, bothGiven: fields[0] != nil), at: member.value.offset,
                    entryPath)
                continue
            }
            passes.append(
                StoryboardDeclaration.DeclaredPass(
                    input: member.key, inputOffset: member.keyOffset, source: source,
                    sourceOffset: sourceOffset))
        }
        return (passes, Set(members.map(\.key)))
    }

    /// The values of a tree object's known keys, in the order of `keys` (at most eight); reports
    /// unknown, duplicate and missing keys. `nil` if the value is not an object.
    private mutating func fields(
        of value: JSONValue, at path: StoryboardPath, keys: [String], required: [String]
    ) -> InlineArray<8, JSONValue?>? {
        guard case .object(let members) = value.kind else {
            report(.wrongType(expected: "an object", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        var found = InlineArray<8, JSONValue?>(repeating: nil)
        var keyOffsets = InlineArray<8, Int>(repeating: -1)
        for member in members {
            guard let slot = keys.firstIndex(of: member.key) else {
                let suggestion = Suggestion.closest(to: member.key, in: keys)
                report(
                    .unknownKey(member.key, allowed: keys, suggestion: suggestion), at: member.keyOffset,
                    path.nesting(member.key))
                continue
            }
            guard keyOffsets[slot] < 0 else {
                report(
                    .duplicateKey(member.key, firstLine: line(of: keyOffsets[slot])), at: member.keyOffset,
                    path.nesting(member.key))
                continue
            }
            found[slot] = member.value
            keyOffsets[slot] = member.keyOffset
        }
        for (slot, key) in keys.enumerated() where found[slot] == nil && required.contains(key) {
            report(.missingKey(key), at: value.offset, path)
        }
        return found
    }

    private mutating func string(_ value: JSONValue, at path: StoryboardPath) -> String? {
        guard case .string(let text) = value.kind else {
            report(.wrongType(expected: "a string", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        return text
    }

    private mutating func identifier(_ value: JSONValue, at path: StoryboardPath, role: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard Names.isIdentifier(text) else {
            report(.invalidIdentifier(text, role: role), at: value.offset, path)
            return nil
        }
        return text
    }

    private mutating func array(_ value: JSONValue, at path: StoryboardPath) -> [JSONValue]? {
        guard case .array(let elements) = value.kind else {
            report(.wrongType(expected: "an array", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        return elements
    }

    // MARK: Reading values from the bytes

    /// The keys of one object already given, and where (for a duplicate's message).
    private struct SeenKeys {
        var offsets = InlineArray<8, Int>(repeating: -1)

        func contains(_ slot: Int) -> Bool { offsets[slot] >= 0 }
    }

    /// The slot of `key` among `keys`, its value being next; `nil`, the value skipped, for an
    /// unknown or duplicate key, reported.
    private mutating func slot(
        of key: JSONStringToken, at keyOffset: Int, in keys: [StaticString], seen: inout SeenKeys,
        path: StoryboardPath
    ) throws(JSONSyntaxError) -> Int? {
        guard let slot = keys.firstIndex(where: { scanner.token(key, is: $0) }) else {
            let name = scanner.text(of: key)
            let allowed = Keys.names(keys)
            report(
                .unknownKey(name, allowed: allowed, suggestion: Suggestion.closest(to: name, in: allowed)),
                at: keyOffset, path.appending(name))
            _ = try scanner.skipValue()
            return nil
        }
        guard !seen.contains(slot) else {
            let name = scanner.text(of: key)
            report(
                .duplicateKey(name, firstLine: line(of: seen.offsets[slot])), at: keyOffset,
                path.appending(name))
            _ = try scanner.skipValue()
            return nil
        }
        seen.offsets[slot] = keyOffset
        return slot
    }

    private mutating func reportMissing(
        _ seen: SeenKeys, in keys: [StaticString], required: [Int], at offset: Int, _ path: StoryboardPath
    ) {
        for slot in required where !seen.contains(slot) {
            report(.missingKey(keys[slot].description), at: offset, path)
        }
    }

    /// Enters the object next, or skips and reports a value of another type.
    private mutating func beginObject(at path: StoryboardPath) throws(JSONSyntaxError) -> JSONScanner
        .Container?
    {
        guard scanner.next == UInt8(ascii: "{") else {
            try skipWrongType(expected: "an object", at: path)
            return nil
        }
        return try scanner.beginObject()
    }

    /// Enters the array next, or skips and reports a value of another type.
    private mutating func beginArray(at path: StoryboardPath) throws(JSONSyntaxError) -> JSONScanner
        .Container?
    {
        guard scanner.next == UInt8(ascii: "[") else {
            try skipWrongType(expected: "an array", at: path)
            return nil
        }
        return try scanner.beginArray()
    }

    private mutating func skipWrongType(expected: String, at path: StoryboardPath) throws(JSONSyntaxError) {
        let offset = scanner.index
        let shape = try scanner.skipValue()
        report(.wrongType(expected: expected, found: scanner.describe(shape)), at: offset, path)
    }

    /// The boolean next, or `nil` after reporting a value of another type.
    private mutating func readBoolean(at path: StoryboardPath) throws(JSONSyntaxError) -> Bool? {
        let offset = scanner.index
        let shape = try scanner.skipValue()
        guard case .bool(let value) = shape else {
            report(.wrongType(expected: "true or false", found: scanner.describe(shape)), at: offset, path)
            return nil
        }
        return value
    }

    /// The string next, or `nil` after reporting a value of another type.
    private mutating func readString(at path: StoryboardPath) throws(JSONSyntaxError) -> String? {
        guard scanner.next == UInt8(ascii: "\"") else {
            try skipWrongType(expected: "a string", at: path)
            return nil
        }
        return scanner.text(of: try scanner.scanString())
    }

    /// The identifier next, checked and hashed on its bytes; `nil` after reporting anything else.
    /// An `interned` one is given its symbol, and a name seen before is not made again: its text
    /// is the symbol table's.
    private mutating func readIdentifier(
        at path: StoryboardPath, role: String, interned: Bool = false
    ) throws(JSONSyntaxError) -> Identifier? {
        let offset = scanner.index
        guard scanner.next == UInt8(ascii: "\"") else {
            try skipWrongType(expected: "a string", at: path)
            return nil
        }
        let token = try scanner.scanString()
        if token.escaped {
            let decoded = scanner.text(of: token)
            if Names.isIdentifier(decoded) {
                let hash = SymbolTable.hash(of: decoded)
                guard interned else { return Identifier(text: decoded, hash: hash, offset: offset) }
                let symbol = declaration.symbols.intern(decoded, hash: hash)
                return Identifier(text: decoded, hash: hash, offset: offset, symbol: symbol)
            }
        } else if let hash = identifierHash(token) {
            guard interned else {
                return Identifier(text: scanner.text(of: token), hash: hash, offset: offset)
            }
            let symbol = declaration.symbols.intern(
                UnsafeBufferPointer(rebasing: scanner.bytes[token.start..<token.end]), hash: hash)
            return Identifier(
                text: declaration.symbols.names[Int(symbol)], hash: hash, offset: offset, symbol: symbol)
        }
        report(.invalidIdentifier(scanner.text(of: token), role: role), at: offset, path)
        return nil
    }

    /// The hash of a plain string's bytes if they are an identifier: a letter or `_`, then
    /// letters, digits or `_`.
    private func identifierHash(_ token: JSONStringToken) -> UInt32? {
        guard token.end > token.start else { return nil }
        let bytes = scanner.bytes
        var hash = SymbolTable.emptyHash
        let first = bytes[token.start]
        guard first == UInt8(ascii: "_") || (first | 0x20) &- UInt8(ascii: "a") < 26 else { return nil }
        for position in token.start..<token.end {
            let byte = bytes[position]
            guard
                byte == UInt8(ascii: "_") || (byte | 0x20) &- UInt8(ascii: "a") < 26
                    || byte &- UInt8(ascii: "0") < 10
            else { return nil }
            hash = SymbolTable.hash(hash, adding: byte)
        }
        return hash
    }

    // MARK: Problems

    private mutating func report(_ problem: StoryboardProblem, at offset: Int, _ path: StoryboardPath) {
        declaration.problems.append((offset, path, problem))
    }

    private mutating func line(of offset: Int) -> Int {
        if let locator { return locator.location(of: offset).line }
        let made = SourceLocator(bytes: input)
        locator = made
        return made.location(of: offset).line
    }
}
