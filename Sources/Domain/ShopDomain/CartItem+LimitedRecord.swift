import SceneStore

extension CartItem: LimitedRecord {
    /// The most lines a cart holds.
    public static let maximumCount = 100
    /// The cart, in a message.
    public static let collectionName = "the cart"
    /// The longest item name, in characters.
    public static let maximumNameLength = 100

    /// A name longer than its limit.
    public var overLimit: OverLimit? {
        OverLimit.length(of: name, "an item's name", atMost: Self.maximumNameLength)
    }
}
