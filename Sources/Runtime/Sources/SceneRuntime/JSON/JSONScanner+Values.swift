/// Whole values: read as a tree, or skipped.
extension JSONScanner {
    /// Reads the next value as a tree.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error(.expectedValue(found: .endOfFile)) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            var object = try beginObject()
            var members: [JSONMember] = []
            members.reserveCapacity(4)
            // Each key's first offset, when keys must be unique: hashed, so that an object of many
            // keys is read in linear time.
            var firstOffsets: [String: Int] = [:]
            while let (key, keyOffset) = try nextKey(in: &object) {
                let name = text(of: key)
                if uniqueKeys {
                    if let first = firstOffsets[name] {
                        throw JSONSyntaxError(
                            offset: keyOffset, reason: .duplicateKey(name, firstOffset: first))
                    }
                    firstOffsets[name] = keyOffset
                }
                members.append(JSONMember(key: name, keyOffset: keyOffset, value: try parseValue()))
            }
            return JSONValue(kind: .object(members), offset: start)
        case UInt8(ascii: "["):
            var array = try beginArray()
            var elements: [JSONValue] = []
            elements.reserveCapacity(8)
            while try nextElement(in: &array) { elements.append(try parseValue()) }
            return JSONValue(kind: .array(elements), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(text(ofNumber: try scanNumber())), offset: start)
        case let byte where Self.isWordByte(byte):
            return JSONValue(kind: try parseLiteral(), offset: start)
        default:
            throw error(.expectedValue(found: token(at: index)))
        }
    }

    /// Reads the next value, checking it as ``parseValue()`` does but keeping nothing of it.
    mutating func skipValue() throws(JSONSyntaxError) -> Shape {
        guard index < bytes.count else { throw error(.expectedValue(found: .endOfFile)) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            var object = try beginObject()
            while try nextKey(in: &object) != nil { _ = try skipValue() }
            return .object
        case UInt8(ascii: "["):
            var array = try beginArray()
            while try nextElement(in: &array) { _ = try skipValue() }
            return .array
        case UInt8(ascii: "\""):
            _ = try scanString()
            return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try scanNumber())
        case let byte where Self.isWordByte(byte):
            switch try parseLiteral() {
            case .bool(let value): return .bool(value)
            default: return .null
            }
        default:
            throw error(.expectedValue(found: token(at: index)))
        }
    }

    /// How a skipped value is named in messages: "a string", "an array", ...
    func describe(_ shape: Shape) -> String {
        switch shape {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let range): "the number \(abbreviated(text(ofNumber: range)))"
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }
}
