import Foundation
import Testing

/// A link, `--goto` and a resumed `stack.json` are untrusted text, like a URL from someone else:
/// the real `scenes` replays each as navigation, so it reaches only what a person could reach with
/// the storyboard's segues and guards, and no order number typed into one shows another customer's
/// order. The demo user places order 1 (Demo User, $28.99) first; then each case runs in a new
/// process on the same data directory.
@Suite struct LinkTrustTests {
    typealias Workspace = ConcurrentProcessesTests.Workspace
    typealias Run = LinkRoundTripTests.Run

    /// What a screen showing order 1 would hold.
    static let orderDetails = ["Demo User", "$28.99", "Swift T-shirt", "order #1"]

    /// A workspace where the demo user placed order 1 and nobody is signed in now.
    static func workspaceWithAnOrder() throws -> Workspace {
        let workspace = try Workspace()
        let placed = try run(
            [], script: ["tab Account", "go SignIn", "login demo@example.com password1", "tab Shop", "checkout"],
            in: workspace)
        #expect(placed.status == 0, "\(placed.err)")
        #expect(placed.out.contains("order #1 is placed; thank you, Demo User"))
        try FileManager.default.removeItem(atPath: workspace.data + "/session.json")
        return workspace
    }

    static func run(_ arguments: [String], script: [String], in workspace: Workspace, storyboard: String? = nil)
        throws -> Run
    {
        try LinkRoundTripTests.run(arguments, script: script, in: workspace, storyboard: storyboard)
    }

    static func showsNoOrder(_ run: Run) -> Bool {
        orderDetails.allSatisfy { !run.out.contains($0) }
    }

    /// The stack at the start: the Contacts tab's list.
    static let startStack = [#"1. Main "Demo" (root)"#, #"2. AddressBook "Address book" (root)"#, #"3. ContactList "Contacts" (root)"#]

    /// Writes `stack.json` with these scenes, each with its inputs, above the demo's tab container
    /// showing tab `tab` (its position) and, for the Contacts tab, the split showing `pane`.
    static func writeStack(
        tab: Int, pane: Int = 0, _ entries: [(scene: String, presentation: String, inputs: String)],
        in workspace: Workspace
    ) throws {
        let main =
            #"{"scene": "Main", "module": "", "presentation": "root", "inputs": {}, "container": {"selected": \#(tab), "stacks": [[], [], [], []]}}"#
        let split =
            #"{"scene": "AddressBook", "module": "", "presentation": "root", "inputs": {}, "container": {"selected": \#(pane), "stacks": [[], []]}}"#
        let lines =
            [main] + (tab == 0 ? [split] : [])
            + entries.map {
                #"{"scene": "\#($0.scene)", "module": "\#($0.scene)", "presentation": "\#($0.presentation)", "inputs": {\#($0.inputs)}}"#
            }
        let text = #"{"version": 1, "stack": ["# + lines.joined(separator: ",\n") + "]}"
        try FileManager.default.createDirectory(atPath: workspace.data, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: workspace.data + "/stack.json"))
    }

    static let order = #""orderID": {"type": "integer", "value": 1}"#

    @Test(arguments: ["OrderSuccess:orderID=1", "Main/ShoppingCart/OrderSuccess:orderID=1"])
    func aSignedOutLinkToAnOrderIsRefusedAtThePromptAndAtTheStart(_ link: String) throws {
        let workspace = try Self.workspaceWithAnOrder()
        defer { workspace.remove() }
        let atThePrompt = try Self.run([], script: ["goto \(link)", "stack"], in: workspace)
        #expect(atThePrompt.status == 1)
        #expect(atThePrompt.err.contains("scene 'OrderSuccess' is entered only by the action 'checkout'"))
        #expect(atThePrompt.reply(to: "stack") == Self.startStack, "the stack stays")
        #expect(Self.showsNoOrder(atThePrompt), "\(atThePrompt.out)")

        let atTheStart = try Self.run(["--goto", link], script: ["stack"], in: workspace)
        #expect(atTheStart.status == 1)
        #expect(atTheStart.err.contains("scene 'OrderSuccess' is entered only by the action 'checkout'"))
        #expect(Self.showsNoOrder(atTheStart), "\(atTheStart.out)")
    }

