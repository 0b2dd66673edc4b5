import SceneRuntime

/// The checks of the `FuzzTypeSpelling` libFuzzer target (`.ci/fuzz` builds and runs it). Each
/// input is read as a type's spelling (`[[integer]]`): no input may crash or hang the reader; a
/// type read is spelt back as the input; a refusal says why, and too deep a nesting is refused as
/// such.
package enum TypeSpellingFuzzing {
    /// Reads `bytes` (as UTF-8, invalid bytes replaced) as a type's spelling and traps if the
    /// reader breaks a promise.
    package static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let type = try SceneValueType(parsing: text)
            precondition(type.description == text, "\(text.debugDescription) read as \(type)")
            precondition(SceneValueType(spelling: type.description) == type, "\(type) does not read back")
        } catch {
            precondition(SceneValueType(spelling: text) == nil, "\(text.debugDescription) refused, then read")
            let message = error.description
            precondition(!message.isEmpty, "an empty message for \(text.debugDescription)")
            precondition(message.count <= 1_000, "a message of \(message.count) characters for a type")
            let opening = text.utf8.prefix { $0 == UInt8(ascii: "[") }.count
            if case .tooDeep = error {
                precondition(
                    opening > SceneValueType.maximumNesting, "\(text.debugDescription) is not too deep")
            } else {
                precondition(opening <= SceneValueType.maximumNesting, "\(text.debugDescription) is too deep")
            }
        }
    }
}
