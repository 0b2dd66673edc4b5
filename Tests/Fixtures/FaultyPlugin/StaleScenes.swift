import Foundation
import SceneRuntime

// A planted stale screen for `scenes explore`'s check that every scene drawn shows its data as it
// is now: a tally that reads its count once, when it loads, and whose `bump` saves the count one
// higher without showing it. Built again, the scene shows the count saved.

/// The tally's count, in `tally.txt` of the data directory.
struct TallyFile {
    let path: String

    init(dataDirectory: String) {
        path = dataDirectory + "/tally.txt"
    }

    var count: Int {
        ((try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0) }) ?? 0
    }

    func save(_ count: Int) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try String(count).write(toFile: path, atomically: true, encoding: .utf8)
    }
}

@MainActor final class TallyViewController: SceneViewController {
    let file: TallyFile
    /// The count read when the scene loaded: the planted fault is that nothing reads it again.
    private var shown = 0

    init(context: SceneContext) {
        file = TallyFile(dataDirectory: context.environment.dataDirectory)
    }

    static let actions: ActionTable<TallyViewController> = [
        SceneAction("bump", summary: "count one more") { viewController, arguments in
            try arguments.expectAtMost(0)
            try viewController.file.save(viewController.file.count + 1)
        }
    ]

    func viewDidLoad() {
        shown = file.count
    }

    var screen: Screen { Screen([.field(label: "Count", value: String(shown))]) }
}

enum StaleModules {
    static let tally = SceneModule(name: "Tally") { context in (TallyViewController(context: context), PlainRouter()) }
}
