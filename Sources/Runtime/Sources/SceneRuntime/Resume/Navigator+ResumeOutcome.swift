extension Navigator.ResumeOutcome {
    /// Why a scene of a recorded stack, and every scene above it, was not resumed. Worded in
    /// `Messages/`.
    public enum Problem: Error, Sendable, Equatable {
        /// The storyboard no longer declares the scene.
        case sceneRemoved(String)
        /// The scene is now built by another module. No longer reported: the state's JSON form names
        /// no module (a link names none either), and a module that builds the scene with its inputs
        /// builds it.
        @available(*, deprecated, message: "no longer reported; a scene its module cannot build is .refused")
        case moduleChanged(scene: String, recorded: String, now: String)
        /// An input of the scene now has another type. No longer reported: an input whose value is
        /// not of the type declared now is ``refused(scene:reason:)``, naming the input and its type.
        @available(*, deprecated, message: "no longer reported; an input of another type is .refused")
        case inputTypeChanged(scene: String, input: String, recorded: SceneValueType, now: SceneValueType)
        /// Building the scene again with its inputs was refused: an input no longer declared, a
        /// required one not recorded, the module's own failure. `reason` is that error's message.
        case refused(scene: String, reason: String)
        /// Navigation could not put the scene where the record has it: no segue a link may replay
        /// leads there from the scene under it, or it cannot be the first scene. `reason` is the
        /// ``NavigationError`` message that says which.
        case unreachable(scene: String, reason: String)
        /// A guard on the scene, or on the segue that reaches it, does not hold now.
        case guardFailed(scene: String, condition: String)
    }
}

extension Navigator {
    /// What ``Navigator/resume(_:)`` restored and what it left out.
    public struct ResumeOutcome: Sendable, Equatable {
        /// How many scenes of the recorded path, from the root, are on the stack now.
        public let kept: Int
        /// The ids of the scenes left out, in stack order.
        public let dropped: [String]
        /// Why the first of them was left out; when nothing was, why the record was not resumed as it
        /// is written (a container recorded with more or fewer stacks than it has tabs); else `nil`.
        public let problem: Navigator.ResumeOutcome.Problem?

        /// Describes what a resume kept and dropped.
        public init(kept: Int, dropped: [String], problem: Navigator.ResumeOutcome.Problem?) {
            self.kept = kept
            self.dropped = dropped
            self.problem = problem
        }
    }
}

/// The former name of ``Navigator/ResumeOutcome``.
@available(*, deprecated, renamed: "Navigator.ResumeOutcome")
public typealias ResumeOutcome = Navigator.ResumeOutcome

/// The former name of ``Navigator/ResumeOutcome/Problem``.
@available(*, deprecated, renamed: "Navigator.ResumeOutcome.Problem")
public typealias ResumeProblem = Navigator.ResumeOutcome.Problem
