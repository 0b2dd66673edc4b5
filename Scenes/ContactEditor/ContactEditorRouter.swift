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
    /// The contact handed to the list or the detail is for a notice shown once; either built
    /// again reads its contacts from the store.
    static let routeWrites: [SegueIdentifier: [String]] = [.save: []]

    func routeToSave() throws {
        try context.performSegue(SegueIdentifier.save)
    }

    /// Hands a new contact to the list, and a changed one to its detail (to which the storyboard
    /// passes back the id), each for a notice shown once.
    func routeToSave(_ segue: Segue) throws {
        switch dataStore.purpose {
        case .newContact:
            let destination = try segue.destinationDataStore(as: (any ContactListDataStore).self)
            destination.addedContact = dataStore.savedContact
        case .changeContact:
            // The notice is the detail's to show when it takes one: a detail that does not (a
            // stand-in) still gets the id the storyboard passes back.
            (try? segue.destinationDataStore(as: (any ContactDetailDataStore).self))?.savedContact =
                dataStore.savedContact
        }
    }
}
