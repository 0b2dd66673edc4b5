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

    /// The names of the figures `scenes-bench` prints, from its sources (`Figure(name: "startup"`);
    /// a name made with a size (`"load-\(size)"`) as its part before the size (`load-`).
    static func figureNames() throws -> Set<String> {
        let folder = "Sources/Benchmarks/Sources/scenes-bench"
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Documentation.root.appendingPathComponent(folder).path
        ).filter { $0.hasSuffix(".swift") }
        var names: Set<String> = []
        for file in files {
            for line in try text("\(folder)/\(file)").components(separatedBy: "\n")
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for part in line.components(separatedBy: "name: \"").dropFirst() {
                    let name = String(part.prefix { $0 != "\"" }.prefix { $0 != "\\" })
                    if name.first?.isLowercase == true, name.contains("-") || name.allSatisfy(\.isLowercase) {
                        names.insert(name)
                    }
                }
            }
        }
        return names
    }

    /// The article is for users: one short row per figure `scenes-bench` prints (what it measures,
    /// the anchor, the target, the latest figure, its date), and the history of each figure is in
    /// the maintainers' notes, `Sources/Benchmarks/NOTES.md`, under a heading naming it.
    @Test func everyFigureHasOneShortDatedRowAndItsHistoryInTheNotes() throws {
        let article = try Documentation.article("Benchmarks")
        let notes = try Self.text("Sources/Benchmarks/NOTES.md")
        let headings = notes.components(separatedBy: "\n").filter { $0.hasPrefix("## ") }
        let rows = article.components(separatedBy: "\n").filter { $0.hasPrefix("| `") && $0.hasSuffix(" |") }
            .map { $0.dropFirst(2).dropLast(2).components(separatedBy: " | ") }
            .filter { $0.count == 6 }
        let rowNames = rows.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        let figures = try Self.figureNames()
        #expect(figures.count >= 15, "\(figures)")
        for figure in figures {
            #expect(rowNames.contains { $0 == figure || (figure.hasSuffix("-") && $0.hasPrefix(figure)) }, "no row for \(figure)")
            let base = figure.hasSuffix("-") ? figure : figure + "`"
            #expect(headings.contains { $0.contains("`" + base) }, "no section of NOTES.md for \(figure)")
        }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        for row in rows {
            #expect(row.joined(separator: " | ").count <= 450, "a long row: \(row[0])")
            let date = row[5].split(separator: " ")
            let dated = date.count == 3 && Int(date[0]) != nil && months.contains(String(date[1])) && Int(date[2]) != nil
            #expect(dated || (row[5] == "—" && row[4] == "no figure recorded"), "\(row[0]): no date: \(row[5])")
        }
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
