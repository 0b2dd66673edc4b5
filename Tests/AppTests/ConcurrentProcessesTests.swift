import Foundation
import Testing

/// Several `scenes` processes run scripts at the same time on one data directory, each making many
/// changes to one data file, and no change may be lost: every change is a transaction under the
/// data directory's lock, and checkout records the order and empties the cart all or nothing.
///
/// The processes are the real `scenes` executable, built beside the test bundle. The data directory
/// is in memory (`/dev/shm`) when there is one, so that the test measures locking, not the disk.
@Suite struct ConcurrentProcessesTests {
    static let scenes = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("scenes")
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes.json").path
    /// The demo's scenes under a menu, in one stack: the storyboard of the processes that share data.
    static let menuApp = FlowTranscriptTests.menuApp

    /// A new data directory, and where the scripts go.
    struct Workspace {
        let root: URL
        var data: String { root.appendingPathComponent("data").path }

        init() throws {
            let base =
                FileManager.default.isWritableFile(atPath: "/dev/shm")
                ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
            root = base.appendingPathComponent("scenes-processes-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        func script(_ name: String, _ lines: [String]) throws -> String {
            let path = root.appendingPathComponent(name).path
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
            return path
        }

        func file(_ name: String) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: data).appendingPathComponent(name))
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// Runs `scenes --script` on each script at once, all on the workspace's data directory, and
    /// waits for all. Returns what each printed.
    @discardableResult
    static func runAtOnce(_ scripts: [String], in workspace: Workspace) throws -> [String] {
        let runs = try scripts.map { script in
            let process = Process()
            process.executableURL = scenes
            process.arguments = [menuApp, "--data", workspace.data, "--no-color", "--script", script]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            return (process, output)
        }
        // Read while they run (a full pipe would stop a process), then wait for each.
        let outputs = runs.map { _, output in
            String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        for (process, _) in runs {
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "no process crashed")
        }
        return outputs
    }

    struct Numbered<Record: Decodable>: Decodable {
        let highestNumberUsed: Int
        let records: [Record]
    }

    struct Identified: Decodable {
        let id: Int
        let firstName: String?
        let title: String?
    }

