import SceneRuntime
import SceneScaffolding

/// The commands that change a package: `new`, `remove` and `init`.
extension Subcommands {
    private static let package = OptionDescription.value(
        "--package", "DIR", .directory, "the package's folder (default: here)")
    private static let types = "text, integer, decimal, boolean, date, identifier or [TYPE]"
    private static let style = OptionDescription.value(
        "--style", "STYLE", .choice(noun: "style", ["vip", "viper"]), "the scene's parts (default vip)")
    private static let input = OptionDescription.value(
        "--input", "NAME:TYPE", .text, repeatable: true,
        "declares an input of the scene, bound to an Interactor property (NAME:TYPE? for an optional"
            + " one); TYPE is \(types); CONFIG must be version 2. A scene with a required input gets no"
            + " segue, since its value would be invented: a note says which segue to add, and where")
    private static let output = OptionDescription.value(
        "--output", "NAME:TYPE", .text, repeatable: true, "declares an output of the scene")
    private static let uses = OptionDescription.value(
        "--uses", "SHARED", .text, repeatable: true,
        "makes the module depend on the shared module SHARED (its line in Package.swift lists it;"
            + " edit that line to change what it uses)")
    private static let domain = OptionDescription.flag(
        "--domain",
        "generate a shared module instead: Sources/Domain/NAME/ and its tests, a line in Package.swift's"
            + " domainModules; it holds what scenes share (entities, workers, DataStore protocols),"
            + " since a scene never imports another scene, and starts with a store-backed worker:"
            + " NAMERecord, NAMEWorker (fetch, add, delete over a file of the data directory), NAMEError")
    private static let tab = OptionDescription.value(
        "--tab", "CONTAINER", .text,
        "makes the scene the root of a new tab of the tabs container CONTAINER (its id in CONFIG),"
            + " reached with 'tab NAME', instead of the destination of a segue from the initial scene")
    private static let coordinator = OptionDescription.flag(
        "--coordinator",
        "generate a coordinator instead: a shared module that uses the runtime, main-actor by default,"
            + " for a flow in code that spans scenes: Sources/Domain/NAME/NAMECoordinator.swift and its"
            + " tests, a line in domainModules naming SceneRuntime; the scenes it serves (--uses NAME)"
            + " reach the app's one with NAMECoordinator.shared(in: context)")
    private static let tabs = OptionDescription.value(
        "--tabs", "A,B,...", .text,
        "starts the app with a tabs container, Main, instead of Welcome: a tab per name, each the root"
            + " of a scene of that name (VIP), as scenes new writes it; scenes new NAME --tab Main adds one")
    private static let split = OptionDescription.value(
        "--split", "A,B", .text,
        "starts the app with a split container, Main, instead of Welcome: two panes side by side (one"
            + " stack when the window is narrow), A the primary and B the secondary, each the root of a"
            + " scene of that name (VIP), as scenes new writes it")
    private static let runtime = OptionDescription.value(
        "--runtime", "PATH", .directory, missing: "the PATH of the SceneRuntime package",
        "the SceneRuntime package the app depends on by path (the runtime package, or a checkout"
            + " holding it in Sources/Runtime); by default the checkout this program was built from")

    static let new = SubcommandDescription(
        "new",
        summary:
            "generate a scene module, its tests, and its place in Package.swift and CONFIG; with --domain,"
            + " a shared module that scenes use; with --coordinator, a coordinator that scenes share",
        discussion: """
            Generates the scene module Scenes/NAME/ (VIP by default: Models, ViewController, Interactor,
            Presenter, Router, Configurator; VIPER: Entity, View, Presenter, Interactor, Worker,
            Router, ViewState, Configurator) and its tests in Tests/Scenes/NAMETests/, adds it to
            Package.swift's sceneModules, and adds the scene with a segue to it from the initial scene
            to scenes.json.
            The scene shows its inputs and offers the segues that leave it; its tests say so.
            After swift build, type 'go NAME' in scenes.
            """,
        positionals: .one("NAME", needs: "the NAME of the scene or shared module"),
        options: [style, input, output, tab, uses, package, domain, coordinator],
        conflicts: [domain, coordinator].flatMap { shared in
            [style, input, output, tab].map { option in
                SubcommandDescription.Conflict(
                    option, shared,
                    message:
                        "\(option.name) is for a scene; a shared module (\(shared.name)) has no view, inputs or outputs"
                )
            }
        } + [
            SubcommandDescription.Conflict(
                domain, coordinator,
                message: "--domain and --coordinator each make a shared module; give one of them")
        ],
        alternatives: [domain, coordinator]
    ) { (parsed: ParsedArguments) throws(UsageError) -> Invocation in
        let name = parsed.positionals.first ?? ""
        let directory = parsed.text(package) ?? "."
        var used: [String] = []
        for shared in parsed.texts(uses) {
            guard !used.contains(shared) else {
                throw parsed.usage("--uses \(quoted(shared)) is given twice")
            }
            used.append(shared)
        }
        if parsed.has(domain) { return .newShared(name: name, packageDirectory: directory, uses: used) }
        if parsed.has(coordinator) {
            return .newCoordinator(name: name, packageDirectory: directory, uses: used)
        }
        var inputs: [SceneInterface.Input] = []
        for text in parsed.texts(input) {
            let (name, type, optional) = try declaration(
                text, of: input, taken: inputs.map(\.name), in: parsed)
            inputs.append(.init(name: name, type: type, isRequired: !optional))
        }
        var outputs: [SceneInterface.Output] = []
        for text in parsed.texts(output) {
            let (name, type, optional) = try declaration(
                text, of: output, taken: outputs.map(\.name), in: parsed)
            guard !optional else {
                throw parsed.usage(
                    "--output \(quoted(name)) cannot be optional: an output has a value or not as its property does"
                )
            }
            outputs.append(.init(name: name, type: type))
        }
        return .new(
            name: name, style: parsed.choice(style, as: SceneStyle.self) ?? .vip,
            packageDirectory: directory, interface: SceneInterface(inputs: inputs, outputs: outputs),
            uses: used, tab: parsed.text(tab))
    }

