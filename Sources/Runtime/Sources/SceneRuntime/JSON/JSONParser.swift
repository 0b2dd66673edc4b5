/// A strict RFC 8259 JSON parser that remembers where every value starts.
///
/// Foundation's decoders report neither lines nor duplicate keys, and storyboard diagnostics need
/// both. The syntax is ``JSONScanner``'s: UTF-8 validated, a byte-order mark skipped, nesting
/// deeper than ``maximumDepth`` refused instead of overflowing the stack.
package enum JSONParser {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = JSONScanner.maximumDepth

    /// Parses one JSON document.
    /// - Parameter uniqueKeys: Whether a key given twice in one object is refused
    ///   (``JSONSyntaxError/Reason/duplicateKey(_:firstOffset:)``, at the second one) rather than
    ///   kept for the reader to report, as the storyboard decoder does: for files read with no
    ///   diagnostics of their own (`stack.json`, coverage reports), where either value would be a guess.
    package static func parse(_ input: [UInt8], uniqueKeys: Bool = false) throws(JSONSyntaxError) -> JSONValue
    {
        let result: Result<JSONValue, JSONSyntaxError> = input.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer)
            scanner.uniqueKeys = uniqueKeys
            return Result { () throws(JSONSyntaxError) in
                try scanner.beginDocument()
                let value = try scanner.parseValue()
                try scanner.endDocument()
                return value
            }
        }
        return try result.get()
    }
}
