/// The signatures an answer shows, as ``ExploreWalk`` notes them.
struct ExploreWalkCollector {
    func collect(_ answer: ExploreAnswer, top: String?, line: String, into found: inout Set<String>) {
        for problem in answer.problems { found.insert(problem) }
        if answer.fault, let type = answer.errorType {
            found.insert(ExploreWalk.signature("fault \(type)", top: top, line: line))
        }
    }
}
