import FoundationEssentials
import SceneRuntime
import SceneScaffolding

/// `scenes coverage`: merges flow coverage reports, prints what they reached of the storyboard
/// and what not, and writes coverage.json in scenes explore's format.
@MainActor enum CoverageCommand {
    /// The largest report read, in bytes.
    static let largestReport = 16 << 20

    static func run(_ options: CoverageOptions, registry: SceneRegistry, console: Console) -> Int32 {
        let storyboard: Storyboard
        do {
            storyboard = try registry.loadStoryboard(contentsOf: options.config)
        } catch {
            ScenesCommand.reportStoryboardFailure(error, console: console, withoutAppModules: false)
            return 1
        }
        var merged = FlowCoverage()
        var read = 0
        var skipped = 0
        for path in reportFiles(options.reports, console: console, skipped: &skipped) {
            do {
                merged.merge(try report(at: path))
                read += 1
            } catch {
                skipped += 1
                console.err(ShellMessages.warningLine(error))
            }
        }
        guard read > 0 else {
            console.err(ShellMessages.errorLine(CoverageProblem.noReports))
            return 1
        }
        let rows = CoverageTable(coverage: merged).rows(storyboard) { registry.catalog[$0]?.actions }
        let out = options.out.hasSuffix("/") ? options.out : options.out + "/"
        do {
            try OwnFile.makeFolder(options.out)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let report = CoverageReport(
                config: options.config, reports: read, skipped: skipped, coverage: rows)
            try OwnFile.replace(out + "coverage.json", with: Array(try encoder.encode(report)))
        } catch {
            console.err(ShellMessages.cannotWrite(to: options.out, error))
            return 1
        }
        console.out(
            CoverageRenderer.render(
                rows, config: options.config, read: read, skipped: skipped, written: out + "coverage.json"))
        return 0
    }

    /// The files to read: each path given, and each directory's `*.json` files, sorted.
    private static func reportFiles(_ paths: [String], console: Console, skipped: inout Int) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                skipped += 1
                console.err(
                    ShellMessages.warningLine(CoverageProblem.unreadable(path: path, reason: "no such file")))
                continue
            }
            guard isDirectory else {
                files.append(path)
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                skipped += 1
                console.err(
                    ShellMessages.warningLine(
                        CoverageProblem.unreadable(path: path, reason: "permission denied")))
                continue
            }
            let folder = path.hasSuffix("/") ? path : path + "/"
            files += names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { folder + $0 }
        }
        return files
    }

    /// One report: a process's flow coverage, or the rows of a coverage.json.
    private static func report(at path: String) throws(CoverageProblem) -> FlowCoverage {
        // A regular file only, never waiting on a FIFO, at most the largest report.
        let data: Data
        do {
            data = Data(try BoundedFile.read(at: path, limit: largestReport))
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        // Foundation's decoder keeps one of a key given twice without a word: which one was meant
        // is not guessed, as a storyboard's is not.
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(Array(data), uniqueKeys: true)
        } catch {
            if case .duplicateKey = error.reason { throw .duplicateKey(path: path, error) }
            throw .notAReport(path: path)
        }
        let decoder = JSONDecoder()
        if let coverage = try? decoder.decode(FlowCoverage.self, from: data) { return coverage }
        if let rows = try? decoder.decode(Rows.self, from: data) { return FlowCoverage(rows: rows.coverage) }
        throw .notAReport(path: path)
    }

    /// The part of a coverage.json read back.
    private struct Rows: Decodable {
        var coverage: [ExploreCoverage.Row]
    }
}
