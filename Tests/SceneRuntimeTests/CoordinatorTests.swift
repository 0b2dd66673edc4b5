import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// Who is signed in: the accounts of an app's data directory (a file there, in this test).
@MainActor public final class Session {
    let marker: String

    public init(dataDirectory: String) {
        marker = URL(fileURLWithPath: dataDirectory).appendingPathComponent("signed-in").path
    }

    public var isSignedIn: Bool {
        get { FileManager.default.fileExists(atPath: marker) }
        set {
            if newValue {
                _ = FileManager.default.createFile(atPath: marker, contents: Data())
            } else {
                try? FileManager.default.removeItem(atPath: marker)
            }
        }
    }
}

@MainActor  // coordinator modules are main-actor by default; this test target is not
// Guards.md: coordinator
/// Checkout needs a signed-in user: the coordinator presents the sign-in first, and goes on
/// to the checkout once it succeeds.
public final class CheckoutCoordinator {
    let session: Session
    private var waitingCart: SceneContext?

    public init(session: Session) { self.session = session }

    /// The app's coordinator, which the cart's and Login's configurators reach: made the first
    /// time one asks, kept by the navigator.
    public static func shared(in context: SceneContext) -> CheckoutCoordinator {
        context.shared(CheckoutCoordinator.self) {
            CheckoutCoordinator(session: Session(dataDirectory: context.environment.dataDirectory))
        }
    }

    /// The cart's `checkout`.
    public func checkout(from cart: SceneContext) throws {
        guard session.isSignedIn else {
            waitingCart = cart
            try cart.present("Login")
            return
        }
        try cart.performSegue("Success")
    }

    /// The sign-in succeeded: close it, then go on with the checkout it interrupted.
    public func signedIn(from login: SceneContext) throws {
        try login.dismiss()
        if let cart = waitingCart {
            waitingCart = nil
            try cart.performSegue("Success")
        }
    }
}
// Guards.md: end

/// Article 004's sign-in before checkout, written both ways the Guards article shows: a guard in the
/// storyboard, and a coordinator in code that moves through its scenes' contexts, reached from them
/// without a static singleton.
@Suite @MainActor struct CoordinatorTests {
    /// The app's data directory, where the session is kept; removed after each test.
    let directory = TemporaryDataDirectory()
    var dataDirectory: String { directory.path }

    /// The cart and Login use the coordinator when the flow is written in code (the environment's
    /// data directory holds a `coordinator` file, in this test); else the cart performs its segue and
    /// the storyboard's guard does the rest.
    static func usesCoordinator(_ context: SceneContext) -> Bool {
        FileManager.default.fileExists(
            atPath: URL(fileURLWithPath: context.environment.dataDirectory).appendingPathComponent("coordinator").path)
    }

    final class CartViewController: SceneViewController {
        let context: SceneContext
        init(_ context: SceneContext) { self.context = context }

        static let actions: ActionTable<CartViewController> = [
            SceneAction("checkout", summary: "place the order") { viewController, _ in
                if usesCoordinator(viewController.context) {
                    try CheckoutCoordinator.shared(in: viewController.context).checkout(from: viewController.context)
                } else {
                    try viewController.context.performSegue("Success")
                }
            }
        ]
    }

    final class LoginViewController: SceneViewController {
        let context: SceneContext
        init(_ context: SceneContext) { self.context = context }

        static let actions: ActionTable<LoginViewController> = [
            SceneAction("signIn", summary: "sign in") { viewController, _ in
                Session(dataDirectory: viewController.context.environment.dataDirectory).isSignedIn = true
                if usesCoordinator(viewController.context) {
                    try CheckoutCoordinator.shared(in: viewController.context).signedIn(from: viewController.context)
                } else {
                    try viewController.context.dismiss()
                }
            }
        ]
    }

    final class PlainRouter: SceneRouter {
        let dataStore: Void = ()
    }

