import SceneStore

extension Contact: LimitedRecord {
    /// The most contacts the contacts book holds.
    public static let maximumCount = 10_000
    /// The contacts book, in a message.
    public static let collectionName = "the contacts book"
    /// The longest name (first or last), in characters.
    public static let maximumNameLength = 100
    /// The longest phone number, in characters.
    public static let maximumPhoneLength = 40
    /// The longest email address, in characters (as the mail standards allow).
    public static let maximumEmailLength = 254

    /// A field longer than its limit.
    public var overLimit: OverLimit? {
        OverLimit.length(of: firstName, "a contact's first name", atMost: Self.maximumNameLength)
            ?? OverLimit.length(of: lastName, "a contact's last name", atMost: Self.maximumNameLength)
            ?? OverLimit.length(of: phone, "a contact's phone", atMost: Self.maximumPhoneLength)
            ?? OverLimit.length(of: email, "a contact's email", atMost: Self.maximumEmailLength)
    }
}
