import Foundation
import SceneRuntime

// A scene whose every text tries to drive the terminal, as a plugin could: action names, their
// arguments and summaries, every kind of screen line, and an error's reason.

/// Texts that a terminal would act on if they reached it as they are, and how the shell shows them.
enum HostileText {
    static let samples: [(text: String, shown: String)] = [
        ("\u{1B}]2;pwned\u{07}", "^[]2;pwned^G"),  // renames the window
        ("\u{1B}[2J", "^[[2J"),  // clears the screen
        ("\u{1B}[41m", "^[[41m"),  // paints it red
        ("nul\u{0}byte", "nul^@byte"),
        ("\u{9B}31m", "\\u{9B}31m"),  // C1: CSI in one character
        ("\u{202E}txet", "\\u{202E}txet"),  // right-to-left override
        ("\u{2066}isolate\u{2069}", "\\u{2066}isolate\\u{2069}"),
        ("del\u{7F}", "del^?"),
        ("Sign\u{200B}in", "Sign\\u{200B}in"),  // a zero-width space: reads "Signin"
        ("\u{FEFF}bom\u{2060}wj\u{AD}", "\\u{FEFF}bom\\u{2060}wj\\u{AD}"),  // other format characters
    ]

    /// Every sample in one text.
    static let all = samples.map(\.text).joined(separator: " ")
}

@MainActor final class HostileViewController: SceneViewController {
    var echoed = HostileText.all

    static let actions: ActionTable<HostileViewController> = [
        SceneAction(
            "poke\u{1B}[2J", arguments: "\u{1B}]2;ARG\u{07}", summary: "pokes \u{9B}31m \u{202E}txet"
        ) { _, _ in },
        SceneAction("echo", arguments: "TEXT", summary: "shows TEXT \u{1B}[41m") { viewController, arguments in
            viewController.echoed = try arguments.string(0, name: "TEXT")
        },
        SceneAction("fail", summary: "refused") { _, _ in
            throw ActionError.unavailable(action: "fail", reason: "because \(HostileText.all)")
        },
    ]

    var screen: Screen {
        Screen(
            HostileText.samples.flatMap { sample -> [Screen.Line] in
                [
                    .text(sample.text), .heading(sample.text), .item(number: 1, sample.text),
                    .item(number: nil, sample.text), .field(label: sample.text, value: sample.text),
                    .error(sample.text), .success(sample.text), .placeholder(sample.text),
                ]
            } + [.text("two\nrows"), .text(echoed), .blank])
    }
}

@MainActor final class HostileRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case next = "Next"
        case sheet = "Sheet"
    }

    var dataStore: AnyObject?

    static let routes: RouteTable<HostileRouter> = [
        .next: { _, _ in },
        .sheet: { _, _ in },
    ]
}

enum HostileConfigurator {
    static let module = SceneModule(name: "Hostile") { _ in (HostileViewController(), HostileRouter()) }

    /// A storyboard whose titles carry escapes, a line feed, NUL, C1 and bidi controls.
    static let storyboard = """
        { "version": 1, "initial": "Start", "scenes": [
          { "id": "Start", "module": "Hostile", "title": "Start \\u001b]2;pwned\\u0007 \\u001b[2J",
            "segues": [ { "id": "Next", "to": "Second" }, { "id": "Sheet", "to": "Third", "style": "modal" } ] },
          { "id": "Second", "module": "Hostile", "title": "Two\\nlines \\u009b31m \\u202etxet \\u0000",
            "segues": [ { "id": "Next", "to": "Third" } ] },
          { "id": "Third", "module": "Hostile", "title": "\\u001b[41mred \\"quoted\\" <b>#1</b> | `x`" } ] }
        """
}
