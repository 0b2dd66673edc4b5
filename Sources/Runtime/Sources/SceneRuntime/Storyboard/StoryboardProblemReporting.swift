/// A reader of a storyboard file that collects its problems in the declaration and finds the line
/// of an offset only when a message names one: ``StoryboardDecoder`` and ``StoryboardValidator``.
protocol StoryboardProblemReporting {
    /// The storyboard file's bytes.
    var bytes: [UInt8] { get }
    /// The lines of `bytes`, found at the first line asked for.
    var locator: SourceLocator? { get set }
    var declaration: StoryboardDeclaration { get set }
}

extension StoryboardProblemReporting {
    mutating func report(_ problem: StoryboardProblem, at offset: Int, _ path: StoryboardPath) {
        declaration.problems.append((offset, path, problem))
    }

    mutating func line(of offset: Int) -> Int {
        if let locator { return locator.location(of: offset).line }
        let made = SourceLocator(bytes: bytes)
        locator = made
        return made.location(of: offset).line
    }
}
