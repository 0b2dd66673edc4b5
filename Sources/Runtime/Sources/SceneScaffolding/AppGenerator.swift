import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// `scenes init`: creates the folder of a new app, a Swift package whose executable is the shell
/// with the app's own scene modules built in, with a first scene and its tests, a storyboard, a
/// README, `.gitignore` and a CI script. It depends on the runtime package by path.
///
/// It never writes into something that exists: the folder must not exist, even empty, so that
/// nothing of the author's is mixed with generated files or removed if writing fails. If a write
/// fails halfway, the folder and everything written in it are removed.
package struct AppGenerator {
    /// The folder in which the app's folder is created.
    let parentDirectory: String
    /// The runtime package's absolute path.
    let runtime: String
    /// Writes one file (a test replaces it to fail halfway).
    var writeFile: (_ path: String, _ contents: Data) throws -> Void = { path, contents in
        try contents.write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    }

    /// What was written, relative to the parent folder.
    package struct Result: Equatable {
        package var folder: String
        package var created: [String]
    }

    /// The files of the app `name`, relative to its folder.
    /// With `tabs`, the app starts with a tabs container, a tab per scene (``AppTemplates/tabsContainer``);
    /// with `split` too, a split whose two panes are those scenes.
    static func files(name: String, runtime: String, tabs: [String] = [], split: Bool = false) -> [(
        path: String, contents: String
    )] {
        AppTemplates.files(name: name, runtime: runtime, tabs: tabs, split: split)
            + (tabs.isEmpty ? [AppTemplates.firstScene] : tabs).flatMap {
                SceneTemplates.files(name: $0, style: .vip)
            }
    }

    /// Creates the app `name`; with `tabs`, its first screen is a tabs container whose tabs are
    /// new scenes of those names, instead of `Welcome`; with `split` too, a split whose primary and
    /// secondary panes are the two scenes `tabs` names.
    package func generate(name: String, tabs: [String] = [], split: Bool = false) throws(InitError) -> Result
    {
        try Self.check(name, runtime: runtime)
        try Self.check(tabs: tabs, app: name, option: split ? "--split" : "--tabs")
        guard !runtime.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .unusableRuntimePath(runtime)
        }
        let folder = URL(fileURLWithPath: parentDirectory).appendingPathComponent(name).path
        // mkdir claims the name: it fails if anything is there, even a dangling symbolic link.
        guard mkdir(folder, 0o777) == 0 else {
            let code = errno
            if code == EEXIST { throw .exists(name) }
            throw .writeFailed(name, reason: WriteFailureReason.system(code))
        }
        let files = Self.files(name: name, runtime: runtime, tabs: tabs, split: split)
        do {
            for file in files { try write(file.contents, to: file.path, in: folder) }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        return Result(folder: name, created: files.map { "\(name)/\($0.path)" })
    }

    private func write(_ contents: String, to relative: String, in folder: String) throws(InitError) {
        let target = URL(fileURLWithPath: folder).appendingPathComponent(relative).path
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path,
                withIntermediateDirectories: true)
            try writeFile(target, Data(contents.utf8))
            if relative.hasPrefix(".ci/") {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target)
            }
        } catch {
            throw .writeFailed(relative, reason: WriteFailureReason.describe(error))
        }
    }

    /// An app's name is its package's, its executable's and its folder's: a Swift identifier (ASCII
    /// letters, digits and `_`, not starting with a digit), not a keyword, not the name of a module
    /// it imports or of one of its own targets, at most 60 characters.
    static func check(_ name: String, runtime: String) throws(InitError) {
        func refuse(_ reason: String) -> InitError { .invalidName(name, reason: reason) }
        guard !name.isEmpty else { throw refuse("it is empty") }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw refuse("it contains control characters")
        }
        guard name != ".", name != ".." else { throw refuse("it names a folder, not a new one") }
        guard !name.contains("/") else {
            throw refuse("it is a path; init creates NAME in the current folder, so cd there first")
        }
        guard name.count <= 60 else { throw refuse("it is longer than 60 characters") }
        guard Names.isIdentifier(name), name != "_" else {
            throw refuse(
                "it is not a Swift identifier (ASCII letters, digits and '_', not starting with a digit)")
        }
        guard !keywords.contains(name) else { throw refuse("it is a Swift keyword") }
        let taken = [
            (toolchainModules, "it is the name of a module of Swift's toolchain"),
            (runtimeModules, "it is the name of one of SceneRuntime's own modules"),
            (
                [AppTemplates.firstScene, AppTemplates.firstScene + "Tests", AppTemplates.appTests],
                "the app has a target of that name"
            ),
            (
                [AppTemplates.packageIdentity(ofPath: runtime)],
                "it is the name of the runtime package's folder, which SwiftPM takes as that package's name"
            ),
        ]
        for (names, reason) in taken where names.contains(where: { $0.lowercased() == name.lowercased() }) {
            throw refuse(reason)
        }
    }

    /// Each of `tabs` is a scene's name (as `scenes new` takes it), not the app's, the container's
    /// (`Main`) or a target's of the app, and no two are the same; `option` gave them.
    static func check(tabs: [String], app: String, option: String = "--tabs") throws(InitError) {
        let taken = [app, AppTemplates.tabsContainer, AppTemplates.appTests] + tabs.map { "\($0)Tests" }
        for (index, tab) in tabs.enumerated() {
            do {
                try SceneGenerator.check(tab)
            } catch {
                if case .invalidName(_, let reason) = error {
                    throw .invalidName(tab, reason: "\(option): \(reason)")
                }
                throw .invalidName(tab, reason: "\(option): it cannot name a scene")
            }
            if taken.contains(where: { $0.lowercased() == tab.lowercased() }) {
                throw .invalidName(
                    tab,
                    reason:
                        "\(option): the app, its \(option == "--split" ? "split" : "tabs container") or one of its"
                        + " targets has that name")
            }
            if tabs[..<index].contains(where: { $0.lowercased() == tab.lowercased() }) {
                throw .invalidName(tab, reason: "\(option): it is given twice")
            }
        }
    }

    /// Words Swift reserves everywhere, so that a module cannot be named after them.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// Modules of the toolchain an app may import.
    static let toolchainModules = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking",
        "FoundationXML", "Glibc", "Musl", "Dispatch", "Testing", "XCTest", "Observation", "Synchronization",
        "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "SwiftGlibc", "SwiftShims", "PackageDescription",
        "PackagePlugin", "_Concurrency", "_StringProcessing",
    ]

    /// The runtime package's modules.
    static let runtimeModules = [
        "SceneRuntime", "SceneStore", "SceneShell", "SceneTesting", "SceneShellTesting", "SceneScaffolding",
        "BuiltinScenes", "BuiltinScenesGenerator", "FuzzSupport", "FuzzStoryboard", "FuzzShellLine",
    ]
}

extension AppGenerator {
    /// A generator creating apps in `parentDirectory` that depend on the runtime package at `runtime`.
    package init(parentDirectory: String, runtime: String) {
        self.parentDirectory = parentDirectory
        self.runtime = runtime
    }
}
