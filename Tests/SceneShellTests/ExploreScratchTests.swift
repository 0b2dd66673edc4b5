import Foundation
import Testing

@testable import SceneShell

/// Where `scenes explore` keeps its children's data directories: where `TMPDIR` says, else in
/// memory when the machine has a folder there, else in the system's temporary folder.
@Suite struct ExploreScratchTests {
    @Test func tmpdirIsWhereTheFolderGoesWhenItIsSet() {
        #expect(ExploreScratch.parents(environment: ["TMPDIR": "/some/where"]) == ["/some/where"])
    }

    @Test func withoutTmpdirTheFolderGoesInMemoryFirst() {
        let parents = ExploreScratch.parents(environment: [:])
        var status = stat()
        let inMemory = stat("/dev/shm", &status) == 0 && access("/dev/shm", W_OK | X_OK) == 0
        #expect(parents.first == (inMemory ? "/dev/shm" : FileManager.default.temporaryDirectory.path))
        #expect(parents.last == FileManager.default.temporaryDirectory.path, "the system's folder if not")
    }
}
