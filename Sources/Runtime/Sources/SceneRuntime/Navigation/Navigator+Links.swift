extension Navigator {
    /// The link of the current stack: the shortest that ``go(to:force:)`` takes back to it (see
    /// ``Link``); `nil` before the navigator has started.
    public var link: Link? {
        let entries = entries
        guard !entries.isEmpty else { return nil }
        return LinkResolver(storyboard: storyboard, registry: registry).shortestLink(for: entries)
    }

    /// The stack a link names, root first, completed through the storyboard: the scenes under
    /// its first scene, and the inputs segues would deliver (see ``Link``).
    /// - Throws: ``LinkError`` pointing at the part of the link that is wrong.
    public func entries(for link: Link) throws(LinkError) -> [StackEntry] {
        try LinkResolver(storyboard: storyboard, registry: registry).entries(for: link)
    }

    /// Replaces the stack with the one `link` names, each scene built by its module with its
    /// inputs (through ``restore(_:force:)``, which asks the scenes it removes unless `force`).
    /// If anything is refused, the stack is as it was.
    /// - Throws: ``LinkError``, or what ``restore(_:force:)`` throws.
    public func go(to link: Link, force: Bool = false) throws {
        try restore(entries(for: link), force: force)
    }
}
