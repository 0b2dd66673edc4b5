import Testing

@testable import SceneShell

@Suite struct ShellCommandTests {
    private func parse(_ line: String) throws -> ShellCommand? {
        try ShellCommand.parse(Words.split(line))
    }

    @Test func parsesEveryCommand() throws {
        #expect(try parse("help") == .help(topic: nil))
        #expect(try parse("help go") == .help(topic: "go"))
        #expect(try parse("scenes") == .scenes)
        #expect(try parse("stack") == .stack)
        #expect(try parse("segues") == .segues)
        #expect(try parse("go ViewContact") == .go(segue: "ViewContact"))
        #expect(try parse("back") == .back)
        #expect(try parse("root") == .root)
        #expect(try parse("popto Menu") == .popTo(scene: "Menu"))
        #expect(try parse("dismiss") == .dismiss)
        #expect(try parse("reload") == .reload)
        #expect(try parse("graph") == .graph(format: .text))
        #expect(try parse("graph mermaid") == .graph(format: .mermaid))
        #expect(try parse("quit") == .quit)
        #expect(try parse("exit") == .quit)
    }

    @Test func anyOtherWordIsAnActionWithItsArguments() throws {
        #expect(try parse("select 2") == .action(name: "select", arguments: ["2"]))
        #expect(try parse(#"add "Ada Lovelace" 'x y'"#) == .action(name: "add", arguments: ["Ada Lovelace", "x y"]))
        #expect(try parse("save") == .action(name: "save", arguments: []))
    }

    @Test func blankLinesAreNoCommand() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   \t ") == nil)
    }

    @Test func checksArgumentCounts() {
        #expect(throws: ShellError.missingArgument(command: "go", usage: "go SEGUE")) { try parse("go") }
        #expect(throws: ShellError.tooManyArguments(command: "go", usage: "go SEGUE")) { try parse("go A B") }
        #expect(throws: ShellError.tooManyArguments(command: "back", usage: "back")) { try parse("back now") }
        #expect(throws: ShellError.missingArgument(command: "popto", usage: "popto SCENE")) { try parse("popto") }
        #expect(throws: ShellError.tooManyArguments(command: "help", usage: "help [COMMAND]")) { try parse("help a b") }
        #expect(throws: ShellError.unknownGraphFormat("svg")) { try parse("graph svg") }
    }
}

