/// A string the scanner has read: where its content is in the input. A plain value, so that
/// reading keys and values costs no reference counting.
struct JSONStringToken {
    /// The offset of the content's first byte, after the opening quote.
    let start: Int
    /// The offset of the closing quote.
    let end: Int
    /// Whether the string holds escapes: its bytes then differ from its text.
    let escaped: Bool
}
