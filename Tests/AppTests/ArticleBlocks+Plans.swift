/// How each Swift block of the articles is compiled (see ``ArticleBlocks``): a plan per block, found
/// by its article and first line. A new block without a plan fails `ArticleBlocksTests`.
extension ArticleBlocks {
    /// The fill for a module's `build: { context in ... }`: the namespace's `build(_:)`.
    static let buildFill = ("{ context in ... }", "{ context in try build(context) }")

    /// A stand-in scene's parts, for a block whose module builds a scene the article does not show.
    static let standInBuild = """
            final class PlainViewController: SceneViewController {}
            final class PlainRouter: SceneRouterBase<PlainStore>, SceneRouter {}
            final class PlainStore {}

            static func build(_ context: SceneContext) throws -> (PlainViewController, PlainRouter) {
                (PlainViewController(), PlainRouter(context: context, dataStore: PlainStore()))
            }

        """

    static let plans: [Plan] = writingAScene + gettingStarted + others

    static let writingAScene: [Plan] = [
        Plan(
            article: "WritingAScene", firstLine: "import SceneRuntime", namespace: "WritingASceneRouter",
            context: """
                    struct Contact {}

                    protocol ContactListDataStore: AnyObject {
                        var selectedContact: Contact? { get }
                    }

                    final class ContactListInteractor: ContactListDataStore {
                        var presenter: ContactListPresenter?
                        var selectedContact: Contact?
                    }

                    final class ContactListPresenter {
                        weak var viewController: ContactListViewController?
                    }

                    final class ContactListViewController: SceneViewController {
                        var interactor: ContactListInteractor?
                        var router: ContactListRouter?
                    }

                """),
        Plan(
            article: "WritingAScene", firstLine: "let registry = SceneRegistry()", namespace: "WritingASceneRouter",
            around: """
                    static func registerAndNavigate() throws {
                BLOCK
                    }
                """),
        Plan(
            article: "WritingAScene", firstLine: "static let actions: ActionTable<ContactListViewController> = [",
            namespace: "WritingASceneActions",
            context: """
                    enum ContactList {
                        enum SelectContact {
                            struct Request {
                                let number: Int
                            }
                        }

                        struct ViewModel {
                            struct DisplayedContact {
                                let name: String
                            }

                            var displayedContacts: [DisplayedContact] = []
                            var error: String?
                        }
                    }

                    protocol ContactListBusinessLogic {
                        func selectContact(request: ContactList.SelectContact.Request)
                    }

                    protocol ContactListRoutingLogic {
                        func routeToShowContact() throws
                    }

                """,
            around: """
                final class ContactListViewController: SceneViewController {
                    var interactor: (any ContactListBusinessLogic)?
                    var router: (any ContactListRoutingLogic)?
                    private(set) var displayed = ContactList.ViewModel()

                BLOCK
                }
                """),
        Plan(
            article: "WritingAScene", firstLine: "@Observable final class NoteDetailPresenter: NoteDetailViewOutput {",
            namespace: "WritingASceneObservable",
            context: """
                    struct NoteDetailViewState {
                        var title: String?
                        var date = ""
                        var body = ""
                    }

                    protocol NoteDetailViewOutput: AnyObject {
                        var state: NoteDetailViewState { get }
                    }

                    protocol NoteDetailInteractorInput {}

                """,
            imports: ["Observation", "SceneRuntime"]),
        Plan(
            article: "WritingAScene",
            firstLine: "final class ContactListViewController: SceneViewController, ContactListDisplayLogic {",
            namespace: "WritingASceneDataChange",
            context: """
                    enum ContactList {
                        enum FetchContacts {
                            struct Request {}
                        }
                    }

                    protocol ContactListDisplayLogic: AnyObject {}

                    protocol ContactListBusinessLogic {
                        func fetchContacts(request: ContactList.FetchContacts.Request)
                    }

                """),
        Plan(
            article: "WritingAScene", firstLine: "func availability(ofSegue identifier: String) -> ActionAvailability {",
            namespace: "WritingASceneAvailability",
            around: """
                final class MenuViewController: SceneViewController {
                    var withheld: [String: String] = [:]

                BLOCK
                }
                """),
        Plan(
            article: "WritingAScene",
            firstLine: #"SceneAction("delete", arguments: "NUMBER", kinds: [.position], summary: "delete a contact") {"#,
            namespace: "WritingASceneAsking",
            around: """
                final class ContactListViewController: SceneViewController {
                    struct Displayed {
                        struct Contact {
                            let name: String
                        }

                        var displayedContacts: [Contact] = []
                    }

                    private(set) var displayed = Displayed()

                    func contactNumber(_ arguments: ActionArguments) throws -> Int {
                        try arguments.position(0, name: "NUMBER", count: displayed.displayedContacts.count)
                    }

                    func delete(_ arguments: ActionArguments) throws {
                        displayed.displayedContacts.remove(at: try contactNumber(arguments) - 1)
                    }

                    static let actions: ActionTable<ContactListViewController> = [
                BLOCK
                    ]
                }
                """,
            fills: [("viewController, arguments in ...", "viewController, arguments in try viewController.delete(arguments)")]
        ),
        Plan(
            article: "WritingAScene", firstLine: "final class ShowContactInteractor: ShowContactBusinessLogic {",
            namespace: "WritingASceneContract",
            context: """
                    protocol ShowContactBusinessLogic {}

                    final class ShowContactViewController: SceneViewController {}
                    typealias ShowContactInteractor = ShowContactConfigurator.ShowContactInteractor
                    final class ShowContactRouter: SceneRouterBase<ShowContactInteractor>, SceneRouter {}

                    static func build(_ context: SceneContext) throws -> (ShowContactViewController, ShowContactRouter) {
                        (ShowContactViewController(), ShowContactRouter(context: context, dataStore: ShowContactInteractor()))
                    }

                """,
            around: """
                    enum ShowContactConfigurator {
                BLOCK
                    }
                """,
            fills: [
                (
                    "build: { context in ... return (viewController, router) })",
                    "build: { context in let (viewController, router) = try build(context)\n return (viewController, router) })"
                )
            ]),
        Plan(
            article: "WritingAScene", firstLine: "final class MenuRouter: SceneRouterBase<any MenuDataStore>, SceneRouter {",
            namespace: "WritingASceneRouteWrites",
            context: """
                    protocol MenuDataStore: AnyObject {
                        var ownerName: String { get }
                    }

                    protocol NotesDataStore: AnyObject {
                        var title: String { get set }
                    }

                """),
        Plan(
            article: "WritingAScene",
            firstLine:
                "final class ContactEditorViewController: SceneViewController, ContactEditorDisplayLogic, LeaveChecking {",
            namespace: "WritingASceneLeaveCheck",
            context: """
                    struct Changes {}

                    protocol ContactEditorDisplayLogic: AnyObject {}

                    protocol ContactEditorBusinessLogic {
                        var unsavedChanges: Changes? { get }
                    }

                    enum ContactEditorPresenter {
                        static func leaveQuestion(for changes: Changes) -> String {
                            "Discard the changes?"
                        }
                    }

                """),
        Plan(
            article: "WritingAScene", firstLine: "public enum EntryConfigurator {",
            place: .skipped(
                reason:
                    "what scenes new writes for a VIPER scene: SceneGeneratorTests checks it is the generated file, which ScenesNewIntegrationTests builds"
            )),
        Plan(
            article: "WritingAScene", firstLine: "let harness = try NavigatorHarness(storyboard: json, modules: modules)",
            place: .tests, namespace: "WritingASceneRecorderTests",
            context: """
                    let json = \"""
                        { "version": 2, "initial": "List", "scenes": [
                          { "id": "List", "module": "List", "title": "List", "segues": [
                            { "id": "Open", "to": "Detail", "style": "push" } ] },
                          { "id": "Detail", "module": "Detail", "title": "Detail" } ] }
                        \"""
                    let modules = [
                        StandInScene.moduleRoutingEverySegue(named: "List"),
                        StandInScene.moduleRoutingEverySegue(named: "Detail"),
                    ]

                """,
            around: """
                    @Test func theRecorderRecordsTheNavigationAsTheArticleShows() throws {
                BLOCK
                    }
                """,
            imports: ["SceneRuntime", "SceneTesting"]),
    ]
}

