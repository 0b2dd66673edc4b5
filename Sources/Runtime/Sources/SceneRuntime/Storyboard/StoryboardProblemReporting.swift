/// A reader of a storyboard file that collects its problems in the declaration and finds the line
/// of an offset only when a message names one: ``StoryboardDecoder`` and ``StoryboardValidator``.
protocol StoryboardProblemReporting {
    var declaration: StoryboardDeclaration { get set }
    /// The lines and columns of the storyboard file (made when first asked for, where the file's
    /// text is still held).
    mutating func sourceLocator() -> SourceLocator
}

extension StoryboardProblemReporting {
    mutating func report(_ problem: StoryboardProblem, at offset: Int, _ path: StoryboardPath) {
        declaration.problems.append(Storyboard.Diagnostic(problem, at: offset, path))
    }

    mutating func line(of offset: Int) -> Int {
        sourceLocator().location(of: offset).line
    }
}
