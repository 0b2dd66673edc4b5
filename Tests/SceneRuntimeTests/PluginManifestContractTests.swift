import Foundation
import Testing

@testable import SceneRuntime

/// A plugin manifest records its modules' inputs and outputs, so that segues into and out of
/// plugin scenes are checked without running plugin code.
@Suite struct PluginManifestContractTests {
    static let interface = SceneInterface(
        inputs: [
            .init(name: "contactID", type: .integer, isRequired: true),
            .init(name: "mode", type: .text, isRequired: false, defaultValue: .text("view")),
            .init(name: "tags", type: .list(of: .identifier), isRequired: false),
        ],
        outputs: [.init(name: "answer", type: .decimal), .init(name: "when", type: .date)])

    static let manifest = PluginManifest(
        library: .init(size: 10, sha256: String(repeating: "a", count: 64)),
        modules: [
            .init(
                name: "Quiz", routes: [], routesEverySegue: false,
                actionDescriptors: [
                    SceneModule.ActionDescriptor(
                        name: "answer", arguments: "CHOICE TOKEN [NOTE...]", summary: "answer the question",
                        secretArguments: [1],
                        kinds: [.choice(["yes", "no \"maybe\""]), .secret, .freeText]),
                    SceneModule.ActionDescriptor(
                        name: "rate", arguments: "STARS WEIGHT NAME POSITION EMAIL WORD", summary: "rate it",
                        kinds: [
                            .integer(1...5), .decimal(-.infinity...2.5), .text(maxLength: 80), .position, .email,
                            .word,
                        ]),
                ],
                conditions: ["quizOpen"], interface: interface)
        ])

