import Foundation
import SceneRuntime
import Testing

@testable import SceneScaffolding
@testable import SceneShell

@Suite @MainActor struct SceneGeneratorTests {
    let package: URL

    init() throws {
        package = try Self.makePackage(storyboard: Self.storyboard)
    }

    /// A new package folder in the temporary directory, with `manifest` and `storyboard`.
    static func makePackage(storyboard: String) throws -> URL {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data(storyboard.utf8).write(to: package.appendingPathComponent("scenes.json"))
        return package
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: package)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    static let manifest = """
        let sceneModules: [(name: String, domains: [String])] = [
            ("Menu", []),
            ("Notes", ["NotesDomain"]),
        ]
        """

    static let storyboard = """
        {
          "version": 1,
          "initial": "Menu",
          "scenes": [
            { "id": "Menu", "module": "Menu", "title": "Menu", "segues": [
                { "id": "Notes", "to": "Notes", "style": "push" } ] },
            { "id": "Notes", "module": "Notes", "title": "Notes" }
          ]
        }
        """

    @Test func generatesAVIPSceneWithItsTestsAndPlacesItInTheManifestAndStoryboard() throws {
        let result = try SceneGenerator(packageDirectory: package.path).generate(name: "OrderHistory", style: .vip)
        #expect(
            result.created == [
                "Scenes/OrderHistory/OrderHistoryModels.swift", "Scenes/OrderHistory/OrderHistoryInteractor.swift",
                "Scenes/OrderHistory/OrderHistoryWorker.swift", "Scenes/OrderHistory/OrderHistoryPresenter.swift",
                "Scenes/OrderHistory/OrderHistoryViewController.swift",
                "Scenes/OrderHistory/OrderHistoryRouter.swift", "Scenes/OrderHistory/OrderHistoryConfigurator.swift",
                "Tests/Scenes/OrderHistoryTests/OrderHistoryInteractorTests.swift",
                "Tests/Scenes/OrderHistoryTests/OrderHistoryPresenterTests.swift",
                "Tests/Scenes/OrderHistoryTests/OrderHistorySceneTests.swift",
            ])
        #expect(result.edited == ["Package.swift", "scenes.json"])
        #expect(try read("Package.swift").contains("    (\"Notes\", [\"NotesDomain\"]),\n    (\"OrderHistory\", []),\n]"))
        #expect(
            try read("scenes.json") == """
                {
                  "version": 1,
                  "initial": "Menu",
                  "scenes": [
                    { "id": "Menu", "module": "Menu", "title": "Menu", "segues": [
                        { "id": "Notes", "to": "Notes", "style": "push" },
                        { "id": "OrderHistory", "to": "OrderHistory", "style": "push" } ] },
                    { "id": "Notes", "module": "Notes", "title": "Notes" },
                    { "id": "OrderHistory", "module": "OrderHistory", "title": "Order history" }
                  ]
                }
                """)
        #expect(try read("Scenes/OrderHistory/OrderHistoryConfigurator.swift").contains("SceneModule(name: \"OrderHistory\")"))
        cleanUp()
    }

    /// Named as CleanStore names things; no sample use case; the view controller holds the
    /// routing protocol, not the Router.
    @Test func theVIPPartsAreNamedAsCleanStoreNamesThem() throws {
        _ = try SceneGenerator(packageDirectory: package.path).generate(name: "Orders", style: .vip)
        let scene = try ["Models", "Interactor", "Presenter", "ViewController", "Router"].map {
            try read("Scenes/Orders/Orders\($0).swift")
        }.joined()
        for name in [
            "protocol OrdersBusinessLogic", "protocol OrdersDataStore", "protocol OrdersPresentationLogic",
            "protocol OrdersDisplayLogic", "protocol OrdersRoutingLogic", "enum ShowScene", "struct Request",
            "struct Response", "struct ViewModel", "var router: (any OrdersRoutingLogic)?",
            "func showScene(request: Orders.ShowScene.Request)", "func presentScene(response: Orders.ShowScene.Response)",
            "func displayScene(viewModel: Orders.ShowScene.ViewModel)",
        ] {
            #expect(scene.contains(name), "\(name)")
        }
        for sample in ["items", "enum Load", "Load.Request", "Give Orders", "refresh", "var router: OrdersRouter"] {
            #expect(!scene.contains(sample), "\(sample)")
        }
        let tests = try read("Tests/Scenes/OrdersTests/OrdersSceneTests.swift")
        #expect(tests.contains("func itShowsItsInputs()"))
        #expect(tests.contains("func itOffersTheSeguesLeavingItAndIsFreedWhenLeft()"))
        #expect(tests.contains(#"#expect(harness.stackIDs == ["Start", "Orders", "Next"])"#))
        cleanUp()
    }

    @Test func generatesAVIPERScene() throws {
        let result = try SceneGenerator(packageDirectory: package.path).generate(name: "Profile", style: .viper)
        #expect(
            result.created.filter { $0.hasPrefix("Scenes/") }.map { ($0 as NSString).lastPathComponent }.sorted() == [
                "ProfileConfigurator.swift", "ProfileEntity.swift", "ProfileInteractor.swift", "ProfilePresenter.swift",
                "ProfileRouter.swift", "ProfileView.swift", "ProfileViewState.swift", "ProfileWorker.swift",
            ])
        #expect(try read("Scenes/Profile/ProfileRouter.swift").contains("protocol ProfileWireframe {}"))
        let presenter = try read("Scenes/Profile/ProfilePresenter.swift")
        #expect(presenter.contains("ProfileViewOutput, ProfileInteractorOutput"))
        // article 003's shape: the Presenter holds the Router; the Configurator builds concrete parts
        // and gives each what it uses (the Interactor its Worker, the data layer)
        #expect(presenter.contains("@ObservationIgnored let router: any ProfileWireframe"))
        #expect(presenter.contains("init(interactor: any ProfileInteractorInput, router: any ProfileWireframe)"))
        #expect(try read("Scenes/Profile/ProfileInteractor.swift").contains("init(worker: ProfileWorker)"))
        let configurator = try read("Scenes/Profile/ProfileConfigurator.swift")
        #expect(configurator.contains("let interactor = ProfileInteractor(worker: ProfileWorker())"))
        #expect(configurator.contains("let presenter = ProfilePresenter(interactor: interactor, router: router)"))
        #expect(configurator.contains("view.presenter = presenter"))
        cleanUp()
    }

    /// WritingAScene shows a VIPER scene's Configurator as `scenes new` writes it: its code is the
    /// generated file's, line for line (comments and blank lines aside).
    @Test func theArticlesVIPERConfiguratorIsWhatTheGeneratorWrites() throws {
        let interface = SceneInterface(inputs: [.init(name: "entryID", type: .integer, isRequired: true)], outputs: [])
        let storyboard = package.appendingPathComponent("scenes.json")
        try Data(try read("scenes.json").replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#).utf8)
            .write(to: storyboard)
        _ = try SceneGenerator(packageDirectory: package.path).generate(
            name: "Entry", style: .viper, interface: interface)
        let article = try String(
            contentsOf: ScaffoldingExamplesTests.root.appendingPathComponent(
                "\(ScaffoldingExamplesTests.catalog)/WritingAScene.md"), encoding: .utf8)
        let block = try #require(
            ScaffoldingExamplesTests.blocks(article).first { $0.first == "public enum EntryConfigurator {" })
        func code(_ lines: [String]) -> [String] {
            lines.filter {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return !line.isEmpty && !line.hasPrefix("//") && !line.hasPrefix("import ")
            }
        }
        let generated = try read("Scenes/Entry/EntryConfigurator.swift").components(separatedBy: "\n")
        #expect(code(block) == code(generated), "\(generated.joined(separator: "\n"))")
        cleanUp()
    }

    /// A new scene is not blank: its screen starts with a line saying what it is and which file to
    /// edit, a file the generator wrote (where the line itself is), and its tests expect that line.
    @Test(arguments: [("vip", "OrderHistoryViewController"), ("viper", "OrderHistoryView")])
    func aNewSceneSaysWhatItIsAndWhichFileToEdit(style: String, view: String) throws {
        let style = try #require(SceneStyle(rawValue: style))
        let result = try SceneGenerator(packageDirectory: package.path).generate(name: "OrderHistory", style: style)
        let file = "Scenes/OrderHistory/\(view).swift"
        #expect(result.created.contains(file))
        let line = "This is the OrderHistory scene: to change what it shows, edit \(file)."
        let code = try read(file)
        #expect(code.contains("    static let about =\n        \"\(line)\"\n"), "\(code)")
        #expect(code.contains("Screen([.text(Self.about)] + "), "the line comes first: \(code)")
        let tests = try read("Tests/Scenes/OrderHistoryTests/OrderHistorySceneTests.swift")
        #expect(tests.contains("#expect(harness.navigator.topScene?.screen == Screen([.text(\(view).about)] + fields))"))
        cleanUp()
    }

    @Test func notesAManifestWithoutTheMainActorDefaultAndNotOneWithIt() throws {
        let without = try SceneGenerator(packageDirectory: package.path).generate(name: "Profile", style: .vip)
        #expect(without.notes == [SceneGenerator.mainActorDefaultNote])
        #expect(SceneGenerator.mainActorDefaultNote.hasPrefix("note: Package.swift does not set"))
        let manifest = package.appendingPathComponent("Package.swift")
        try Data((Self.manifest + "\nlet settings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]\n").utf8)
            .write(to: manifest)
        let with = try SceneGenerator(packageDirectory: package.path).generate(name: "Orders", style: .vip)
        #expect(with.notes.isEmpty)
        cleanUp()
    }

    /// Scene modules are main-actor by default (SE-0466): generated code says nothing about isolation.
    @Test(arguments: ["vip", "viper"])
    func generatedCodeReliesOnTheMainActorDefaultWithoutAnnotations(style: String) throws {
        let style = try #require(SceneStyle(rawValue: style))
        let result = try SceneGenerator(packageDirectory: package.path).generate(name: "Profile", style: style)
        #expect(!result.created.isEmpty)
        for file in result.created {
            #expect(try !read(file).contains("@MainActor"), "\(file)")
        }
        cleanUp()
    }

    @Test func theStoryboardStaysValidJSONWithTheSceneReachable() throws {
        _ = try SceneGenerator(packageDirectory: package.path).generate(name: "OrderHistory", style: .vip)
        let storyboard = try Storyboard(decoding: Array(try read("scenes.json").utf8), file: "scenes.json")
        #expect(storyboard.scene(withID: "OrderHistory")?.module == "OrderHistory")
        #expect(storyboard.scene(withID: "Menu")?.segue("OrderHistory")?.destination == "OrderHistory")
        #expect(storyboard.warnings.isEmpty)
        cleanUp()
    }

    @Test func addsASeguesListToAnInitialSceneWithoutOne() throws {
        try Data(#"{ "version": 1, "initial": "Menu", "scenes": [ { "id": "Menu", "module": "Menu", "title": "Menu" } ] }"#.utf8)
            .write(to: package.appendingPathComponent("scenes.json"))
        _ = try SceneGenerator(packageDirectory: package.path).generate(name: "Extra", style: .vip)
        #expect(
            try read("scenes.json")
                == #"{ "version": 1, "initial": "Menu", "scenes": [ { "id": "Menu", "module": "Menu", "title": "Menu", "segues": [ { "id": "Extra", "to": "Extra", "style": "push" } ] }, { "id": "Extra", "module": "Extra", "title": "Extra" } ] }"#
        )
        cleanUp()
    }

    /// An initial container has no segues: the segue goes from the scene shown at start, the root
    /// of its selected tab, followed into a nested container's first tab.
    @Test func addsTheSegueToTheSceneShownAtStartWhenTheInitialSceneIsAContainer() throws {
        let storyboard = #"""
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "Main", "container": { "kind": "tabs", "selected": "B",
                  "tabs": [ { "id": "A", "root": "Menu" }, { "id": "B", "root": "Split" } ] } },
              { "id": "Split", "title": "Split", "container": { "kind": "split",
                  "panes": [ { "root": "List" }, { "root": "Menu" } ] } },
              { "id": "Menu", "module": "Menu", "title": "Menu" },
              { "id": "List", "module": "List", "title": "List", "segues": [] } ] }
            """#
        try Data(storyboard.utf8).write(to: package.appendingPathComponent("scenes.json"))
        _ = try SceneGenerator(packageDirectory: package.path).generate(name: "Extra", style: .vip)
        let edited = try read("scenes.json")
        #expect(
            edited.contains(#"{ "id": "List", "module": "List", "title": "List", "segues": [ { "id": "Extra", "to": "Extra", "style": "push" } ] }"#))
        #expect(edited.contains(#"{ "id": "Menu", "module": "Menu", "title": "Menu" },"#), "the other tab's root is not changed")
        cleanUp()
    }

    @Test(arguments: [
        ("order", "a module is named like a type, starting with a capital letter"),
        ("Foundation", "it is the name of a module of Swift's toolchain"),
        ("9Lives", "it is not a Swift identifier (letters, digits and '_', starting with a letter)"),
        ("Order-History", "it is not a Swift identifier (letters, digits and '_', starting with a letter)"),
        ("Self", "it is a name Swift or SceneRuntime already uses"),
        ("SceneRuntime", "it is the name of one of SceneRuntime's own modules"),
        ("", "it is not a Swift identifier (letters, digits and '_', starting with a letter)"),
    ])
    func refusesNamesThatCannotNameAModule(name: String, reason: String) throws {
        #expect(throws: GeneratorError.invalidName(name, reason: reason)) {
            try SceneGenerator(packageDirectory: package.path).generate(name: name, style: .vip)
        }
        #expect(try read("Package.swift") == Self.manifest, "nothing was written")
        cleanUp()
    }

    @Test func refusesANameThatExists() throws {
        #expect(throws: GeneratorError.exists("Notes", place: "Package.swift")) {
            try SceneGenerator(packageDirectory: package.path).generate(name: "Notes", style: .vip)
        }
        try Data(Self.manifest.replacingOccurrences(of: "    (\"Notes\", [\"NotesDomain\"]),\n", with: "").utf8)
            .write(to: package.appendingPathComponent("Package.swift"))
        #expect(throws: GeneratorError.exists("Notes", place: "scenes.json")) {
            try SceneGenerator(packageDirectory: package.path).generate(name: "Notes", style: .vip)
        }
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Scenes/Taken"), withIntermediateDirectories: true)
        #expect(throws: GeneratorError.exists("Taken", place: "Scenes/Taken")) {
            try SceneGenerator(packageDirectory: package.path).generate(name: "Taken", style: .vip)
        }
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Scenes/Notes").path))
        cleanUp()
    }

    /// A scene module named as another target of the package (an app's executable, named after
    /// the app, or its tests) would be a second target of that name: refused, nothing written.
    @Test(arguments: ["Notebook", "AppTests"])
    func refusesTheNameOfAnotherTargetOfThePackage(name: String) throws {
        let manifest =
            Self.manifest + "\n"
                + """
                let domainModules: [(name: String, dependencies: [String])] = [
                ]
                let package = Package(
                    name: "Notebook",
                    targets: [
                        .executableTarget(name: "Notebook", dependencies: []),
                        .testTarget(name: "AppTests", dependencies: []),
                    ])
                """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        #expect(throws: GeneratorError.exists(name, place: "Package.swift")) {
            try SceneGenerator(packageDirectory: package.path).generate(name: name, style: .vip)
        }
        #expect(throws: GeneratorError.exists(name, place: "Package.swift")) {
            try SceneGenerator(packageDirectory: package.path).generateSharedModule(name: name)
        }
        #expect(try read("Package.swift") == manifest, "nothing was written")
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Scenes/\(name)").path))
        cleanUp()
    }

    /// An input or output named by a Swift keyword would be a property the generated code cannot
    /// declare (`var class: Int`): a usage error, nothing written.
    @Test(arguments: ["--input", "--output"])
    func refusesAKeywordAsAnInputOrOutputName(option: String) throws {
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["new", "Extra", option, "class:integer", "--package", package.path], modules: [],
            environment: [:], console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status == 2)
        #expect(err.hasPrefix("error: \(option) 'class': it is a Swift keyword, which a property cannot be named"))
        #expect(try read("Package.swift") == Self.manifest, "nothing was written")
        cleanUp()
    }

    @Test func reportsFilesItCannotEdit() throws {
        try Data("let package = 1".utf8).write(to: package.appendingPathComponent("Package.swift"))
        #expect(
            throws: GeneratorError.cannotEdit(
                "Package.swift", reason: "no `let sceneModules = [ ... ]` list with its `]` on a line of its own")
        ) { try SceneGenerator(packageDirectory: package.path).generate(name: "Extra", style: .vip) }
        try FileManager.default.removeItem(at: package.appendingPathComponent("scenes.json"))
        #expect(throws: GeneratorError.missingFile("scenes.json")) {
            try SceneGenerator(packageDirectory: package.path).generate(name: "Extra", style: .vip)
        }
        cleanUp()
    }

    @Test func theCommandLineReportsWhatItDid() {
        var out = ""
        var err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        let status = ScenesCommand.run(
            arguments: ["new", "Extra", "--style", "viper", "--package", package.path], modules: [], environment: [:],
            console: console, input: ScriptLines(""))
        #expect(status == 0)
        #expect(out.hasPrefix(SceneGenerator.mainActorDefaultNote + "\ncreated Scenes/Extra/"), "no default in this manifest")
        #expect(out.hasSuffix("edited Package.swift\nedited scenes.json\nNext: swift build, then at the app's prompt: go Extra\n"))
        let again = ScenesCommand.run(
            arguments: ["new", "Extra", "--package", package.path], modules: [], environment: [:], console: console,
            input: ScriptLines(""))
        #expect(again == 1)
        #expect(err == "error: 'Extra' already exists in Package.swift\n")
        cleanUp()
    }
}
