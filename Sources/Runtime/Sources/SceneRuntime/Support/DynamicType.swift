/// Names the dynamic type of a value for messages, looking through optionals.
enum DynamicType {
    static func name(of value: Any) -> String {
        guard let optional = value as? any OptionalValue else { return String(describing: type(of: value)) }
        guard let wrapped = optional.wrapped else { return "nil" }
        return name(of: wrapped)
    }
}

private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { self.map { $0 } }
}