@Suite struct WordsTests {
    @Test(arguments: [
        ("select 2", ["select", "2"]),
        ("  spaced   out  ", ["spaced", "out"]),
        (#"say "hello world""#, ["say", "hello world"]),
        ("say 'it''s'", ["say", "its"]),
        (#"say "a \"quoted\" word""#, ["say", #"a "quoted" word"#]),
        (#"say it\ is"#, ["say", "it is"]),
        (#"say 'no \escape'"#, ["say", #"no \escape"#]),
        (#"empty """#, ["empty", ""]),
        ("tab\tseparated", ["tab", "separated"]),
        ("é ü", ["é", "ü"]),
    ])
    func splitsLikeAShell(line: String, words: [String]) throws {
        #expect(try Words.split(line) == words)
    }

    @Test func refusesUnterminatedQuotes() throws {
        #expect(throws: ShellError.unterminatedQuote("\"", fix: nil)) { try Words.split(#"say "oops"#) }
        #expect(throws: ShellError.unterminatedQuote("'", fix: nil)) { try Words.split("say 'oops") }
        #expect(throws: ShellError.unterminatedQuote("\"", fix: "'6\"'")) { try Words.split(#"size 6" nails"#) }
        // An apostrophe between two letters is no quote (issue 45): nothing is left open.
        #expect(try Words.split("last O'Brien x") == ["last", "O'Brien", "x"])
        #expect(try Words.split("add Ada's list 'two words'") == ["add", "Ada's", "list", "two words"])
    }

    /// A quote inside a word, as an apostrophe is, gets the word written in the other quotes; a
    /// quote that opens its word, a word with more quotes and a long word get none.
    @Test(arguments: [
        ("add It's done", nil), (#"size 6" nails"#, #"'6"'"#), ("last O'Brien", nil), ("say 6'", "\"6'\""),
        ("say 'oops", nil), ("say a'b'c'd", nil), (#"say a\'b"#, nil), ("plain words", nil),
        ("x " + String(repeating: "a", count: 60) + "'s", nil),
    ])
    func aQuoteInsideAWordGetsTheFix(line: String, fix: String?) {
        #expect(Words.fix(for: line) == fix)
    }

    /// Found by `FuzzShellLine`: a mark that joins the next character into one grapheme cluster
    /// (U+0605 is prepended to what follows, U+0301 combines with what precedes) hid a quote
    /// from a tokenizer that read characters.
    @Test(arguments: [
        ("say '\u{0605}' x", ["say", "\u{0605}", "x"]),
        ("say '\u{0605}'", ["say", "\u{0605}"]),
        ("say \"\u{0301}a b\"", ["say", "\u{0301}a b"]),
        ("say 'it'\\''\u{0301}s'", ["say", "it'\u{0301}s"]),
    ])
    func quotesNextToJoiningMarksStillQuote(line: String, words: [String]) throws {
        #expect(try Words.split(line) == words)
    }
}

@Suite struct CommandLineParserTests {
    private func parse(_ arguments: String...) throws(UsageError) -> Invocation {
        try CommandLineParser.parse(arguments)
    }

    @Test func runsTheAppByDefault() throws {
        #expect(try parse() == .run(RunOptions()))
        #expect(try parse("app.json") == .run(RunOptions(config: "app.json")))
        #expect(try parse("run", "app.json") == .run(RunOptions(config: "app.json")))
    }

    @Test func parsesRunOptionsInEitherForm() throws {
        let options = RunOptions(
            config: "app.json", script: "walk.txt", plugins: ["a", "b"], data: "/tmp/data", noColor: true)
        #expect(
            try parse("app.json", "--script", "walk.txt", "--plugins", "a", "--plugins=b", "--data=/tmp/data", "--no-color")
                == .run(options))
    }

    @Test func parsesTheFlagsOfRun() throws {
        var options = RunOptions()
        options.watch = true
        options.allowInsecurePlugins = true
        #expect(try parse("--watch", "--allow-insecure-plugins") == .run(options))
        #expect(throws: UsageError(message: "--watch takes no value", command: "run")) { try parse("--watch=yes") }
        #expect(throws: UsageError(message: "unknown option '--wach'; did you mean '--watch'?", command: "run")) {
            try parse("--wach")
        }
    }

    @Test func parsesTheOtherCommands() throws {
        #expect(try parse("validate") == .validate(config: "scenes.json"))
        #expect(try parse("validate", "x.json") == .validate(config: "x.json"))
        #expect(try parse("graph") == .graph(config: "scenes.json", format: .dot))
        #expect(try parse("graph", "x.json", "--format", "mermaid") == .graph(config: "x.json", format: .mermaid))
        #expect(try parse("list", "x.json") == .list(config: "x.json"))
        #expect(try parse("--help") == .help(command: nil))
        #expect(try parse("-h") == .help(command: nil))
        #expect(try parse("help") == .help(command: nil))
        #expect(try parse("help", "graph") == .help(command: "graph"))
        #expect(try parse("graph", "--help") == .help(command: "graph"))
        #expect(try parse("--version") == .version)
    }

    /// Every command that reads a storyboard takes `--max-storyboard-size MIB`, and says so in its help.
    @Test func everyStoryboardCommandTakesTheStoryboardSizeLimit() throws {
        var run = RunOptions()
        run.maximumStoryboardSize = 400 << 20
        #expect(try parse("run", "--max-storyboard-size", "400") == .run(run))
        #expect(
            try parse("validate", "--max-storyboard-size=400")
                == .validate(config: "scenes.json", plugins: PluginOptions(maximumStoryboardSize: 400 << 20)))
        #expect(
            try parse("list", "x.json", "--max-storyboard-size", "1")
                == .list(config: "x.json", plugins: PluginOptions(maximumStoryboardSize: 1 << 20)))
        for value in ["0", "-3", "1.5", "big", "1048577"] {
            #expect(
                throws: UsageError(
                    message: "--max-storyboard-size must be a whole number of MiB from 1 to 1048576, not '\(value)'",
                    command: "graph")
            ) { try parse("graph", "--max-storyboard-size=\(value)") }
        }
        #expect(
            try parse("diff", "a.json", "b.json", "--max-storyboard-size", "2")
                == .diff(old: "a.json", new: "b.json", plugins: PluginOptions(maximumStoryboardSize: 2 << 20)))
        for command in ["run", "validate", "graph", "list", "diff"] {
            #expect(HelpText.forCommand(command).contains("--max-storyboard-size MIB"), "\(command)")
        }
    }

    /// Every command that reads a storyboard accepts the plugin flags, spelled the same everywhere.
    @Test func everyStoryboardCommandAcceptsThePluginFlags() throws {
        let both = PluginOptions(load: true, allowInsecure: true)
        #expect(try parse("validate", "--load-plugins", "--allow-insecure-plugins") == .validate(config: "scenes.json", plugins: both))
        #expect(try parse("list", "x.json", "--load-plugins") == .list(config: "x.json", plugins: PluginOptions(load: true)))
        #expect(
            try parse("graph", "--allow-insecure-plugins", "--format", "mermaid")
                == .graph(config: "scenes.json", format: .mermaid, plugins: PluginOptions(allowInsecure: true)))
        #expect(try parse("validate") == .validate(config: "scenes.json", plugins: PluginOptions()))
        var options = RunOptions()
        options.allowInsecurePlugins = true
        #expect(try parse("run", "--load-plugins", "--allow-insecure-plugins") == .run(options))
        #expect(
            try parse("manifest", "a.so", "--allow-insecure-plugins", "b.so")
                == .manifest(libraries: ["a.so", "b.so"], allowInsecurePlugins: true))
        #expect(try parse("manifest", "--help") == .help(command: "manifest"))
        #expect(throws: UsageError(message: "--load-plugins takes no value", command: "list")) {
            try parse("list", "--load-plugins=yes")
        }
        #expect(throws: UsageError(message: "manifest needs at least one plugin LIBRARY", command: "manifest")) {
            try parse("manifest")
        }
        #expect(
            throws: UsageError(message: "unknown option '--load-plugin'; did you mean '--load-plugins'?", command: "validate")
        ) { try parse("validate", "--load-plugin") }
        #expect(throws: UsageError(message: "unknown option '--load-plugins'", command: "manifest")) {
            try parse("manifest", "a.so", "--load-plugins")
        }
        #expect(
            try parse("diff", "--load-plugins", "a.json", "--allow-insecure-plugins", "b.json", "--format=json")
                == .diff(old: "a.json", new: "b.json", format: .json, plugins: both))
        for command in ["run", "validate", "graph", "list", "diff", "manifest"] {
            #expect(HelpText.forCommand(command).contains("--allow-insecure-plugins"), "\(command)")
        }
        for command in ["validate", "graph", "list", "diff"] {
            #expect(HelpText.forCommand(command).contains("--load-plugins"), "\(command)")
        }
    }

    @Test func reportsUsageErrors() {
        #expect(throws: UsageError(message: "unknown option '--scirpt'; did you mean '--script'?", command: "run")) {
            try parse("--scirpt", "x")
        }
        #expect(throws: UsageError(message: "--script needs a value", command: "run")) { try parse("--script") }
        #expect(throws: UsageError(message: "--data needs a value", command: "run")) { try parse("--data", "--no-color") }
        #expect(throws: UsageError(message: "--data needs a value, not an empty string", command: "run")) {
            try parse("--data=")
        }
        #expect(throws: UsageError(message: "--data needs a value, not an empty string", command: "run")) {
            try parse("--data", "")
        }
        #expect(throws: UsageError(message: "unexpected argument 'b.json'; only one CONFIG may be given", command: "list")) {
            try parse("list", "a.json", "b.json")
        }
        #expect(throws: UsageError(message: "unknown graph format 'svg'; expected dot, mermaid or text", command: "graph")) {
            try parse("graph", "--format", "svg")
        }
        #expect(throws: UsageError(message: "unknown option '--format'", command: "validate")) {
            try parse("validate", "--format", "dot")
        }
        #expect(throws: UsageError(message: "no command 'grpah'; did you mean 'graph'?", command: nil)) {
            try parse("help", "grpah")
        }
        #expect(throws: UsageError(message: "unexpected argument 'x'", command: nil)) { try parse("--version", "x") }
        #expect(throws: UsageError(message: "--no-color takes no value", command: "run")) { try parse("--no-color=yes") }
    }
}
