import SceneRuntime

/// `scenes modules` and the shell's `modules`: what each scene module offers, as a table's
/// description in psql's `\d` says what its columns are: the scenes that use it, its inputs (type,
/// required, default), its outputs, its actions with the kinds of their arguments, and the
/// conditions it registers; then the conditions the app registers apart. Every text a module or
/// a manifest gives is kept on its row (``TerminalText/oneRow(_:)``).
struct ModuleListing {
    /// What each module offers, by name.
    let modules: [String: ModuleOffer]
    /// The storyboard whose scenes are listed under the modules they use.
    let storyboard: Storyboard
    /// Every condition the registry knows; those no module registers are the app's own.
    let conditionNames: [String]

    /// Every module, by name; or only `name` when it is given.
    func render(only name: String? = nil) -> TerminalText {
        let names = name.map { [$0] } ?? modules.keys.sorted()
        var lines: [String] = []
        for name in names {
            guard let module = modules[name] else { continue }
            lines += describe(name, module)
        }
        let moduleConditions = Set(modules.values.flatMap(\.conditions))
        let own = conditionNames.filter { !moduleConditions.contains($0) }
        if name == nil, !own.isEmpty {
            lines.append("Conditions the app registers: " + own.map(oneRow).joined(separator: ", "))
        }
        return TerminalText(lines.isEmpty ? "No scene modules.\n" : lines.joined(separator: "\n") + "\n")
    }

    private func describe(_ name: String, _ module: ModuleOffer) -> [String] {
        let scenes = storyboard.scenes.filter { !$0.isContainer && $0.module == name }.map { oneRow($0.id) }
        var lines = [
            oneRow(name) + ": "
                + (scenes.isEmpty
                    ? "used by no scene"
                    : "used by scene\(scenes.count == 1 ? "" : "s") " + scenes.joined(separator: ", "))
        ]
        var rows: [(label: String, name: String, detail: String)] = []
        for input in module.interface.inputs {
            let detail =
                (input.isRequired
                    ? "required" : input.defaultValue.map { "optional, default \($0.json)" } ?? "optional")
                + (input.isLinkable ? "" : ", not from links")
            rows.append(("input", oneRow(input.name), "\(input.type), \(detail)"))
        }
        for output in module.interface.outputs {
            rows.append(("output", oneRow(output.name), "\(output.type)"))
        }
        for action in module.actionDescriptors {
            rows.append(("action", oneRow(action.usage), oneRow(action.summary)))
            for (index, kind) in action.kinds.enumerated() {
                let argument = action.argumentName(at: index) ?? "#\(index + 1)"
                rows.append(("", "  " + oneRow(argument), oneRow(kind.summary)))
            }
        }
        for condition in module.conditions {
            rows.append(("condition", oneRow(condition), "for guards"))
        }
        if rows.isEmpty { return lines + ["  no inputs, outputs, actions or conditions"] }
        lines += Screen.columns(rows.map { ["", $0.label, $0.name, $0.detail] }).map {
            $0.trimmingTrailingSpaces()
        }
        return lines
    }

    private func oneRow(_ text: String) -> String {
        TerminalText.oneRow(text)
    }
}
