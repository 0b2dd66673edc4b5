extension Navigator {
    /// The current stack as a record to resume later: each scene's id, module, presentation and
    /// inputs with their declared types.
    public var record: StackRecord {
        StackRecord(
            entries: stack.map { scene in
                var types: [String: SceneValueType] = [:]
                for input in scene.interface.inputs { types[input.name] = input.type }
                return StackRecord.Entry(
                    stackEntry: StackEntry(
                        sceneID: scene.id, presentation: scene.presentation, inputs: scene.inputs),
                    module: scene.descriptor.module, types: types.filter { scene.inputs[$0.key] != nil })
            })
    }

    /// Rebuilds the longest prefix of a recorded stack that the storyboard and modules still
    /// build, through ``restore(_:force:)``: a scene the storyboard no longer declares, now built by
    /// another module, with an input of another type, or that its module refuses to build with
    /// its inputs (an input no longer declared, a required one not recorded), is left out with
    /// every scene above it. With nothing left, the initial scene is shown.
    /// - Returns: How much was kept, and why the rest was not.
    /// - Throws: Only what showing the initial scene throws, when nothing of the record is kept.
    @discardableResult
    public func resume(_ record: StackRecord) throws -> ResumeOutcome {
        var fits = 0
        var problem: ResumeProblem?
        for entry in record.entries {
            if let found = check(entry) {
                problem = found
                break
            }
            fits += 1
        }
        var kept = fits
        while kept > 0 {
            do {
                try restore(record.entries.prefix(kept).map(\.stackEntry))
                break
            } catch {
                problem = .refused(scene: record.entries[kept - 1].stackEntry.sceneID, reason: "\(error)")
                kept -= 1
            }
        }
        if kept == 0 { try start() }
        return ResumeOutcome(
            kept: kept, dropped: record.entries.dropFirst(kept).map(\.stackEntry.sceneID),
            problem: kept == record.entries.count ? nil : problem)
    }

    /// Why one recorded scene no longer fits the storyboard and modules, checked without building it.
    private func check(_ entry: StackRecord.Entry) -> ResumeProblem? {
        let id = entry.stackEntry.sceneID
        guard let descriptor = storyboard.scene(withID: id) else { return .sceneRemoved(id) }
        guard descriptor.module == entry.module else {
            return .moduleChanged(scene: id, recorded: entry.module, now: descriptor.module)
        }
        let contract = registry.contract(ofModule: descriptor.module)
        for (name, recorded) in entry.types.sorted(by: { $0.key < $1.key }) {
            if let input = contract.interface.input(named: name), input.type != recorded {
                return .inputTypeChanged(scene: id, input: name, recorded: recorded, now: input.type)
            }
        }
        do {
            _ = try InputPassing.plan(inputs: entry.stackEntry.inputs, into: contract, scene: id)
        } catch {
            return .refused(scene: id, reason: error.description)
        }
        return nil
    }
}
