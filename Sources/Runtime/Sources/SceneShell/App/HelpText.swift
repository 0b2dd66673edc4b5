import SceneRuntime

/// The program's help texts.
enum HelpText {
    static let usage = """
        usage: scenes [run] [CONFIG] [--script FILE] [--plugins DIR]... [--data DIR] [--no-color] [--watch]
                      [--goto LINK | --resume] [--trace FILE] [--check]
               scenes validate [CONFIG] [--load-plugins] [--allow-insecure-plugins]
               scenes graph [CONFIG] [--format dot|mermaid|text] [--load-plugins] [--allow-insecure-plugins]
               scenes list [CONFIG] [--load-plugins] [--allow-insecure-plugins]
               scenes modules [CONFIG] [--load-plugins] [--allow-insecure-plugins]
               scenes diff OLD NEW [--format text|json] [--load-plugins] [--allow-insecure-plugins]
               scenes new NAME [--style vip|viper] [--input NAME:TYPE]... [--output NAME:TYPE]... [--uses SHARED]...
                          [--package DIR]
               scenes new NAME --domain [--uses SHARED]... [--package DIR]
               scenes remove NAME [--package DIR]
               scenes manifest LIB... [--allow-insecure-plugins]
               scenes init NAME [--runtime PATH]
               scenes explore [CONFIG] [--depth N] [--seed S] [--time SECONDS] [--out DIR] [--setup FILE] [--plugins DIR]...
                              [--snapshots DIR]
               scenes snapshot --check DIR | --update DIR [CONFIG] [--plugins DIR]...
               scenes coverage FILE... [--config CONFIG] [--out DIR]
               scenes help [COMMAND] | --help | --version
        """

    static let overview = """
        scenes runs a Clean Swift / VIPER app in the terminal: the storyboard CONFIG (default
        ./scenes.json) says which scenes exist and how segues connect them.

        \(usage)

        Commands:
          run       start the app (the default): interactive on a terminal; otherwise, or with
                    --script, read commands line by line and exit 1 if any failed
          validate  check CONFIG; errors as FILE:LINE:COLUMN: error: message
          graph     print the flow graph as Graphviz DOT (default) or Mermaid
          list      print the scenes, their modules and their segues as a table
          modules   describe each scene module: inputs, outputs, actions and conditions
          diff      compare two storyboards: what was added, removed or changed, and what that breaks
          new       generate a scene module, its tests, and its place in Package.swift and CONFIG;
                    with --domain, a shared module that scenes use
          remove    take a scene or shared module out of Package.swift, CONFIG and the tests
          manifest  load plugin libraries and write their manifests, so that checking needs no loading
          init      create a new app: a package with its executable, a first scene, tests and CONFIG
          explore   run every flow of the app in child processes and report crashes, faults, leaks
          snapshot  check the screen snapshots explore --snapshots wrote against the app, or update them
          coverage  merge the flow coverage reports of test runs and list what no test reached
          help      show help for a command

        Exit status: 0 success; 1 an invalid CONFIG or a failed command; 2 a usage error.
        Type 'help' in the app for its commands and the current scene's actions.
        """

