/// The checks of contracts (version 2): what segues and tabs pass against the inputs of their
/// destinations and the outputs of their sources.
extension StoryboardValidator {
    /// Checks what each segue of a scene passes against the inputs of its destination and the
    /// outputs of the scene, and notes in `passed` which inputs of each scene some segue passes.
    mutating func checkContracts(of position: Int, passed: inout [Set<String>]) {
        let fact = declaration.sceneFacts[position]
        let scene = declaration.scenes[position]
        let source = interface(of: position)
        let start = Int(fact.segueStart)
        for index in 0..<Int(fact.segueCount) {
            let segueFact = declaration.segueFacts[start + index]
            guard let target = sceneBySymbol[Int(segueFact.destination)] else { continue }
            let extras = segueFact.extra >= 0 ? declaration.extras[Int(segueFact.extra)] : nil
            let passes = extras?.passes ?? []
            for pass in passes { passed[target].insert(pass.input) }
            guard let destination = interface(of: unique[target]) else { continue }
            let segue = scene.segues[index]
            let path = StoryboardPath.segue(Int(segueFact.index), ofScene: fact.index)
            for pass in passes {
                checkPass(pass, of: segue, path: path, from: scene.id, source: source, into: destination)
            }
            let named = extras == nil ? [] : extras?.named
            guard segue.style != .unwind, let named else { continue }
            let passOffset = extras?.passOffset
            for input in destination.inputs where input.isRequired && !named.contains(input.name) {
                report(
                    .missingInput(input.name, type: input.type, segue: segue.id, scene: segue.destination),
                    at: passOffset ?? segueFact.destinationOffset,
                    path.appending(passOffset == nil ? "to" : "pass"))
            }
        }
    }

    mutating func checkPass(
        _ pass: StoryboardDeclaration.DeclaredPass, of segue: SegueDescriptor, path: StoryboardPath,
        from sourceID: String,
        source: SceneInterface?, into destination: SceneInterface, isTab: Bool = false
    ) {
        // A tab's path names the tab in its key: the pass is inside it.
        let prefix = path.key.map { $0 + "." } ?? ""
        let entryPath = path.appending(prefix + "pass.\(pass.input)")
        guard let input = destination.input(named: pass.input) else {
            let names = destination.inputs.map(\.name)
            let suggestion = Suggestion.closest(to: pass.input, in: names)
            report(
                isTab
                    ? .unknownTabInput(
                        pass.input, tab: segue.id, scene: segue.destination, inputs: names,
                        suggestion: suggestion)
                    : segue.style == .unwind
                        ? .unwindResultNotAccepted(
                            pass.input, segue: segue.id, scene: segue.destination, inputs: names,
                            suggestion: suggestion)
                        : .unknownInput(
                            pass.input, segue: segue.id, scene: segue.destination, inputs: names,
                            suggestion: suggestion),
                at: pass.inputOffset, entryPath)
            return
        }
        switch pass.source {
        case .value(let constant):
            if constant.converted(to: input.type) == nil {
                report(
                    .constantMismatch(input.name, type: input.type, constant: constant.json),
                    at: pass.sourceOffset, entryPath.appending(prefix + "pass.\(pass.input).value"))
            }
        case .output(let name):
            let outputPath = entryPath.appending(prefix + "pass.\(pass.input).from")
            if isTab {
                report(
                    .tabPassFromOutput(pass.input, output: name, tab: segue.id), at: pass.sourceOffset,
                    outputPath)
                return
            }
            guard let source else { return }
            guard let output = source.output(named: name) else {
                let names = source.outputs.map(\.name)
                report(
                    .unknownOutput(
                        name, segue: segue.id, scene: sourceID, outputs: names,
                        suggestion: Suggestion.closest(to: name, in: names)),
                    at: pass.sourceOffset, outputPath)
                return
            }
            if output.type != input.type {
                report(
                    .typeMismatch(
                        input: input.name, inputType: input.type, output: name, outputType: output.type,
                        segue: segue.id),
                    at: pass.sourceOffset, outputPath)
            }
        }
    }

    /// Warns of optional inputs without a default that no segue passes (required ones are errors
    /// where missing; a default says the module expects to go without).
    mutating func checkUnpassedInputs(passed: [Set<String>]) {
        for (position, declared) in unique.enumerated() {
            guard let interface = interface(of: declared) else { continue }
            let unpassed = interface.inputs.filter {
                !$0.isRequired && $0.defaultValue == nil && !passed[position].contains($0.name)
            }
            guard !unpassed.isEmpty else { continue }
            let fact = declaration.sceneFacts[declared]
            report(
                .inputsNeverPassed(unpassed.map(\.name), scene: id(ofScene: declared)), at: fact.moduleOffset,
                .scene(fact.index).appending("module"))
        }
    }
}
