import Foundation
import Testing

/// A link that waits for its guard, on the real `scenes`, each case in a new process: in an app that
/// declares the order confirmation linkable, the link to order 1 signed out shows the cart with the
/// sign-in over it, and once the demo user signs in, the order with its data; dismissed, the cart
/// stays and a note says what was not opened. The same for `goto` and `--resume`. A link shows; it
/// does not do: no order is placed and the cart is not touched. `validate` reports redirects that
/// cannot lead back.
@Suite struct WaitingLinkTests {
    typealias Workspace = ConcurrentProcessesTests.Workspace
    typealias Run = LinkRoundTripTests.Run

    static let link = "Main/ShoppingCart/OrderSuccess:orderID=1"
    static let waits =
        "note: the link waits for Sign in: condition 'signedIn' does not hold; once it holds there, the link goes"
        + " on to Order placed\n"
    static let signIn = "login demo@example.com password1"
    static let signedIn = "login demo@example.com ***"
    static let overTheCart = [
        #"1. Main "Demo" (root)"#, #"2. ShoppingCart "Shopping cart" (root)"#, #"3. Login "Sign in" (modal)"#,
    ]
    static let atTheOrder = [
        #"1. Main "Demo" (root)"#, #"2. ShoppingCart "Shopping cart" (root)"#,
        #"3. OrderSuccess "Order placed" (push)"#,
    ]

    /// A workspace where the demo user placed order 1 and nobody is signed in now, with the demo's
    /// storyboard declaring the order confirmation linkable (`linkable.json`).
    struct Setting {
        let workspace: Workspace
        let storyboard: String
        /// The shop's files as the order left them.
        let orders: Data
        let cart: Data

        init() throws {
            workspace = try LinkTrustTests.workspaceWithAnOrder()
            storyboard = try WaitingLinkTests.linkableStoryboard(in: workspace)
            orders = try workspace.file("orders.json")
            cart = try workspace.file("cart.json")
        }

        func run(_ arguments: [String], _ script: [String]) throws -> Run {
            try LinkRoundTripTests.run(arguments, script: script, in: workspace, storyboard: storyboard)
        }

        /// The link showed and did nothing: no order placed, the cart as it was.
        func nothingWasDone() throws {
            #expect(try workspace.file("orders.json") == orders, "no order placed")
            #expect(try workspace.file("cart.json") == cart, "the cart untouched")
        }
    }

