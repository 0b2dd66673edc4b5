/// One output of a scene: a DataStore property, read by key path, that the segues leaving the
/// scene may pass on (an unwind's results are outputs flowing back).
///
/// An optional property that holds `nil` has no value: a segue passing it to a required input
/// fails, to an optional input passes "nothing".
///
/// ```swift
/// SceneOutput("selectedContactID", \.selectedContactID)   // var selectedContactID: Int?
/// ```
@MainActor public struct SceneOutput<Store: AnyObject> {
    let declaration: SceneInterface.Output
    let read: @MainActor (Store) -> SceneValue?
    /// The property it reads, to tell whether it carries an input's value onward.
    var keyPath: AnyKeyPath?

    /// An output that always has a value.
    public init<Value: SceneValueConvertible>(_ name: String, _ keyPath: KeyPath<Store, Value>) {
        declaration = .init(name: name, type: Value.sceneValueType)
        read = { store in store[keyPath: keyPath].sceneValue }
        self.keyPath = keyPath
    }

    /// An output that has no value while the property is `nil`.
    public init<Value: SceneValueConvertible>(_ name: String, _ keyPath: KeyPath<Store, Value?>) {
        declaration = .init(name: name, type: Value.sceneValueType)
        read = { store in store[keyPath: keyPath]?.sceneValue }
        self.keyPath = keyPath
    }

    /// An output of any declaration with its own reading, for test stand-ins.
    package init(declaration: SceneInterface.Output, read: @escaping @MainActor (Store) -> SceneValue?) {
        self.declaration = declaration
        self.read = read
    }
}
