extension ScenePlugin {
    /// Why a plugin could not be loaded; the registry is unchanged.
    public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong, as the runtime and its tools tell problems apart.
        package let problem: PluginProblem

        package init(_ problem: PluginProblem) {
            self.problem = problem
        }

        /// The file the problem is with: the library, or its manifest.
        public var file: String { problem.file }

        /// What kind of problem this is, in a word that stays the same from one version to the next
        /// (`missingFile`, `insecure`, `versionMismatch`): what a script or a tool matches on, where
        /// the ``description`` is for a person and may be reworded.
        public var code: String { caseName(of: problem) }

        /// What is wrong, naming the file, and how to put it right.
        public var description: String { problem.message }
    }
}

/// The former name of ``ScenePlugin/LoadError``.
@available(*, deprecated, renamed: "ScenePlugin.LoadError")
public typealias PluginError = ScenePlugin.LoadError
