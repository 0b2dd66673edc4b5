/// Every module known, by name: registered, opened from a plugin, or read from a plugin's
/// manifest. The one place module names are checked, whichever way a module comes.
package struct ModuleCatalog: Sendable {
    /// What each module offers, by name.
    package private(set) var offers: [String: ModuleOffer] = [:]

    /// What the module `name` offers; `nil` for an unknown module.
    package subscript(name: String) -> ModuleOffer? { offers[name] }

    /// The names of the modules, sorted.
    package var names: [String] { offers.keys.sorted() }

    /// Why modules named `names` cannot join: a name that is not an identifier, one already in
    /// the catalog, or one given twice; `nil` when they all can.
    func refusal(of names: [String]) -> SceneRegistry.RegistrationError? {
        // A plugin has a few modules: a list is enough, and a first `Set<String>` in the process
        // would cost more than the rest of the check.
        var seen: [String] = []
        for name in names {
            guard Names.isIdentifier(name) else { return .invalidModuleName(name) }
            guard offers[name] == nil, !seen.contains(name) else { return .duplicateModule(name) }
            seen.append(name)
        }
        return nil
    }

    /// Adds `offer`, replacing a module of the same name.
    mutating func add(_ offer: ModuleOffer) {
        offers[offer.name] = offer
    }

    /// Takes the module `name` out.
    mutating func remove(_ name: String) {
        offers[name] = nil
    }

    /// The catalog with the modules of `other` that it lacks.
    func adding(_ other: ModuleCatalog) -> ModuleCatalog {
        var merged = self
        for (name, offer) in other.offers where merged.offers[name] == nil { merged.offers[name] = offer }
        return merged
    }
}
