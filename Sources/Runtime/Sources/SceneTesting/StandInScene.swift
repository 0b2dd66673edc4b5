public import SceneRuntime

/// A scene module of stand-ins: a ViewController that records its lifecycle and a Router with no
/// routes, around a DataStore the test provides. Put one where a real scene would receive data,
/// to see what a Router passes to it.
public enum StandInScene {
    /// A module named `name` whose scenes expose the DataStore `makeDataStore` builds.
    public static func module<DataStore: AnyObject>(
        named name: String, dataStore makeDataStore: @escaping @MainActor @Sendable () -> DataStore
    ) -> SceneModule {
        SceneModule(name: name) { _ in
            (StandInViewController(), StandInRouter(dataStore: makeDataStore()))
        }
    }

    /// A module named `name` that declares `interface` and whose scenes keep what they are given
    /// in a ``StandInValues`` DataStore: for storyboards whose contracts matter, such as a scene
    /// a plugin or another team provides. Its router has no routes: in a version 2 storyboard
    /// the runtime's generated routes pass the declared data.
    public static func module(named name: String, interface: SceneInterface) -> SceneModule {
        SceneModule(
            name: name,
            contract: {
                SceneContract<StandInValues>(
                    inputs: interface.inputs.map { input in
                        SceneInput(
                            declaration: input, read: { $0.inputs[input.name] },
                            write: { store, value in
                                store.inputs[input.name] = value
                                return true
                            })
                    },
                    outputs: interface.outputs.map { output in
                        SceneOutput(declaration: output, read: { $0.outputs[output.name] })
                    })
            },
            build: { _ in (StandInViewController(), StandInRouter(dataStore: StandInValues())) })
    }

    /// A module named `name` whose router routes every segue its scenes declare and passes no
    /// data: for storyboards whose flow matters but whose data does not.
    public static func moduleRoutingEverySegue(named name: String) -> SceneModule {
        SceneModule(name: name) { _ in (StandInViewController(), StandInPassThroughRouter()) }
    }
}

/// A ViewController that does nothing but record the lifecycle events it receives.
@MainActor public final class StandInViewController: SceneViewController {
    /// The events received, in order.
    public private(set) var events: [LifecycleEvent] = []

    /// Creates a stand-in.
    public init() {}

    /// Records the event.
    public func viewDidLoad() { events.append(.didLoad) }
    /// Records the event.
    public func viewWillAppear() { events.append(.willAppear) }
    /// Records the event.
    public func viewDidAppear() { events.append(.didAppear) }
    /// Records the event.
    public func viewWillDisappear() { events.append(.willDisappear) }
    /// Records the event.
    public func viewDidDisappear() { events.append(.didDisappear) }
}

/// A Router with no routes whose DataStore is the one given.
@MainActor public final class StandInRouter<Store: AnyObject>: SceneRouter {
    /// The DataStore given.
    public let dataStore: Store

    /// Creates a stand-in around a DataStore.
    public init(dataStore: Store) {
        self.dataStore = dataStore
    }

    /// No routes: a stand-in scene declares no segues.
    public static var routes: RouteTable<StandInRouter<Store>> { [:] }
}

/// A Router that routes every segue and passes nothing; its DataStore is itself.
@MainActor public final class StandInPassThroughRouter: SceneRouter {
    /// Creates a stand-in.
    public init() {}

    /// The router itself: there is no data to pass.
    public var dataStore: StandInPassThroughRouter { self }

    /// One route for every segue, doing nothing.
    public static var routes: RouteTable<StandInPassThroughRouter> {
        RouteTable(routingEverySegue: { _, _ in })
    }
}
