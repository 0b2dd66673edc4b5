/// One input of a scene, bound to a property of its DataStore by key path.
///
/// The property's type gives the input's type (see ``SceneValueConvertible``). A non-optional
/// property is a required input; with `default:` it is optional and gets that value when no
/// segue passes it; an optional property is an optional input, `nil` when none does.
///
/// ```swift
/// SceneInput("contactID", \.contactID)            // var contactID = 0       required integer
/// SceneInput("mode", \.mode, default: "view")     // var mode = "view"       text, default "view"
/// SceneInput("note", \.note)                      // var note: String?       optional text
/// ```
///
/// An optional input is given by segues and by links alike. One that the scene shows as the app's
/// own words (a notice a scene it led to passes back) is declared `linkable: false`: a link that
/// gives it is refused (anyone can send a link), and `link` leaves it out.
///
/// ```swift
/// SceneInput("notice", \.notice, default: "", linkable: false)
/// ```
@MainActor public struct SceneInput<Store: AnyObject> {
    let declaration: SceneInterface.Input
    /// Writes a value of the declared type, or `nil` for "not given" into an optional property;
    /// `false` if the value cannot be written.
    let write: @MainActor (Store, SceneValue?) -> Bool
    /// The property's current value; `nil` if it is an optional property holding `nil`.
    let read: @MainActor (Store) -> SceneValue?
    /// The property it is bound to, to tell which output carries the input's value onward.
    var keyPath: AnyKeyPath?

    /// A required input.
    public init<Value: SceneValueConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Store, Value>
    ) {
        declaration = .init(name: name, type: Value.sceneValueType, isRequired: true)
        write = { store, value in
            guard let value, let typed = Value(sceneValue: value) else { return false }
            store[keyPath: keyPath] = typed
            return true
        }
        read = { store in store[keyPath: keyPath].sceneValue }
        self.keyPath = keyPath
    }

    /// An optional input written with `defaultValue` when no segue passes it.
    /// - Parameters:
    ///   - name: The input's name, the key of a segue's `pass` map.
    ///   - keyPath: The DataStore property it is written to.
    ///   - defaultValue: The value written when no segue passes it.
    ///   - linkable: Whether a link may give it (see ``SceneInterface/Input/isLinkable``).
    public init<Value: SceneValueConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Store, Value>, default defaultValue: Value,
        linkable: Bool = true
    ) {
        declaration = .init(
            name: name, type: Value.sceneValueType, isRequired: false, defaultValue: defaultValue.sceneValue,
            isLinkable: linkable)
        write = { store, value in
            guard let typed = Value(sceneValue: value ?? defaultValue.sceneValue) else { return false }
            store[keyPath: keyPath] = typed
            return true
        }
        read = { store in store[keyPath: keyPath].sceneValue }
        self.keyPath = keyPath
    }

    /// An optional input, `nil` when no segue passes it.
    /// - Parameters:
    ///   - name: The input's name, the key of a segue's `pass` map.
    ///   - keyPath: The DataStore property it is written to.
    ///   - linkable: Whether a link may give it (see ``SceneInterface/Input/isLinkable``).
    public init<Value: SceneValueConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Store, Value?>, linkable: Bool = true
    ) {
        declaration = .init(name: name, type: Value.sceneValueType, isRequired: false, isLinkable: linkable)
        write = { store, value in
            guard let value else {
                store[keyPath: keyPath] = nil
                return true
            }
            guard let typed = Value(sceneValue: value) else { return false }
            store[keyPath: keyPath] = typed
            return true
        }
        read = { store in store[keyPath: keyPath]?.sceneValue }
        self.keyPath = keyPath
    }

    /// An input of any declaration with its own reading and writing, for test stand-ins.
    package init(
        declaration: SceneInterface.Input, read: @escaping @MainActor (Store) -> SceneValue?,
        write: @escaping @MainActor (Store, SceneValue?) -> Bool
    ) {
        self.declaration = declaration
        self.read = read
        self.write = write
    }
}
