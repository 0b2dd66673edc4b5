import Foundation
import SceneShell
import SceneTesting
import Testing

/// A split's pane whose guards do not hold is not drawn beside the focused one in a wide window:
/// the data a guard protects is never shown, whether the guard is the pane's (`guards` on the
/// pane) or its scene's, and the pane says why in its place. Once the guard holds, it is drawn.
@Suite @MainActor struct GuardedPaneTests {
    /// The demo's storyboard with a `signedIn` guard that refuses on its Contact pane, or on the
    /// ShowContact scene (that pane's root) when `onScene`. The pane starts on Grace Hopper (id 1)
    /// rather than on no contact, as the demo's does, so that it has a contact's data to protect.
    private static func storyboard(onScene: Bool) throws -> String {
        let demo = try String(contentsOfFile: FlowTranscriptTests.storyboard, encoding: .utf8)
            .replacingOccurrences(
                of: #""pass": { "contactID": { "value": 0 } }"#, with: #""pass": { "contactID": { "value": 1 } }"#)
        #expect(demo.contains(#""pass": { "contactID": { "value": 1 } }"#))
        let guarded =
            onScene
            ? demo.replacingOccurrences(
                of: #""title": "Contact", "linkable": true,"#,
                with: #""title": "Contact", "linkable": true, "guards": [ { "condition": "signedIn", "refuse": "Sign in to see a contact." } ],"#
            )
            : demo.replacingOccurrences(
                of: #"{ "id": "Contact", "title": "Contact", "root": "ShowContact","#,
                with:
                    #"{ "id": "Contact", "title": "Contact", "root": "ShowContact", "guards": [ { "condition": "signedIn", "refuse": "Sign in to see a contact." } ],"#
            )
        #expect(guarded != demo)
        return guarded
    }

    private func run(_ commands: [String], onScene: Bool, data: TemporaryDataDirectory) throws -> (Int32, String) {
        let file = data.path + "/guarded.json"
        try Self.storyboard(onScene: onScene).write(toFile: file, atomically: true, encoding: .utf8)
        var out = ""
        let status = ScenesCommand.run(
            arguments: ["--data", data.path, file], modules: builtinSceneModules, environment: ["COLUMNS": "120"],
            console: Console(out: { out += $0 }, err: { _ in }), input: ScriptLines(commands.joined(separator: "\n")))
        return (status, out)
    }

    @Test(arguments: [false, true])
    func aPaneWhoseGuardDoesNotHoldIsNotDrawnBesideTheList(onScene: Bool) throws {
        let data = TemporaryDataDirectory()
        let (status, out) = try run([], onScene: onScene, data: data)
        #expect(status == 0)
        #expect(out.contains("  3. Grace Hopper  555-010-1906"), "the list is drawn")
        #expect(!out.contains("Phone: 555-010-1906"), "the contact's details are not: \(out)")
        #expect(!out.contains("grace@navy.example"))
        #expect(out.contains("| sign in to see a contact"), "the pane says why: \(out)")
    }

    @Test(arguments: [false, true])
    func onceTheGuardHoldsThePaneIsDrawn(onScene: Bool) throws {
        let data = TemporaryDataDirectory()
        let (status, out) = try run(
            ["tab Account", "go SignIn", "login demo@example.com password1", "tab Contacts"], onScene: onScene,
            data: data)
        #expect(status == 0)
        let last = out.components(separatedBy: "> tab Contacts\n").last ?? ""
        #expect(last.contains("Phone: 555-010-1906"), "\(last)")
    }
}
