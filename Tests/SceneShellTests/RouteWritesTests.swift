import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// What a hand-written route writes: recorded when its Router declares it (`routeWrites`), so
/// that links, `undo` and restoring carry it; warned about at load, and noted by the shell when
/// a scene is built again without it, when it does not.
@Suite @MainActor struct RouteWritesTests {
    /// An owner's page, whose routes write the notes' title ("Aleksey's notes"): `Notes` declares
    /// it, `Quiet` does not.
    final class OwnerStore {
        var name = "Aleksey"
        var picked: String?
    }

    final class OwnerViewController: SceneViewController {}

    final class OwnerRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case notes = "Notes"
            case quiet = "Quiet"
        }

        let dataStore: OwnerStore
        init(_ store: OwnerStore) { dataStore = store }

        static let routes: RouteTable<OwnerRouter> = [
            .notes: { router, segue in try router.passTitle(segue) },
            .quiet: { router, segue in try router.passTitle(segue) },
        ]
        static let routeWrites: [SegueIdentifier: [String]] = [.notes: ["title"]]

        func passTitle(_ segue: Segue) throws {
            try segue.destinationDataStore(as: NotesStore.self).title = "\(dataStore.name)'s notes"
        }
    }

    /// The notes, titled by their input; `Pick` unwinds to the owner, writing what was picked.
    final class NotesStore {
        var title = "Notes"
    }

    final class NotesViewController: SceneViewController {
        let store: NotesStore
        init(_ store: NotesStore) { self.store = store }
        var screen: Screen { Screen([.text(store.title)]) }
    }

    final class NotesRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case pick = "Pick"
        }

        let dataStore: NotesStore
        init(_ store: NotesStore) { dataStore = store }

        static let routes: RouteTable<NotesRouter> = [
            .pick: { _, segue in try segue.destinationDataStore(as: OwnerStore.self).picked = "note 3" }
        ]
        static let routeWrites: [SegueIdentifier: [String]] = [.pick: ["picked"]]
    }

    /// A router that declares an input its destination does not have.
    final class TypoRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case notes = "Notes"
        }

        let dataStore = OwnerStore()
        static let routes: RouteTable<TypoRouter> = [.notes: { _, _ in }]
        static let routeWrites: [SegueIdentifier: [String]] = [.notes: ["titel"]]
    }

    static let owner = SceneModule(
        name: "Owner", contract: { SceneContract<OwnerStore>(inputs: [SceneInput("picked", \.picked)]) },
        build: { _ in
            let store = OwnerStore()
            return (OwnerViewController(), OwnerRouter(store))
        })

    static let notes = SceneModule(
        name: "NotesPage",
        contract: { SceneContract<NotesStore>(inputs: [SceneInput("title", \.title, default: "Notes")]) },
        build: { _ in
            let store = NotesStore()
            return (NotesViewController(store), NotesRouter(store))
        })

    static let typo = SceneModule(name: "Typo") { _ in (OwnerViewController(), TypoRouter()) }

    static let storyboard = """
        { "version": 2, "initial": "Owner", "scenes": [
          { "id": "Owner", "module": "Owner", "title": "Owner", "segues": [
            { "id": "Notes", "to": "Notes" }, { "id": "Quiet", "to": "Drafts" } ] },
          { "id": "Notes", "module": "NotesPage", "title": "Notes", "segues": [
            { "id": "Pick", "to": "Owner", "style": "unwind" } ] },
          { "id": "Drafts", "module": "NotesPage", "title": "Drafts" } ] }
        """

    let registry: SceneRegistry
    let navigator: Navigator

    init() throws {
        registry = SceneRegistry()
        try registry.register(Self.owner)
        try registry.register(Self.notes)
        try registry.register(Self.typo)
        navigator = Navigator(
            storyboard: try registry.loadStoryboard(from: Array(Self.storyboard.utf8), file: "owners.json"),
            registry: registry)
        try navigator.start()
    }

    private var shownTitle: String? {
        try? navigator.topScene?.dataStore(as: NotesStore.self).title
    }

    @Test func aDeclaredWriteIsRecordedAndEveryRebuildCarriesIt() throws {
        try navigator.performSegue("Notes")
        #expect(navigator.topScene?.inputs["title"] == .text("Aleksey's notes"))
        #expect(navigator.unrecordedRoutes(in: navigator.state).isEmpty)
        let state = navigator.state
        let link = try #require(navigator.link)
        try navigator.restore(state: state)
        #expect(shownTitle == "Aleksey's notes")
        try navigator.start()
        try navigator.go(to: Link(parsing: link.description))
        #expect(navigator.topScene?.id == "Notes")
        #expect(shownTitle == "Aleksey's notes")
    }

    @Test func anUndeclaredWriteIsLostOnRebuildAndSaidSo() throws {
        try navigator.performSegue("Quiet")
        #expect(shownTitle == "Aleksey's notes")
        #expect(navigator.topScene?.inputs["title"] == .text("Notes"), "only the default is recorded")
        let unrecorded = navigator.unrecordedRoutes(in: navigator.state)
        #expect(unrecorded.map(\.segue) == ["Quiet"])
        #expect(unrecorded.map(\.source) == ["Owner"])
        #expect(unrecorded.map(\.destination) == ["Drafts"])
        #expect(navigator.unrecordedRoutes == unrecorded, "the scene shown was written into by that route")
        try navigator.restore(state: navigator.state)
        #expect(navigator.unrecordedRoutes.isEmpty, "the scenes built again hold only their inputs")
        #expect(shownTitle == "Notes")
    }

    @Test func anUnwindsDeclaredWriteIsRecordedOnTheSceneReturnedTo() throws {
        try navigator.performSegue("Notes")
        try navigator.performSegue("Pick")
        #expect(navigator.topScene?.id == "Owner")
        #expect(navigator.topScene?.inputs["picked"] == .text("note 3"))
        #expect(navigator.link?.description.contains("note 3") == true)
    }

    @Test func loadingWarnsOfARouteThatDoesNotDeclareWhatItWrites() throws {
        let warnings = navigator.storyboard.warnings.map(\.description).filter { $0.contains("route") }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("owners.json:3:"))
        #expect(
            warning.contains(
                "the route of segue 'Quiet' of scene 'Owner' does not declare what it writes: 'Drafts' built"
                    + " again from a link, undo or --resume will lack it"))
        #expect(warning.contains("routeWrites of the router of module 'Owner'"))
    }

    @Test func aDeclaredWriteOfAnInputTheDestinationLacksIsRefused() throws {
        let text = """
            { "version": 2, "initial": "Typo", "scenes": [
              { "id": "Typo", "module": "Typo", "title": "Typo", "segues": [ { "id": "Notes", "to": "Notes" } ] },
              { "id": "Notes", "module": "NotesPage", "title": "Notes" } ] }
            """
        #expect {
            try registry.loadStoryboard(from: Array(text.utf8), file: "typo.json")
        } throws: { error in
            String(describing: error).contains(
                "the route of segue 'Notes' is declared to write input 'titel', which scene 'Notes' does not"
                    + " declare; its inputs: title; did you mean 'title'?")
        }
    }

    /// A scene declared twice before a route's destination: the route's writes are checked against
    /// the destination's inputs, not against those of the scene at the destination's place among
    /// the scenes kept.
    @Test func aDuplicateSceneBeforeTheDestinationDoesNotMisplaceTheWritesCheck() throws {
        let text = """
            { "version": 2, "initial": "Owner", "scenes": [
              { "id": "Owner", "module": "Owner", "title": "Owner", "segues": [ { "id": "Notes", "to": "Notes" } ] },
              { "id": "Owner", "module": "Owner", "title": "Owner again" },
              { "id": "Notes", "module": "NotesPage", "title": "Notes" } ] }
            """
        #expect {
            try registry.loadStoryboard(from: Array(text.utf8), file: "twice.json")
        } throws: { error in
            let text = String(describing: error)
            return text.contains("twice.json:3:") && text.contains("duplicate scene id")
                && !text.contains("declared to write input")
        }
    }

    @Test func aVersion1StoryboardIsNotWarnedAbout() throws {
        let text = """
            { "version": 1, "initial": "Owner", "scenes": [
              { "id": "Owner", "module": "Owner", "title": "Owner", "segues": [
                { "id": "Notes", "to": "Notes" }, { "id": "Quiet", "to": "Drafts" } ] },
              { "id": "Notes", "module": "NotesPage", "title": "Notes", "segues": [
                { "id": "Pick", "to": "Owner", "style": "unwind" } ] },
              { "id": "Drafts", "module": "NotesPage", "title": "Drafts" } ] }
            """
        let storyboard = try registry.loadStoryboard(from: Array(text.utf8), file: "v1.json")
        #expect(storyboard.warnings.isEmpty)
    }

    // MARK: The shell

    private func shell() throws -> (Shell, TemporaryStoryboard) {
        let file = try TemporaryStoryboard(Self.storyboard)
        let shell = try Shell(
            registry: registry, configPath: file.path,
            environment: SceneEnvironment(dataDirectory: TemporaryDataDirectory().path), colors: false)
        try shell.navigator.start()
        return (shell, file)
    }

    private static let lostNote =
        "'Drafts' was built again from its inputs alone; what the route of segue 'Quiet' from 'Owner'"
        + " writes into it, if that is how it was reached, is not declared in its router's routeWrites,"
        + " and is lost"

    @Test func linkUndoAndGotoNoteWhatARouteWroteUndeclared() throws {
        let (shell, file) = try shell()
        defer { file.remove() }
        #expect(shell.execute("go Quiet").warnings.isEmpty, "the route ran: nothing is lost yet")
        let link = shell.execute("link")
        #expect(
            link.warnings == [
                "note: the link builds 'Drafts' again from its inputs alone; what the route of segue 'Quiet'"
                    + " from 'Owner' wrote into it is not declared in its router's routeWrites"
            ])
        #expect(shell.execute("goto \(link.output.plain.trimmingTrailingSpaces())").warnings == ["note: " + Self.lostNote])
        #expect(shell.execute("back").warnings.isEmpty)
        let undone = shell.execute("undo")
        #expect(undone.error == nil)
        #expect(undone.warnings == ["note: " + Self.lostNote])
        #expect(undone.printed.plain.contains("Notes\n"), "the title the route wrote is gone")
    }

    @Test func declaredWritesGiveNoNote() throws {
        let (shell, file) = try shell()
        defer { file.remove() }
        _ = shell.execute("go Notes")
        #expect(shell.execute("link").warnings.isEmpty)
        _ = shell.execute("back")
        let undone = shell.execute("undo")
        #expect(undone.warnings.isEmpty)
        #expect(undone.printed.plain.contains("Aleksey's notes"))
    }

    @Test func aSessionStartedFromALinkOrResumedNotesWhatItLost() throws {
        let (recording, file) = try shell()
        defer { file.remove() }
        let data = TemporaryDataDirectory()
        let stackFile = StackFile(dataDirectory: data.path)
        recording.stackRecorder = StackRecorder(file: stackFile)
        #expect(recording.execute("go Quiet").error == nil)
        let link = recording.execute("link").output.plain.trimmingTrailingSpaces()

        let (linked, linkedFile) = try shell()
        defer { linkedFile.remove() }
        #expect(try linked.begin(at: .link(link)) == ["note: " + Self.lostNote])
        let (resumed, resumedFile) = try shell()
        defer { resumedFile.remove() }
        #expect(try resumed.begin(at: .resume(stackFile)) == ["note: " + Self.lostNote])
        #expect(resumed.navigator.stack.map(\.id) == ["Owner", "Drafts"])
        let (plain, plainFile) = try shell()
        defer { plainFile.remove() }
        #expect(try plain.begin(at: .link("Notes")).isEmpty, "a declared write is carried: nothing to say")
    }
}
