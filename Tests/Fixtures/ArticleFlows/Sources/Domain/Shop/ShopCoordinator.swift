public import SceneRuntime

/// A flow that spans several scenes, written in code: the scenes it serves call it from
/// their actions, and it moves through their contexts: `present`, `dismiss`,
/// `performSegue`, `back`, `popToRoot`, `pop(to:)` and `replaceRoot(with:)`, each a segue
/// or move the storyboard allows, checked as the shell's commands are.
///
/// A scene reaches the app's one coordinator from its configurator (its module lists
/// "Shop" on its line in Package.swift, `scenes new SCENE --uses Shop`):
///
///     let coordinator = ShopCoordinator.shared(in: context)
///
/// The navigator keeps it, so every scene of the app gets the same one, and each test's
/// navigator has its own: no static singleton. Like a scene module, this module is
/// main-actor by default.
public final class ShopCoordinator {
    /// The scene that started the flow, waiting for it to go on.
    private var waitingScene: SceneContext?

    /// A coordinator of its own; scenes use ``shared(in:)``, the app's.
    public init() {}

    /// The app's coordinator, made the first time one of its scenes asks.
    public static func shared(in context: SceneContext) -> ShopCoordinator {
        context.shared(ShopCoordinator.self) { ShopCoordinator() }
    }

    /// `scene` starts the flow: it presents `destination` (through a `modal` segue of
    /// `scene` that leads there) and waits for it to finish.
    public func start(from scene: SceneContext, presenting destination: String) throws {
        waitingScene = scene
        try scene.present(destination)
    }

    /// The presented scene is done: it is dismissed, then the scene that started the flow
    /// performs `segue`.
    public func finish(from presented: SceneContext, thenPerform segue: String) throws {
        try presented.dismiss()
        if let scene = waitingScene {
            waitingScene = nil
            try scene.performSegue(segue)
        }
    }

    /// Whether someone signed in during this run of the app (article 004 keeps it in a session).
    public private(set) var isSignedIn = false

    /// The cart's `checkout`: the order is placed at once for someone signed in; otherwise the
    /// cart presents the sign-in first and goes on once it succeeds.
    public func checkout(from cart: SceneContext) throws {
        guard isSignedIn else {
            try start(from: cart, presenting: "Login")
            return
        }
        try cart.performSegue("Success")
    }

    /// The sign-in succeeded: it is dismissed, and the checkout it interrupted goes on.
    public func signedIn(from login: SceneContext) throws {
        isSignedIn = true
        try finish(from: login, thenPerform: "Success")
    }
}
