/// Reading the values of the small trees (`pass`, `guards`, `container`'s parts): an object's
/// known keys, strings, identifiers and arrays, each of the wrong type reported.
extension StoryboardDecoder {
    /// The values of a tree object's known keys, in the order of `keys` (at most eight); reports
    /// unknown, duplicate and missing keys. `nil` if the value is not an object.
    mutating func fields(
        of value: JSONValue, at path: StoryboardPath, keys: [String], required: [String]
    ) -> InlineArray<8, JSONValue?>? {
        guard case .object(let members) = value.kind else {
            report(.wrongType(expected: "an object", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        var found = InlineArray<8, JSONValue?>(repeating: nil)
        var keyOffsets = InlineArray<8, Int>(repeating: -1)
        for member in members {
            guard let slot = keys.firstIndex(of: member.key) else {
                let suggestion = Suggestion.closest(to: member.key, in: keys)
                report(
                    .unknownKey(member.key, allowed: keys, suggestion: suggestion), at: member.keyOffset,
                    path.nesting(member.key))
                continue
            }
            guard keyOffsets[slot] < 0 else {
                report(
                    .duplicateKey(member.key, firstLine: line(of: keyOffsets[slot])), at: member.keyOffset,
                    path.nesting(member.key))
                continue
            }
            found[slot] = member.value
            keyOffsets[slot] = member.keyOffset
        }
        for (slot, key) in keys.enumerated() where found[slot] == nil && required.contains(key) {
            report(.missingKey(key), at: value.offset, path)
        }
        return found
    }

    mutating func string(_ value: JSONValue, at path: StoryboardPath) -> String? {
        guard case .string(let text) = value.kind else {
            report(.wrongType(expected: "a string", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        return text
    }

    mutating func identifier(_ value: JSONValue, at path: StoryboardPath, role: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard Names.isIdentifier(text) else {
            report(.invalidIdentifier(text, role: role), at: value.offset, path)
            return nil
        }
        return text
    }

    mutating func array(_ value: JSONValue, at path: StoryboardPath) -> [JSONValue]? {
        guard case .array(let elements) = value.kind else {
            report(.wrongType(expected: "an array", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        return elements
    }
}
