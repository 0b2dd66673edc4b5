import FoundationEssentials
import SceneRuntime

/// The parts of a generated scene that come from its declared inputs and outputs
/// (`scenes new NAME --input contactID:integer --output total:decimal`): the Interactor's
/// properties, the contract in the Configurator, the storyboard's constants and the tests.
struct ContractTemplates {
    let interface: SceneInterface

    var isEmpty: Bool { interface.inputs.isEmpty && interface.outputs.isEmpty }

    /// The DataStore properties: a required input is a non-optional property with a placeholder
    /// value, an optional input or an output an optional one; a name both in and out is one
    /// property.
    var properties: [String] {
        var lines = interface.inputs.map { input in
            input.isRequired
                ? "var \(input.name): \(Self.swiftType(input.type)) = \(Self.placeholder(input.type))"
                : "var \(input.name): \(Self.swiftType(input.type))?"
        }
        for output in interface.outputs where interface.input(named: output.name) == nil {
            lines.append("var \(output.name): \(Self.swiftType(output.type))?")
        }
        return lines
    }

    /// `SceneModule(name:contract:build:)`'s contract argument, indented for the Configurator.
    func contract(store: String) -> String {
        let inputs = interface.inputs.map { "SceneInput(\"\($0.name)\", \\.\($0.name))" }
        let outputs = interface.outputs.map { "SceneOutput(\"\($0.name)\", \\.\($0.name))" }
        return [
            "        contract: {",
            "            SceneContract<\(store)>(",
            "                inputs: \(Self.list(inputs, indent: 16)),",
            "                outputs: \(Self.list(outputs, indent: 16)))",
            "        },",
        ].joined(separator: "\n")
    }

    /// `[a]`, or one element a line with a trailing comma, as swift-format keeps it.
    private static func list(_ elements: [String], indent: Int, empty: String = "[]") -> String {
        guard elements.count > 1 else { return elements.isEmpty ? empty : "[\(elements[0])]" }
        let margin = String(repeating: " ", count: indent)
        return "[\n" + elements.map { "\(margin)    \($0),\n" }.joined() + "\(margin)]"
    }

    /// The DataStore protocol's properties: a name and its Swift type, each input and output once.
    var propertyNames: [(name: String, type: String)] {
        var names = interface.inputs.map { input in
            (input.name, Self.swiftType(input.type) + (input.isRequired ? "" : "?"))
        }
        for output in interface.outputs where interface.input(named: output.name) == nil {
            names.append((output.name, Self.swiftType(output.type) + "?"))
        }
        return names
    }

    /// The modules the inputs' and outputs' Swift types come from: Foundation for `Date` and
    /// `Decimal`, SceneRuntime for `SceneIdentifier`.
    var typeImports: Set<String> {
        var modules: Set<String> = []
        func visit(_ type: SceneValueType) {
            switch type {
            case .date, .decimal: modules.insert("Foundation")
            case .identifier: modules.insert("SceneRuntime")
            case .list(let element): visit(element)
            case .text, .integer, .boolean: break
            }
        }
        for input in interface.inputs { visit(input.type) }
        for output in interface.outputs { visit(output.type) }
        return modules
    }

    /// `[:]`, or the inputs' samples by name, one a line closed at `indent`.
    func sampleInputs(indent: Int) -> String {
        Self.list(
            interface.inputs.map { "\"\($0.name)\": \(Self.swiftSample($0.type))" }, indent: indent,
            empty: "[:]")
    }

    /// The text a sample of `type` is shown as: `"42"` for `42`.
    func displayedSample(_ type: SceneValueType) -> String {
        switch type {
        case .text: "\"sample\""
        case .integer: "\"42\""
        case .decimal: "\"12.5\""
        case .boolean: "\"true\""
        case .identifier: "\"ID-1\""
        case .date, .list: "\"\\(\(Self.swiftSample(type)))\""
        }
    }

    /// A test that builds the scene with a sample of each input and reads each output.
    func test(scene n: String) -> String {
        let given = interface.inputs.map { "\"\($0.name)\": \(Self.swiftSample($0.type))" }
        let inputChecks = interface.inputs.map {
            "        #expect(interactor.\($0.name) == \(Self.swiftSample($0.type)))"
        }
        let outputSets = interface.outputs.filter { interface.input(named: $0.name) == nil }.map {
            "        interactor.\($0.name) = \(Self.swiftSample($0.type))"
        }
        let outputChecks = interface.outputs.map {
            "        #expect(scene.output(\"\($0.name)\") == (\(Self.swiftSample($0.type))).sceneValue)"
        }
        return """

                @Test func itsInputsArriveInTheDataStoreAndItOffersItsOutputs() throws {
                    // Given, When
                    let harness = try NavigatorHarness(
                        showing: \(n)Configurator.module,
                        inputs: \(Self.list(given, indent: 12, empty: "[:]")))
                    let scene = try #require(harness.navigator.topScene)
                    let interactor = try harness.topDataStore(as: \(n)Interactor.self)
                    // Then
            \((inputChecks + outputSets + outputChecks).joined(separator: "\n"))
                    #expect(scene.interface.inputs.map(\\.name) == [\(interface.inputs.map { "\"\($0.name)\"" }.joined(separator: ", "))])
                }
            """
    }

    static func swiftType(_ type: SceneValueType) -> String {
        switch type {
        case .text: "String"
        case .integer: "Int"
        case .decimal: "Decimal"
        case .boolean: "Bool"
        case .date: "Date"
        case .identifier: "SceneIdentifier"
        case .list(let element): "[\(swiftType(element))]"
        }
    }

    static func placeholder(_ type: SceneValueType) -> String {
        switch type {
        case .text: "\"\""
        case .integer, .decimal: "0"
        case .boolean: "false"
        case .date: "Date(timeIntervalSince1970: 0)"
        case .identifier: "\"none\""
        case .list: "[]"
        }
    }

    static func sample(_ type: SceneValueType) -> SceneValue {
        switch type {
        case .text: .text("sample")
        case .integer: .integer(42)
        case .decimal: .decimal(12.5)
        case .boolean: .boolean(true)
        case .date: .date(Date(timeIntervalSince1970: 1_700_000_000))
        case .identifier: .identifier("ID-1")
        case .list(let element): .list([sample(element)])
        }
    }

    static func swiftSample(_ type: SceneValueType) -> String {
        switch type {
        case .text: "\"sample\""
        case .integer: "42"
        case .decimal: "Decimal(string: \"12.5\") ?? 0"
        case .boolean: "true"
        case .date: "Date(timeIntervalSince1970: 1_700_000_000)"
        case .identifier: "SceneIdentifier(\"ID-1\")"
        case .list(let element): "[\(swiftSample(element))]"
        }
    }
}
