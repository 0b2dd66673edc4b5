import Testing

/// A scene of the demo app that keeps what it said when it appears again (a form, a sign-in, an
/// order placed) says it on the screen of the command that caused it, and not on the screen
/// printed when a later command comes back to it (a tab selected away and back, in script mode,
/// which prints its screens by the same rule as the full screen draws them). The lists (contacts,
/// notes, the cart) read their data again when they appear, which clears what they said; what they
/// said is left out of the full screen after a command that prints no screen
/// (`SaidOnceSessionTests`).
@Suite @MainActor struct SaidOnceAppTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let scene: String
        let commands: [String]
        /// What the last command makes the scene say.
        let said: String
        /// Commands that leave the scene and come back to it.
        let away: [String]

        var testDescription: String { "\(scene): \(commands.last ?? "")" }
    }

    nonisolated static let signIn = ["tab Account", "go SignIn", "login demo@example.com password1"]

    nonisolated static let cases: [Case] = [
        Case(
            scene: "EditContact", commands: ["select 1", "edit", "phone x", "save"],
            said: "  ! phone may hold only digits, spaces and + - ( ), at least 3 digits", away: ["tab Shop", "tab Contacts"]),
        Case(
            scene: "OrderSuccess", commands: signIn + ["tab Shop", "checkout"],
            said: "  * order #1 is placed; thank you, Demo User", away: ["tab Notes", "tab Shop"]),
        Case(
            scene: "Login", commands: ["tab Account", "go SignIn", "login demo@example.com wrong1"],
            said: "  ! wrong email or password; try again, or sign up", away: ["tab Notes", "tab Account"]),
    ]

    /// The screens a script printed: the first, then what each command printed, in order.
    private func screens(_ out: String) -> [String] {
        var screens = [""]
        for line in out.split(separator: "\n", omittingEmptySubsequences: false) {
            if LinkRoundTripTests.Run.isPrompt(String(line)) { screens.append("") } else { screens[screens.count - 1] += line + "\n" }
        }
        return screens
    }

    @Test(arguments: cases)
    func whatASceneSaidIsPrintedForItsCommandOnly(_ example: Case) {
        let session = DemoSession()
        let outcome = session.run(example.commands + example.away)
        let printed = screens(outcome.out)
        #expect(printed.count == example.commands.count + example.away.count + 1, "\(outcome.out)\(outcome.err)")
        guard printed.count == example.commands.count + example.away.count + 1 else { return }
        let said = printed[example.commands.count]
        #expect(said.contains(example.said + "\n"), "the command's screen says it:\n\(said)")
        let back = printed[printed.count - 1]
        #expect(back.contains("== "), "the scene is printed again:\n\(back)")
        #expect(!back.contains(example.said), "what it said to '\(example.commands.last ?? "")' is not printed again:\n\(back)")
    }
}
