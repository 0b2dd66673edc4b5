import Testing

@testable import SceneRuntime

/// Paths split by hand, for every shape a person may type, one letter long included (where
/// Foundation's `NSString` path methods trapped).
@Suite struct PathTextTests {
    @Test(arguments: [
        ("d", "."), ("d/users.json", "d"), ("a/bc", "a"), ("a/bc/", "a"), ("./x", "."), ("../x/y", "../x"),
        ("/d", "/"), ("/x/y", "/x"), ("/x//y", "/x"), ("/", "/"), ("x/", "."), ("", "."), ("é/ü", "é"),
    ])
    func theParentOfAPath(_ path: String, _ parent: String) {
        #expect(PathText.parent(of: path) == parent)
    }

    @Test(arguments: [("d", "d"), ("a/bc", "bc"), ("a/bc/", "bc"), ("/x/y", "y"), ("/", "/"), ("", "")])
    func theLastComponentOfAPath(_ path: String, _ last: String) {
        #expect(PathText.lastComponent(of: path) == last)
    }

    @Test func joiningPutsOneSlashBetween() {
        #expect(PathText.joining("a", "b") == "a/b")
        #expect(PathText.joining("a/", "b") == "a/b")
        #expect(PathText.joining("/", "b") == "/b")
        #expect(PathText.joining("", "b") == "b")
    }
}