    /// The demo's storyboard with `"linkable": true` on OrderSuccess, written into the workspace.
    static func linkableStoryboard(in workspace: Workspace) throws -> String {
        let text = try String(contentsOfFile: ConcurrentProcessesTests.storyboard, encoding: .utf8)
        let plain = #"{ "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed","#
        let declared = #"{ "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed", "linkable": true,"#
        let linkable = text.replacingOccurrences(of: plain, with: declared)
        #expect(linkable.contains(declared))
        let path = workspace.root.appendingPathComponent("linkable.json").path
        try Data(linkable.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What each `stack` of the run listed, in order.
    static func stacks(in run: Run) -> [[String]] {
        run.out.components(separatedBy: "> stack\n").dropFirst().map { listed in
            Array(listed.split(separator: "\n").map(String.init).prefix { $0.first?.isNumber == true })
        }
    }

    static func showsTheOrder(_ lines: [String]) -> Bool {
        LinkTrustTests.orderDetails.allSatisfy { detail in lines.contains { $0.contains(detail) } }
    }

    @Test func aSignedOutLinkAtTheStartShowsTheSignInThenTheOrderWithItsData() throws {
        let setting = try Setting()
        defer { setting.workspace.remove() }
        let run = try setting.run(["--goto", Self.link], ["stack", Self.signIn, "stack"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == Self.waits)
        // The cart, as far as the link's guards allow, with the sign-in over it.
        #expect(run.firstScreen.contains("Sign in to go on to Order placed"), "\(run.firstScreen)")
        #expect(LinkTrustTests.showsNoOrder(Run(status: 0, out: run.firstScreen, err: "")))
        let stacks = Self.stacks(in: run)
        #expect(stacks == [Self.overTheCart, Self.atTheOrder], "\(run.out)")
        // Signed in, the link goes on to the order, its inputs checked again: order 1, its data.
        #expect(Self.showsTheOrder(run.reply(to: Self.signedIn)), "\(run.out)")
        try setting.nothingWasDone()
    }

    @Test func dismissedTheLinkStaysWhereItsGuardsAllowAndSaysWhatWasNotOpened() throws {
        let setting = try Setting()
        defer { setting.workspace.remove() }
        let run = try setting.run(["--goto", Self.link], ["dismiss", "stack"])
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.err == Self.waits + "note: Order placed was not opened: condition 'signedIn' does not hold\n",
            "\(run.err)")
        #expect(run.reply(to: "stack") == Array(Self.atTheOrder.prefix(2)), "the cart: \(run.out)")
        #expect(LinkTrustTests.showsNoOrder(run), "\(run.out)")
        try setting.nothingWasDone()
    }

    @Test func aLinkTypedAtThePromptWaitsTheSameWay() throws {
        let setting = try Setting()
        defer { setting.workspace.remove() }
        let run = try setting.run([], ["goto \(Self.link)", "stack", Self.signIn, "stack"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == Self.waits)
        let goto = run.reply(to: "goto \(Self.link)")
        #expect(goto.contains { $0.contains("Sign in to go on to Order placed") }, "\(run.out)")
        #expect(Self.stacks(in: run) == [Self.overTheCart, Self.atTheOrder], "\(run.out)")
        #expect(Self.showsTheOrder(run.reply(to: Self.signedIn)), "\(run.out)")
        try setting.nothingWasDone()
    }

    @Test func aResumedStackWaitsForTheSignInInsteadOfDroppingTheOrder() throws {
        let setting = try Setting()
        defer { setting.workspace.remove() }
        try LinkTrustTests.writeStack(
            tab: 2, [("ShoppingCart", "root", ""), ("OrderSuccess", "push", LinkTrustTests.order)],
            in: setting.workspace)
        let run = try setting.run(["--resume"], ["stack", Self.signIn, "stack"])
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.err
                == "note: the recorded stack waits for Sign in: condition 'signedIn' does not hold; once it holds"
                + " there, the recorded stack goes on to Order placed\n", "\(run.err)")
        #expect(Self.stacks(in: run) == [Self.overTheCart, Self.atTheOrder], "\(run.out)")
        #expect(Self.showsTheOrder(run.reply(to: Self.signedIn)), "\(run.out)")
        try setting.nothingWasDone()
    }

    /// Signed in already, nothing waits: the link goes straight to the order.
    @Test func aLinkWhoseGuardsHoldDoesNotWait() throws {
        let setting = try Setting()
        defer { setting.workspace.remove() }
        let signed = try setting.run([], ["tab Account", "go SignIn", Self.signIn])
        #expect(signed.status == 0, "\(signed.err)")
        let run = try setting.run(["--goto", Self.link], ["stack"])
        #expect(run.status == 0)
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(Self.showsTheOrder(run.firstScreen.components(separatedBy: "\n")), "\(run.out)")
        try setting.nothingWasDone()
    }

    /// `validate` warns of a redirect to a scene behind a guard on the same condition, and of
    /// scenes whose guards redirect to one another in a loop; the storyboard still loads.
    @Test func validateReportsRedirectsThatCannotLeadBack() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let text = try String(contentsOfFile: ConcurrentProcessesTests.storyboard, encoding: .utf8)
        // Login kept out while nobody is signed in; Home and Registration redirecting to each other
        // (each also to a scene behind the same guard, the only condition the demo registers).
        var changed = text.replacingOccurrences(
            of: #"{ "id": "Login", "module": "Login", "title": "Sign in", "segues": ["#,
            with:
                #"{ "id": "Login", "module": "Login", "title": "Sign in", "guards": [ { "condition": "signedIn", "refuse": "Signed in only." } ], "segues": ["#
        )
        changed = changed.replacingOccurrences(
            of: #""guards": [ { "condition": "signedIn", "refuse": "Sign in to see your home page." } ],"#,
            with: #""guards": [ { "condition": "signedIn", "redirect": "Registration" } ],"#)
        changed = changed.replacingOccurrences(
            of: #"{ "id": "Registration", "module": "Registration", "title": "Sign up", "segues": ["#,
            with:
                #"{ "id": "Registration", "module": "Registration", "title": "Sign up", "guards": [ { "condition": "signedIn", "redirect": "Home" } ], "segues": ["#
        )
        #expect(changed.components(separatedBy: #""guards""#).count == text.components(separatedBy: #""guards""#).count + 2)
        let path = workspace.root.appendingPathComponent("redirects.json").path
        try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
        let run = try Self.scenes(["validate", path])
        #expect(run.status == 0, "warnings only: \(run.err)")
        #expect(
            run.err.contains(
                "warning: scenes[8].segues[0].guards[0].redirect: a guard on condition 'signedIn' redirects to 'Login',"
                    + " which a guard on the same condition keeps out: the redirect cannot lead back; redirect to a"
                    + " scene that makes 'signedIn' hold without needing it\n"), "\(run.err)")
        #expect(
            run.err.contains(
                "warning: scenes[13].guards[0].redirect: the guards of 'Home' > 'Registration' > 'Home' redirect to"
                    + " one another in a loop: none of these redirects can lead back\n"), "\(run.err)")
    }

