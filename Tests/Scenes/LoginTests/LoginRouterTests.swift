import AccountsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import Login

@Suite struct LoginRouterTests {
    /// What Home receives, in place of the real scene.
    final class HomeDataStoreSpy: HomeDataStore {
        var user: User?
    }

    /// The DataStore of the menu and the cart stand-ins; Login passes them nothing.
    final class HostStore {}

    /// The menu and the cart below Login; a stand-in cannot lead to Login, as it declares no segues.
    final class HostRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case signIn = "SignIn"
            case shop = "Shop"
            case login = "Login"
        }

        let dataStore = HostStore()

        static let routes: RouteTable<HostRouter> = [
            .signIn: { _, _ in },
            .shop: { _, _ in },
            .login: { _, _ in },
        ]
    }

    final class HostViewController: SceneViewController {}

    static let storyboard = """
        { "version": 1, "initial": "Menu", "scenes": [
          { "id": "Menu", "module": "Host", "title": "Menu", "segues": [
              { "id": "SignIn", "to": "Login", "style": "push" },
              { "id": "Shop", "to": "ShoppingCart", "style": "push" } ] },
          { "id": "ShoppingCart", "module": "Host", "title": "Shopping cart", "segues": [
              { "id": "Login", "to": "Login", "style": "modal" } ] },
          { "id": "Login", "module": "Login", "title": "Sign in", "segues": [
              { "id": "Home", "to": "Home", "style": "replace" } ] },
          { "id": "Home", "module": "Home", "title": "Home" } ] }
        """

    func makeHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                SceneModule(name: "Host") { _ in (HostViewController(), HostRouter()) },
                LoginConfigurator.module,
                StandInScene.module(named: "Home") { HomeDataStoreSpy() },
            ],
            environment: SceneEnvironment(dataDirectory: dataDirectory.path))
        try harness.start()
        return harness
    }

    func signedInUser(in directory: TemporaryDataDirectory) -> User? {
        AccountsWorker(dataDirectory: directory.path).signedInUser
    }

    @Test func loginPushedFromTheMenuGoesHomeWithTheUser() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.performSegue("SignIn")
        // When
        try harness.perform("login", "demo@example.com", "password1")
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(harness.navigator.topScene?.presentation == .root)
        #expect(try harness.topDataStore(as: HomeDataStoreSpy.self).user == AccountsWorker.demoUser)
    }

    @Test func loginAtTheRootGoesHomeWithTheUser() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.replaceRoot(with: "Login")
        // When
        try harness.perform("login", "DEMO@example.com", "password1")
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(try harness.topDataStore(as: HomeDataStoreSpy.self).user == AccountsWorker.demoUser)
    }

    @Test func loginPresentedModallySignsInAndDismissesItself() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.performSegue("Shop")
        try harness.navigator.performSegue("Login")
        // When
        try harness.perform("login", "demo@example.com", "password1")
        // Then
        #expect(harness.stackIDs == ["Menu", "ShoppingCart"])
        #expect(signedInUser(in: directory) == AccountsWorker.demoUser)
    }

    @Test func routeAfterSignInOfAModalLoginDismissesIt() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.performSegue("Shop")
        try harness.navigator.performSegue("Login")
        let router = try #require(harness.navigator.topScene?.router as? LoginRouter)
        let interactor = try #require(harness.navigator.topScene).dataStore(as: LoginInteractor.self)
        interactor.signIn(request: Login.SignIn.Request(email: "demo@example.com", password: "password1"))
        // When
        try router.routeAfterSignIn()
        // Then
        #expect(harness.stackIDs == ["Menu", "ShoppingCart"])
        #expect(signedInUser(in: directory)?.email == "demo@example.com")
    }

    @Test func aWrongPasswordStaysOnLoginAndShowsWhy() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.performSegue("Shop")
        try harness.navigator.performSegue("Login")
        // When
        try harness.perform("login", "demo@example.com", "password")
        // Then
        #expect(harness.stackIDs == ["Menu", "ShoppingCart", "Login"])
        #expect(
            harness.topViewController(as: LoginViewController.self)?.error
                == "wrong email or password; try again, or sign up")
        #expect(signedInUser(in: directory) == nil)
    }

    @Test func anUnknownEmailStaysOnLoginAndShowsWhy() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.performSegue("SignIn")
        // When
        try harness.perform("login", "ada@example.com", "password1")
        // Then
        #expect(harness.stackIDs == ["Menu", "Login"])
        #expect(
            harness.topViewController(as: LoginViewController.self)?.error
                == "wrong email or password; try again, or sign up")
    }

    /// Whether an account exists is not told: an unknown email and a wrong password leave the
    /// same screen, whatever the email and password.
    @Test(arguments: [
        ("ada@example.com", "demo@example.com", "password1", "password2"),
        ("nobody@example.org", "DEMO@example.com", "x", "wrong-password-9"),
        ("demo@example.co", "demo@example.com", "password1", "Password1"),
    ])
    func anUnknownEmailAndAWrongPasswordShowTheSameScreen(
        unknown: String, known: String, password: String, wrongPassword: String
    ) throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        var screens: [Screen] = []
        for (email, typed) in [(unknown, password), (known, wrongPassword)] {
            let harness = try makeHarness(dataDirectory: directory)
            try harness.navigator.performSegue("SignIn")
            try harness.perform("login", email, typed)
            #expect(harness.stackIDs == ["Menu", "Login"])
            screens.append(try #require(harness.navigator.topScene?.screen))
        }
        #expect(screens[0] == screens[1])
        #expect(screens[0].lines.contains(.error("wrong email or password; try again, or sign up")))
    }

    @Test func loginWithoutAPasswordIsRefusedWithoutNavigating() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.performSegue("SignIn")
        // When, Then
        #expect(throws: ActionError.self) {
            try harness.perform("login", "demo@example.com")
        }
        #expect(harness.stackIDs == ["Menu", "Login"])
        #expect(AccountsWorker(dataDirectory: directory.path).signedInUser == nil)
    }

    @Test func signedInHoldsOnceSomeoneSignsIn() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let environment = SceneEnvironment(dataDirectory: directory.path)
        #expect(!LoginConfigurator.signedIn.holds(in: environment))
        // When
        _ = try AccountsWorker(dataDirectory: directory.path).signIn(email: "demo@example.com", password: "password1")
        // Then
        #expect(LoginConfigurator.signedIn.holds(in: environment))
        #expect(LoginConfigurator.module.conditions.map(\.name) == ["signedIn"])
    }

    @Test func theSceneIsDeallocatedOnceItIsDismissed() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.performSegue("Shop")
        try harness.navigator.performSegue("Login")
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.perform("login", "demo@example.com", "password1")
        // Then
        #expect(harness.stackIDs == ["Menu", "ShoppingCart"])
        #expect(leaks.alive.isEmpty)
    }
    /// Home's guard, as the app declares it, refuses the Home segue to anyone not signed in, even
    /// performed without `login` (which performs it only after a sign-in): flow coverage counts
    /// the guard failing as well as holding.
    @Test func homesGuardRefusesTheHomeSegueUntilSomeoneSignsIn() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "Login", "scenes": [
                  { "id": "Login", "module": "Login", "title": "Sign in", "segues": [
                      { "id": "Home", "to": "Home", "style": "replace", "action": "login" } ] },
                  { "id": "Home", "module": "Home", "title": "Home",
                    "guards": [ { "condition": "signedIn", "refuse": "Sign in to see your home page." } ] } ] }
                """,
            modules: [LoginConfigurator.module, StandInScene.module(named: "Home") { HomeDataStoreSpy() }],
            environment: SceneEnvironment(dataDirectory: directory.path))
        try harness.start()
        // When, Then
        #expect(throws: NavigationError.self) { try harness.navigator.performSegue("Home") }
        #expect(harness.stackIDs == ["Login"])
        try harness.perform("login", "demo@example.com", "password1")
        #expect(harness.stackIDs == ["Home"])
        #expect(harness.flowCoverage.guards == ["Login Home signedIn refused", "Login Home signedIn held"])
    }
}
