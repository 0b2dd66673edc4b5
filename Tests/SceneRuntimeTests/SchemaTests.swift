import Foundation
import SceneRuntime
import Testing

/// The JSON Schema shipped for editors must describe what the loader accepts.
@Suite @MainActor struct SchemaTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Sources/Runtime/scenes.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func object(_ value: Any?) throws -> [String: Any] {
        try #require(value as? [String: Any])
    }

    private func keys(_ definition: [String: Any]) throws -> Set<String> {
        Set(try object(definition["properties"]).keys)
    }

    @Test func describesTheKeysTheLoaderAccepts() throws {
        let schema = try schema()
        let definitions = try object(schema["$defs"])
        let scene = try object(definitions["scene"])
        let segue = try object(definitions["segue"])
        #expect(try keys(schema) == ["$schema", "version", "initial", "scenes", "plugins"])
        #expect(try keys(scene) == ["id", "module", "title", "segues", "guards", "linkable", "container"])
        #expect(try keys(segue) == ["id", "to", "style", "pass", "action", "guards", "tab", "covers"])
        let container = try object(definitions["container"])
        #expect(try keys(container) == ["kind", "tabs", "panes", "selected", "back", "minimumWidth"])
        #expect(try keys(try object(definitions["containerStack"])) == ["id", "title", "root", "pass", "guards"])
        let containerProperties = try object(container["properties"])
        #expect(
            try object(containerProperties["kind"])["enum"] as? [String]
                == SceneDescriptor.Container.Kind.allCases.map(\.rawValue))
        #expect(
            try object(containerProperties["back"])["enum"] as? [String]
                == SceneDescriptor.Container.BackPolicy.allCases.map(\.rawValue))
        let sceneGuard = try object(definitions["guard"])
        #expect(try keys(sceneGuard) == ["condition", "refuse", "redirect"])
        #expect(sceneGuard["required"] as? [String] == ["condition"])
        #expect(sceneGuard["maxProperties"] as? Int == 2 && sceneGuard["minProperties"] as? Int == 2, "refuse or redirect")
        let source = try object(definitions["passSource"])
        #expect(try keys(source) == ["from", "value"])
        #expect(source["maxProperties"] as? Int == 1 && source["minProperties"] as? Int == 1, "from or value")
        let stackProperties = try object(try object(definitions["containerStack"])["properties"])
        let constant = try object(try object(stackProperties["pass"])["additionalProperties"])
        #expect(try keys(constant) == ["value"], "a tab passes constants only")
        #expect(constant["required"] as? [String] == ["value"] && constant["additionalProperties"] as? Bool == false)
        #expect(schema["required"] as? [String] == ["version", "initial", "scenes"])
        #expect(scene["required"] as? [String] == ["id", "title"], "and a module or a container")
        #expect(segue["required"] as? [String] == ["id", "to"])
        for definition in [schema, scene, segue, sceneGuard, container] {
            #expect(definition["additionalProperties"] as? Bool == false, "unknown keys are errors")
        }
        let style = try object(try object(segue["properties"])["style"])
        #expect(style["enum"] as? [String] == SegueDescriptor.Style.allCases.map(\.rawValue))
        #expect(
            try object(try object(schema["properties"])["version"])["enum"] as? [Int]
                == Array(1...Storyboard.currentVersion))
    }

    @Test func theRepositoryStoryboardPointsEditorsAtTheSchema() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("scenes.json"))
        let storyboard = try object(try JSONSerialization.jsonObject(with: data))
        let reference = try #require(storyboard["$schema"] as? String)
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(reference).path))
    }
}