    /// `contactID:integer`, `tags:[text]`, or `note:text?` for an optional input.
    private static func declaration(
        _ text: String, of declared: OptionDescription, taken: [String], in parsed: ParsedArguments
    ) throws(UsageError) -> (name: String, type: SceneValueType, optional: Bool) {
        let option = declared.name
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, Names.isIdentifier(parts[0]) else {
            throw parsed.usage(
                "\(option) takes NAME:TYPE, NAME an identifier and TYPE one of \(types); got \(quoted(text))")
        }
        guard !AppGenerator.keywords.contains(parts[0]) else {
            throw parsed.usage(
                "\(option) \(quoted(parts[0])): it is a Swift keyword, which a property cannot be named;"
                    + " choose another NAME")
        }
        let optional = parts[1].hasSuffix("?")
        let spelling = optional ? String(parts[1].dropLast()) : parts[1]
        let type: SceneValueType
        do {
            type = try SceneValueType(parsing: spelling)
        } catch {
            guard case .tooDeep = error else {
                let hint = Suggestion.closest(to: spelling, in: SceneValueType.scalars.map(\.description))
                throw parsed.usage(
                    "\(option) \(quoted(parts[0])): unknown type \(quoted(parts[1])); expected \(types)"
                        + (hint.map { "; did you mean \(quoted($0))?" } ?? ""))
            }
            throw parsed.usage("\(option) \(quoted(parts[0])): \(error)")
        }
        guard !taken.contains(parts[0]) else {
            throw parsed.usage("\(option) \(quoted(parts[0])) is given twice")
        }
        return (parts[0], type, optional)
    }

    static let remove = SubcommandDescription(
        "remove", summary: "take a scene or shared module out of Package.swift, CONFIG and the tests",
        discussion: """
            Takes the scene module or shared module NAME out of the package: its line in Package.swift,
            its scenes in scenes.json, its folder and its tests. The segue that scenes new added to a
            scene goes with it; any other segue leading to it, a container holding it, the initial scene,
            a module using it, or a Swift file importing it makes remove refuse, naming each, and change
            nothing (exit 1).
            """,
        positionals: .one(
            "NAME", needs: "the NAME of a scene or shared module", tooMany: "remove takes one NAME at a time"),
        options: [package]
    ) { parsed in
        .remove(name: parsed.positionals.first ?? "", packageDirectory: parsed.text(package) ?? ".")
    }

    static let initialize = SubcommandDescription(
        "init", summary: "create a new app: a package with its executable, a first scene, tests and CONFIG",
        discussion: """
            Creates the folder NAME in the current folder: a Swift package whose executable NAME is this
            shell with the app's own scene modules built in, a first scene (Welcome, VIP; with --tabs, a
            tabs container Main with a new scene per tab; with --split, a split Main with a new scene per
            pane) and its tests, a test of scenes.json and one of
            the app's flows (transcripts), a README, .gitignore and .ci/run. Then: cd NAME; swift run NAME;
            swift test.
            scenes new works inside it as here (so does swift run NAME new SCENE), and so do --plugins.
            NAME must be a Swift identifier, not a keyword nor a module's name, at most 60 characters,
            and must not exist, even as an empty folder. Nothing is written if it is refused or fails.
            """,
        positionals: .one("NAME", needs: "the NAME of the app"),
        options: [runtime, tabs, split],
        conflicts: [
            SubcommandDescription.Conflict(
                tabs, split,
                message: "--tabs and --split each choose the container the app starts with; give one")
        ]
    ) { (parsed: ParsedArguments) throws(UsageError) -> Invocation in
        let isSplit = parsed.has(split)
        let option = isSplit ? split : tabs
        var names: [String] = []
        if let list = parsed.text(option) {
            for tab in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard !tab.isEmpty else {
                    throw parsed.usage(
                        "\(option.name) takes scene names separated by commas, none empty; got \(quoted(list))"
                    )
                }
                guard !names.contains(tab) else {
                    throw parsed.usage("\(option.name) names \(quoted(tab)) twice")
                }
                names.append(tab)
            }
            if isSplit, names.count != 2 {
                throw parsed.usage(
                    "--split takes two scene names, the primary pane's and the secondary's; got \(quoted(list))"
                )
            }
        }
        return .initialize(
            name: parsed.positionals.first ?? "", runtime: parsed.text(runtime), tabs: names,
            split: isSplit)
    }
}
