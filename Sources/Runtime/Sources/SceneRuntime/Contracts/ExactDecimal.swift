import FoundationEssentials

/// Reads decimal numbers from text only when `Decimal` holds them exactly: the one place where a
/// link, a JSON value (a resumed stack, a storyboard's constant, a manifest) or an action argument
/// becomes a decimal. `Decimal` is a 128-bit mantissa (38 significant digits, 39 below 2^128)
/// times a power of ten from -128 to 127; a number beyond that is refused, never rounded.
///
/// The literal is read as its digits and its power of ten, written out in full without an
/// exponent (Foundation's parser refuses some exponents whose values `Decimal` holds, `1e128`), and
/// accepted only if the decimal read prints exactly those digits and that power.
enum ExactDecimal {
    /// The significant digits every decimal keeps.
    static let maximumDigits = 38

    /// What a decimal can hold, for messages.
    static let limits =
        "at most \(maximumDigits) significant digits, none past the 128th decimal place, and a size up to 3.4e165"

    /// The decimal a number literal (`-?DIGITS(.DIGITS)?([eE][+-]?DIGITS)?`, JSON's or a link's)
    /// stands for, or `nil` if it is not such a literal or `Decimal` cannot hold its value exactly.
    static func decimal(_ literal: some StringProtocol) -> Decimal? {
        guard let written = Normalized(literal: literal) else { return nil }
        if written.digits.isEmpty { return Decimal() }
        guard written.digits.count <= maximumDigits + 1,
            (-128...127 + maximumDigits + 1).contains(written.exponent)
        else { return nil }
        let zero = UInt8(ascii: "0")
        var plain: [UInt8] = written.negative ? [UInt8(ascii: "-")] : []
        if written.exponent >= 0 {
            plain += written.digits + [UInt8](repeating: zero, count: written.exponent)
        } else if written.digits.count + written.exponent > 0 {
            let point = written.digits.count + written.exponent
            plain += written.digits[..<point] + [UInt8(ascii: ".")] + written.digits[point...]
        } else {
            plain += [zero, UInt8(ascii: ".")]
            plain +=
                [UInt8](repeating: zero, count: -(written.digits.count + written.exponent)) + written.digits
        }
        guard
            let decimal = Decimal(
                string: String(decoding: plain, as: UTF8.self), locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        guard !decimal.isNaN, Normalized(literal: decimal.description) == written else { return nil }
        return decimal
    }

    /// Whether `literal` is a number literal whose value `Decimal` cannot hold exactly (too many
    /// significant digits, or too large or too small): the case a message words with ``limits``.
    static func isInexact(_ literal: some StringProtocol) -> Bool {
        Normalized(literal: literal) != nil && decimal(literal) == nil
    }

    /// A number as its significant digits and the power of ten of the last one: `-12.50` is
    /// (negative, "125", -1), `0` is (positive, "", 0).
    private struct Normalized: Equatable {
        var negative = false
        var digits: [UInt8] = []
        var exponent = 0

        init?(literal: some StringProtocol) {
            var bytes = Array(literal.utf8)[...]
            if bytes.first == UInt8(ascii: "-") {
                negative = true
                bytes = bytes.dropFirst()
            }
            var fractionDigits = 0
            var seenPoint = false
            var seenDigit = false
            while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if byte == UInt8(ascii: ".") {
                    guard !seenPoint else { return nil }
                    seenPoint = true
                } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    seenDigit = true
                    if seenPoint { fractionDigits += 1 }
                    if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte) }
                } else {
                    return nil
                }
            }
            guard seenDigit else { return nil }
            var power = 0
            if !bytes.isEmpty {
                // An exponent: beyond nine digits it is out of any decimal's range, and kept at a
                // billion so that the arithmetic below cannot overflow.
                var exponentDigits = bytes.dropFirst()
                var exponentNegative = false
                if let sign = exponentDigits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    exponentNegative = sign == UInt8(ascii: "-")
                    exponentDigits = exponentDigits.dropFirst()
                }
                let significant = exponentDigits.drop { $0 == UInt8(ascii: "0") }
                guard !exponentDigits.isEmpty,
                    exponentDigits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                else { return nil }
                power =
                    significant.count > 9
                    ? 1_000_000_000 : significant.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                if exponentNegative { power = -power }
            }
            exponent = power - fractionDigits
            while digits.last == UInt8(ascii: "0") {
                digits.removeLast()
                exponent += 1
            }
            if digits.isEmpty {
                negative = false
                exponent = 0
            }
        }
    }
}