    @Test func inputsAndOutputsRoundTripThroughTheManifest() throws {
        let text = String(decoding: Self.manifest.encoded(), as: UTF8.self)
        #expect(
            text.contains(
                #"{ "name": "mode", "type": "text", "required": false, "default": "view" }, { "name": "tags", "type": "[identifier]", "required": false, "default": null }"#
            ))
        #expect(try PluginManifest.decode(Self.manifest.encoded(), file: "m.json") == Self.manifest)
    }

    /// Actions (every kind of argument, secrets, quotes in a choice) and conditions are written
    /// and read back as they were; a kind the runtime does not know, or a range upside down, is
    /// refused with its JSON path.
    @Test func actionsAndConditionsRoundTripAndBadKindsAreRefused() throws {
        let text = String(decoding: Self.manifest.encoded(), as: UTF8.self)
        #expect(text.contains(#""conditions": ["quizOpen"]"#))
        #expect(text.contains(#"{ "kind": "decimal", "min": "-infinity", "max": 2.5 }"#))
        let decoded = try PluginManifest.decode(Self.manifest.encoded(), file: "m.json")
        #expect(decoded.modules[0].actions == ["answer", "rate"])
        #expect(decoded.modules[0].actionDescriptors[0].isSecret(argument: 1))
        #expect(decoded.modules[0].conditions == ["quizOpen"])
        func refusal(_ old: String, _ new: String) -> String? {
            let forged = text.replacingOccurrences(of: old, with: new)
            guard forged != text else { return "nothing replaced: \(old)" }
            do {
                _ = try PluginManifest.decode(Array(forged.utf8), file: "m.json")
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(
            refusal(#""kind": "position""#, #""kind": "colour""#)?.contains(
                "modules[0].actions[1].kinds[3].kind: expected integer, position, decimal, text, email, secret,"
                    + " choice or freeText, found") == true)
        #expect(
            refusal(#""min": 1, "max": 5"#, #""min": 6, "max": 5"#)?.contains(
                "modules[0].actions[1].kinds[0].max: expected at least min") == true)
        #expect(
            refusal(#""secret": [1]"#, #""secret": [-1]"#)?.contains("modules[0].actions[0].secret[0]") == true)
        #expect(refusal(#""conditions": ["quizOpen"]"#, #""conditions": [1]"#)?.contains("conditions[0]") == true)
    }

    /// A manifest is untrusted text: a name the registry or a storyboard would refuse (an input,
    /// an output, a condition, an input a route writes) is refused as it would be, and an action's
    /// or a route's name holding a space, a control or a format character is refused, with the
    /// name made printable, rather than believed.
    @Test(arguments: [
        (#""name": "contactID""#, #""name": "contact\u001b[31mID""#, "modules[0].inputs[0].name: 'contact^[[31mID'"),
        (#""name": "answer", "type""#, #""name": "an swer", "type""#, "modules[0].outputs[0].name: 'an swer'"),
        (#""conditions": ["quizOpen"]"#, #""conditions": ["quiz\u202eOpen"]"#, "modules[0].conditions[0]: 'quiz"),
        (#""name": "answer", "arguments""#, #""name": "an\u0007swer", "arguments""#, "modules[0].actions[0].name: 'an"),
        (#""name": "rate""#, #""name": """#, "modules[0].actions[1].name: ''"),
    ])
    func aNameHoldingWhatNoNameMayIsRefused(old: String, new: String, path: String) throws {
        let text = String(decoding: Self.manifest.encoded(), as: UTF8.self)
        let forged = text.replacingOccurrences(of: old, with: new)
        #expect(forged != text)
        do {
            _ = try PluginManifest.decode(Array(forged.utf8), file: "m.json")
            Issue.record("\(new) was believed")
        } catch {
            let message = "\(error)"
            #expect(message.contains(path), "\(message)")
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" || $0 == "\u{7}" })
        }
    }

    @Test func aRouteOrAnInputARouteWritesHoldingWhatNoNameMayIsRefused() {
        let text = String(decoding: Self.writing.encoded(), as: UTF8.self)
        for (old, new) in [
            (#""routes": ["Done", "Skip"]"#, #""routes": ["Done", "Sk\u001bip"]"#),
            (#""Done": ["answer", "when"]"#, #""Done": ["answer", "wh en"]"#),
            (#""Skip": []"#, #""Sk\tip": []"#),
        ] {
            let forged = text.replacingOccurrences(of: old, with: new)
            #expect(forged != text)
            #expect(throws: PluginManifestError.self, "\(new)") {
                try PluginManifest.decode(Array(forged.utf8), file: "m.json")
            }
        }
    }

    @Test func aBadTypeOrDefaultInTheManifestIsRefusedWithItsPath() {
        let text = String(decoding: Self.manifest.encoded(), as: UTF8.self)
        #expect(
            throws: PluginManifestError.invalid(
                "m.json",
                detail:
                    "modules[0].inputs[0].type: expected a type (text, integer, decimal, boolean, date, identifier, [type]), found a string"
            )
        ) {
            try PluginManifest.decode(
                Array(text.replacingOccurrences(of: #""type": "integer""#, with: #""type": "int""#).utf8), file: "m.json")
        }
        #expect(
            throws: PluginManifestError.invalid("m.json", detail: "modules[0].inputs[1].default: expected null or a text, found the number 3")
        ) {
            try PluginManifest.decode(
                Array(text.replacingOccurrences(of: #""default": "view""#, with: #""default": 3"#).utf8), file: "m.json")
        }
    }

    /// What each route declares it writes, recorded so that `validate` checks a plugin's routes
    /// as it checks a built-in module's.
    static let writing = PluginManifest(
        library: .init(size: 10, sha256: String(repeating: "a", count: 64)),
        modules: [
            .init(
                name: "Quiz", routes: ["Done", "Skip"], routesEverySegue: false,
                routeWrites: ["Done": ["answer", "when"], "Skip": []], actionDescriptors: [], interface: interface)
        ])

    @Test func routeWritesRoundTripThroughTheManifest() throws {
        let text = String(decoding: Self.writing.encoded(), as: UTF8.self)
        #expect(text.contains(#""routeWrites": { "Done": ["answer", "when"], "Skip": [] },"#))
        #expect(try PluginManifest.decode(Self.writing.encoded(), file: "m.json") == Self.writing)
        #expect(String(decoding: Self.manifest.encoded(), as: UTF8.self).contains(#""routeWrites": {},"#))
    }

    @Test func badRouteWritesAreRefusedWithTheirPath() {
        let text = String(decoding: Self.writing.encoded(), as: UTF8.self)
        #expect(
            throws: PluginManifestError.invalid("m.json", detail: "modules[0].routeWrites: expected an object, found an array")
        ) {
            try PluginManifest.decode(
                Array(
                    text.replacingOccurrences(of: #""routeWrites": {"#, with: #""routeWrites": [ {"#)
                        .replacingOccurrences(of: #""Skip": [] },"#, with: #""Skip": [] } ],"#).utf8),
                file: "m.json")
        }
        #expect(
            throws: PluginManifestError.invalid("m.json", detail: "modules[0].routeWrites.Skip[0]: expected a string, found the number 1")
        ) {
            try PluginManifest.decode(
                Array(text.replacingOccurrences(of: #""Skip": []"#, with: #""Skip": [1]"#).utf8), file: "m.json")
        }
    }
}
