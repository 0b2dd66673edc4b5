import Foundation
import SceneRuntime
import Testing

@testable import SceneScaffolding

/// A scene module declares a type of its own name (its models, `enum Orders`), which hides any
/// type of that name inside the module and in its tests: `scenes new String` made a scene whose
/// `String` fields no longer were Swift's, and `scenes new Test` tests whose `@Test` was
/// ambiguous; neither built. Every type name the generated code uses is refused, with the reason.
@Suite struct GeneratedTypeNameTests {
    /// Every kind of input, so that every type the templates can name is in the files.
    static let interface = SceneInterface(
        inputs: [
            .init(name: "a", type: .text, isRequired: true),
            .init(name: "b", type: .integer, isRequired: true),
            .init(name: "c", type: .decimal, isRequired: false, defaultValue: .decimal(1)),
            .init(name: "d", type: .boolean, isRequired: true),
            .init(name: "e", type: .date, isRequired: true),
            .init(name: "f", type: .identifier, isRequired: true),
            .init(name: "g", type: .list(of: .text), isRequired: true),
        ],
        outputs: [.init(name: "h", type: .integer)])

    /// The capitalised words of the code (not of its comments, nor of its text for a person: a
    /// string literal of several words, such as the line a new scene shows first) that do not hold
    /// the scene's name.
    static func typeNames(in files: [(path: String, contents: String)], scene: String) -> Set<String> {
        var names = Set<String>()
        for file in files {
            for line in file.contents.split(separator: "\n") {
                let code = withoutProse(line.trimmingPrefix(while: { $0 == " " }))
                if code.hasPrefix("//") { continue }
                for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                where word.first?.isUppercase == true && !word.contains(scene) {
                    names.insert(String(word))
                }
            }
        }
        return names
    }

    /// `line` without the text of its string literals that hold a space (the quotes of a line are
    /// paired in order): `"This is the Probe scene."` is prose, `"Start"` a name.
    static func withoutProse(_ line: Substring) -> String {
        let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part in
            index.isMultiple(of: 2) || !part.contains(" ") ? String(part) : ""
        }.joined(separator: "\"")
    }

    @Test func proseInAStringLiteralIsNotReadAsTypeNames() {
        #expect(withoutProseNames(#"static let about = "This is the Probe scene: edit Scenes/Probe.""#) == [])
        #expect(withoutProseNames(#"{ "id": "Start", "module": "Start" }"#) == ["Start"])
    }

    private func withoutProseNames(_ line: String) -> Set<String> {
        Self.typeNames(in: [(path: "", contents: line)], scene: "Probe")
    }

    @Test(arguments: [SceneStyle.vip, .viper])
    func everyTypeNameTheGeneratedCodeUsesIsRefusedAsASceneName(style: SceneStyle) {
        let files = SceneTemplates.files(name: "Probe", style: style, interface: Self.interface)
        let names = Self.typeNames(in: files, scene: "Probe")
        #expect(names.contains("String"), "the probe reads the files: \(names.sorted())")
        for name in names.sorted() {
            #expect(throws: GeneratorError.self, "scenes new \(name) would not build") {
                try SceneGenerator.check(name)
            }
        }
    }

    @Test(arguments: ["String", "Int", "Bool", "Decimal", "Date", "Equatable", "Test", "Suite", "SceneModule"])
    func aNameTheGeneratedCodeUsesIsRefusedWithTheReason(name: String) {
        #expect(
            throws: GeneratorError.invalidName(
                name, reason: "the generated code uses the type '\(name)', which a module of that name would hide")
        ) {
            try SceneGenerator.check(name)
        }
    }

    @Test(arguments: ["Result", "Optional", "Orders"])
    func aNameTheGeneratedCodeDoesNotUseIsAccepted(name: String) throws {
        try SceneGenerator.check(name)
    }
}
