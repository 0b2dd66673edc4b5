extension SceneRegistry {
    /// Why a module could not be registered or found.
    public enum RegistrationError: Error, Sendable, Equatable {
        /// A module with this name is already registered.
        case duplicateModule(String)
        /// The module name is not an identifier.
        case invalidModuleName(String)
        /// The module's router declares these route identifiers more than once.
        case duplicateRoutes(module: String, routes: [String])
        /// The module's ViewController declares these action names more than once.
        case duplicateActions(module: String, actions: [String])
        /// The module's contract names an input or output that is not an identifier, or declares
        /// one twice (inputs and outputs are named separately).
        case invalidContract(module: String, names: [String])
        /// A condition with this name is already registered.
        case duplicateCondition(String)
        /// The condition name is not an identifier.
        case invalidConditionName(String)
        /// No module with this name is registered.
        case unknownModule(String, known: [String], suggestion: String?)
    }
}

/// The former name of ``SceneRegistry/RegistrationError``.
@available(*, deprecated, renamed: "SceneRegistry.RegistrationError")
public typealias RegistryError = SceneRegistry.RegistrationError
