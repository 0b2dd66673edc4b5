/// What a scene module declares it takes and offers, without the code that reads and writes
/// its DataStore: what the storyboard loader checks segues against, what `scenes list` shows,
/// and what a plugin's manifest records.
///
/// ```swift
/// let interface = registry.interface(ofModule: "ShowContact") ?? .empty
/// if let input = interface.input(named: "contactID") {
///     print(input.type, input.isRequired)    // integer true
/// }
/// ```
public struct SceneInterface: Sendable, Hashable {
    /// An input: a value the scene accepts when it is built (or, on an unwind, when it is returned
    /// to).
    public struct Input: Sendable, Hashable {
        /// The input's name, an identifier; the key of a segue's `pass` map.
        public let name: String
        /// The input's type.
        public let type: SceneValueType
        /// Whether every segue that builds the scene must pass it.
        public let isRequired: Bool
        /// The value written when no segue passes the input, if the module gives one.
        public let defaultValue: SceneValue?
        /// Whether a link (`goto`, `--goto`) may give the input. An optional input a scene shows
        /// in the app's own voice (a notice passed back by a scene it led to) is declared not
        /// linkable: a link giving it is refused, and `link` leaves it out.
        public let isLinkable: Bool

        /// Creates an input declaration.
        public init(
            name: String, type: SceneValueType, isRequired: Bool, defaultValue: SceneValue? = nil,
            isLinkable: Bool = true
        ) {
            self.name = name
            self.type = type
            self.isRequired = isRequired
            self.defaultValue = defaultValue
            self.isLinkable = isLinkable || isRequired
        }
    }

    /// An output: a value the scene offers to the segues that leave it.
    public struct Output: Sendable, Hashable {
        /// The output's name, an identifier; what a segue's `from` names.
        public let name: String
        /// The output's type.
        public let type: SceneValueType

        /// Creates an output declaration.
        public init(name: String, type: SceneValueType) {
            self.name = name
            self.type = type
        }
    }

    /// The inputs, in declaration order.
    public let inputs: [Input]
    /// The outputs, in declaration order.
    public let outputs: [Output]

    /// A module that declares nothing: it takes no input and offers no output.
    public static let empty = SceneInterface(inputs: [], outputs: [])

    /// Creates an interface.
    public init(inputs: [Input], outputs: [Output]) {
        self.inputs = inputs
        self.outputs = outputs
    }

    /// The input with the given name.
    public func input(named name: String) -> Input? {
        inputs.first { $0.name == name }
    }

    /// The output with the given name.
    public func output(named name: String) -> Output? {
        outputs.first { $0.name == name }
    }
}