extension ArticleBlocks {
    /// GettingStarted's blocks make one ContactList scene and register it with ShowContact.
    static let gettingStarted: [Plan] = [
        Plan(
            article: "GettingStarted", firstLine: "import SceneRuntime", namespace: "GettingStarted",
            context: """
                    struct Contact {}

                    enum ContactList {
                        enum SelectContact {
                            struct Request {
                                let number: Int
                            }
                        }

                        enum FetchContacts {
                            struct Request {}
                        }
                    }

                    protocol ContactListBusinessLogic {
                        func selectContact(request: ContactList.SelectContact.Request)
                        func fetchContacts(request: ContactList.FetchContacts.Request)
                    }

                    protocol ContactListDataStore: AnyObject {
                        var selectedContact: Contact? { get }
                    }

                    protocol ShowContactDataStore: AnyObject {
                        var contact: Contact? { get set }
                    }

                    final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
                        var presenter: ContactListPresenter?
                        var selectedContact: Contact?

                        func selectContact(request: ContactList.SelectContact.Request) {}
                        func fetchContacts(request: ContactList.FetchContacts.Request) {}
                    }

                    final class ContactListPresenter {
                        weak var viewController: ContactListViewController?
                    }

                    final class ShowContactInteractor: ShowContactDataStore {
                        var contact: Contact?
                        var contactID = 0
                        var edited: Bool?
                    }

                \(standInBuild)
                """),
        Plan(
            article: "GettingStarted", firstLine: "final class ContactListViewController: SceneViewController {",
            namespace: "GettingStarted"),
        Plan(
            article: "GettingStarted", firstLine: "let registry = SceneRegistry()", namespace: "GettingStarted",
            around: """
                    static func registerAndNavigate() throws {
                BLOCK
                    }
                """),
        Plan(article: "GettingStarted", firstLine: "protocol ContactListRoutingLogic {", namespace: "GettingStarted"),
        Plan(
            article: "GettingStarted", firstLine: "public static let module = SceneModule(", namespace: "GettingStarted",
            around: """
                    enum ShowContactConfigurator {
                BLOCK
                    }
                """,
            fills: [("build: { context in ... })", "build: { context in try build(context) })")]),
        Plan(
            article: "GettingStarted", firstLine: "import Foundation",
            place: .skipped(
                reason:
                    "the executable's main.swift, which scenes init writes: the app is built with it, and the test checks it is the block"
            )),
    ]

