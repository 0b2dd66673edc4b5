/// Objects that several scenes of one app share, such as a coordinator: kept by the navigator,
/// one per type, so that the scenes it serves reach the same one without a static singleton, and
/// each navigator (each test's) has its own.
extension Navigator {
    /// The app's one object of type `type`, made by `make` the first time it is asked for and kept
    /// as long as the navigator lives.
    ///
    /// A coordinator that serves several scenes is reached this way from each one's configurator
    /// (``SceneContext/shared(_:make:)``). Objects are told apart by their type: a type of a
    /// module linked into both the app and a plugin exists twice, and each side then has its own.
    public func shared<Object: AnyObject>(_ type: Object.Type, make: () throws -> Object) rethrows -> Object {
        let key = ObjectIdentifier(type)
        if let object = sharedObjects[key] as? Object { return object }
        let object = try make()
        sharedObjects[key] = object
        return object
    }
}

extension SceneContext {
    /// The app's one object of type `type` (a coordinator its scenes share), made by `make` the
    /// first time a scene asks for it and kept by the navigator, so that every scene of the app
    /// gets the same one without a static singleton (``Navigator/shared(_:make:)``):
    ///
    /// ```swift
    /// let coordinator = context.shared(CheckoutCoordinator.self) { CheckoutCoordinator() }
    /// ```
    ///
    /// A context kept after its navigator is gone has no app to share with: it makes a new object
    /// each time.
    public func shared<Object: AnyObject>(_ type: Object.Type, make: () throws -> Object) rethrows -> Object {
        guard let navigator else { return try make() }
        return try navigator.shared(type, make: make)
    }
}
