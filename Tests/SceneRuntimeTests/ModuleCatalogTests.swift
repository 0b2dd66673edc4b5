import Testing

@testable import SceneRuntime

/// Module names are checked in one place, whichever way a module comes: registered, opened from a
/// plugin or read from a manifest.
struct ModuleCatalogTests {
    static func offer(_ name: String) -> ModuleOffer {
        ModuleOffer(name: name, routes: ["Go"], routesEverySegue: false, actionDescriptors: [])
    }

    @Test func aNameMustBeAnIdentifierNotTakenAndGivenOnce() {
        var catalog = ModuleCatalog()
        #expect(catalog.refusal(of: ["Contacts", "Notes"]) == nil)
        catalog.add(Self.offer("Contacts"))
        #expect(catalog.refusal(of: ["Contacts"]) == .duplicateModule("Contacts"))
        #expect(catalog.refusal(of: ["Notes", "Notes"]) == .duplicateModule("Notes"))
        #expect(catalog.refusal(of: ["Notes", "9lives"]) == .invalidModuleName("9lives"))
        #expect(catalog.refusal(of: []) == nil)
    }

    @Test func addingAnotherCatalogKeepsWhatIsThere() {
        var registered = ModuleCatalog()
        registered.add(Self.offer("Contacts"))
        var declared = ModuleCatalog()
        declared.add(ModuleOffer(name: "Contacts", routes: [], routesEverySegue: true, actionDescriptors: []))
        declared.add(Self.offer("Quiz"))
        let merged = registered.adding(declared)
        #expect(merged.names == ["Contacts", "Quiz"])
        #expect(merged["Contacts"]?.routesEverySegue == false)
    }

    @Test func anOfferKnowsWhichRoutesDoNotDeclareWhatTheyWrite() {
        let offer = ModuleOffer(
            name: "List", routes: ["Open", "Add"], routesEverySegue: false, routeWrites: ["Open": ["id"]],
            actionDescriptors: [])
        #expect(!offer.writesUndeclared("Open"))
        #expect(offer.writesUndeclared("Add"))
        #expect(!offer.writesUndeclared("Gone"))
        let menu = ModuleOffer(name: "Menu", routes: [], routesEverySegue: true, actionDescriptors: [])
        #expect(!menu.writesUndeclared("Anything"))
    }
}
