import FoundationEssentials
package import SceneRuntime

/// `scenes new`: writes a scene module with all its parts and its tests, adds it to
/// `Package.swift`, and adds the scene to `scenes.json` with a segue to it from the scene shown at
/// start (the initial scene, or the root of its selected tab) when the scene needs no input, so
/// that after `swift build` the scene can be reached with no other edit. A scene with required
/// inputs gets no segue (its values would be invented): a note says which to add.
/// `scenes new NAME --domain` writes a shared module instead (``generateSharedModule(name:uses:)``).
package struct SceneGenerator {
    /// The package's root folder.
    package let packageDirectory: String
    /// The storyboard to add the scene to, relative to the package.
    package var storyboard = "scenes.json"

    /// What was written, relative to the package.
    package struct Result: Equatable {
        package var created: [String]
        package var edited: [String]
        /// What the author should know: that `Package.swift` does not make the main actor the
        /// default isolation, which the generated code, written without `@MainActor`, needs; that
        /// no segue leads to the scene yet.
        package var notes: [String] = []
        /// What was removed (`scenes remove`).
        package var removed: [String] = []
        /// What to do next, as a sentence without its full stop.
        package var next = "swift build"
    }

    /// The note for a manifest without `.defaultIsolation(MainActor.self)` (an app made by a
    /// `scenes init` before 0.3.0).
    static let mainActorDefaultNote =
        "note: Package.swift does not set `.defaultIsolation(MainActor.self)`, which the new scene, written"
        + " without `@MainActor`, needs on its target and its tests' (see \"Coming from iOS\" and CHANGELOG.md)"

    /// A generator for the package in `packageDirectory`, adding scenes to its `storyboard`.
    package init(packageDirectory: String, storyboard: String = "scenes.json") {
        self.packageDirectory = packageDirectory
        self.storyboard = storyboard
    }

    var files: PackageFiles { PackageFiles(directory: packageDirectory) }

    /// Writes the scene `name` with the inputs and outputs of `interface` (none by default),
    /// depending on the shared modules `uses`; with `tab`, the scene is the root of a new tab of
    /// that tabs container instead of the destination of a segue.
    package func generate(
        name: String, style: SceneStyle, interface: SceneInterface = .empty, uses: [String] = [],
        tab: String? = nil
    ) throws(GeneratorError) -> Result {
        try Self.check(name)
        let manifest = try files.read("Package.swift")
        let storyboardText = try files.read(storyboard)
        let modules = try ManifestModules(parsing: manifest)
        try Self.checkFree(
            name, in: modules, manifest: manifest, files: files,
            folders: ["Scenes/\(name)", "Tests/Scenes/\(name)Tests"])
        try Self.checkShared(uses, in: modules)
        let newManifest = modules.adding(name, uses: uses, to: modules.scenes)
        let required = interface.inputs.filter(\.isRequired)
        if let tab, let input = required.first {
            throw .cannotEdit(
                storyboard,
                reason:
                    "a tab's root gets no input from a segue, and \(name) would need \(input.name) (\(input.type))"
                    + " from the tab's \"pass\": make it optional (\(input.name):\(input.type)?), or add the tab to"
                    + " \(tab) by hand")
        }
        let edit = try SourceEdits.addingScene(
            id: name, title: Self.title(of: name), withSegue: required.isEmpty,
            needsVersion2: !interface.inputs.isEmpty, tab: tab, to: storyboardText, file: storyboard)
        let written = SceneTemplates.files(name: name, style: style, interface: interface, uses: uses)
        for file in written { try files.write(file.contents, to: file.path) }
        try files.write(newManifest, to: "Package.swift")
        try files.write(edit.text, to: storyboard)
        var result = Result(created: written.map(\.path), edited: ["Package.swift", storyboard])
        result.next =
            tab != nil
            ? "swift build, then at the app's prompt: tab \(name)"
            : required.isEmpty
                ? "swift build, then at the app's prompt: go \(name)"
                : "add the segue the note says, swift build, then at the app's prompt go to \(name) through it"
        if !manifest.contains(".defaultIsolation(MainActor.self)") {
            result.notes.append(Self.mainActorDefaultNote)
        }
        if !required.isEmpty {
            result.notes.append(
                Self.noSegueNote(scene: name, inputs: required, from: edit.shownAtStart, file: storyboard))
        }
        return result
    }

    /// The note for a scene with required inputs, to which no segue was added.
    static func noSegueNote(
        scene: String, inputs: [SceneInterface.Input], from start: String, file: String
    ) -> String {
        let names = inputs.map { "\($0.name) (\($0.type))" }.joined(separator: ", ")
        let pass = inputs.map { #""\#($0.name)": { "from": "OUTPUT" }"# }.joined(separator: ", ")
        return "note: no segue leads to \(scene) yet: it needs \(names), and a segue added now would pass"
            + " invented values; add one to the scene that has them, for example to \(start)'s \"segues\" in"
            + " \(file): { \"id\": \"\(scene)\", \"to\": \"\(scene)\", \"style\": \"push\","
            + " \"pass\": { \(pass) } }, OUTPUT an output of \(start) that holds it, or { \"value\": VALUE }"
            + " in its place for a fixed value (until then, validate warns that \(scene) cannot be reached)"
    }

    /// Refuses a name taken by a module of either list, by another target or product of the
    /// manifest (an app's executable, named after it, or its tests: `name: "Notebook"`), or by a
    /// folder.
    static func checkFree(
        _ name: String, in modules: ManifestModules, manifest: String, files: PackageFiles, folders: [String]
    ) throws(GeneratorError) {
        if modules.all.contains(where: { $0.name == name }) || manifest.contains("name: \"\(name)\"") {
            throw .exists(name, place: "Package.swift")
        }
        for folder in folders where files.exists(folder) { throw .exists(name, place: folder) }
    }

    /// Refuses a `--uses` that names no shared module of the package.
    static func checkShared(_ uses: [String], in modules: ManifestModules) throws(GeneratorError) {
        let known = modules.domains?.entries.map(\.name) ?? []
        for used in uses where !known.contains(used) {
            if modules.scene(used) != nil { throw .usesAScene(used) }
            throw .unknownSharedModule(
                used, known: known, suggestion: Suggestion.closest(to: used, in: known))
        }
    }

    /// A scene module's name is a Swift type name: an ASCII identifier starting with a capital
    /// letter, not a keyword, not a name the package uses for itself.
    static func check(_ name: String) throws(GeneratorError) {
        guard Names.isIdentifier(name) else {
            throw .invalidName(
                name, reason: "it is not a Swift identifier (letters, digits and '_', starting with a letter)"
            )
        }
        guard name.first?.isUppercase == true else {
            throw .invalidName(
                name, reason: "a module is named like a type, starting with a capital letter")
        }
        guard !["Any", "Self", "Type", "Protocol", "Never", "Scene", "Screen", "Segue"].contains(name) else {
            throw .invalidName(name, reason: "it is a name Swift or SceneRuntime already uses")
        }
        guard !generatedCodeTypes.contains(name) else {
            throw .invalidName(
                name,
                reason: "the generated code uses the type '\(name)', which a module of that name would hide")
        }
        guard name.count <= 60 else { throw .invalidName(name, reason: "it is longer than 60 characters") }
        guard !AppGenerator.runtimeModules.contains(name) else {
            throw .invalidName(name, reason: "it is the name of one of SceneRuntime's own modules")
        }
        guard !AppGenerator.toolchainModules.contains(name) else {
            throw .invalidName(name, reason: "it is the name of a module of Swift's toolchain")
        }
    }

    /// The types the generated scenes and their tests name (Swift's, Swift Testing's and
    /// SceneRuntime's, and the stand-in scenes of a test's storyboard): a scene module declares a
    /// type of its own name (its models), which would hide the one of the same name in the module
    /// and in its tests, so a scene of such a name would not build.
    static let generatedCodeTypes: Set<String> = [
        "AnyObject", "Bool", "Date", "Decimal", "Equatable", "Int", "String", "Observable",
        "ObservationIgnored", "Suite", "Test", "LeakTracker", "NavigatorHarness", "SceneContract",
        "SceneIdentifier", "SceneInput",
        "SceneModule", "SceneOutput", "SceneRouter", "SceneRouterBase", "SceneViewController", "StandInScene",
        "Field", "Line", "Request", "Response", "ShowScene", "ViewModel", "ID", "Next", "Start",
    ]

    /// `OrderHistory` becomes `Order history`.
    static func title(of name: String) -> String {
        var title = ""
        for character in name {
            if character.isUppercase, let last = title.last, !last.isUppercase {
                title += " " + character.lowercased()
            } else {
                title.append(character)
            }
        }
        return title
    }
}
