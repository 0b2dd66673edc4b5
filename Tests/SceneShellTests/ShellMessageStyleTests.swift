import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

#if canImport(Glibc)
    import Glibc
#endif

/// The shell's messages keep the one voice (the DemoApp article, "Messages"): one case of each error the shell
/// words, as `ShellMessages.describe` renders it without the `error: ` prefix.
@Suite struct ShellMessageStyleTests {
    static let errors: [String] = {
        let shell: [ShellError] = [
            .unterminatedQuote("\"", fix: nil), .unterminatedQuote("'", fix: "\"O'Brien\""), .missingArgument(command: "go", usage: "go SEGUE"),
            .tooManyArguments(command: "back", usage: "back"), .unknownGraphFormat("svg"),
            .unknownCommand("hlep", scene: "Menu", suggestion: "help", isSegue: false),
            .unknownCommand("zzz", scene: "Menu", suggestion: nil, isSegue: false),
            .unknownCommand("Contacts", scene: "Menu", suggestion: nil, isSegue: true),
            .unknownHelpTopic("foo", suggestion: nil), .unknownHelpTopic("hlep", suggestion: "help"),
            .secretNotGiven(action: "login", name: "PASSWORD", usage: "login EMAIL PASSWORD"),
            .leaveRefused(scene: "EditContact", reason: "discard the changes?", forced: "back!"),
            .nothingToUndo,
            .noSegue("Sucess", scene: "Shopping cart", offered: [], hint: .action("checkout", performs: "Success")),
            .noSegue("Checkout", scene: "Shopping cart", offered: [], hint: .action("checkout", performs: nil)),
            .noSegue("AddContat", scene: "Contacts", offered: ["AddContact"], hint: .segue("AddContact")),
            .noSegue("Nope", scene: "Contacts", offered: ["AddContact"], hint: nil),
            .noTabNumber("0", tabs: ["Contacts", "Notes"]),
        ]
        let launch: [LaunchError] = [
            .noDataDirectory(home: nil, dataHome: "relative"),
            .unreadableScript(path: "nope.txt", reason: .missing),
            .unreadableScript(path: "dir", reason: .directory),
            .unreadableScript(path: "secret", reason: .permissionDenied),
            .unreadableScript(path: "x", reason: .system(errno: EIO)), .untraceable(path: "t", .system(errno: EACCES)),
            .untraceable(path: "t", .symbolicLink), .untraceable(path: "t", .notRegular(kind: "a FIFO")),
            .untraceable(path: "t", .ownedByAnotherUser(owner: 4242)),
            .dataNotAFolder(path: "/a/notes.txt", blocker: "/a/notes.txt", kind: "a file"),
            .dataNotAFolder(path: "/a/notes.txt/d", blocker: "/a/notes.txt", kind: "a file"),
        ]
        let stack: [StackFileError] = [
            .unreadable(path: "stack.json", .system(errno: EACCES)), .unreadable(path: "stack.json", .symbolicLink),
            .unreadable(path: "stack.json", .notRegular(kind: "a FIFO")),
            .unreadable(path: "stack.json", .system(errno: EFBIG)), .unwritable(path: "stack.json", .system(errno: ENOSPC)),
        ]
        let snapshot: [SnapshotError] = [
            .noIndex(folder: "snaps"), .noFolder(folder: "snaps", kind: nil), .noFolder(folder: "snaps", kind: "a file"),
            .unreadable(path: "snaps/a.txt", .system(errno: EACCES)),
            .unreadable(path: "snaps/a.txt", .notRegular(kind: "a FIFO")),
            .malformedIndex(path: "snaps/index.json", detail: "it is not the JSON of a snapshot index"),
            .unwritable(path: "snaps/a.txt", .symbolicLink), .cannotReplay(reason: "no such file or directory"),
        ]
        let errors: [any Error] =
            shell + launch + stack + snapshot + [WriteFailure(stream: .output, code: EPIPE)]
        return errors.map(ShellMessages.describe)
    }()

    @Test(arguments: 0..<errors.count)
    func everyShellErrorKeepsTheVoice(_ index: Int) {
        let message = Self.errors[index]
        #expect(MessageStyle.problems(in: message) == [], "\(message)")
    }

    @Test func aSuggestionEndsTheMessageAndOtherwiseTheListIsNamed() {
        #expect(
            ShellMessages.describe(ShellError.unknownCommand("hlep", scene: "Menu", suggestion: "help", isSegue: false))
                == "no command or action 'hlep' in scene 'Menu'; did you mean 'help'?")
        #expect(
            ShellMessages.describe(ShellError.unknownHelpTopic("foo", suggestion: nil))
                == "no command or action 'foo'; type 'help' for the list")
    }

    @Test func aScriptThatCannotBeReadSaysWhy() {
        #expect(
            ShellMessages.describe(LaunchError.unreadableScript(path: "nope.txt", reason: .missing))
                == "cannot read the script 'nope.txt': no such file")
    }
}
