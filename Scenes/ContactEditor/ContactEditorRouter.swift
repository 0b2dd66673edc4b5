import ContactsDomain
import SceneRuntime

protocol ContactEditorRoutingLogic {
    func routeToSave() throws
}

/// Leaves by the scene's `Save` segue once the contact is saved: a new contact unwinds to the
/// list, which this route hands the contact; a change unwinds to the contact's detail, to which
/// the storyboard passes back the id. The module serves two storyboard scenes whose `Save` goes
/// to different destinations, so its edge is named after the segue: `routeToSave`.
final class ContactEditorRouter: SceneRouterBase<any ContactEditorDataStore>, SceneRouter,
    ContactEditorRoutingLogic
{
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case save = "Save"
    }

    static let routes: RouteTable<ContactEditorRouter> = [
        .save: { router, segue in try router.routeToSave(segue) }
    ]
    /// The contact handed to the list is for a notice shown once; the list built again reads its
    /// contacts from the store.
    static let routeWrites: [SegueIdentifier: [String]] = [.save: []]

    func routeToSave() throws {
        try context.performSegue(SegueIdentifier.save)
    }

    /// Hands a new contact to the list; a change needs nothing more than what the storyboard passes.
    func routeToSave(_ segue: Segue) throws {
        guard dataStore.purpose == .newContact else { return }
        let destination = try segue.destinationDataStore(as: (any ContactListDataStore).self)
        destination.addedContact = dataStore.savedContact
    }
}