    @Test func threeProcessesAdding300ContactsEachLoseNone() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let processes = 3
        let adds = 300
        let scripts = try (0..<processes).map { process in
            try workspace.script(
                "contacts-\(process).txt",
                ["go Contacts"]
                    + (0..<adds).flatMap { ["add", "first P\(process)-\($0)", "phone 555-0100", "save"] })
        }
        try Self.runAtOnce(scripts, in: workspace)
        let book = try JSONDecoder().decode(Numbered<Identified>.self, from: workspace.file("contacts.json"))
        let samples = 3
        #expect(book.records.count == samples + processes * adds, "every contact added is kept")
        #expect(Set(book.records.map(\.id)).count == book.records.count, "no id given twice")
        #expect(book.highestNumberUsed == samples + processes * adds)
        let names = Set(book.records.compactMap(\.firstName))
        for process in 0..<processes {
            #expect((0..<adds).allSatisfy { names.contains("P\(process)-\($0)") })
        }
        print("ConcurrentProcessesTests: contacts, \(processes) processes × \(adds) adds: \(book.records.count) kept")
    }

    @Test func threeProcessesAdding200NotesEachLoseNone() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let processes = 3
        let adds = 200
        let scripts = try (0..<processes).map { process in
            try workspace.script(
                "notes-\(process).txt", ["go Notes"] + (0..<adds).map { "add N\(process)-\($0) body" })
        }
        try Self.runAtOnce(scripts, in: workspace)
        let notes = try JSONDecoder().decode(Numbered<Identified>.self, from: workspace.file("notes.json"))
        let samples = 2
        #expect(notes.records.count == samples + processes * adds, "every note added is kept")
        #expect(Set(notes.records.map(\.id)).count == notes.records.count, "no id given twice")
        #expect(Set(notes.records.compactMap(\.title)).count == samples + processes * adds)
        print("ConcurrentProcessesTests: notes, \(processes) processes × \(adds) adds: \(notes.records.count) kept")
    }

    struct StoredUser: Decodable {
        let email: String
    }

    struct Session: Decodable {
        let email: String?
    }

    @Test func twoProcessesRegistering100UsersEachLoseNoneAndAllSignIn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let processes = 2
        let users = 100
        func email(_ process: Int, _ user: Int) -> String { "user-\(process)-\(user)@example.com" }
        let scripts = try (0..<processes).map { process in
            try workspace.script(
                "register-\(process).txt",
                (0..<users).flatMap { user in
                    // Straight to the form: the menu offers Sign up only while nobody is signed in,
                    // and the other process signs its users in the session both share.
                    ["goto Registration", "register \(email(process, user)) passw0rd\(user) User \(user)", "signout"]
                })
        }
        let registering = try Self.runAtOnce(scripts, in: workspace)
        // A registration whose way to Home the other process closed (it signed the shared session
        // out between the save and the navigation) is one step that did not happen: taken back,
        // and said so. Every other one is stored, once.
        let outcomes = Self.registrations(in: registering)
        #expect(outcomes.count == processes * users, "every registration ran")
        let stored = try JSONDecoder().decode([StoredUser].self, from: workspace.file("users.json"))
        let storedEmails = Set(stored.map(\.email))
        let takenBack = outcomes.filter { $0.value == .takenBack }.map(\.key)
        let partly = outcomes.filter { $0.value == .partlyTakenBack }.map(\.key)
        let done = outcomes.filter { $0.value == .done }.map(\.key)
        #expect(done.allSatisfy(storedEmails.contains), "every registration done is stored")
        #expect(!takenBack.contains(where: storedEmails.contains), "none taken back is stored")
        #expect(
            storedEmails.subtracting(done).subtracting(partly) == ["demo@example.com"],
            "nothing else is stored: the demo user")
        #expect(takenBack.count + partly.count <= processes * users / 4, "a race, not the rule")
        #expect(Set(stored.map(\.email)).count == stored.count, "no email registered twice")
        // The session is written by every registration and sign-out: it is whole, and names one of
        // them or (each process signs out last) nobody.
        let session = try JSONDecoder().decode(Session.self, from: workspace.file("session.json"))
        #expect(session.email.map { email in stored.contains { $0.email == email } } != false)

        let signIns = try workspace.script(
            "sign-in.txt",
            (0..<processes).flatMap { process in
                (0..<users).flatMap { user in
                    // The menu offers Sign in only while nobody is signed in.
                    ["go SignIn", "login \(email(process, user)) passw0rd\(user)", "signout"]
                }
            })
        let output = try Self.runAtOnce([signIns], in: workspace)[0]
        let welcomed = output.components(separatedBy: "Welcome, User ").count - 1
        #expect(welcomed == stored.count - 1, "every user registered signs in")
        print(
            "ConcurrentProcessesTests: users, \(processes) processes × \(users) registrations:"
                + " \(takenBack.count) taken back, \(partly.count) partly, \(welcomed) sign in")
    }

    enum Registration: Equatable {
        case done, takenBack, partlyTakenBack
    }

    /// What became of each registration in the scripts' outputs, by email: the lines a
    /// `register EMAIL` command printed, up to the next prompt.
    static func registrations(in outputs: [String]) -> [String: Registration] {
        var outcomes: [String: Registration] = [:]
        for output in outputs {
            for piece in output.components(separatedBy: "Sign up> register ").dropFirst() {
                let email = String(piece.prefix { $0 != " " })
                let said = piece.components(separatedBy: "> ")[0]
                outcomes[email] =
                    said.contains("what it saved was taken back")
                    ? .takenBack : said.contains("could not all be taken back") ? .partlyTakenBack : .done
            }
        }
        return outcomes
    }

    struct Item: Decodable {
        let name: String
        let quantity: Int
    }

    struct PlacedOrder: Decodable {
        let number: Int
        let items: [Item]
    }

    @Test func cartAddsWhileTwoProcessesCheckOutPutEveryItemInExactlyOnePlace() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let signIn = try workspace.script("sign-in.txt", ["go SignIn", "login demo@example.com password1"])
        try Self.runAtOnce([signIn], in: workspace)
        let adders = 2
        let adds = 100
        let checkers = 2
        let checkouts = 300
        let scripts =
            try (0..<adders).map { adder in
                try workspace.script(
                    "add-\(adder).txt", ["go Shop"] + (0..<adds).map { "add Item-\(adder)-\($0) 1.25" })
            }
            + (0..<checkers).map { checker in
                try workspace.script(
                    "checkout-\(checker).txt",
                    ["go Shop"] + (0..<checkouts).flatMap { _ in ["checkout", "done", "go Shop"] })
            }
        try Self.runAtOnce(scripts, in: workspace)

        let cart = try JSONDecoder().decode([Item].self, from: workspace.file("cart.json"))
        let orders = try JSONDecoder().decode(Numbered<PlacedOrder>.self, from: workspace.file("orders.json"))
        #expect(orders.records.map(\.number) == Array((0..<orders.records.count).map { $0 + 1 }))
        let placed = cart + orders.records.flatMap(\.items)
        var count: [String: Int] = [:]
        for item in placed { count[item.name, default: 0] += item.quantity }
        let expected =
            ["Swift T-shirt": 1, "Sticker pack": 2].merging(
                (0..<adders).flatMap { adder in (0..<adds).map { ("Item-\(adder)-\($0)", 1) } },
                uniquingKeysWith: +)
        #expect(count == expected, "every item is in the cart or in one order, once")
        print(
            "ConcurrentProcessesTests: cart, \(adders) processes × \(adds) adds while \(checkers) check out:"
                + " \(orders.records.count) orders, \(cart.count) lines left, \(placed.count) lines in all")
    }
}
