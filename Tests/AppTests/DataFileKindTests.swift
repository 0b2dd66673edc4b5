import Foundation
import Glibc
import SceneRuntime
import SceneTesting
import Testing

/// A FIFO or a directory in the place of a data file: the scene that reads it says which file it
/// is and what is in its place, never blocks on it, and never saves over it.
@Suite @MainActor struct DataFileKindTests {
    nonisolated static let cases: [(file: String, segue: String, kind: String)] = [
        ("contacts.json", "Contacts", "a FIFO"), ("contacts.json", "Contacts", "a directory"),
        ("notes.json", "Notes", "a FIFO"), ("notes.json", "Notes", "a directory"),
        ("cart.json", "Shop", "a FIFO"), ("cart.json", "Shop", "a directory"),
        ("users.json", "SignIn", "a FIFO"), ("session.json", "Shop", "a directory"),
    ]

    @Test(arguments: cases)
    func theSceneNamesTheFileAndWhatIsInItsPlace(file: String, segue: String, kind: String) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        try FileManager.default.createDirectory(atPath: data.path, withIntermediateDirectories: true)
        if kind == "a FIFO" {
            #expect(mkfifo(data.file(file), 0o600) == 0)
        } else {
            try FileManager.default.createDirectory(atPath: data.file(file), withIntermediateDirectories: false)
        }
        let window = try StaleScreenTests.Window(data: data.path)
        try window.go(segue)
        let message = "\(file) is \(kind), not a regular file; it was left as it is, and nothing will be saved over it"
        #expect(window.errors.contains { $0.contains(message) }, "\(window.errors)")
        #expect(!window.errors.contains { $0.contains("NSCocoaErrorDomain") })
        var status = stat()
        #expect(lstat(data.file(file), &status) == 0)
        #expect((status.st_mode & S_IFMT) == (kind == "a FIFO" ? S_IFIFO : S_IFDIR), "left where it was")
    }
}
