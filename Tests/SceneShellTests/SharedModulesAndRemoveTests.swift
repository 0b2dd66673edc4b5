import Foundation
import SceneRuntime
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// `scenes new NAME --domain`, `scenes new SCENE --uses NAME` and `scenes remove NAME`, through the
/// command line, in a package laid out as an app made by `scenes init`, as this package's demo,
/// and in copies of both packages' real manifests and storyboards. (That generated code builds and
/// passes its tests is checked by `ScenesNewIntegrationTests` and `ScenesInitIntegrationTests`.)
@Suite @MainActor struct SharedModulesAndRemoveTests {
    let package: URL

    static let manifest = """
        let sceneModules: [(name: String, domains: [String])] = [
            ("Menu", []),
            ("Notes", []),
        ]

        let domainModules: [(name: String, dependencies: [String])] = [
            ("NotesDomain", []),
        ]

        let store = Target.Dependency.product(name: "SceneStore", package: "Runtime")

        """

    init() throws {
        package = try SceneGeneratorTests.makePackage(
            storyboard: SceneGeneratorTests.storyboard.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))
        try write(Self.manifest, to: "Package.swift")
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: package.appendingPathComponent(path))
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path)
    }

    private func run(_ arguments: String...) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments + ["--package", package.path], modules: [], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        return (status, out, err)
    }

    @Test func domainWritesASharedModuleItsTestsAndItsLine() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let storyboard = try read("scenes.json")
        let outcome = run("new", "Notebook", "--domain", "--uses", "NotesDomain")
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(
            outcome.out == """
                created Sources/Domain/Notebook/NotebookRecord.swift
                created Sources/Domain/Notebook/NotebookWorker.swift
                created Sources/Domain/Notebook/NotebookError.swift
                created Tests/Domain/NotebookTests/NotebookTests.swift
                edited Package.swift
                Next: scenes new SCENE --uses Notebook makes a scene that uses it (or add "Notebook" to a scene's \
                line in Package.swift), then swift build

                """)
        #expect(
            try read("Package.swift").contains(
                "    (\"NotesDomain\", []),\n    (\"Notebook\", [\"NotesDomain\", \"SceneStore\"]),\n]"))
        #expect(try read("Tests/Domain/NotebookTests/NotebookTests.swift").contains("@testable import Notebook"))
        // a store-backed worker over a file of numbered records, named after the module
        let worker = try read("Sources/Domain/Notebook/NotebookWorker.swift")
        #expect(worker.contains("@MainActor public final class NotebookWorker {"))
        #expect(worker.contains("    public static let fileName = \"notebook.json\""))
        #expect(worker.contains("    public typealias Records = NumberedRecords<NotebookRecord>"))
        #expect(worker.contains("    private let file: DataFile<Records>"))
        for method in [
            "fetch() -> [NotebookRecord]", "add(title: String) throws(NotebookError) -> NotebookRecord",
            "delete(_ record: NotebookRecord) throws(NotebookError)",
        ] {
            #expect(worker.contains("    public func \(method) {"), "\(method)")
        }
        let record = try read("Sources/Domain/Notebook/NotebookRecord.swift")
        #expect(record.contains("extension NotebookRecord: NumberedRecord {"))
        #expect(record.contains("extension NotebookRecord: LimitedRecord {"))
        #expect(record.contains("    public static let collectionName = \"the notebook\""))
        #expect(try read("scenes.json") == storyboard, "a shared module has no scene")
    }

    /// This package's demo tests every shared module in one `DomainTests` target: a new one's tests
    /// are a file of it.
    @Test func inAPackageWithOneDomainTestsTargetTheTestsAreAFileOfIt() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        try write(Self.manifest + #"let tests = Target.testTarget(name: "DomainTests")"# + "\n", to: "Package.swift")
        #expect(run("new", "Notebook", "--domain").status == 0)
        #expect(exists("Tests/DomainTests/NotebookTests.swift"))
        #expect(run("remove", "Notebook").status == 0)
        #expect(!exists("Tests/DomainTests/NotebookTests.swift") && !exists("Sources/Domain/Notebook"))
        #expect(exists("Tests/DomainTests"), "the other shared modules' tests stay")
    }

    @Test func usesMakesASceneDependOnASharedModule() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let outcome = run("new", "Journal", "--uses", "NotesDomain")
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(try read("Package.swift").contains("    (\"Notes\", []),\n    (\"Journal\", [\"NotesDomain\"]),\n]"))
        #expect(try read("Scenes/Journal/JournalInteractor.swift").hasPrefix("import NotesDomain\n"))
    }

    @Test(arguments: [
        (
            ["new", "Journal", "--uses", "NoteDomain"],
            "--uses 'NoteDomain': no shared module of that name in Package.swift; did you mean 'NotesDomain'?"
        ),
        (
            ["new", "Journal", "--uses", "Menu"],
            "--uses 'Menu': it is a scene module, and a scene never imports another scene; put what they share in a shared module (scenes new NAME --domain) and use that"
        ),
        (["new", "Notebook", "--domain", "--uses", "Zzz"], "--uses 'Zzz': no shared module of that name in Package.swift; it has 'NotesDomain'"),
        (["new", "NotesDomain"], "'NotesDomain' already exists in Package.swift"),
        (["new", "Notes", "--domain"], "'Notes' already exists in Package.swift"),
        (["new", "notebook", "--domain"], "cannot name a module 'notebook': a module is named like a type, starting with a capital letter"),
        (
            ["new", "Note book", "--domain"],
            "cannot name a module 'Note book': it is not a Swift identifier (letters, digits and '_', starting with a letter)"
        ),
        (
            ["remove", "Zzzzzz"],
            "no scene or shared module 'Zzzzzz' in Package.swift; it has the scene modules 'Menu', 'Notes' and the"
                + " shared modules 'NotesDomain'"
        ),
        (["remove", "Note"], "no scene or shared module 'Note' in Package.swift; did you mean 'Notes'?"),
        (
            ["new", "DataFile", "--domain"],
            "cannot name a module 'DataFile': the generated code uses the type 'DataFile', which a module of that name would hide"
        ),
        (
            ["new", "Numbered", "--domain"],
            "cannot name a module 'Numbered': the module would declare 'NumberedRecord', which hides the type of that name its code uses"
        ),
        (
            ["new", "OverLimit", "--domain"],
            "cannot name a module 'OverLimit': the generated code uses the type 'OverLimit', which a module of that name would hide"
        ),
        (["new", "SceneStore", "--domain"], "cannot name a module 'SceneStore': it is the name of one of SceneRuntime's own modules"),
    ])
    func badInputIsRefusedWithAnErrorAndNothingIsWritten(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: package) }
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments + ["--package", package.path], modules: [], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status == 1)
        #expect(err == "error: \(message)\n")
        #expect(out.isEmpty)
        #expect(try read("Package.swift") == Self.manifest)
        #expect(try FileManager.default.contentsOfDirectory(atPath: package.path).sorted() == ["Package.swift", "scenes.json"])
    }

    @Test func sceneOptionsWithDomainAndAMissingNameAreUsageErrors() {
        defer { try? FileManager.default.removeItem(at: package) }
        let cases: [([String], String)] = [
            (
                ["new", "Notebook", "--domain", "--style", "viper"],
                "--style is for a scene; a shared module (--domain) has no view, inputs or outputs"
            ),
            (
                ["new", "Notebook", "--domain", "--input", "id:integer"],
                "--input is for a scene; a shared module (--domain) has no view, inputs or outputs"
            ),
            (["new", "Journal", "--uses", "NotesDomain", "--uses", "NotesDomain"], "--uses 'NotesDomain' is given twice"),
            (["remove"], "remove needs the NAME of a scene or shared module"),
            (["remove", "Notes", "Menu"], "unexpected argument 'Menu'; remove takes one NAME at a time"),
            (["remove", "Notes", "--force"], "unknown option '--force'"),
        ]
        for (arguments, message) in cases {
            let outcome = ScenesCommand.run(
                arguments: arguments, modules: [], environment: [:],
                console: Console(out: { _ in }, err: { #expect($0.hasPrefix("error: \(message)") || $0.hasPrefix("usage:"), "\($0)") }),
                input: ScriptLines(""))
            #expect(outcome == 2, "\(arguments)")
        }
    }

    /// An entry split over lines (as a formatter may leave a long one) is not read as two: the
    /// command says which line it cannot read, and writes nothing.
    @Test func anEntryNotOnALineOfItsOwnIsReported() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let split = Self.manifest.replacingOccurrences(of: #"    ("Notes", []),"#, with: "    (\n        \"Notes\", []),")
        try write(split, to: "Package.swift")
        let outcome = run("new", "Journal")
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: cannot edit Package.swift: line 3 is not an entry (\"Name\", [...]) of `sceneModules` on a"
                + " line of its own\n")
        #expect(try read("Package.swift") == split)
    }

    /// An app made by a `scenes init` before the store: its manifest does not name the SceneStore
    /// product that the new module's line names. The module is written, and a note says what to add.
    @Test func domainInAManifestWithoutTheStoreProductSaysWhatToAdd() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        try write(
            Self.manifest.replacingOccurrences(
                of: #"let store = Target.Dependency.product(name: "SceneStore", package: "Runtime")"#, with: ""),
            to: "Package.swift")
        let outcome = run("new", "Notebook", "--domain")
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.hasPrefix(SceneGenerator.storeProductNote + "\ncreated Sources/Domain/Notebook/"), "\(outcome.out)")
        #expect(exists("Sources/Domain/Notebook/NotebookWorker.swift"))
    }

    @Test func domainNeedsAManifestWithADomainModulesList() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        try write(SceneGeneratorTests.manifest, to: "Package.swift")
        let outcome = run("new", "Notebook", "--domain")
        #expect(outcome.status == 1)
        #expect(outcome.err.hasPrefix("error: Package.swift has no `let domainModules = [ ... ]` list of shared modules"))
    }

    /// `new` then `remove` gives back the package as it was, byte for byte; the segue `new` added
    /// goes with the scene.
    @Test func removeUndoesNew() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let storyboard = try read("scenes.json")
        #expect(run("new", "Notebook", "--domain").status == 0)
        #expect(run("new", "Journal", "--uses", "Notebook", "--style", "viper").status == 0)
        #expect(run("new", "Quiz", "--input", "id:integer").status == 0)
        let journal = run("remove", "Journal")
        #expect(journal.status == 0, "\(journal.err)")
        #expect(
            journal.out == """
                note: removed the segue 'Journal' of scene 'Menu', which scenes new added
                edited Package.swift
                edited scenes.json
                removed Scenes/Journal
                removed Tests/Scenes/JournalTests
                Next: swift build

                """)
        // What is gone already is not said to be removed.
        try FileManager.default.removeItem(at: package.appendingPathComponent("Tests/Scenes/QuizTests"))
        let quiz = run("remove", "Quiz")
        #expect(quiz.status == 0)
        #expect(quiz.out == "edited Package.swift\nedited scenes.json\nremoved Scenes/Quiz\nNext: swift build\n")
        #expect(run("remove", "Notebook").status == 0)
        #expect(try read("Package.swift") == Self.manifest)
        #expect(try read("scenes.json") == storyboard)
        for folder in ["Scenes", "Tests/Scenes", "Sources/Domain", "Tests/Domain"] {
            let left = (try? FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent(folder).path)) ?? []
            #expect(left.isEmpty, "\(folder): \(left)")
        }
    }

    @Test func removeRefusesWhileASegueOrAContainerLeadsToTheSceneAndSaysWhich() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(run("new", "Journal").status == 0)
        let storyboard = try read("scenes.json").replacingOccurrences(
            of: #"{ "id": "Notes", "module": "Notes", "title": "Notes" }"#,
            with: #"{ "id": "Notes", "module": "Notes", "title": "Notes", "segues": [ { "id": "Open", "to": "Journal", "style": "modal" } ] }"#
        )
        try write(storyboard, to: "scenes.json")
        let manifest = try read("Package.swift")
        let outcome = run("remove", "Journal")
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: cannot remove 'Journal': segue 'Open' of scene 'Notes' leads to 'Journal' (scenes.json); take those out first\n")
        #expect(try read("scenes.json") == storyboard)
        #expect(try read("Package.swift") == manifest)
        #expect(exists("Scenes/Journal") && exists("Tests/Scenes/JournalTests"))
        let initial = run("remove", "Menu")
        #expect(initial.status == 1)
        #expect(initial.err.hasPrefix("error: cannot remove 'Menu': scene 'Menu' is the initial scene of scenes.json"))
    }

    /// What uses a shared module is read from Package.swift as it is now: a line edited by hand counts.
    @Test func removeRefusesASharedModuleWhileAModuleOrAFileNeedsItAndSaysWhich() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(run("new", "Notebook", "--domain").status == 0)
        #expect(run("new", "Journal", "--uses", "Notebook").status == 0)
        try write(
            try read("Package.swift").replacingOccurrences(of: #"("Notes", [])"#, with: #"("Notes", ["Notebook"])"#),
            to: "Package.swift")
        try write(
            try read("Package.swift").replacingOccurrences(of: #"("NotesDomain", [])"#, with: #"("NotesDomain", ["Notebook"])"#),
            to: "Package.swift")
        let outcome = run("remove", "Notebook")
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: cannot remove 'Notebook': the scene module 'Notes' uses it (Package.swift); the scene module"
                + " 'Journal' uses it (Package.swift); the shared module 'NotesDomain' depends on it (Package.swift);"
                + " Scenes/Journal/JournalInteractor.swift imports it; take those out first\n")
        #expect(exists("Sources/Domain/Notebook"))
        // Once nothing needs it, it goes.
        #expect(run("remove", "Journal").status == 0)
        try write(
            Self.manifest.replacingOccurrences(of: "    (\"NotesDomain\", []),\n", with: "    (\"NotesDomain\", []),\n    (\"Notebook\", []),\n"),
            to: "Package.swift")
        let removed = run("remove", "Notebook")
        #expect(removed.status == 0, "\(removed.err)")
        #expect(try read("Package.swift") == Self.manifest)
        #expect(!exists("Sources/Domain/Notebook") && !exists("Tests/Domain/NotebookTests"))
    }

    /// In this package: its own Package.swift and scenes.json take a shared module and a scene that
    /// uses it, and give them back.
    @Test func newAndRemoveWorkOnThisPackagesManifestAndStoryboard() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let storyboard = try String(contentsOf: root.appendingPathComponent("scenes.json"), encoding: .utf8)
        try write(manifest, to: "Package.swift")
        try write(storyboard, to: "scenes.json")
        #expect(run("new", "Catalog", "--domain", "--uses", "DomainSupport").status == 0)
        #expect(exists("Tests/DomainTests/CatalogTests.swift"))
        #expect(run("new", "Browse", "--uses", "Catalog", "--uses", "ShopDomain").status == 0)
        #expect(try read("Package.swift").contains(#"    ("Browse", ["Catalog", "ShopDomain"]),"#))
        #expect(try read("Package.swift").contains(#"    ("Catalog", ["DomainSupport", "SceneStore"]),"#))
        let loaded = try Storyboard(decoding: Array(try read("scenes.json").utf8), file: "scenes.json")
        #expect(loaded.scene(withID: "ContactList")?.segue("Browse")?.destination == "Browse")
        // The demo's own targets name its shared modules: they are needed.
        let contacts = run("remove", "ContactsDomain")
        #expect(contacts.status == 1)
        #expect(contacts.err.contains("the scene module 'ContactList' uses it (Package.swift)"))
        #expect(contacts.err.contains("of Package.swift names it"))
        #expect(run("remove", "Browse").status == 0)
        #expect(run("remove", "Catalog").status == 0)
        #expect(try read("Package.swift") == manifest)
        #expect(try read("scenes.json") == storyboard)
    }

    /// In an app made by `scenes init`: its manifest and storyboard take a shared module and scenes,
    /// and give them back.
    @Test func newAndRemoveWorkOnTheManifestOfAnAppMadeByInit() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = AppTemplates.manifest(name: "Notebook", runtime: "/runtime/Runtime")
        try write(manifest, to: "Package.swift")
        try write(AppTemplates.storyboard, to: "scenes.json")
        #expect(run("new", "Notes", "--domain").status == 0)
        #expect(exists("Tests/Domain/NotesTests/NotesTests.swift"))
        #expect(
            try read("Package.swift").contains(
                "let domainModules: [(name: String, dependencies: [String])] = [\n    (\"Notes\", [\"SceneStore\"]),\n]"))
        #expect(run("new", "Journal", "--uses", "Notes").status == 0)
        #expect(try read("Package.swift").contains("    (\"Welcome\", []),\n    (\"Journal\", [\"Notes\"]),\n]"))
        #expect(try read("scenes.json").contains(#""segues": [ { "id": "Journal", "to": "Journal", "style": "push" } ]"#))
        #expect(run("remove", "Journal").status == 0)
        let notes = run("remove", "Notes")
        #expect(notes.status == 0)
        #expect(notes.out.contains("removed Sources/Domain\n") && notes.out.contains("removed Tests/Domain\n"))
        #expect(try read("Package.swift") == manifest)
        #expect(try read("scenes.json") == AppTemplates.storyboard)
        // The folders new made for the shared module go with it, emptied; the package's own stay.
        #expect(!exists("Sources/Domain") && !exists("Tests/Domain"), "no empty folder left behind")
        #expect(exists("Sources") && exists("Tests"))
    }
}