    /// Guards', Testing's and ComingFromIOS's blocks.
    static let others: [Plan] = [
        Plan(
            article: "Guards", firstLine: #"public static let module = SceneModule(name: "Login") { context in ... }"#,
            namespace: "GuardsCondition",
            context: """
                    struct AccountsWorker {
                        let dataDirectory: String
                        var signedInUser: String? { nil }
                    }

                \(standInBuild)
                """,
            around: """
                    enum LoginConfigurator {
                BLOCK
                    }
                """,
            fills: [buildFill]),
        Plan(
            article: "Guards", firstLine: "/// Checkout needs a signed-in user: the coordinator presents the sign-in first, and goes on",
            namespace: "GuardsCoordinator",
            context: """
                    public final class Session {
                        public var isSignedIn = false

                        public init(dataDirectory: String) {}
                    }

                """),
        Plan(
            article: "Testing", firstLine: "@Test func selectingAContactPassesItsIDToShowContact() throws {",
            place: .tests, namespace: "TestingContractTests",
            context: """
                    // It tests the demo's ContactList, which runs it in
                    // Tests/Scenes/ContactListTests/ReadmeExampleTests.swift.
                    enum ContactListConfigurator {
                        static let module = StandInScene.moduleRoutingEverySegue(named: "ContactList")
                    }

                    let temporaryDirectory = TemporaryDataDirectory().path

                """,
            imports: ["SceneRuntime", "SceneTesting"],
            suite: #"@Suite(.disabled("compiled, not run: the demo's ContactList runs it"))"#),
        Plan(
            article: "Testing", firstLine: "@Suite @MainActor struct SavedDataTests {",
            place: .skipped(
                reason:
                    "quoted from the demo's Tests/DomainTests/SavedDataTests.swift, which the demo compiles and runs; QuotedSwiftTests keeps them the same"
            )),
        Plan(
            article: "ComingFromIOS", firstLine: "swiftSettings: [.defaultIsolation(MainActor.self)]",
            place: .skipped(
                reason: "a line of Package.swift, which every new app's manifest holds; ComingFromIOSTests checks it")),
        Plan(
            article: "ComingFromIOS", firstLine: "@MainActor public final class NotesWorker {",
            place: .skipped(
                reason:
                    "quoted from the demo's Sources/Domain/NotesDomain/NotesWorker.swift, which the demo compiles; QuotedSwiftTests keeps them the same"
            )),
        Plan(
            article: "ComingFromIOS", firstLine: "import SceneRuntime", namespace: "ComingFromIOSPasted",
            context: """
                    // The presenter as the article says it compiles: with Foundation, AnyObject and `any`.
                    protocol HomePresentationLogic: AnyObject {
                        func presentUser(_ phone: String)
                    }

                    final class HomePresenter: HomePresentationLogic {
                        weak var viewController: (any HomeDisplayLogic)?

                        func presentUser(_ phone: String) {
                            viewController?.displayUser(phone.replacingOccurrences(of: "-", with: " "))
                        }
                    }

                """,
            imports: ["Foundation", "SceneRuntime"]),
        Plan(
            article: "ComingFromIOS", firstLine: "import Testing", place: .tests, namespace: "ComingFromIOSPastedTests",
            context: """
                    typealias HomePresenter = ComingFromIOSPasted.HomePresenter

                """,
            fills: [("@testable import Home", "")], imports: []),
        Plan(
            article: "ComingFromIOS", firstLine: "protocol HomePresentationLogic: class {",
            place: .skipped(
                reason:
                    "shown for the warnings and the error it gives; its fixed form, as the article describes it, compiles beside the pasted view controller"
            )),
    ]
}
