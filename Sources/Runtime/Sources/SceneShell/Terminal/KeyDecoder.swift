/// Decodes terminal input bytes into keys: control characters, UTF-8 text, the VT100/xterm
/// escape sequences for arrows, Home, End and Delete, the arrows with Ctrl or Alt (a modifier
/// parameter, `Esc [ 1 ; 5 D`), and Alt with a key (`Esc b`, `Esc` Backspace). Garbage decodes to `.unknown` keys and never
/// swallows the key after it: a byte that cannot continue a sequence is put back and read again.
enum KeyDecoder {
    /// Reads one key. `read` returns the next byte, or `nil` at end of input; `readSoon` returns
    /// the next byte of an escape sequence if one arrives soon, so a lone Esc does not hang;
    /// `unread` puts back the byte just read. Returns `nil` at end of input.
    static func next(read: () -> UInt8?, readSoon: () -> UInt8?, unread: () -> Void) -> Key? {
        guard let byte = read() else { return nil }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x1B: return escapeSequence(readSoon: readSoon, unread: unread)
        case 0x01...0x1A: return .control(Character(UnicodeScalar(byte - 1 + UInt8(ascii: "a"))))
        case 0x00..<0x20: return .unknown
        case 0x20..<0x80: return .text(String(UnicodeScalar(byte)))
        default: return utf8Character(lead: byte, read: read, unread: unread)
        }
    }

    private static func escapeSequence(readSoon: () -> UInt8?, unread: () -> Void) -> Key {
        guard let introducer = readSoon() else { return .escape }
        switch introducer {
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            break
        case 0x7F, 0x08:
            return .altBackspace
        case 0x20...0x7E:
            // Alt and a key; letters in either case, as readline takes them.
            return .alt(Character(UnicodeScalar(introducer)).lowercased().first ?? " ")
        default:
            unread()  // a control key or another Esc is a key of its own
            return .unknown
        }
        // The first parameter, and the second, the modifier: 1 + 1 for Shift, 2 for Alt, 4 for Ctrl.
        var parameters = [0, 0]
        var index = 0
        while let byte = readSoon() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if index < parameters.count {
                    parameters[index] = min(parameters[index] * 10 + Int(byte - UInt8(ascii: "0")), 1000)
                }
            case UInt8(ascii: ";"):
                index = min(index + 1, parameters.count)
            case 0x20...0x3F:
                continue  // other parameter and intermediate bytes
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return byWord(modifier: parameters[1]) ? .wordRight : .right
            case UInt8(ascii: "D"): return byWord(modifier: parameters[1]) ? .wordLeft : .left
            // rxvt's Ctrl-Right and Ctrl-Left.
            case UInt8(ascii: "c") where introducer == UInt8(ascii: "O"): return .wordRight
            case UInt8(ascii: "d") where introducer == UInt8(ascii: "O"): return .wordLeft
            case UInt8(ascii: "H"): return .home
            case UInt8(ascii: "F"): return .end
            case UInt8(ascii: "~"):
                switch parameters[0] {
                case 1, 7: return .home
                case 4, 8: return .end
                case 3: return .delete
                default: return .unknown
                }
            case 0x40...0x7E:
                return .unknown  // the end of a sequence this editor does not handle
            default:
                unread()  // a key cut the sequence short
                return .unknown
            }
        }
        return .unknown
    }

    /// Whether an arrow's modifier parameter holds Ctrl or Alt: then it moves by words.
    private static func byWord(modifier: Int) -> Bool {
        modifier > 1 && (modifier - 1) & 0b110 != 0
    }

    private static func utf8Character(lead: UInt8, read: () -> UInt8?, unread: () -> Void) -> Key {
        let length =
            switch lead {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return .unknown }
        var bytes = [lead]
        for _ in 1..<length {
            guard let byte = read() else { return .unknown }
            guard byte & 0xC0 == 0x80 else {
                unread()  // the start of the next key
                return .unknown
            }
            bytes.append(byte)
        }
        // C1 control characters (U+0080 to U+009F) would drive the terminal when echoed.
        guard let text = String(validating: bytes, as: UTF8.self),
            text.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
        else { return .unknown }
        return .text(text)
    }
}
