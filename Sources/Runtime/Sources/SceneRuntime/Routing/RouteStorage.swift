/// A route table with its Router's type erased, as the navigator calls it.
///
/// Routes sit in an array at the position of their identifier in the Router's
/// `SegueIdentifier.allCases`, so a typed identifier reaches its route with an index, and a name
/// (the shell's `go`, a link) by comparing it with the names of its length (with one dictionary
/// lookup past ``scanLimit`` names, or when none of its length is equal). The Router's type is erased once, when the table is made, so
/// a call allocates nothing and looks up no type metadata.
@usableFromInline final class RouteStorage: Sendable {
    /// A route taking the router as an object; made only by ``RouteTable``, which knows its type.
    @usableFromInline typealias Route = @MainActor @Sendable (AnyObject, Segue) throws -> Void

    /// A route held in a struct, so that an array keeps it as it is called: an array of bare
    /// closures would store them in the most general form and wrap one in a new thunk, allocated,
    /// each time it is read.
    @usableFromInline struct Entry: Sendable {
        @usableFromInline let route: Route

        @usableFromInline init(_ route: @escaping Route) {
            self.route = route
        }
    }

    /// The routes by the position of their identifier in `SegueIdentifier.allCases`.
    @usableFromInline let routes: [Entry?]
    /// The route of every identifier without one of its own, if any.
    @usableFromInline let fallback: Route?
    /// Whether a typed identifier's position is its enum tag, read from its single byte (checked
    /// for every case when the table is made); otherwise it is searched in `allCases`.
    @usableFromInline let positionsAreTags: Bool
    /// The name of every identifier of the Router's set, by position.
    let names: [String]
    /// The length in UTF-8 of every name, by position.
    let lengths: [Int]
    /// The position of every identifier of the Router's set, by name.
    let positions: [String: Int]
    /// The largest set whose names are compared one by one rather than hashed.
    static let scanLimit = 8
    /// The Router's `SegueIdentifier` type, so a typed request of another type is taken by name.
    let identifierType: ObjectIdentifier

    /// A table with no routes, shared by every Router that registers none.
    @usableFromInline static let empty = RouteStorage(
        routes: [], fallback: nil, positionsAreTags: false, names: [],
        identifierType: ObjectIdentifier(NoSegues.self))

    @usableFromInline init(
        routes: [Entry?], fallback: Route?, positionsAreTags: Bool, names: [String],
        identifierType: ObjectIdentifier
    ) {
        self.routes = routes
        self.fallback = fallback
        self.positionsAreTags = positionsAreTags
        self.names = names
        self.lengths = names.map(\.utf8.count)
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() { positions[name] = position }
        self.positions = positions
        self.identifierType = identifierType
    }

    /// The route at `position`, or the fallback when there is none there.
    @inlinable func route(at position: Int) -> Route? {
        guard position >= 0, position < routes.count, let entry = routes[position] else { return fallback }
        return entry.route
    }

    /// The route of the identifier named `name`: compared with each name of a small set (a
    /// short name is compared in place, cheaper than hashing it), looked up in a dictionary for a
    /// larger one.
    @usableFromInline func route(named name: String) -> Route? {
        guard let position = position(named: name) else { return fallback }
        return route(at: position)
    }

    /// The position of the identifier named `name`. In a small set, compared with the names of
    /// its length first; a name found there is the one `==` finds. One of another length may
    /// still be equal to `==` (`"é"` and `"e\u{301}"`, `"K"` and the KELVIN SIGN), so a name not
    /// found there is looked up in the dictionary, as a larger set's always is.
    private func position(named name: String) -> Int? {
        if names.count <= Self.scanLimit {
            let length = name.utf8.count
            for position in names.indices where lengths[position] == length && names[position] == name {
                return position
            }
        }
        return positions[name]
    }

    /// A typed identifier as a scene passes it to the navigator: its type and its tag.
    struct Key {
        let type: ObjectIdentifier
        let tag: Int

        init<Identifier: SceneSegueIdentifier>(_ identifier: Identifier) {
            type = ObjectIdentifier(Identifier.self)
            tag = RouteStorage.tag(of: identifier)
        }
    }

    /// The route of the segue named `name`, found by `key`'s tag when it is an identifier of the
    /// Router's set whose tags are positions, by the name otherwise.
    func route(_ key: Key?, named name: String) -> Route? {
        guard let key, key.type == identifierType, positionsAreTags else { return route(named: name) }
        return route(at: key.tag)
    }

    /// The position of `identifier` in `Identifier.allCases`; `-1` if it is not there.
    @inlinable static func position<Identifier: SceneSegueIdentifier>(
        of identifier: Identifier, byTag: Bool
    ) -> Int {
        if byTag { return tag(of: identifier) }
        let cases = Identifier.allCases
        guard let index = cases.firstIndex(of: identifier) else { return -1 }
        return cases.distance(from: cases.startIndex, to: index)
    }

    /// The single byte of a payload-free enum with up to 256 cases (its tag, the declaration
    /// order), or 0 for one that takes no bytes.
    @inlinable static func tag<Identifier: SceneSegueIdentifier>(of identifier: Identifier) -> Int {
        withUnsafeBytes(of: identifier) { bytes in bytes.first.map(Int.init) ?? 0 }
    }

    /// Whether every case's tag is its position in `allCases`, so ``tag(of:)`` can stand for a
    /// search.
    @usableFromInline static func tagsArePositions<Identifier: SceneSegueIdentifier>(of type: Identifier.Type)
        -> Bool
    {
        guard MemoryLayout<Identifier>.size <= 1 else { return false }
        return Identifier.allCases.enumerated().allSatisfy { tag(of: $0.element) == $0.offset }
    }
}
