import Foundation
package import SceneRuntime

/// `scenes new`: writes a scene module with all its parts and its tests, adds it to
/// `Package.swift`, and adds the scene and a segue to it from the scene shown at start (the initial
/// scene, or the root of its selected tab) to `scenes.json`, so that after `swift build` the scene
/// can be reached with no other edit.
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
        /// default isolation, which the generated code, written without `@MainActor`, needs.
        package var notes: [String] = []
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

    /// Writes the scene `name` with the inputs and outputs of `interface` (none by default).
    package func generate(name: String, style: SceneStyle, interface: SceneInterface = .empty)
        throws(GeneratorError)
        -> Result
    {
        try Self.check(name)
        let manifestPath = path("Package.swift")
        let storyboardPath = path(storyboard)
        let manifest = try read(manifestPath, as: "Package.swift")
        let storyboardText = try read(storyboardPath, as: storyboard)
        for folder in ["Scenes/\(name)", "Tests/Scenes/\(name)Tests"]
        where FileManager.default.fileExists(atPath: path(folder)) {
            throw .exists(name, place: folder)
        }
        let newManifest = try SourceEdits.addingSceneModule(name, to: manifest)
        let contract = ContractTemplates(interface: interface)
        let newStoryboard = try SourceEdits.addingScene(
            id: name, title: Self.title(of: name),
            pass: interface.inputs.isEmpty ? nil : contract.passedConstants,
            to: storyboardText, file: storyboard)
        let files = SceneTemplates.files(name: name, style: style, interface: interface)
        for file in files { try write(file.contents, to: file.path) }
        try write(newManifest, to: "Package.swift")
        try write(newStoryboard, to: storyboard)
        var result = Result(created: files.map(\.path), edited: ["Package.swift", storyboard])
        if !manifest.contains(".defaultIsolation(MainActor.self)") {
            result.notes.append(Self.mainActorDefaultNote)
        }
        return result
    }

    /// A scene module's name is a Swift type name: an ASCII identifier starting with a capital
    /// letter, not a keyword, not a name the package uses for itself.
    static func check(_ name: String) throws(GeneratorError) {
        guard StoryboardLoader.isIdentifier(name) else {
            throw .invalidName(
                name, reason: "it is not a Swift identifier (letters, digits and '_', starting with a letter)"
            )
        }
        guard name.first?.isUppercase == true else {
            throw .invalidName(
                name, reason: "a scene module is named like a type, starting with a capital letter")
        }
        guard !["Any", "Self", "Type", "Protocol", "Never", "Scene", "Screen", "Segue"].contains(name) else {
            throw .invalidName(name, reason: "it is a name Swift or SceneRuntime already uses")
        }
        guard name.count <= 60 else { throw .invalidName(name, reason: "it is longer than 60 characters") }
        guard !AppGenerator.runtimeModules.contains(name) else {
            throw .invalidName(name, reason: "it is the name of one of SceneRuntime's own modules")
        }
    }

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

    private func path(_ relative: String) -> String {
        URL(fileURLWithPath: packageDirectory).appendingPathComponent(relative).path
    }

    private func read(_ file: String, as name: String) throws(GeneratorError) -> String {
        guard let data = FileManager.default.contents(atPath: file) else { throw .missingFile(name) }
        return String(decoding: data, as: UTF8.self)
    }

    private func write(_ contents: String, to relative: String) throws(GeneratorError) {
        let target = path(relative)
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path,
                withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw .writeFailed(relative, reason: WriteFailureReason.describe(error))
        }
    }
}
