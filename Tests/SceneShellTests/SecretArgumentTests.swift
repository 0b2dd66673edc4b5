import Foundation
import SceneRuntime
import SceneShellTesting
import Testing

@testable import SceneShell

/// Secret arguments, declared by a scene's actions: the shell never echoes them, never keeps them
/// in its history and never quotes them in an error; one left out, or written `***`, is asked for
/// through `askSecret` (on a terminal, without echo: see `SecretTerminalTests`).
@Suite @MainActor struct SecretArgumentTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard(TemporaryStoryboard.vault)
        let registry = SceneRegistry()
        try registry.register(VaultConfigurator.module)
        try registry.register(CounterConfigurator.module)
        shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
    }

    private var vault: VaultViewController? {
        shell.navigator.topScene?.viewController as? VaultViewController
    }

    /// Runs `script` in script mode and returns what it printed, standard output and error in order.
    private func runScript(_ script: String) -> (status: Int32, text: String) {
        var text = ""
        let status = ScriptSession.run(
            shell, lines: ScriptLines(script), console: Console(out: { text += $0 }, err: { text += $0 }))
        return (status, text)
    }

    @Test func theActionDeclaresWhichArgumentsAreSecret() throws {
        let actions = try #require(shell.navigator.topScene?.actions)
        #expect(actions.map(\.secretArguments) == [[0], [1], [0], []])
        #expect(actions[1].isSecret(argument: 1) && !actions[1].isSecret(argument: 0))
        #expect(actions[1].argumentName(at: 1) == "PIN")
        #expect(actions[1].argumentName(at: 2) == "NOTE")
        #expect(actions[1].argumentName(at: 3) == nil)
        let unordered = SceneAction<VaultViewController>(
            "x", arguments: "A B", secretArguments: [2, -1, 0, 2], summary: ""
        ) { _, _ in }
        #expect(unordered.secretArguments == [0, 2], "sorted, once each, no negative position")
        storyboard.remove()
    }

    @Test(arguments: [
        ("unlock s3cret", "unlock ***"),
        ("  unlock   s3cret  ", "  unlock   ***  "),
        ("signin ada 1234 remember me", "signin ada *** remember me"),
        ("signin 'Ada L' \"12 34\" x", "signin 'Ada L' *** x"),
        ("signin ada 12\\ 34", "signin ada ***"),
        ("signin ada \"12 34", "signin ada ***"),
        ("unlock 'open", "unlock ***"),
        ("signin ada", "signin ada"),
        ("unlock ***", "unlock ***"),
        ("unlock \u{301}s3cret\u{301} ", "unlock *** "),
        ("signin\tada\t1234\u{300}\tnote", "signin\tada\t***\tnote"),
        ("unlcok s3cret", "unlcok ***"),
        ("sigin ada 1234", "sigin *** ***"),
        ("note not a secret", "note not a secret"),
        ("help unlock", "help unlock"),
        ("go Plain", "go Plain"),
        ("", ""),
    ])
    func theLineAsShownHidesItsSecrets(line: String, shown: String) {
        #expect(shell.redacted(line) == shown)
        storyboard.remove()
    }

    /// On a scene without secrets, its own actions are shown as typed; a line naming no action of
    /// the scene may be one typed on the wrong scene (`unlock` is the vault's) or a typo of one
    /// (`unlck`), so its arguments are hidden; any other word's line is shown as typed, to be
    /// brought back and corrected.
    @Test func aLineNamingNoActionOfTheSceneHidesItsArgumentsOnlyNearASecretAction() {
        _ = shell.execute("go Plain")
        #expect(shell.prompt == "Plain counter> ")
        #expect(shell.redacted("rename s3cret") == "rename s3cret")
        #expect(shell.redacted("add 2") == "add 2")
        #expect(shell.redacted("unlock s3cret") == "unlock ***")
        #expect(shell.redacted("unlck s3cret") == "unlck ***")
        #expect(shell.redacted("signn ada 1234") == "signn *** ***")
        #expect(shell.redacted("nonsense abc def") == "nonsense abc def")
        #expect(shell.redacted("renam x y") == "renam x y")
        #expect(shell.redacted("nonsense") == "nonsense")
        #expect(shell.execute("unlock s3cret").error?.contains("s3cret") == false)
        storyboard.remove()
    }

    @Test func scriptModeEchoesSecretsAsStars() {
        let (status, text) = runScript("unlock s3cret\nsignin ada 4321 hello\nnote plain words\n")
        #expect(status == 0)
        #expect(text.contains("Vault> unlock ***\n"))
        #expect(text.contains("Vault> signin ada *** hello\n"))
        #expect(text.contains("Vault> note plain words\n"))
        #expect(!text.contains("s3cret") && !text.contains("4321"))
        #expect(vault?.received == [["s3cret"], ["ada", "4321", "hello"], ["plain words"]], "the action got them")
        storyboard.remove()
    }

    /// Every kind of error a line holding a secret can meet: none quotes the secret.
    @Test(arguments: [
        ("unlock s3cret extra", "too many arguments for 'unlock'; usage: unlock CODE"),
        ("signin ada 12ab34", "'signin': PIN must be a whole number, not '***'"),
        ("unlcok s3cret", "no command or action 'unlcok' in scene 'Vault'; did you mean 'unlock'?"),
        ("unlock \"s3cret", "unterminated double quote"),
        ("signin ada 's3cret", "unterminated single quote"),
        ("check s3cret", "'check' is not possible now: the code '***' is not 6 digits"),
        ("unlock", "'unlock' needs CODE, which is asked for only on a terminal"),
        ("signin ada ***", "'signin' needs PIN, which is asked for only on a terminal"),
    ])
    func errorsNeverQuoteTheSecret(line: String, message: String) {
        let (status, text) = runScript(line)
        #expect(status == 1)
        #expect(text.contains("error: " + message), "\(text)")
        #expect(!text.contains("s3cret") && !text.contains("12ab34"), "\(text)")
        storyboard.remove()
    }

    @Test func aSecretLeftOutOrWrittenAsStarsIsAskedForByName() {
        var asked: [String] = []
        var answers = ["s3cret", "2468", "1357"]
        shell.askSecret = { name in
            asked.append(name)
            return answers.removeFirst()
        }
        #expect(shell.execute("unlock").error == nil)
        #expect(shell.execute("signin ada").error == nil)
        #expect(shell.execute("signin ada *** with a note").error == nil)
        #expect(asked == ["Code", "Pin", "Pin"])
        #expect(vault?.received == [["s3cret"], ["ada", "2468", ""], ["ada", "1357", "with a note"]])
        storyboard.remove()
    }

    @Test func aSecretIsAskedForOnlyOnceTheArgumentsBeforeItAreThere() {
        var asked = 0
        shell.askSecret = { _ in
            asked += 1
            return "1234"
        }
        #expect(shell.execute("signin").error == "'signin' needs USER; usage: signin USER PIN [NOTE]")
        #expect(shell.execute("signin ada 1234 x").error == nil)
        #expect(asked == 0)
        storyboard.remove()
    }

    @Test func cancellingTheQuestionRunsNothingAndSaysSoWithoutAnError() {
        shell.askSecret = { _ in nil }
        #expect(shell.execute("unlock") == Shell.Reply(output: "'unlock' was cancelled; nothing changed\n"))
        #expect(shell.execute("signin ada ***") == Shell.Reply(output: "'signin' was cancelled; nothing changed\n"))
        #expect(vault?.received == [])
        storyboard.remove()
    }

    @Test func aSecretTypedWhenAskedIsNotQuotedInAnError() {
        shell.askSecret = { _ in "99x" }
        let error = shell.execute("signin ada")
        #expect(error.error == "'signin': PIN must be a whole number, not '***'")
        shell.askSecret = { _ in "typed-secret" }
        #expect(shell.execute("check").error == "'check' is not possible now: the code '***' is not 12 digits")
        storyboard.remove()
    }

    /// The line editor's history keeps what the shell shows: the secret as `***`, so that a
    /// recalled line asks for it again.
    @Test func theLineEditorsHistoryKeepsTheLineAsShown() {
        var editing = LineEditing(history: []) { _ in [] }
        editing.redact = { shell.redacted($0) }
        for line in ["unlock s3cret", "signin ada 4321 note"] {
            for character in line { _ = editing.handle(.text(String(character))) }
            #expect(editing.handle(.enter) == .submit(line), "the line itself is run")
        }
        _ = editing.handle(.up)
        #expect(editing.buffer.text == "signin ada *** note")
        _ = editing.handle(.up)
        #expect(editing.buffer.text == "unlock ***")
        storyboard.remove()
    }

    @Test func transcriptsTakeTheirSecretsFromTheTest() throws {
        let registry = SceneRegistry()
        try registry.register(VaultConfigurator.module)
        try registry.register(CounterConfigurator.module)
        let recorded = Transcript.record(
            commands: ["unlock ***", "signin ada", "signin bob 7777"], registry: registry,
            storyboard: storyboard.path, secrets: ["s3cret", "8642"])
        #expect(recorded.contains("Vault> unlock ***\n") && recorded.contains("Vault> signin ada\n"))
        #expect(recorded.contains("Vault> signin bob ***\n"))
        #expect(!recorded.contains("s3cret") && !recorded.contains("8642") && !recorded.contains("7777"))
        #expect(!recorded.contains("error:"))
        let replayed = Transcript(recorded).verify(
            registry: registry, storyboard: storyboard.path, secrets: ["s3cret", "8642", "7777"])
        #expect(replayed.matches, "\(replayed.difference ?? "")")
        let withoutSecrets = Transcript(recorded).verify(registry: registry, storyboard: storyboard.path)
        #expect(!withoutSecrets.matches, "a replay without its secrets fails")
        storyboard.remove()
    }
}