    static func registry() throws -> SceneRegistry {
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "Cart") { context in (CartViewController(context), PlainRouter()) })
        try registry.register(SceneModule(name: "Login") { context in (LoginViewController(context), PlainRouter()) })
        try registry.register(SceneModule(name: "Success") { _ in (LoginViewController.Empty(), PlainRouter()) })
        try registry.register(
            condition: SceneCondition("signedIn") { environment in
                Session(dataDirectory: environment.dataDirectory).isSignedIn
            })
        return registry
    }

    static func storyboard(guarded: Bool) -> String {
        let guards = guarded ? #", "guards": [ { "condition": "signedIn", "redirect": "Login" } ]"# : ""
        return """
            { "version": 2, "initial": "Cart", "scenes": [
              { "id": "Cart", "module": "Cart", "title": "Cart", "segues": [
                { "id": "Success", "to": "OrderSuccess", "action": "checkout"\(guards) },
                { "id": "SignIn", "to": "Login", "style": "modal" },
                { "id": "Start", "to": "Thanks", "style": "replace" } ] },
              { "id": "Thanks", "module": "Success", "title": "Thanks" },
              { "id": "Login", "module": "Login", "title": "Sign in" },
              { "id": "OrderSuccess", "module": "Success", "title": "Order placed" } ] }
            """
    }

    func navigator(guarded: Bool, coordinator: Bool, signedIn: Bool) throws -> Navigator {
        Session(dataDirectory: dataDirectory).isSignedIn = signedIn
        if coordinator {
            _ = FileManager.default.createFile(
                atPath: URL(fileURLWithPath: dataDirectory).appendingPathComponent("coordinator").path,
                contents: Data())
        }
        let registry = try Self.registry()
        let storyboard = try registry.loadStoryboard(
            from: Array(Self.storyboard(guarded: guarded).utf8), file: "shop.json")
        let navigator = Navigator(
            storyboard: storyboard, registry: registry,
            environment: SceneEnvironment(dataDirectory: dataDirectory))
        try navigator.start()
        return navigator
    }

    @Test(arguments: [(guarded: true, coordinator: false), (guarded: false, coordinator: true)])
    func checkoutSignsInFirstThenGoesOn(way: (guarded: Bool, coordinator: Bool)) throws {
        let navigator = try navigator(guarded: way.guarded, coordinator: way.coordinator, signedIn: false)
        try #require(navigator.topScene).perform(action: "checkout")
        #expect(navigator.stack.map(\.id) == ["Cart", "Login"])
        #expect(navigator.topScene?.presentation == .modal)
        try #require(navigator.topScene).perform(action: "signIn")
        #expect(navigator.stack.map(\.id) == ["Cart", "OrderSuccess"])
    }

    @Test(arguments: [(guarded: true, coordinator: false), (guarded: false, coordinator: true)])
    func signedInCheckoutGoesStraightOn(way: (guarded: Bool, coordinator: Bool)) throws {
        let navigator = try navigator(guarded: way.guarded, coordinator: way.coordinator, signedIn: true)
        try #require(navigator.topScene).perform(action: "checkout")
        #expect(navigator.stack.map(\.id) == ["Cart", "OrderSuccess"])
    }

    @Test func theScenesOfOneAppShareTheCoordinatorAndAnotherAppHasItsOwn() throws {
        let navigator = try navigator(guarded: false, coordinator: true, signedIn: false)
        let cart = try #require(navigator.topScene?.viewController as? CartViewController).context
        try #require(navigator.topScene).perform(action: "checkout")
        let login = try #require(navigator.topScene?.viewController as? LoginViewController).context
        let other = try self.navigator(guarded: false, coordinator: true, signedIn: false)
        let otherCart = try #require(other.topScene?.viewController as? CartViewController).context

        let coordinator = CheckoutCoordinator.shared(in: cart)
        #expect(CheckoutCoordinator.shared(in: login) === coordinator)
        #expect(navigator.shared(CheckoutCoordinator.self) { CheckoutCoordinator(session: Session(dataDirectory: "")) } === coordinator)
        #expect(CheckoutCoordinator.shared(in: otherCart) !== coordinator)
    }

    @Test func aCoordinatorMovesOnlyAsTheStoryboardAllows() throws {
        let navigator = try navigator(guarded: false, coordinator: true, signedIn: false)
        let cart = try #require(navigator.topScene?.viewController as? CartViewController).context
        #expect(throws: NavigationError.noSegue(from: "Cart", to: "OrderSuccess", presentation: .modal)) {
            try cart.present("OrderSuccess")
        }
        #expect(throws: NavigationError.noSegue(from: "Cart", to: "Login", presentation: .root)) {
            try cart.replaceRoot(with: "Login")
        }
        try cart.present("Login")
        #expect(throws: NavigationError.notTopScene("Cart"), "the cart is covered") {
            try cart.present("Login")
        }
        #expect(navigator.stack.map(\.id) == ["Cart", "Login"])
        try #require(navigator.topScene?.viewController as? LoginViewController).context.dismiss()
        try cart.replaceRoot(with: "Thanks")
        #expect(navigator.stack.map(\.id) == ["Thanks"])
        #expect(navigator.topScene?.presentation == .root)
    }

    /// The Guards article shows the coordinator above, word for word (without this target's
    /// `@MainActor`, which a scene module does not need).
    @Test func theGuardsArticleShowsThisCoordinator() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "// Guards.md: coordinator"))
        let end = try #require(lines.firstIndex(of: "// Guards.md: end"))
        let code = lines[(start + 1)..<end]
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/Runtime/Sources/SceneRuntime/SceneRuntime.docc/Guards.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        #expect(text.contains("```swift\n" + code.joined(separator: "\n") + "\n```"))
    }
}

extension CoordinatorTests.LoginViewController {
    /// A scene that shows nothing and offers nothing.
    final class Empty: SceneViewController {}
}
