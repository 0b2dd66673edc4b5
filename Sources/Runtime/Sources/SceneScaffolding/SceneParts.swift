import FoundationEssentials
import SceneRuntime

/// The text of each part of one scene.
struct SceneParts {
    let scene: String
    let contract: ContractTemplates
    let uses: [String]

    var n: String { scene }
    var inputs: [SceneInterface.Input] { contract.interface.inputs }

    /// `import` lines for the types the inputs and outputs use, and for the shared modules.
    func imports(_ modules: [String] = [], types: Bool = true) -> String {
        var all = Set(modules)
        if types { all.formUnion(contract.typeImports) }
        return all.sorted().map { "import \($0)\n" }.joined() + (all.isEmpty ? "" : "\n")
    }

    /// `let name: Type` for each input (a Response's or an Entity's members), indented by `indent`.
    func members(indent: Int, keyword: String = "let") -> String {
        let margin = String(repeating: " ", count: indent)
        return inputs.map {
            "\(margin)\(keyword) \($0.name): \(ContractTemplates.swiftType($0.type))\($0.isRequired ? "" : "?")\n"
        }.joined()
    }

    /// The fields shown for the inputs of `source` (`response`, `entity`), as `.init(...)`.
    func fields(of source: String) -> [String] {
        inputs.map { input -> String in
            let value = "\(source).\(input.name)"
            let text: String
            switch (input.type, input.isRequired) {
            case (.text, true): text = value
            case (.text, false): text = "\(value) ?? \"none\""
            case (_, true): text = "\"\\(\(value))\""
            case (_, false): text = "\(value).map { \"\\($0)\" } ?? \"none\""
            }
            return ".init(label: \"\(input.name)\", value: \(text))"
        }
    }

    /// The inputs' sample values as arguments: `orderID: 42`.
    var sampleArguments: [String] {
        inputs.map { "\($0.name): \(ContractTemplates.swiftSample($0.type))" }
    }

    /// The inputs as arguments of the same name: `orderID: orderID`.
    var inputArguments: [String] {
        inputs.map { "\($0.name): \($0.name)" }
    }

    /// The fields the samples are shown as, as `.init(...)` (`.field(...)` for a screen's lines).
    func sampleFields(_ kind: String = "init") -> [String] {
        inputs.map { ".\(kind)(label: \"\($0.name)\", value: \(contract.displayedSample($0.type)))" }
    }

    /// The rest of a declaration after its `{`: `}` for no members, else the members' lines and
    /// `}` at `indent`.
    func braced(_ members: String, indent: Int) -> String {
        members.isEmpty ? "}" : "\n" + members + String(repeating: " ", count: indent) + "}"
    }

    /// `[]`, or the elements a line each at `indent + 4`, closed at `indent`, as swift-format
    /// writes them: a trailing comma only after more than one.
    func list(_ elements: [String], indent: Int) -> String {
        guard !elements.isEmpty else { return "[]" }
        let margin = String(repeating: " ", count: indent + 4)
        return "[\n" + elements.map { margin + $0 }.joined(separator: ",\n") + (elements.count > 1 ? "," : "")
            + "\n" + String(repeating: " ", count: indent) + "]"
    }

    /// `head(arguments)tail` at `indent`, on one line if it fits in 110 columns, else with the
    /// arguments on the next line (or a line each), as swift-format writes it.
    func wrapped(_ head: String, _ arguments: [String], tail: String = "", indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        let inner = String(repeating: " ", count: indent + 4)
        let one = margin + head + "(" + arguments.joined(separator: ", ") + ")" + tail
        if one.count <= 110 || arguments.isEmpty { return one }
        let next = inner + arguments.joined(separator: ", ") + ")" + tail
        if next.count <= 110 { return margin + head + "(\n" + next }
        return margin + head + "(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + ")" + tail
    }

    /// The line a new scene shows first, saying what it is and which file to edit next (`file`, its
    /// ViewController's or View's, where the line is written), as a `static let about` of that type
    /// at an indent of 4.
    func about(file: String) -> String {
        """
            /// What this new scene says first: what it is, and where to change what it shows. Take it
            /// out once the scene shows something of its own.
            static let about =
                "\(Self.aboutLine(scene: n, file: file))"
        """
    }

    /// The text of ``about(file:)``: `This is the Journal scene: to change what it shows, edit
    /// Scenes/Journal/JournalViewController.swift.`
    static func aboutLine(scene: String, file: String) -> String {
        "This is the \(scene) scene: to change what it shows, edit Scenes/\(scene)/\(file).swift."
    }

    /// The DataStore protocol: a property for each input and output.
    var dataStore: String {
        let properties = contract.propertyNames.map { "    var \($0.name): \($0.type) { get set }\n" }
            .joined()
        return """
            /// What \(n) holds for the routers of other scenes: its inputs and outputs, as its
            /// Configurator's contract declares them.
            protocol \(n)DataStore: AnyObject {\(braced(properties, indent: 0))
            """
    }

    /// The Interactor's properties, a line each.
    var storedProperties: String {
        contract.properties.map { "    \($0)\n" }.joined()
    }

    /// The Router: the routing protocol, empty until the scene has segues of its own to perform,
    /// and the class.
    func router(routing: String, holder: String) -> String {
        """
        import SceneRuntime

        /// What the \(holder) asks of navigation: a `routeTo…` for each segue leaving \(n) that an
        /// action performs, as
        ///
        ///     func routeToDetail() throws
        protocol \(routing) {}

        /// Navigates from \(n). A segue whose data the storyboard passes (`"pass"`, a version 2
        /// storyboard) needs no route here; one that passes data by hand registers a route for its
        /// identifier, `routeTo…(_ segue:)`, the trigger's name with the segue:
        ///
        ///     enum SegueIdentifier: String, SceneSegueIdentifier {
        ///         case showDetail = "ShowDetail"
        ///     }
        ///
        ///     static let routes: RouteTable<\(n)Router> = [
        ///         .showDetail: { router, segue in try router.routeToDetail(segue) }
        ///     ]
        ///
        ///     func routeToDetail() throws {
        ///         try context.performSegue(SegueIdentifier.showDetail)
        ///     }
        final class \(n)Router: SceneRouterBase<any \(n)DataStore>, SceneRouter,
            \(routing)
        {}

        """
    }

    /// The Configurator: the module's registration, with the contract if there is one.
    func configurator(summary: String, body: String) -> String {
        let indented = body.components(separatedBy: "\n").map { $0.isEmpty ? $0 : "    " + $0 }
        if contract.isEmpty {
            return """
                import SceneRuntime

                /// \(summary)
                public enum \(n)Configurator {
                    /// The \(n) module's registration.
                    public static let module = SceneModule(name: "\(n)") { context in
                \(indented.map { "    " + $0 }.joined(separator: "\n"))
                    }
                }

                """
        }
        return """
            import SceneRuntime

            /// \(summary)
            public enum \(n)Configurator {
                /// The \(n) module's registration, with the inputs and outputs it declares.
                public static let module = SceneModule(
                    name: "\(n)",
            \(contract.contract(store: "\(n)Interactor"))
                    build: { context in
            \(indented.map { "        " + $0 }.joined(separator: "\n"))
                    }
                )
            }

            """
    }
}
