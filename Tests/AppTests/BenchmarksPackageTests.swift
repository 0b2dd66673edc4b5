import Foundation
import Testing

/// The benchmarks are a package of their own, `Sources/Benchmarks`, built and run as the Benchmarks
/// article's first block says: its commands name a package that exists, a product that package
/// declares and options `scenes-bench` takes, and `.ci/run` runs the same commands. Nothing here
/// builds the benchmarks (minutes in release); CI's benchmark step does, with these commands.
@Suite @MainActor struct BenchmarksPackageTests {
    /// The article's first block, one command a line, without its comments.
    static func commands() throws -> [String] {
        let article = try Documentation.article("Benchmarks")
        let block = try #require(DocumentationExamplesTests.blocks(article).first)
        return block.lines.map { line in
            String(line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                .trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// The word after `--package-path` in a command, if it has one.
    static func packagePath(_ command: String) -> String? {
        let words = command.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "--package-path"), words.indices.contains(index + 1) else {
            return nil
        }
        return words[index + 1]
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Documentation.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The app's release build first, then the benchmarks' package's (`swift run` builds only the
    /// product it runs, not `bench-hello` nor the empty C library), then `swift run` of a product
    /// that package declares, with options that `scenes-bench`'s usage line lists.
    @Test func theArticlesCommandsBuildBothPackagesAndRunAProductTheBenchmarksDeclare() throws {
        let commands = try Self.commands()
        #expect(commands.first == "swift build -c release", "\(commands)")
        let builds = commands.filter { $0.hasPrefix("swift build") && Self.packagePath($0) != nil }
        let runs = commands.filter { $0.hasPrefix("swift run") }
        #expect(builds.count == 1, "\(commands)")
        // Into the app's build folder, where the runs look for it: the runtime is compiled once.
        #expect(builds.first?.contains(" --scratch-path .build") == true, "\(commands)")
        #expect(runs.count >= 4, "\(commands)")
        let package = try #require(builds.first.flatMap(Self.packagePath))
        #expect(package == "Sources/Benchmarks")
        let manifest = try Self.text(package + "/Package.swift")
        let usage = try #require(
            try Self.text(package + "/Sources/scenes-bench/main.swift").components(separatedBy: "\n")
                .first { $0.hasPrefix("let usage = ") })
        let built = try #require(commands.firstIndex(of: builds[0]))
        for run in runs {
            #expect(try #require(commands.firstIndex(of: run)) > built, "\(run) comes before \(builds[0])")
            #expect(
                run.hasPrefix("swift run -c release --package-path \(package) --scratch-path .build "), "\(run)")
            let words = run.split(separator: " ").map(String.init)
            // The first word after the build folder that is not an option.
            let product = try #require(
                words.drop(while: { $0 != ".build" }).dropFirst().first { !$0.hasPrefix("-") }, "\(run)")
            #expect(manifest.contains(#".executable(name: "\#(product)""#), "\(run): no product \(product)")
            for option in words.drop(while: { $0 != product }).dropFirst() where option.hasPrefix("-") {
                #expect(usage.contains("[\(option)"), "\(run): \(option) is not in \(usage)")
            }
        }
        // The profiler's command runs the benchmarks' release build, in the app's build folder.
        let article = try Documentation.article("Benchmarks")
        #expect(article.contains("`valgrind --tool=callgrind .build/release/scenes-bench --profile "))
    }

    /// `.ci/run`'s benchmark step runs the article's builds and its `swift run`, quick, as a table.
    @Test func ciRunsTheBenchmarksAsTheArticleSays() throws {
        let commands = try Self.commands()
        let ci = try Self.text(".ci/run").components(separatedBy: "\n")
        let step = try #require(ci.firstIndex { $0.hasPrefix("step \"benchmarks") })
        let run = try #require(commands.first { $0.hasPrefix("swift run") })
        let expected = commands.filter { $0.hasPrefix("swift build") } + [run + " --quick --table"]
        #expect(Array(ci[(step + 1)...].prefix(expected.count)) == expected)
    }

    /// The app's package holds no benchmark; it exports the modules the benchmarks measure as one
    /// product, which the benchmarks' package finds under the app's package name: a path
    /// dependency's identity is its folder's name, whatever the clone is called, so it is named.
    @Test func theAppExportsTheMeasuredModulesAndHoldsNoBenchmark() throws {
        let app = try Self.text("Package.swift")
        for name in ["scenes-bench", "bench-hello", "BenchSupport", "BenchEmptyLibrary"] {
            #expect(!app.contains("\"\(name)\""), "\(name) is still in the app's Package.swift")
        }
        #expect(app.contains(#"name: "Scenes","#))
        #expect(app.contains(#".library(name: "DemoModules", targets: ["#))
        let benchmarks = try Self.text("Sources/Benchmarks/Package.swift")
        #expect(benchmarks.contains(#".package(name: "Scenes", path: "../..")"#))
        #expect(benchmarks.contains(#".product(name: "DemoModules", package: "Scenes")"#))
        let readme = try Documentation.readme()
        #expect(readme.contains("| `Sources/Benchmarks/` |"))
    }
}
