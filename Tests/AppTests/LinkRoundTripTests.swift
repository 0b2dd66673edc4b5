import Foundation
import SceneRuntime
import Testing

/// Links and resuming through the real `scenes` executable, one process after another on one data
/// directory: navigate, print the link, and a new process started with `--goto` shows the same
/// screen; a stack recorded with `--resume` comes back in the next process, as far as the
/// storyboard still fits it.
@Suite struct LinkRoundTripTests {
    typealias Workspace = ConcurrentProcessesTests.Workspace

    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var out: String
        var err: String

        /// The screen shown before the first prompt line (the first screen).
        var firstScreen: String {
            out.split(separator: "\n").map(String.init).prefix { !Self.isPrompt($0) }.joined(separator: "\n")
        }

        /// The lines printed after the prompt line of `command`, up to the next prompt line.
        func reply(to command: String) -> [String] {
            let lines = out.split(separator: "\n").map(String.init)
            guard let index = lines.lastIndex(where: { Self.isPrompt($0) && $0.hasSuffix("> " + command) }) else {
                return []
            }
            return Array(lines[(index + 1)...].prefix { !Self.isPrompt($0) })
        }

        /// `Contacts> select 1`, `New contact> save`: a demo title, then `> ` (a breadcrumb has a
        /// space before each `>`, a listing's `->` a dash, and no demo title either).
        static func isPrompt(_ line: String) -> Bool {
            guard let mark = line.range(of: "> ") else { return false }
            let title = line[..<mark.lowerBound]
            return !title.isEmpty && !title.contains(">") && title.first != " " && title.last != " "
                && title.last != "-"
        }
    }

    static func run(_ arguments: [String], script: [String], in workspace: Workspace, storyboard: String? = nil)
        throws -> Run
    {
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        let file = try workspace.script("script-\(UUID().uuidString)", script)
        process.arguments =
            [storyboard ?? ConcurrentProcessesTests.storyboard, "--data", workspace.data, "--no-color", "--script", file]
            + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "no crash")
        return Run(status: process.terminationStatus, out: out, err: err)
    }

    /// Commands that reach each demo scene (Login twice: pushed in the Account tab, presented over
    /// the cart by the checkout's guard) and states of several tabs and panes, and the link `link`
    /// prints there.
    static let scenes: [(commands: [String], link: String)] = [
        ([], "ContactList"),
        (["select 2"], "ShowContact:contactID=2"),
        (["select 2", "focus"], "ContactList%AddressBook@Contact/ShowContact:contactID=2"),
        (["select 2", "go EditContact"], "EditContact:contactID=2"),
        (["go AddContact"], "AddContact"),
        (["tab Account"], "Menu"),
        (["tab Account", "go SignIn"], "Login"),
        (["tab Shop", "checkout"], "ShoppingCart+Login"),
        (["tab Account", "go SignIn", "login demo@example.com password1"], "Home"),
        (["tab Account", "go SignUp"], "Registration"),
        (["tab Notes"], "NotesList"),
        (["tab Notes", "open 2"], "NoteDetail:noteID=2"),
        (["tab Shop"], "ShoppingCart"),
        (["tab Notes", "open 2", "tab Contacts", "select 1"], "ShowContact:contactID=3%Main@Notes/NotesList/NoteDetail:noteID=2"),
        (["select 1", "tab Notes", "open 2"], "NoteDetail:noteID=2%Main@Contacts/AddressBook@Contact/ShowContact:contactID=3"),
        (["tab Account", "go SignIn", "tab Notes"], "NotesList%Main@Account/Menu/Login"),
        (["tab Account", "go SignIn", "login demo@example.com password1", "tab Notes"], "NotesList%Main@Account/Home"),
        (
            ["select 1", "go EditContact", "tab Notes", "open 1", "tab Account", "go SignUp"],
            "Registration%Main@Contacts/AddressBook@Contact/ShowContact:contactID=3/EditContact:contactID=3"
                + "%Main@Notes/NotesList/NoteDetail:noteID=1"
        ),
        (
            ["select 1", "go EditContact", "focus", "tab Notes", "open 1", "tab Account", "go SignUp"],
            "Registration%Main@Contacts/AddressBook@List%AddressBook@Contact/ShowContact:contactID=3/EditContact:contactID=3"
                + "%Main@Notes/NotesList/NoteDetail:noteID=1"
        ),
    ]

    /// OrderSuccess is entered only by the cart's `checkout`, and is not declared linkable: its link
    /// is printed in full, and no process, signed in or not, is taken there by it.
    @Test func theOrderConfirmationIsNotEnteredByALink() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try Self.run(
            [], script: ["tab Account", "go SignIn", "login demo@example.com password1", "tab Shop", "checkout", "link"],
            in: workspace)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.reply(to: "link").first?.hasPrefix("Main/ShoppingCart/OrderSuccess:orderID=1") == true)
        for link in ["Main/ShoppingCart/OrderSuccess:orderID=1", "OrderSuccess:orderID=1"] {
            let second = try Self.run(["--goto", link], script: ["stack"], in: workspace)
            #expect(second.status == 1)
            #expect(second.err.contains("scene 'OrderSuccess' is entered only by the action 'checkout'"), "\(second.err)")
        }
    }

    @Test(arguments: scenes.indices)
    func theLinkOfEveryDemoSceneShowsTheSameScreenInANewProcess(_ index: Int) throws {
        let (commands, expected) = Self.scenes[index]
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try Self.run([], script: commands + ["link"], in: workspace)
        #expect(first.status == 0, "\(first.err)")
        let link = try #require(first.reply(to: "link").first)
        #expect(link == expected)
        // The screen the last command showed (or the first screen, for the menu).
        var screen =
            commands.last.map { first.reply(to: $0.replacingOccurrences(of: "password1", with: "***")).joined(separator: "\n") }
            ?? first.firstScreen
        // A link does not carry a navigation a guard put off: Login presented by the checkout's
        // guard says why it appeared; rebuilt by its link, nothing waits, and it does not.
        if commands.last == "checkout" {
            let reason = "  Sign in to go on to Order placed; 'dismiss' gives it up."
            #expect(screen.contains(reason + "\n"))
            screen = screen.replacingOccurrences(of: reason + "\n", with: "")
        }

        let second = try Self.run(["--goto", link], script: ["link"], in: workspace)
        #expect(second.status == 0, "\(second.err)")
        // Nothing but, where a scene shows a title of its own, the note of where the link leads.
        #expect(
            second.err.split(separator: "\n").allSatisfy { $0.hasPrefix("note: it leads to Demo > ") }, "\(second.err)")
        #expect(second.firstScreen == screen, "--goto \(link) shows the screen the session showed")
        #expect(second.reply(to: "link") == [link], "and the same link")
    }

    @Test(arguments: [
        (
            "ShowContat:contactID=1",
            "link column 1 ('ShowContat'): the storyboard declares no scene 'ShowContat'; did you mean 'ShowContact'?\n  ShowContat:contactID=1\n  ^~~~~~~~~~\n"
        ),
        ("Main/Menu/ShowContact", "link column 11 ('ShowContact'): no segue of scene 'Menu' pushes 'ShowContact'"),
        ("NoteDetail:noteID=first", "link column 19 ('first'): input 'noteID' of scene 'NoteDetail' is integer; 'first' is not"),
        ("Home/Menu", "link column 6 ('Menu'): no segue of scene 'Home' pushes 'Menu'; it replaces the stack with it"),
        ("Main/ContactLst", "did you mean 'ContactList'?"),
        ("Main/NotesList,", "link column 15 (','): unexpected ','"),
        ("Main@Nots", "did you mean 'Notes'?"),
        ("NotesList%Main@Notes/NotesList", "Notes"),
    ])
    func aBadLinkStopsTheProgramAndSaysWhere(_ link: String, _ message: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try Self.run(["--goto", link], script: ["stack"], in: workspace)
        #expect(run.status == 1)
        #expect(run.out == "", "nothing runs")
        #expect(run.err.hasPrefix("error: "))
        #expect(run.err.contains(message), "\(run.err)")
    }

    // MARK: Resume

    @Test func anUnchangedStoryboardResumesTheWholeStack() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try Self.run(
            ["--resume"], script: ["tab Notes", "open 2", "tab Contacts", "select 1", "go EditContact"], in: workspace)
        #expect(first.status == 0 && first.err == "", "nothing recorded yet: it starts at the first tab")
        let stackFile = URL(fileURLWithPath: workspace.data).appendingPathComponent("stack.json").path
        let mode = try FileManager.default.attributesOfItem(atPath: stackFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let second = try Self.run(["--resume"], script: ["stack", "back"], in: workspace)
        #expect(second.status == 0)
        #expect(second.err == "")
        #expect(
            second.firstScreen.hasPrefix(
                "[Contacts]  Notes  Shop  Account\nList | [Contact]\nDemo > Address book > Contact > Edit contact\n== Edit contact =="))
        #expect(second.reply(to: "stack").count == 4)
        let third = try Self.run(["--resume"], script: ["link"], in: workspace)
        #expect(
            third.reply(to: "link") == ["ShowContact:contactID=3%Main@Notes/NotesList/NoteDetail:noteID=2"],
            "the last stack recorded is resumed, every tab")

        // A script without --resume neither resumes nor records.
        let plain = try Self.run([], script: ["tab Notes"], in: workspace)
        #expect(plain.firstScreen.hasPrefix("[Contacts]  Notes  Shop  Account\n[List] | Contact\n"))
        let fourth = try Self.run(["--resume"], script: ["link"], in: workspace)
        #expect(fourth.reply(to: "link") == ["ShowContact:contactID=3%Main@Notes/NotesList/NoteDetail:noteID=2"])
    }

    @Test func aChangedStoryboardResumesWhatStillFitsAndSaysWhatItDropped() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try Self.run(["--resume"], script: ["tab Notes", "open 2"], in: workspace)
        // NoteDetail is renamed NoteCard: the recorded NoteDetail no longer fits.
        let original = try String(contentsOfFile: ConcurrentProcessesTests.storyboard, encoding: .utf8)
        let changed = original.replacingOccurrences(of: #""id": "NoteDetail""#, with: #""id": "NoteCard""#)
            .replacingOccurrences(of: #""to": "NoteDetail""#, with: #""to": "NoteCard""#)
            .replacingOccurrences(of: #""$schema": "Sources/Runtime/scenes.schema.json","#, with: "")
        #expect(changed != original)
        let storyboard = workspace.root.appendingPathComponent("changed.json").path
        try Data(changed.utf8).write(to: URL(fileURLWithPath: storyboard))

        let run = try Self.run(["--resume"], script: ["stack"], in: workspace, storyboard: storyboard)
        #expect(run.status == 0)
        #expect(
            run.err
                == "warning: resumed Main > NotesList; dropped NoteDetail: scene 'NoteDetail' is no longer in the"
                + " storyboard\n")
        #expect(run.firstScreen.hasPrefix("Contacts  [Notes]  Shop  Account\nDemo > Notes\n"))
        let article = try Documentation.article("LinksAndResume")
        #expect(article.contains(run.err), "the article's example is what the program says")
    }

    @Test(arguments: ["garbage", #"{"version": 9, "stack": []}"#, ""])
    func aCorruptStackFileWarnsAndStartsAtTheInitialScene(_ contents: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.data, withIntermediateDirectories: true)
        let stackFile = URL(fileURLWithPath: workspace.data).appendingPathComponent("stack.json")
        try Data(contents.utf8).write(to: stackFile)
        let run = try Self.run(["--resume"], script: ["tab Notes"], in: workspace)
        #expect(run.status == 0)
        #expect(run.err.hasPrefix("warning: cannot resume: '\(stackFile.path)': "), "\(run.err)")
        #expect(run.err.hasSuffix("; starting at the initial scene 'Main'\n"))
        #expect(run.firstScreen.hasPrefix("[Contacts]  Notes  Shop  Account\n"))
        let next = try Self.run(["--resume"], script: ["link"], in: workspace)
        #expect(next.err == "", "the stack recorded since replaced it")
        #expect(next.reply(to: "link") == ["NotesList"])
    }

    @Test func aDirectoryInPlaceOfTheStackFileNeverStopsTheSession() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let stackFile = URL(fileURLWithPath: workspace.data).appendingPathComponent("stack.json").path
        try FileManager.default.createDirectory(atPath: stackFile, withIntermediateDirectories: true)
        let run = try Self.run(["--resume"], script: ["tab Notes"], in: workspace)
        #expect(run.status == 0)
        #expect(
            run.err.contains("warning: cannot resume: cannot read '\(stackFile)': it is a directory, not a regular file"),
            "\(run.err)")
        #expect(run.err.contains("warning: the stack is not recorded for --resume: cannot write '\(stackFile)'"))
        #expect(run.out.contains("== Notes =="), "the session goes on")
    }

    /// Processes resuming on one data directory write the stack at once, while it is read: every
    /// read finds one whole record (the last written wins).
    @Test func processesSharingADataDirectoryNeverLeaveATornStackFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // Each process resumes where the last writer was: `root` first.
        let moves = Array(
            repeating: ["tab Contacts", "tab List", "select 1", "go EditContact", "tab Notes", "root", "open 1"], count: 40
        )
        .flatMap { $0 }
        let script = try workspace.script("moves", moves)
        let processes = try (0..<3).map { index in
            let process = Process()
            process.executableURL = ConcurrentProcessesTests.scenes
            process.arguments = [ConcurrentProcessesTests.storyboard, "--data", workspace.data, "--script", script, "--resume"]
            let log = workspace.root.appendingPathComponent("log-\(index)")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            return process
        }
        let stackFile = URL(fileURLWithPath: workspace.data).appendingPathComponent("stack.json").path
        var reads = 0
        while processes.contains(where: \.isRunning) {
            guard let data = FileManager.default.contents(atPath: stackFile) else { continue }
            #expect(throws: Never.self) { try NavigationState(json: Array(data)) }
            reads += 1
        }
        for (index, process) in processes.enumerated() {
            process.waitUntilExit()
            let log = (try? String(contentsOf: workspace.root.appendingPathComponent("log-\(index)"), encoding: .utf8)) ?? ""
            let problems = log.split(separator: "\n").filter { $0.contains("error") || $0.contains("warning") || $0.contains("  ! ") }
            #expect(process.terminationStatus == 0, "\(problems.prefix(5))")
        }
        let last = try NavigationState(json: Array(try #require(FileManager.default.contents(atPath: stackFile))))
        #expect(last.path.map(\.sceneID) == ["Main", "NotesList", "NoteDetail"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.data).filter { $0.contains(".new-") }
        #expect(leftovers.isEmpty, "no temporary file is left")
        print("LinkRoundTripTests: 3 processes × \(moves.count) moves, \(reads) reads of the stack file, none torn")
    }
}