    /// Every session of the documentation that starts with the `$ scenes …` line running it (in
    /// the Shell and LinksAndResume articles: the app with the order confirmation linkable, as
    /// `linkable.json`) runs as written on the real `scenes`, signed out with order 1 placed: its
    /// commands, taken from its prompt lines (`***` for the password), reach every prompt line in
    /// order; its notes, warnings and errors are what the run printed on standard error, and every
    /// other line is on standard output.
    @MainActor @Test func everySessionWithItsOwnCommandRunsAsWritten() throws {
        var sessions: [String] = []
        for document in try Documentation.all() {
            for block in DocumentationExamplesTests.blocks(document.text)
            where DocumentationExamplesTests.runsItsOwnCommand(block.lines) {
                let place = "\(document.path):\(block.line)"
                sessions.append(place)
                let setting = try Setting()
                defer { setting.workspace.remove() }
                let arguments = block.lines[0].dropFirst("$ scenes ".count).split(separator: " ").map(String.init)
                #expect(arguments.first == "linkable.json", "\(place): the app with the linkable order")
                let prompts = block.lines.dropFirst().filter(Run.isPrompt)
                let commands = prompts.map {
                    String($0[$0.range(of: "> ")!.upperBound...]).replacingOccurrences(of: "***", with: "password1")
                }
                let run = try setting.run(Array(arguments.dropFirst()), commands)
                var rest = run.out[...]
                for line in block.lines.dropFirst() {
                    if ["note: ", "warning: ", "error: "].contains(where: line.hasPrefix) {
                        #expect(run.err.contains(line + "\n"), "\(place): '\(line)' not given:\n\(run.err)")
                    } else if let found = rest.range(of: line + "\n") {
                        rest = rest[found.upperBound...]
                    } else {
                        Issue.record("\(place): '\(line)' not printed in order:\n\(run.out)")
                    }
                }
                try setting.nothingWasDone()
            }
        }
        #expect(sessions.count >= 2, "the Shell and LinksAndResume articles' sessions: \(sessions)")
    }

    /// Runs the real `scenes` with `arguments`, no script.
    static func scenes(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        process.arguments = arguments
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
}
