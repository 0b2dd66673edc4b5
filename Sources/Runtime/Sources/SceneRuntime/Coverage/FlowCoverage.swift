/// What a run exercised of an app's flows: the scenes shown, the segues taken, the guards that
/// held or failed, and the actions performed. A test's harness records it
/// (`NavigatorHarness.flowCoverage` in SceneTesting), and so does every harness and shell of a
/// process run with `SCENES_FLOW_COVERAGE=DIR`, which writes it into DIR when the process ends;
/// `scenes coverage` merges such reports against a storyboard.
///
/// ```swift
/// try harness.start()
/// try harness.navigator.performSegue("SignIn")    // from Menu
/// #expect(harness.flowCoverage.segues.contains("Menu SignIn"))
/// ```
///
/// Segues and actions are named by their scene: `ShoppingCart Checkout`, `Login login`; a guard
/// outcome by its segue, its condition and the outcome: `ShoppingCart Checkout signedIn held`
/// (or `refused`, `redirected`).
public struct FlowCoverage: Sendable, Equatable {
    /// The ids of the scenes shown.
    public package(set) var scenes: Set<String> = []
    /// The segues taken, as `SCENE SEGUE`.
    public package(set) var segues: Set<String> = []
    /// The actions performed without an error, as `SCENE ACTION`.
    public package(set) var actions: Set<String> = []
    /// The actions the scenes shown offered, performed or not, as `SCENE ACTION`.
    public package(set) var actionsOffered: Set<String> = []
    /// The outcome of each guard checked, as `SCENE SEGUE CONDITION OUTCOME`, where OUTCOME is
    /// `held`, `refused` or `redirected`.
    public package(set) var guards: Set<String> = []
    /// Why a segue or an action was refused (its latest refusal), by `SCENE SEGUE` or
    /// `SCENE ACTION`.
    public package(set) var refusals: [String: String] = [:]

    /// Nothing exercised yet.
    public init() {}

    /// Adds what `other` exercised.
    package mutating func merge(_ other: FlowCoverage) {
        scenes.formUnion(other.scenes)
        segues.formUnion(other.segues)
        actions.formUnion(other.actions)
        actionsOffered.formUnion(other.actionsOffered)
        guards.formUnion(other.guards)
        refusals.merge(other.refusals) { _, new in new }
    }

    /// Whether nothing was exercised.
    package var isEmpty: Bool { self == FlowCoverage() }
}

extension FlowCoverage: Codable {
    /// What a report file says it is, so that another JSON file is not taken for one.
    package static let format = "scenes-flow-coverage"

    private enum CodingKeys: String, CodingKey {
        case format, version, scenes, segues, actions, actionsOffered, guards, refusals
    }

    /// Reads a report written by ``encode(to:)``.
    /// - Throws: `DecodingError` for anything else, a report of another format or version included.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decode(String.self, forKey: .format) == Self.format,
            try container.decode(Int.self, forKey: .version) == 1
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container, debugDescription: "not a flow coverage report of version 1")
        }
        scenes = Set(try container.decode([String].self, forKey: .scenes))
        segues = Set(try container.decode([String].self, forKey: .segues))
        actions = Set(try container.decode([String].self, forKey: .actions))
        actionsOffered = Set(try container.decode([String].self, forKey: .actionsOffered))
        guards = Set(try container.decode([String].self, forKey: .guards))
        refusals = try container.decode([String: String].self, forKey: .refusals)
    }

    /// Writes the report with its format and version, every list sorted.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(1, forKey: .version)
        try container.encode(scenes.sorted(), forKey: .scenes)
        try container.encode(segues.sorted(), forKey: .segues)
        try container.encode(actions.sorted(), forKey: .actions)
        try container.encode(actionsOffered.sorted(), forKey: .actionsOffered)
        try container.encode(guards.sorted(), forKey: .guards)
        try container.encode(refusals, forKey: .refusals)
    }
}
