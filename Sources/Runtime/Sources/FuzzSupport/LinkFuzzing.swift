import SceneRuntime

/// The checks of the `FuzzLink` libFuzzer target (`.ci/fuzz` builds and runs it). Each input is
/// read as a link and, if it is one, resolved against a small storyboard of fuzzing scenes. No
/// input may crash or hang the parser or the resolver; a refusal points inside the link and has a
/// message; a link read is spelled canonically, and that spelling reads back to the same link.
@MainActor package enum LinkFuzzing {
    /// A navigator (never started) on a storyboard whose scenes reach each other every way.
    private static let navigator: Navigator = {
        let storyboard = """
            { "version": 1, "initial": "Menu", "scenes": [
              { "id": "Menu", "module": "Menu", "title": "Menu", "segues": [
                { "id": "Open", "to": "List" }, { "id": "Show", "to": "Detail", "style": "modal" },
                { "id": "Again", "to": "Menu" }, { "id": "Swap", "to": "List", "style": "replace" } ] },
              { "id": "List", "module": "List", "title": "List", "segues": [
                { "id": "Pick", "to": "Detail" }, { "id": "Home", "to": "Menu", "style": "unwind" } ] },
              { "id": "Detail", "module": "Detail", "title": "Detail", "segues": [
                { "id": "Done", "to": "Menu", "style": "unwind" }, { "id": "More", "to": "List", "style": "modal" } ] }
            ] }
            """
        let registry = SceneRegistry()
        do {
            for name in ["Menu", "List", "Detail"] { try registry.register(FuzzModule.module(named: name)) }
            let loaded = try registry.loadStoryboard(from: Array(storyboard.utf8), file: "fuzz/scenes.json")
            return Navigator(storyboard: loaded, registry: registry)
        } catch {
            fatalError("cannot set up the fuzzing navigator: \(error)")
        }
    }()

    /// Reads `bytes` (as UTF-8, invalid bytes replaced) as a link and traps if the parser or the
    /// resolver breaks a promise.
    package static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let link: Link
        do {
            link = try Link(parsing: text)
        } catch {
            checkRefusal(error)
            return
        }
        let spelling = link.description
        do {
            let again = try Link(parsing: spelling)
            precondition(
                again == link,
                "\(text.debugDescription) spelt \(spelling.debugDescription) reads back as \(again)")
            precondition(
                again.description == spelling, "\(spelling.debugDescription) is spelt again differently")
        } catch {
            preconditionFailure(
                "\(text.debugDescription) spelt \(spelling.debugDescription), refused: \(error)")
        }
        do {
            _ = try navigator.state(for: link)
        } catch {
            checkRefusal(error)
        }
    }

    /// A refusal names a column inside the link (or just after it) and says why, in a message of
    /// bounded length.
    private static func checkRefusal(_ error: Link.Refusal) {
        let message = error.description
        precondition(!message.isEmpty, "an empty message for \(error.link.debugDescription)")
        precondition(
            error.column >= 1 && error.column <= error.link.count + 1,
            "column \(error.column) outside \(error.link.debugDescription)")
        precondition(message.count <= 8_000, "a message of \(message.count) characters for a link")
    }
}
