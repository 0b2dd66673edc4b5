public import FoundationEssentials

/// A Swift type that a scene input or output can have: it names its ``SceneValueType`` and
/// converts to and from ``SceneValue``.
///
/// ```swift
/// extension OrderNumber: SceneValueConvertible {    // struct OrderNumber { var value: Int }
///     static var sceneValueType: SceneValueType { .integer }
///     var sceneValue: SceneValue { .integer(value) }
///     init?(sceneValue: SceneValue) {
///         guard case .integer(let value) = sceneValue else { return nil }
///         self.init(value: value)
///     }
/// }
/// ```
///
/// The runtime conforms `String` (text), `Int` (integer), `Decimal` (decimal), `Bool` (boolean),
/// `Date` (date), ``SceneIdentifier`` and `UUID` (identifier), and arrays of any of them (lists).
/// An optional property makes an optional input (see ``SceneInput``). A type of your own can
/// conform by mapping to one of these, such as an id wrapper to `.integer`.
public protocol SceneValueConvertible {
    /// The type of the values, as declared to the storyboard.
    static var sceneValueType: SceneValueType { get }
    /// The Swift value of a scene value of ``sceneValueType``; `nil` for any other value.
    init?(sceneValue: SceneValue)
    /// The scene value of this Swift value; it has type ``sceneValueType``.
    var sceneValue: SceneValue { get }
}

extension String: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .text }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .text(let text) = sceneValue else { return nil }
        self = text
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .text(self) }
}

extension Int: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .integer }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .integer(let integer) = sceneValue else { return nil }
        self = integer
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .integer(self) }
}

extension Decimal: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .decimal }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .decimal(let decimal) = sceneValue else { return nil }
        self = decimal
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .decimal(self) }
}

extension Bool: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .boolean }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .boolean(let boolean) = sceneValue else { return nil }
        self = boolean
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .boolean(self) }
}

extension Date: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .date }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .date(let date) = sceneValue else { return nil }
        self = date
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .date(self) }
}

extension SceneIdentifier: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .identifier }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .identifier(let identifier) = sceneValue else { return nil }
        self = identifier
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .identifier(self) }
}

extension UUID: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .identifier }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .identifier(let identifier) = sceneValue, let uuid = UUID(uuidString: identifier.rawValue)
        else { return nil }
        self = uuid
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .identifier(SceneIdentifier(stringLiteral: uuidString)) }
}

extension Array: SceneValueConvertible where Element: SceneValueConvertible {
    /// The type these values are declared as.
    public static var sceneValueType: SceneValueType { .list(of: Element.sceneValueType) }
    /// The value of a scene value of ``sceneValueType``; `nil` for any other.
    public init?(sceneValue: SceneValue) {
        guard case .list(let elements) = sceneValue,
            let converted = elements.mapAll(Element.init(sceneValue:))
        else { return nil }
        self = converted
    }
    /// The value as a scene value.
    public var sceneValue: SceneValue { .list(map(\.sceneValue)) }
}