    static func forCommand(_ command: String) -> String {
        switch command {
        case "run":
            """
            usage: scenes [run] [CONFIG] [--script FILE] [--plugins DIR]... [--data DIR] [--no-color] [--watch]
                          [--allow-insecure-plugins] [--goto LINK | --resume] [--trace FILE] [--check]

            Starts the app described by CONFIG (default ./scenes.json).
              --script FILE             read commands from FILE instead of the terminal
              --plugins DIR             load the scene plugins (*.so) in DIR (repeatable)
              --data DIR                keep the app's data in DIR (default: the user's data directory)
              --no-color                never use colours (NO_COLOR=1 does the same)
              --watch                   reload CONFIG whenever it changes
              --trace FILE              append every navigation to FILE as a line of JSON
                                        (created 0600 if new)
              --allow-insecure-plugins  load plugins even if another user owns or may write them
                                        or a folder above them
              --load-plugins            accepted for symmetry with validate: running loads plugins
              --goto LINK               start at the stack LINK names (type 'link' in the app to get one)
              --resume                  start where the stack recorded in the data directory was, as far
                                        as the storyboard still fits it; a script records its stack only
                                        with --resume, an interactive session always
              --check                   after each command, check what scenes explore checks (scenes not
                                        freed, events out of order, unsafe output, dead ends, faults):
                                        how a finding's script is replayed
              --max-storyboard-size MIB read a CONFIG of up to MIB MiB (default 32, about 100,000 scenes;
                                        loading needs about 4 times the file's size in memory)
            When standard input is not a terminal, commands are read from it line by line.
            Each plugin loaded gets its manifest written beside it when that folder is writable.
            """
        case "validate":
            """
            usage: scenes validate [CONFIG] [--load-plugins] [--allow-insecure-plugins] [--max-storyboard-size MIB]

            Checks CONFIG against the app's scene modules. Exits 0 when it is valid (warnings go to
            standard error) and 1 when it is not, listing every error.
            \(pluginOptions)
            """
        case "graph":
            """
            usage: scenes graph [CONFIG] [--format dot|mermaid|text] [--load-plugins] [--allow-insecure-plugins] [--max-storyboard-size MIB]

            Prints the flow graph: scenes labelled with their titles, segues labelled with identifier
            and style, an arrow into the initial scene. Render DOT with Graphviz: scenes graph | dot -Tsvg
            \(pluginOptions)
            """
        case "list":
            """
            usage: scenes list [CONFIG] [--load-plugins] [--allow-insecure-plugins] [--max-storyboard-size MIB]

            Prints the scenes, their modules and their segues as a table.
            \(pluginOptions)
            """
        case "modules":
            """
            usage: scenes modules [CONFIG] [--load-plugins] [--allow-insecure-plugins] [--max-storyboard-size MIB]

            Describes each scene module this program has, and those the plugins CONFIG lists declare:
            the scenes of CONFIG that use it, its inputs (type, required or the default), its outputs,
            its actions with the kinds of their arguments, and the conditions it registers for guards;
            then the conditions the app registers apart. The shell's modules command says the same.
            \(pluginOptions)
            """
        case "diff":
            """
            usage: scenes diff OLD NEW [--format text|json] [--load-plugins] [--allow-insecure-plugins] [--max-storyboard-size MIB]

            Compares the storyboard OLD with NEW: the scenes, segues, containers and tabs, guards, and
            the inputs, outputs and actions of the scenes' modules added, removed or changed; then what
            that does to what OLD could reach: links and resumed stacks that no longer resolve, scenes
            no longer reachable from the initial scene, required inputs a segue no longer passes.
            A module that neither this program nor a plugin's manifest declares has its contracts and
            actions not compared, and a note says so.
              --format text|json        grouped lines (the default), or one JSON object
            Exits 1 when a scene, segue, tab or action reachable in OLD was removed or a scene, or the way
            to it, became unreachable; 0 otherwise; 2 when they cannot be compared (a usage error, a file
            that cannot be read, an invalid storyboard, whose errors are listed as validate lists them).
            \(pluginOptions)
            """
        case "manifest":
            """
            usage: scenes manifest LIB... [--allow-insecure-plugins]

            Loads each plugin library LIB, running its code, and writes its manifest beside it
            (libHello.so -> libHello.scenes-manifest.json): the runtime version, the library's size and
            SHA-256, and each module's name, routes, actions, conditions, inputs and outputs. validate,
            graph, list and modules read it to
            check the plugin's scenes without loading the library. Exits 1 if any LIB failed.
              --allow-insecure-plugins  load LIB even if another user owns or may write it or a folder above it
            """
        case "new":
            """
            usage: scenes new NAME [--style vip|viper] [--input NAME:TYPE]... [--output NAME:TYPE]... [--uses SHARED]...
                              [--package DIR]
                   scenes new NAME --domain [--uses SHARED]... [--package DIR]

            Generates the scene module Scenes/NAME/ (VIP by default: Models, ViewController, Interactor,
            Presenter, Router, Configurator; VIPER: Entity, View, Presenter, Interactor, Router,
            ViewState, Configurator) and its tests in Tests/Scenes/NAMETests/, adds it to Package.swift's
            sceneModules, and adds the scene with a segue to it from the initial scene to scenes.json.
            The scene shows its inputs and offers the segues that leave it; its tests say so.
            After swift build, type 'go NAME' in scenes. DIR is the package's folder (default: here).
            --input NAME:TYPE (repeatable) declares an input of the scene, bound to an Interactor property
            (NAME:TYPE? for an optional one); --output NAME:TYPE an output. TYPE is text, integer, decimal,
            boolean, date, identifier or [TYPE]; CONFIG must be version 2. A scene with a required input
            gets no segue, since its value would be invented: a note says which segue to add, and where.
            --uses SHARED (repeatable) makes the scene depend on the shared module SHARED (its line in
            Package.swift lists it; edit that line to change what it uses).
            --domain generates a shared module instead: Sources/Domain/NAME/ and its tests, a line in
            Package.swift's domainModules; it holds what scenes share (entities, workers, DataStore
            protocols), since a scene never imports another scene. --uses then lists shared modules it
            depends on.
            """
        case "remove":
            """
            usage: scenes remove NAME [--package DIR]

            Takes the scene module or shared module NAME out of the package: its line in Package.swift,
            its scenes in scenes.json, its folder and its tests. The segue that scenes new added to a
            scene goes with it; any other segue leading to it, a container holding it, the initial scene,
            a module using it, or a Swift file importing it makes remove refuse, naming each, and change
            nothing (exit 1). DIR is the package's folder (default: here).
            """
        case "init":
            """
            usage: scenes init NAME [--runtime PATH]

            Creates the folder NAME in the current folder: a Swift package whose executable NAME is this
            shell with the app's own scene modules built in, a first scene (Welcome, VIP) and its tests, a
            test of scenes.json, a README, .gitignore and .ci/run. Then: cd NAME; swift run NAME; swift test.
            scenes new works inside it as here (so does swift run NAME new SCENE), and so do --plugins.
            The package depends on SceneRuntime by path: PATH (the runtime package, or a checkout holding
            it in Sources/Runtime), by default the checkout this program was built from.
            NAME must be a Swift identifier, not a keyword nor a module's name, at most 60 characters,
            and must not exist, even as an empty folder. Nothing is written if it is refused or fails.
            """
        case "explore": ExploreArguments.help
        case "snapshot": SnapshotArguments.help
        case "coverage": CoverageArguments.help
        default:
            """
            usage: scenes help [COMMAND]

            Shows help for a command: run, validate, graph, list, modules, diff, new, remove, manifest, init,
            explore, snapshot or coverage.
            """
        }
    }

    /// The plugin options of the commands that check a storyboard.
    static let pluginOptions = """
        Plugins listed in CONFIG are not loaded: no plugin code runs. A plugin's scenes are checked
        against its manifest (written by scenes manifest LIB); without a valid one they are reported
        as unchecked, in warnings.
          --load-plugins            load the plugins, running their code, and check their scenes
          --allow-insecure-plugins  accept plugins even if another user owns or may write them or a
                                    folder above them
          --max-storyboard-size MIB read a CONFIG of up to MIB MiB (default 32, about 100,000 scenes)
        """

    static let version = "scenes \(RuntimeVersion.current) (storyboard version \(Storyboard.currentVersion))"
}