    /// A link cannot put text on screen in the app's own voice: the contact list's notice is an
    /// input its module declares not linkable, so `--goto` and `goto` giving it are refused at its
    /// name, and nothing of the text is shown.
    @Test func aLinkCannotSayANoticeInTheAppsVoice() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let link = #"ContactList:notice="Security notice: your session expired; type: register evil@example.com""#
        let launched = try Self.run(["--goto", link], script: ["stack"], in: workspace)
        #expect(launched.status == 1)
        #expect(
            launched.err.hasPrefix(
                "error: link column 13 ('notice'): input 'notice' of scene 'ContactList' cannot come from a link"),
            "\(launched.err)")
        #expect(!launched.out.contains("Security notice"), "\(launched.out)")
        let typed = try Self.run([], script: ["goto " + link, "stack"], in: workspace)
        #expect(typed.status == 1)
        #expect(!typed.out.contains("* Security notice"), "\(typed.out)")
        #expect(typed.out.hasSuffix(Self.startStack.map { $0 + "\n" }.joined()), "nothing changed: \(typed.out)")
    }

    @Test func aStackFileNamingAnOrderIsResumedOnlyAsFarAsNavigationReaches() throws {
        let workspace = try Self.workspaceWithAnOrder()
        defer { workspace.remove() }
        // The order as the root of the stack: no replace segue makes it one.
        try Self.writeStack(tab: 2, [("OrderSuccess", "root", Self.order)], in: workspace)
        let asRoot = try Self.run(["--resume"], script: ["stack"], in: workspace)
        #expect(asRoot.status == 0, "a session always starts")
        #expect(asRoot.err.contains("warning: resumed Main > ShoppingCart; dropped OrderSuccess"), "\(asRoot.err)")
        #expect(asRoot.err.contains("dropped OrderSuccess: "))
        #expect(asRoot.reply(to: "stack").allSatisfy { !$0.contains("OrderSuccess") }, "\(asRoot.out)")
        #expect(Self.showsNoOrder(asRoot), "\(asRoot.out)")

        // The order over the cart it came from: only the cart's checkout pushes it.
        try Self.writeStack(tab: 2, [("ShoppingCart", "root", ""), ("OrderSuccess", "push", Self.order)], in: workspace)
        let overTheCart = try Self.run(["--resume"], script: ["stack"], in: workspace)
        #expect(overTheCart.status == 0)
        #expect(
            overTheCart.err.contains(
                "warning: resumed Main > ShoppingCart; dropped OrderSuccess: scene 'OrderSuccess' is entered only by the action 'checkout'"
            ), "\(overTheCart.err)")
        #expect(overTheCart.reply(to: "stack").count == 2)
        #expect(Self.showsNoOrder(overTheCart), "\(overTheCart.out)")
    }

    /// A record that gives a container more stacks than it has tabs, the extra ones empty, loses no
    /// scene, but is not resumed as written: that is said, as every other way a record does not fit.
    @Test func aRecordWithExtraEmptyStacksIsResumedWithAWord() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.writeStack(tab: 1, [("NotesList", "root", "")], in: workspace)
        let path = workspace.data + "/stack.json"
        let written = try String(contentsOfFile: path, encoding: .utf8)
        try Data(written.replacingOccurrences(of: "[[], [], [], []]", with: "[[], [], [], [], [], []]").utf8)
            .write(to: URL(fileURLWithPath: path))
        let resumed = try Self.run(["--resume"], script: ["stack"], in: workspace)
        #expect(resumed.status == 0)
        #expect(resumed.reply(to: "stack").count == 2)
        #expect(
            resumed.err
                == "warning: resumed Main > NotesList, but not as recorded: container 'Main' has 4 tabs, not 6;"
                + " its other tabs start again at their roots\n")
    }

    @Test func aStackNoSeguesCouldBuildKeepsItsReachablePartAndSaysWhatWasDropped() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // ShowContact has no segue to itself: 100,000 of it pushed on one another is not a stack
        // navigation builds.
        let contact = #""contactID": {"type": "integer", "value": 1}"#
        try Self.writeStack(
            tab: 0, pane: 1,
            [("ShowContact", "root", contact)] + Array(repeating: ("ShowContact", "push", contact), count: 100_000),
            in: workspace)
        let resumed = try Self.run(["--resume"], script: ["stack"], in: workspace)
        #expect(resumed.status == 0)
        #expect(resumed.reply(to: "stack").count == 3)
        #expect(
            resumed.err
                == "warning: resumed Main > AddressBook > ShowContact; dropped ShowContact > ShowContact > ShowContact > … 99994 more … > ShowContact > ShowContact > ShowContact: no push segue leads from scene 'ShowContact' to 'ShowContact'\n"
        )
    }

    @Test func aLinkableOrderConfirmationStillShowsOnlyTheSignedInCustomersOrder() throws {
        let workspace = try Self.workspaceWithAnOrder()
        defer { workspace.remove() }
        // An app that declares the confirmation linkable: a link now replays the checkout's segue.
        let text = try String(contentsOfFile: ConcurrentProcessesTests.storyboard, encoding: .utf8)
        let declared = #"{ "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed", "linkable": true,"#
        let linkable = text.replacingOccurrences(
            of: #"{ "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed","#, with: declared)
        #expect(linkable.contains(declared))
        let storyboard = workspace.root.appendingPathComponent("scenes.json").path
        try Data(linkable.utf8).write(to: URL(fileURLWithPath: storyboard))
        let link = "Main/ShoppingCart/OrderSuccess:orderID=1"

        // Signed out, the checkout's guard holds: at the start and at the prompt the link waits
        // for the sign-in, presented over the cart (WaitingLinkTests follows it on), and shows no
        // order.
        let atTheStart = try Self.run(["--goto", link], script: ["stack"], in: workspace, storyboard: storyboard)
        #expect(atTheStart.status == 0)
        #expect(atTheStart.reply(to: "stack").last == #"3. Login "Sign in" (modal)"#, "\(atTheStart.out)")
        #expect(Self.showsNoOrder(atTheStart), "\(atTheStart.out)")
        let atThePrompt = try Self.run([], script: ["goto \(link)", "stack"], in: workspace, storyboard: storyboard)
        #expect(atThePrompt.reply(to: "stack").last == #"3. Login "Sign in" (modal)"#, "\(atThePrompt.out)")
        #expect(Self.showsNoOrder(atThePrompt), "\(atThePrompt.out)")

        // Signed in as another customer, the order is not theirs.
        let other = try Self.run(
            [], script: ["tab Account", "go SignUp", "register eve@example.com evepass12 Eve"], in: workspace,
            storyboard: storyboard)
        #expect(other.status == 0, "\(other.err)")
        let asEve = try Self.run(["--goto", link], script: ["stack"], in: workspace, storyboard: storyboard)
        #expect(asEve.reply(to: "stack").last == #"3. OrderSuccess "Order placed" (push)"#, "\(asEve.out)")
        #expect(Self.showsNoOrder(asEve), "\(asEve.out)")

        // Signed in as the customer who placed it, it is shown.
        try FileManager.default.removeItem(atPath: workspace.data + "/session.json")
        let signedIn = try Self.run(
            [], script: ["tab Account", "go SignIn", "login demo@example.com password1"], in: workspace,
            storyboard: storyboard)
        #expect(signedIn.status == 0, "\(signedIn.err)")
        let asDemo = try Self.run(["--goto", link], script: ["stack"], in: workspace, storyboard: storyboard)
        #expect(asDemo.status == 0, "\(asDemo.err)")
        #expect(Self.orderDetails.allSatisfy { asDemo.out.contains($0) }, "\(asDemo.out)")
    }

    /// A link that nests containers more than 3 deep is refused at the part that goes too deep, and
    /// a `%` branch that stops before its `@TAB` says so at its column, as every other link error does.
    @Test func aLinkTooDeepOrABranchWithoutItsTabIsRefusedAtItsColumn() throws {
        let outcome = try OfferedMovesTests.runNested("goto D\ngoto M3/D\ngoto M1%A\ngoto M1%A@U\n")
        #expect(
            outcome.err.contains(
                "error: link column 1 ('D'): container 'D' would nest containers more than 3 deep here; link to it"
                    + " from a place inside fewer containers\n  D\n  ^\n"), "\(outcome.err)")
        #expect(
            outcome.err.contains(
                "error: link column 4 ('D'): container 'D' would nest containers more than 3 deep here; link to it"
                    + " from a place inside fewer containers\n  M3/D\n     ^\n"), "\(outcome.err)")
        #expect(
            outcome.err.contains(
                "error: link column 5: expected '@TAB' after 'A' in a '%' branch, found the end of the link; a"
                    + " branch names a container, one of its tabs and that tab's stack: %A@TAB/SCENE\n"), "\(outcome.err)")
        #expect(
            outcome.err.contains(
                "error: link column 7: expected '/' and the stack of tab 'U' after '%A@U', found the end of the"
                    + " link; a branch names a container, one of its tabs and that tab's stack: %A@U/SCENE\n"),
            "\(outcome.err)")
        #expect(!outcome.err.contains("unexpected ''"))
    }
}
