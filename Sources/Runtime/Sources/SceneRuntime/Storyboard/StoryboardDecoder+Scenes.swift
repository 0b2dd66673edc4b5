/// Reading `scenes`: each scene's keys, its segues and their styles.
extension StoryboardDecoder {
    mutating func readScenes() throws(JSONSyntaxError) {
        guard var array = try beginArray(at: .root.appending("scenes")) else { return }
        var index = 0
        while try scanner.nextElement(in: &array) {
            try readScene(index: index)
            index += 1
        }
    }

    mutating func readScene(index: Int) throws(JSONSyntaxError) {
        let path = StoryboardPath.scene(index)
        let offset = scanner.index
        guard var object = try beginObject(at: path) else { return }
        let segueStart = declaration.segueFacts.count
        let extrasStart = declaration.extras.count
        var segues: [SegueDescriptor] = []
        // As many as the scene before had: in a storyboard whose scenes look alike, the array
        // is made once, at its size.
        segues.reserveCapacity(previousSegueCount)
        var seguesBeforeID = false
        var id: Identifier?
        var module: Identifier?
        var moduleOffset: Int?
        var title: String?
        var guards: [StoryboardDeclaration.DeclaredGuard] = []
        var linkable = false
        var container: (SceneDescriptor.Container, StoryboardDeclaration.DeclaredContainer)?
        var seen = SeenKeys()
        while let slot = try nextSlot(in: &object, of: Keys.scene, seen: &seen, path: path) {
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
            case 3:
                seguesBeforeID = id == nil
                try readSegues(of: index, source: id?.text ?? "", into: &segues)
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
        previousSegueCount = segues.count
        if seguesBeforeID {
            // Read before the scene's id, the segues know their source only now.
            segues = segues.map {
                SegueDescriptor(
                    id: $0.id, source: id.text, destination: $0.destination, style: $0.style,
                    passes: $0.passes, action: $0.action, guards: $0.guards, tab: $0.tab,
                    coversTabOnly: $0.coversTabOnly)
            }
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

    /// Reads the segues of the scene `scene` into `segues`, their source being `source`.
    mutating func readSegues(
        of scene: Int, source: String, into segues: inout [SegueDescriptor]
    ) throws(JSONSyntaxError) {
        guard var array = try beginArray(at: StoryboardPath.scene(scene).appending("segues")) else { return }
        var index = 0
        while try scanner.nextElement(in: &array) {
            if let segue = try readSegue(index: index, scene: scene, source: source) { segues.append(segue) }
            index += 1
        }
    }

    mutating func readSegue(index: Int, scene: Int, source: String) throws(JSONSyntaxError)
        -> SegueDescriptor?
    {
        let path = StoryboardPath.segue(index, ofScene: scene)
        let offset = scanner.index
        guard var object = try beginObject(at: path) else { return nil }
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
        while let slot = try nextSlot(in: &object, of: Keys.segue, seen: &seen, path: path) {
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
        guard let id, let destination else { return nil }
        var extra: Int32 = -1
        if hasExtras {
            extra = Int32(declaration.extras.count)
            declaration.extras.append(extras)
        }
        declaration.segueFacts.append(
            StoryboardDeclaration.Segue(
                index: Int32(index), id: id.symbol, destination: destination.symbol,
                extra: extra, idOffset: id.offset, destinationOffset: destination.offset))
        guard hasExtras else {
            return SegueDescriptor(id: id.text, source: source, destination: destination.text, style: style)
        }
        return SegueDescriptor(
            id: id.text, source: source, destination: destination.text, style: style,
            passes: extras.passes.map { SegueDescriptor.Pass(input: $0.input, source: $0.source) },
            action: action, guards: extras.guards.map(\.declared), tab: tab, coversTabOnly: coversTabOnly)
    }

    mutating func readStyle(at path: StoryboardPath) throws(JSONSyntaxError) -> SegueDescriptor.Style? {
        let offset = scanner.index
        guard scanner.next == UInt8(ascii: "\"") else {
            _ = try readString(at: path)
            return nil
        }
        let token = try scanner.scanString()
        if let slot = Keys.style.slot(of: token, in: scanner) { return Keys.styles[slot] }
        let name = scanner.text(of: token)
        let suggestion = Suggestion.closest(to: name, in: SegueDescriptor.Style.allCases.map(\.rawValue))
        report(.unknownStyle(name, suggestion: suggestion), at: offset, path)
        return nil
    }
}
