/// The navigation state encodes as one string, its JSON form (``json``): whatever the coder, the
/// state is written and read as `stack.json` holds it, with the same checks on the way in.
extension NavigationState: Codable {
    /// Encodes ``json`` as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(json)
    }

    /// Decodes a state that ``encode(to:)`` wrote.
    /// - Throws: `DecodingError.dataCorrupted` with the ``JSONError`` that says why the string is
    ///   not a state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            try self.init(json: Array(try container.decode(String.self).utf8))
        } catch let error as JSONError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
        }
    }
}
