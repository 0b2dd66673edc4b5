extension SegueDescriptor {
    /// One entry of a segue's `pass` map (storyboard version 2): an input of the segue's
    /// destination and where its value comes from.
    ///
    /// For an unwind the destination is the scene returned to, and outputs of the scene being left
    /// flow into its inputs.
    public struct Pass: Sendable, Hashable, CustomStringConvertible {
        /// Where a passed value comes from.
        public enum Source: Sendable, Hashable {
            /// An output of the scene the segue leaves (`{ "from": "selectedContactID" }`).
            case output(String)
            /// A constant (`{ "value": "edit" }`), as its JSON literal reads; converted to the
            /// input's type (see ``SceneValue/converted(to:)``) when passed.
            case value(SceneValue)
        }

        /// The name of the destination's input.
        public let input: String
        /// Where its value comes from.
        public let source: Source

        /// Creates a pass entry.
        public init(input: String, source: Source) {
            self.input = input
            self.source = source
        }

        /// The entry as `scenes list` and `graph` show it: `contactID <- selectedContactID`, or
        /// `mode = "edit"` for a constant.
        public var description: String {
            switch source {
            case .output(let output): "\(input) <- \(output)"
            case .value(let value): "\(input) = \(value.json)"
            }
        }
    }
}

/// The former name of ``SegueDescriptor/Pass``.
@available(*, deprecated, renamed: "SegueDescriptor.Pass")
public typealias SeguePass = SegueDescriptor.Pass
