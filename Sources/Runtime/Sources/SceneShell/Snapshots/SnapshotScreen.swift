import FoundationEssentials
import SceneRuntime

/// A screen as a snapshot keeps it: the runs of text the renderer drew, each made visible as the
/// terminal would show it, with the renderer's emphasis (bold, dim, a colour) if any.
struct SnapshotScreen: Codable, Equatable {
    /// A piece of text in one style.
    struct Run: Codable, Equatable {
        var text: String
        /// `bold`, `dim`, `red`, `green` or `cyan`; `nil` for plain text.
        var style: String?
    }

    var runs: [Run]

    /// The window width every snapshot is drawn at, in columns, whatever else it is drawn at: a
    /// window without a split side by side (narrower than the default minimum width).
    static let width = 80
    /// The widths a new folder of snapshots draws each screen at: ``width``, and a window wide
    /// enough for a split of the default minimum width side by side.
    static let defaultWidths = [width, 120]
    /// The clock every snapshot's app runs with, so that a date shown never makes one differ:
    /// 2026-01-01 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_767_268_800)
    /// The time zone every snapshot's app shows dates in.
    static let timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// The environment a snapshot's app runs in: `dataDirectory`, the fixed clock and time zone.
    static func environment(dataDirectory: String) -> SceneEnvironment {
        SceneEnvironment(dataDirectory: dataDirectory, now: { now }, timeZone: timeZone)
    }

    /// The screen of `text`, a rendering with colours on.
    init(_ text: TerminalText) {
        runs = text.runs.compactMap { run in
            guard case .text(let piece, let emphasis) = run else { return nil }
            return Run(text: printable(piece, keepingLineBreaks: true), style: emphasis.map(Self.name))
        }
    }

    /// The screen of `navigator` drawn in a window `width` columns wide, with its styles; the
    /// navigator is told the width first, so that the scenes drawn are those visible at it.
    @MainActor init(of navigator: Navigator, width: Int = Self.width) {
        navigator.resize(toWidth: width)
        self.init(ScreenRenderer(colors: true).render(navigator, width: width))
    }

    /// The screen as text: what a terminal shows, without styles.
    var text: String { runs.map(\.text).joined() }

    private static func name(_ emphasis: TerminalText.Emphasis) -> String {
        switch emphasis {
        case .bold: "bold"
        case .dim: "dim"
        case .red: "red"
        case .green: "green"
        case .cyan: "cyan"
        }
    }
}
