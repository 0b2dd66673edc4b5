/// What a scene's configurator receives: who the scene is, and a way for its parts to perform
/// segues, the analogue of UIKit's `performSegue(withIdentifier:sender:)`, and the moves a
/// coordinator makes (back, pop to the root or to a scene, present, replace the root, dismiss),
/// each a segue or move the storyboard allows, checked as the shell's.
///
/// ```swift
/// public static let module = SceneModule(name: "Menu") { context in
///     let interactor = MenuInteractor(
///         destinations: context.descriptor.segues.map(\.id),
///         worker: AccountsWorker(dataDirectory: context.environment.dataDirectory))
///     let router = MenuRouter(context: context, dataStore: interactor)    // it calls context.performSegue
///     ...
/// }
/// ```
///
/// A ViewController or a VIPER Presenter keeps the context and calls ``performSegue(_:)-(Identifier)`` after
/// an action. The context holds its navigator weakly, so keeping it creates no cycle.
@MainActor public struct SceneContext {
    /// The scene being built, as declared in the storyboard: its id, title and segues.
    public let descriptor: SceneDescriptor
    /// How the scene is being presented.
    public let presentation: NavigationState.Presentation
    /// Settings of the running app, such as where data files live.
    public let environment: SceneEnvironment
    let instance: Int
    weak var navigator: Navigator?

    /// The id of the scene being built.
    public var sceneID: String { descriptor.id }

    /// The title of the scene being built.
    public var title: String { descriptor.title }

    /// Why the scene is shown, when a guard's redirect presented it (the cart's checkout needs
    /// someone signed in, so Login is presented) and the navigation it put off still waits;
    /// `nil` when the scene was reached otherwise. Read it when the scene draws its screen: it is
    /// known once the scene is on the stack.
    public var guardRedirect: GuardRedirect? { navigator?.guardRedirect(presenting: instance) }

    /// Performs one of this scene's segues, named by its Router's identifier
    /// (`context.performSegue(SegueIdentifier.viewContact)`): its route is found by position,
    /// not by name.
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   or whatever performing the segue throws.
    public func performSegue<Identifier: SceneSegueIdentifier>(_ identifier: Identifier) throws {
        try activeNavigator().performSegue(
            identifier.rawValue, key: RouteStorage.Key(identifier), requestedBy: instance, sceneID: sceneID)
    }

    /// Performs one of this scene's segues named by text, for a name known only at run time
    /// (a menu's entries, read from the storyboard).
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   or whatever performing the segue throws.
    public func performSegue(_ identifier: String) throws {
        try activeNavigator().performSegue(identifier, requestedBy: instance, sceneID: sceneID)
    }

    /// Dismisses the modal presentation this scene belongs to.
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   or whatever dismissing throws.
    public func dismiss() throws {
        try activeNavigator().dismiss(requestedBy: instance, sceneID: sceneID)
    }

    /// Goes back one scene, as `back` in the shell does (at a tab's root, as the container's back
    /// policy says): what a coordinator does when a flow ends. The other scenes it removes are
    /// asked whether they may be left; this one decided to.
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   ``NavigationError/atRoot(_:)``, or what leaving the scenes it removes throws.
    public func back() throws {
        try activeNavigator().back(requestedBy: instance, sceneID: sceneID)
    }

    /// Pops every scene above the root of the stack the scene is in (its tab's).
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   or what leaving the scenes it removes throws.
    public func popToRoot() throws {
        try activeNavigator().popToRoot(requestedBy: instance, sceneID: sceneID)
    }

    /// Pops back to the topmost scene `destination` on the stack, as `popto` in the shell does.
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   ``NavigationError/sceneNotOnStack(_:stack:suggestion:)``, or what leaving the scenes it
    ///   removes throws.
    public func pop(to destination: String) throws {
        try activeNavigator().pop(to: destination, requestedBy: instance, requester: sceneID)
    }

    /// Presents the scene `destination` modally, through this scene's `modal` segue that leads
    /// there (the first whose guards hold, when several do), checked as that segue: its guards,
    /// what it passes, its route. What a coordinator does to put a sign-in over a flow.
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   ``NavigationError/noSegue(from:to:presentation:)`` when no modal segue of this scene
    ///   leads there, or whatever performing the segue throws.
    public func present(_ destination: String) throws {
        try activeNavigator().performSegue(
            leadingTo: destination, style: .modal, requestedBy: instance, sceneID: sceneID)
    }

    /// Makes `destination` the root of the stack this scene is in (its tab's), through this
    /// scene's `replace` segue that leads there, checked as that segue; the scenes it removes are
    /// asked whether they may be left, this one excepted. What a coordinator does when a flow
    /// ends somewhere new (Home after a sign-in).
    /// - Throws: ``NavigationError/notTopScene(_:)`` if the scene is not the top of the stack,
    ///   ``NavigationError/noSegue(from:to:presentation:)`` when no `replace` segue of this scene
    ///   leads there, or whatever performing the segue throws.
    public func replaceRoot(with destination: String) throws {
        try activeNavigator().performSegue(
            leadingTo: destination, style: .replace, requestedBy: instance, sceneID: sceneID)
    }

    /// Where the scene is: each container around it and the tab it is in, outermost first
    /// (`Main/Notes`); empty outside containers, and once the scene has left every stack. A scene
    /// needs no code to be put in a tab: this is for what it may say about it.
    public var location: [NavigationState.TabLocation] {
        navigator?.location(ofInstance: instance) ?? []
    }

    /// ``location`` as `CONTAINER/TAB` texts (`["Main/Notes"]`).
    @available(
        *, deprecated, renamed: "location",
        message: "read location, each NavigationState.TabLocation's description is CONTAINER/TAB"
    )
    public var containerPath: [String] { location.map(\.description) }

    private func activeNavigator() throws(NavigationError) -> Navigator {
        guard let navigator else { throw .notTopScene(sceneID) }
        return navigator
    }
}
