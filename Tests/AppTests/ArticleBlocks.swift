import Foundation

/// Every Swift block of the DocC articles, and how the app that `ScenesInitIntegrationTests` builds
/// compiles it, so that the articles' code cannot drift from the runtime (issue 44, item 5).
///
/// A block is found by its article and its first line. It is written into the app's `Articles`
/// module (a block that is a test, into `ArticlesTests`) inside a namespace of its own, so that two
/// blocks may declare the same type; what the block assumes and leaves out (the types a fragment
/// names, the class a member belongs to) is the plan's `context`, written beside it, and a `...`
/// the article writes for a body shown elsewhere is filled in by `fills`, each shown here. A block
/// that is not compiled says why.
enum ArticleBlocks {
    /// One ```swift block of an article.
    struct Block: Equatable {
        let article: String
        /// Its line in the article, counted from 1.
        let line: Int
        let lines: [String]
        var firstLine: String { lines.first ?? "" }
        var text: String { lines.joined(separator: "\n") }
    }

    /// Where a block goes.
    enum Place: Equatable {
        /// In the `Articles` module.
        case module
        /// In the `ArticlesTests` test target, which runs it.
        case tests
        /// Not compiled, for `reason`.
        case skipped(reason: String)
    }

    /// How one block is compiled.
    struct Plan {
        let article: String
        let firstLine: String
        var place: Place = .module
        /// The namespace the block and its context are written in; blocks of one namespace are
        /// written into it in the article's order, each where `BLOCK` is in its `around`.
        var namespace: String = ""
        /// Declarations the block assumes, written into its namespace once.
        var context: String = ""
        /// The code around the block: `BLOCK` stands for it (a member in its class, statements in
        /// a function).
        var around: String = "BLOCK"
        /// Text of the block replaced before it is compiled: `...` standing for a body.
        var fills: [(String, String)] = []
        /// Imports its file needs besides the block's own.
        var imports: [String] = ["SceneRuntime"]
        /// The attribute of a test namespace (the first plan of the namespace says it).
        var suite = "@Suite"
    }

    /// Every ```swift block of the catalog's articles, in name order.
    static func all() throws -> [Block] {
        try Documentation.all().filter { $0.path.hasPrefix(Documentation.catalog) }.flatMap { entry in
            let article = URL(fileURLWithPath: entry.path).deletingPathExtension().lastPathComponent
            return swiftBlocks(entry.text).map { Block(article: article, line: $0.line, lines: $0.lines) }
        }
    }

    /// The ```swift blocks of `text`, each with the line of its first line.
    static func swiftBlocks(_ text: String) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: (line: Int, lines: [String])?
        var inOther = false
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else if inOther {
                    inOther = false
                } else if trimmed == "```swift" {
                    current = (number + 2, [])
                } else {
                    inOther = true
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// The plan for `block`, if there is one.
    static func plan(for block: Block) -> Plan? {
        plans.first { $0.article == block.article && $0.firstLine == block.firstLine }
    }

    /// The block's text with its fills made, and its `import` lines taken out (they go to the top
    /// of the file), with those imports.
    static func prepared(_ block: Block, _ plan: Plan) -> (code: String, imports: [String]) {
        var text = block.text
        for (from, to) in plan.fills { text = text.replacingOccurrences(of: from, with: to) }
        var imports: [String] = []
        var code: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                imports.append(line)
            } else {
                code.append(line)
            }
        }
        return (code.joined(separator: "\n"), imports)
    }

    /// The files the app gets: a file per namespace, in the module or its tests, relative to the
    /// app's folder.
    static func files(_ blocks: [Block]) -> [(path: String, contents: String)] {
        var namespaces: [(name: String, plan: Plan, imports: [String], code: [String])] = []
        for block in blocks {
            guard let plan = plan(for: block) else { continue }
            if case .skipped = plan.place { continue }
            let (code, blockImports) = prepared(block, plan)
            let imports = plan.imports.map { "import \($0)" } + blockImports
            let placed = plan.around.replacingOccurrences(of: "BLOCK", with: code)
            if let index = namespaces.firstIndex(where: { $0.name == plan.namespace }) {
                namespaces[index].imports += imports
                namespaces[index].code.append(placed)
            } else {
                namespaces.append((plan.namespace, plan, imports, [placed]))
            }
        }
        return namespaces.map { namespace in
            let test = namespace.plan.place == .tests
            var imports = Set(namespace.imports)
            if test { imports.formUnion(["import Testing", "@testable import Articles"]) }
            let header = imports.sorted { $0.hasPrefix("@") == $1.hasPrefix("@") ? $0 < $1 : !$0.hasPrefix("@") }
            let folder = test ? "Tests/Domain/ArticlesTests" : "Sources/Domain/Articles"
            let contents =
                header.joined(separator: "\n") + "\n\n"
                + "/// Blocks of the articles, compiled by ScenesInitIntegrationTests (see ArticleBlocks).\n"
                + (test ? "\(namespace.plan.suite) struct" : "enum") + " \(namespace.name) {\n"
                + namespace.plan.context + "\n" + namespace.code.joined(separator: "\n\n") + "\n}\n"
            return ("\(folder)/\(namespace.name).swift", contents)
        }
    }
}
