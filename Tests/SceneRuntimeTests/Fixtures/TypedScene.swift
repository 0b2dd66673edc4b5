import Foundation
import SceneRuntime

/// A DataStore with a property of every value type, for the contract tests.
@MainActor final class TypedStore {
    /// Every store built, weakly: a test sees whether the scenes it made are freed.
    static var built = WeakStores()

    var text = ""
    var integer = 0
    var decimal: Decimal = 0
    var boolean = false
    var date = Date(timeIntervalSince1970: 0)
    var identifier: SceneIdentifier = "none"
    var list: [Int] = []
    var mode = "view"
    var note: String?
    var result: Int?
    /// What the ViewController saw in `viewDidLoad` and `viewWillAppear`.
    var seenOnLoad: [SceneValue] = []
    var resultOnAppear: Int?
}

@MainActor final class TypedViewController: SceneViewController {
    let store: TypedStore

    init(store: TypedStore) {
        self.store = store
    }

    func viewDidLoad() {
        store.seenOnLoad = [
            .text(store.text), .integer(store.integer), .decimal(store.decimal), .boolean(store.boolean),
            .date(store.date), .identifier(store.identifier), store.list.sceneValue, .text(store.mode),
        ]
    }

    func viewWillAppear() { store.resultOnAppear = store.result }
}

/// Weak references to stores.
@MainActor final class WeakStores {
    private var references: [() -> TypedStore?] = []

    func append(_ store: TypedStore) {
        references.append { [weak store] in store }
    }

    /// How many were added.
    var count: Int { references.count }

    /// How many of those added from `index` on are still alive.
    func alive(from index: Int) -> Int {
        references[index...].count { $0() != nil }
    }
}

enum TypedError: Error { case exploded }

/// Hand-written routes, run after the generated ones.
@MainActor final class TypedRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case openHandwritten = "OpenHandwritten"
        case returnExploding = "ReturnExploding"
    }

    let dataStore: TypedStore

    init(dataStore: TypedStore) {
        self.dataStore = dataStore
    }

    static let routes: RouteTable<TypedRouter> = [
        .openHandwritten: { _, segue in
            // Sees what the generated route wrote, and adds what a declaration cannot say.
            let destination = try segue.destinationDataStore(as: TypedStore.self)
            destination.note = "route saw \(destination.integer)"
        },
        .returnExploding: { _, _ in throw TypedError.exploded },
    ]
}

enum TypedModules {
    /// Offers a value of every type, and takes a result back.
    static let origin = SceneModule(
        name: "Origin",
        contract: {
            SceneContract<TypedStore>(
                inputs: [SceneInput("result", \.result)],
                outputs: [
                    SceneOutput("text", \.text), SceneOutput("integer", \.integer),
                    SceneOutput("decimal", \.decimal), SceneOutput("boolean", \.boolean),
                    SceneOutput("date", \.date), SceneOutput("identifier", \.identifier),
                    SceneOutput("list", \.list), SceneOutput("maybe", \.note),
                ])
        },
        build: { _ in
            let store = TypedStore()
            TypedStore.built.append(store)
            return (TypedViewController(store: store), TypedRouter(dataStore: store))
        }
    )

    /// Takes a value of every type (required), a mode with a default and an optional note; offers
    /// a result.
    static let typed = SceneModule(
        name: "Typed",
        contract: {
            SceneContract<TypedStore>(
                inputs: [
                    SceneInput("text", \.text), SceneInput("integer", \.integer),
                    SceneInput("decimal", \.decimal), SceneInput("boolean", \.boolean),
                    SceneInput("date", \.date), SceneInput("identifier", \.identifier),
                    SceneInput("list", \.list), SceneInput("mode", \.mode, default: "view"),
                    SceneInput("note", \.note),
                ],
                outputs: [SceneOutput("result", \.result)])
        },
        build: { _ in
            let store = TypedStore()
            TypedStore.built.append(store)
            return (TypedViewController(store: store), TypedRouter(dataStore: store))
        }
    )

    static let storyboard = """
        { "version": 2, "initial": "Origin", "scenes": [
          { "id": "Origin", "module": "Origin", "title": "Origin", "segues": [
            { "id": "Open", "to": "Typed", "pass": {
                "text": { "from": "text" }, "integer": { "from": "integer" }, "decimal": { "from": "decimal" },
                "boolean": { "from": "boolean" }, "date": { "from": "date" },
                "identifier": { "from": "identifier" }, "list": { "from": "list" } } },
            { "id": "OpenConstants", "to": "Typed", "style": "modal", "pass": {
                "text": { "value": "hi" }, "integer": { "value": 7 }, "decimal": { "value": 12.5 },
                "boolean": { "value": true }, "date": { "value": "2026-11-22T09:30:00Z" },
                "identifier": { "value": "C-1" }, "list": { "value": [1, 2, 3] },
                "mode": { "value": "edit" }, "note": { "from": "maybe" } } },
            { "id": "OpenHandwritten", "to": "Typed", "pass": {
                "text": { "from": "text" }, "integer": { "from": "integer" }, "decimal": { "from": "decimal" },
                "boolean": { "from": "boolean" }, "date": { "from": "date" },
                "identifier": { "from": "identifier" }, "list": { "from": "list" } } } ] },
          { "id": "Typed", "module": "Typed", "title": "Typed", "segues": [
            { "id": "Return", "to": "Origin", "style": "unwind", "pass": { "result": { "from": "result" } } },
            { "id": "ReturnExploding", "to": "Origin", "style": "unwind", "pass": { "result": { "from": "result" } } }
          ] } ] }
        """
}
