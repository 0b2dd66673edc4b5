import Foundation
import Testing

/// What `anAppBuildsRunsGainsASceneAndPassesItsTests` adds to its app before its one rebuild, so that
/// the app's build and `swift test` cover the articles too (issue 44): every Swift block of the DocC
/// articles, and article 003's and 004's flows typed in as the articles shape them.
extension ScenesInitIntegrationTests {
    /// Article 003's notes (VIPER) and article 004's cart, sign-in and order placed (Clean Swift, with a
    /// coordinator), filled in over what `new` wrote (see its README).
    static let articleFlows = packageRoot.appendingPathComponent("Tests/Fixtures/ArticleFlows")

    /// The generated files the flows leave out: article 003's entity is the data layer's record, and its
    /// data layer the Notes module's worker.
    static let leftOut = [
        "Scenes/NotesList/NotesListEntity.swift", "Scenes/NotesList/NotesListWorker.swift",
        "Scenes/NoteDetail/NoteDetailEntity.swift", "Scenes/NoteDetail/NoteDetailWorker.swift",
    ]

    /// The files the flows add that `new` does not write: none (the cart's and the sign-in's
    /// Workers fill in the ones `new` wrote).
    static let added: [String] = []

    /// The app's own `new` for each module of the flows: the scenes, the data layer and the coordinator.
    static let flowCommands: [[String]] = [
        ["new", "Notes", "--domain"],
        ["new", "NotesList", "--style", "viper", "--uses", "Notes", "--output", "selectedNoteID:integer"],
        ["new", "NoteDetail", "--style", "viper", "--uses", "Notes", "--input", "noteID:integer"],
        ["new", "Shop", "--coordinator"],
        ["new", "ShoppingCart", "--uses", "Shop", "--output", "orderNumber:integer"],
        ["new", "Login", "--uses", "Shop"],
        ["new", "OrderSuccess", "--input", "order:integer"],
    ]

    /// The segues the flows add to scenes.json, as the port wrote them by hand: each scene's line as
    /// `new` wrote it, and the same line with its segues.
    static let flowSegues: [(line: String, with: String)] = [
        (
            #"{ "id": "NotesList", "module": "NotesList", "title": "Notes list" }"#,
            #"{ "id": "NotesList", "module": "NotesList", "title": "Notes list", "segues": [ "#
                + #"{ "id": "OpenNote", "to": "NoteDetail", "style": "push", "pass": { "noteID": { "from": "selectedNoteID" } } } ] }"#
        ),
        (
            #"{ "id": "ShoppingCart", "module": "ShoppingCart", "title": "Shopping cart" }"#,
            #"{ "id": "ShoppingCart", "module": "ShoppingCart", "title": "Shopping cart", "segues": [ "#
                + #"{ "id": "Login", "to": "Login", "style": "modal" }, "#
                + #"{ "id": "Success", "to": "OrderSuccess", "style": "push", "pass": { "order": { "from": "orderNumber" } } } ] }"#
        ),
    ]

    /// Writes every compiled block of the articles into a module `Articles` (and its tests) that the
    /// app's own `new --coordinator` made, in place of the coordinator it wrote; checks the block that
    /// is the executable's main.swift against the app's.
    static func addArticleBlocks(to app: URL, notebook: String) throws {
        let made = try ScenesNewIntegrationTests.run([notebook, "new", "Articles", "--coordinator"], in: app)
        #expect(made.0 == 0, "\(made.1)")
        for folder in ["Sources/Domain/Articles", "Tests/Domain/ArticlesTests"] {
            let url = app.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                try FileManager.default.removeItem(at: url.appendingPathComponent(file))
            }
        }
        let blocks = try ArticleBlocks.all()
        for (path, contents) in ArticleBlocks.files(blocks) {
            try Data(contents.utf8).write(to: app.appendingPathComponent(path))
        }
        let main = try #require(blocks.first { $0.article == "GettingStarted" && $0.firstLine == "import Foundation" })
        let written = try String(
            contentsOf: app.appendingPathComponent("Sources/Notebook/main.swift"), encoding: .utf8)
        #expect(Self.code(written) == Self.code(main.text), "\(written)")
    }

    /// `text`'s lines that are not blank or comments.
    static func code(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return !line.isEmpty && !line.hasPrefix("//")
        }
    }

    /// Makes the flows' modules with the app's own `new`, copies the filled-in files over what it
    /// wrote, and adds the flows' segues to scenes.json.
    static func addArticleFlows(to app: URL, notebook: String) throws {
        for command in flowCommands {
            let made = try ScenesNewIntegrationTests.run([notebook] + command, in: app)
            #expect(made.0 == 0, "\(command): \(made.1)")
        }
        for path in leftOut {
            try FileManager.default.removeItem(at: app.appendingPathComponent(path))
        }
        let root = articleFlows.path
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        var replaced = 0
        for file in files where file.hasSuffix(".swift") {
            let target = app.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: target.path) {
                try FileManager.default.removeItem(at: target)
                replaced += 1
            } else {
                #expect(added.contains(file), "\(file) fills in a file new wrote")
            }
            try FileManager.default.copyItem(at: articleFlows.appendingPathComponent(file), to: target)
        }
        #expect(replaced == files.filter { $0.hasSuffix(".swift") }.count - added.count)

        let storyboard = app.appendingPathComponent("scenes.json")
        var json = try String(contentsOf: storyboard, encoding: .utf8)
        for (line, with) in flowSegues {
            #expect(json.contains(line), "\(json)")
            json = json.replacingOccurrences(of: line, with: with)
        }
        try Data(json.utf8).write(to: storyboard)
    }

    /// Types both flows into the built app: a note added and read; the cart checked out, signed in
    /// first, and the order placed shown by OrderSuccess as `new` wrote it. (A refused name, which
    /// makes a session end with status 1, is LoginSceneTests'.)
    static func typeArticleFlows(app: URL, notebook: String, data: String) throws {
        let notes = try ScenesNewIntegrationTests.run(
            [notebook, "--data", data], in: app, input: "go NotesList\nadd Milk and eggs\nadd Call Ada\nopen 2\n")
        #expect(notes.0 == 0, "\(notes.1)")
        #expect(notes.1.contains("  1. Milk and eggs\n  2. Call Ada\n  * added \"Call Ada\"\n"), "\(notes.1)")
        #expect(
            notes.1.contains("Welcome > Notes list > Call Ada\n== Call Ada ==\n  Note 2: Call Ada\n"), "\(notes.1)")

        let order = try ScenesNewIntegrationTests.run(
            [notebook, "--data", data], in: app, input: "go ShoppingCart\ncheckout\nsignin Ada\nstack\n")
        #expect(order.0 == 0, "\(order.1)")
        #expect(order.1.contains("  Tea  3.50\n  Biscuits  2.25\n  Total 5.75\n"), "\(order.1)")
        #expect(order.1.contains("Welcome > Shopping cart >> Login\n== Login ==\n"), "\(order.1)")
        #expect(order.1.contains("== Order success ==\n"), "\(order.1)")
        #expect(order.1.contains("  order: 1\n"), "\(order.1)")
        #expect(order.1.contains("2. ShoppingCart \"Shopping cart\" (push)\n3. OrderSuccess \"Order success\" (push)\n"), "\(order.1)")
    }
}
