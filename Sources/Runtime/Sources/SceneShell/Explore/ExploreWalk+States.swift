/// The states the walk reaches, and the queues they wait in.
extension ExploreWalk {
    /// A state reached, with the commands that reach it from the start (after the setup).
    struct State {
        var path: [String]
        var answer: ExploreAnswer
        /// Values typed on the way and shown on the screen, for later commands' arguments.
        var values: [String]
        /// What the command that led here reached that was new; a state after one that reached
        /// something counts as one that showed a new shape, so that the way on from a new place
        /// (signing in after signing up and out) is walked before the plain states.
        var gain = ExploreCoverage.Gain.reach
    }

    /// A first-in first-out queue of states, each taken in constant time.
    struct StateQueue {
        private var states: [State] = []
        private var head = 0

        mutating func append(_ state: State) { states.append(state) }

        mutating func next() -> State? {
            guard head < states.count else { return nil }
            defer {
                head += 1
                if head > 1_024 && head * 2 > states.count {
                    states.removeFirst(head)
                    head = 0
                }
            }
            return states[head]
        }
    }
}
