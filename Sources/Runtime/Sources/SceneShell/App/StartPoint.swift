import SceneRuntime

/// Where a session starts.
package enum StartPoint {
    /// The storyboard's initial scene.
    case initial
    /// The stack a link names (`--goto LINK`).
    case link(String)
    /// The stack recorded in the data directory, as much of it as still fits (`--resume`).
    case resume(StackFile)
}

extension Shell {
    /// Shows the first stack of a session. Problems resuming are warnings: a session that resumes
    /// always starts, at the initial scene if nothing else. Returns those warnings.
    /// - Throws: A ``Link/Refusal`` or what building the stack throws, for a link; what showing the
    ///   initial scene throws.
    func begin(at start: StartPoint) throws -> [String] {
        // The first scenes shown are those the window has room for: both panes of a wide split.
        navigator.resize(toWidth: windowWidth())
        switch start {
        case .initial:
            try navigator.start()
            return []
        case .link(let text):
            // A link a guard's redirect stands in front of waits for it, shown over what it can.
            let waits = try goto(text)
            return (waits.map { [$0] } ?? []) + rebuiltNotes
        case .resume(let file):
            let recorded: NavigationState
            do {
                guard let found = try file.read() else {
                    try navigator.start()
                    return []
                }
                recorded = found
            } catch let error as StackFileError {
                try navigator.start()
                return [ShellMessages.cannotResume(error, initial: navigator.storyboard.initialSceneID)]
            }
            let outcome = try navigator.resume(recorded)
            guard let problem = outcome.problem else { return rebuiltNotes }
            // What a guard's redirect kept out waits for it, over what was resumed.
            if case .guardFailed = problem,
                let waits = try? wait(for: recorded, force: false, what: "the recorded stack")
            {
                return [waits] + rebuiltNotes
            }
            return [ShellMessages.resumed(outcome, problem: problem, stack: navigator.stack.map(\.id))]
                + rebuiltNotes
        }
    }

    /// A note for each scene of the stack built again that lacks what a route wrote into it.
    private var rebuiltNotes: [String] {
        ShellMessages.unrecorded(navigator.unrecordedRoutes(in: navigator.state), linking: false)
    }
}
