import Foundation

/// The project's documentation, read by the tests that keep its examples true: the README, and the
/// articles of the DocC catalog that hold the reference (`Shell`, `LinksAndResume`, ...).
enum Documentation {
    /// The package's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The DocC catalog's folder, relative to the package.
    static let catalog = "Sources/Runtime/Sources/SceneRuntime/SceneRuntime.docc"

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The article `name` of the catalog (`"Shell"` for `Shell.md`).
    static func article(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("\(catalog)/\(name).md"), encoding: .utf8)
    }

    /// The README, then every article in name order, each with its path in the package.
    static func all() throws -> [(path: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", readme())]
            + names.map { name in
                ("\(catalog)/\(name)", try String(contentsOf: root.appendingPathComponent("\(catalog)/\(name)"), encoding: .utf8))
            }
    }
}
