/// A named condition that guards in the storyboard refer to (`signedIn`), registered by a module.
///
/// ```swift
/// public static let module = SceneModule(name: "Login") { context in ... }
///     .adding(conditions: [
///         SceneCondition("signedIn") { environment in
///             AccountsWorker(dataDirectory: environment.dataDirectory).signedInUser != nil
///         }
///     ])
/// ```
///
/// The predicate is asked whenever a guard naming the condition is checked; it should be quick
/// and must not navigate.
public struct SceneCondition: Sendable {
    /// The name guards use, an identifier, unique among the registered conditions.
    public let name: String
    let predicate: @MainActor @Sendable (SceneEnvironment) -> Bool

    /// Creates a condition.
    /// - Parameters:
    ///   - name: The name guards use, an identifier.
    ///   - holds: Whether the condition holds now, in the running app's environment.
    public init(_ name: String, holds: @escaping @MainActor @Sendable (SceneEnvironment) -> Bool) {
        self.name = name
        self.predicate = holds
    }

    /// Whether the condition holds now.
    @MainActor public func holds(in environment: SceneEnvironment) -> Bool {
        predicate(environment)
    }
}
