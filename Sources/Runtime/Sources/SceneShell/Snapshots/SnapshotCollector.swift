/// The screens `scenes explore --snapshots` saw, each with the link of the stack that showed it:
/// the links in the order first seen, and the distinct screens (as text) of each.
@MainActor final class SnapshotCollector {
    /// The most links kept, and the most distinct screens kept for one link.
    static let maximumLinks = 5_000
    static let maximumScreensPerLink = 32

    private(set) var links: [String] = []
    private var screensByLink: [String: Set<String>] = [:]

    /// Notes the screen of an answer of the walk's child, if it has a link and a screen.
    func note(_ answer: ExploreAnswer) {
        guard let link = answer.link, let screen = answer.screen else { return }
        if screensByLink[link] == nil {
            guard links.count < Self.maximumLinks else { return }
            links.append(link)
        }
        guard screensByLink[link, default: []].count < Self.maximumScreensPerLink else { return }
        screensByLink[link, default: []].insert(screen)
    }

    /// The distinct screens seen at `link`.
    func screens(of link: String) -> Set<String> { screensByLink[link] ?? [] }
}
