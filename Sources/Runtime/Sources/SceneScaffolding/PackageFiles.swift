import FoundationEssentials

/// The files of the package `scenes new` and `scenes remove` work in, by paths relative to it.
struct PackageFiles {
    /// The package's root folder.
    let directory: String

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(relative).path
    }

    /// Whether something is at `relative`.
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// The text of `relative`, which must exist.
    func read(_ relative: String) throws(GeneratorError) -> String {
        guard let data = FileManager.default.contents(atPath: path(relative)) else {
            throw .missingFile(relative)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `contents` to `relative`, creating its folder.
    func write(_ contents: String, to relative: String) throws(GeneratorError) {
        let target = path(relative)
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path,
                withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw .writeFailed(relative, reason: WriteFailureReason.describe(error))
        }
    }

    /// Removes the file or folder `relative`, if it exists.
    func remove(_ relative: String) throws(GeneratorError) {
        guard exists(relative) else { return }
        do {
            try FileManager.default.removeItem(atPath: path(relative))
        } catch {
            throw .writeFailed(relative, reason: WriteFailureReason.describe(error))
        }
    }

    /// Whether `relative` is a folder.
    func isFolder(_ relative: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory)
            && isDirectory
    }

    /// Removes the folders above `relative` that are left empty (`Sources/Domain` once its last
    /// shared module went), up to the package's top level, whose folders stay; returns them.
    func removeEmptyFolders(above relative: String) -> [String] {
        var removed: [String] = []
        var components = relative.split(separator: "/").dropLast()
        while components.count > 1 {
            let folder = components.joined(separator: "/")
            guard let left = try? FileManager.default.contentsOfDirectory(atPath: path(folder)), left.isEmpty,
                (try? FileManager.default.removeItem(atPath: path(folder))) != nil
            else { break }
            removed.append(folder)
            components = components.dropLast()
        }
        return removed
    }

    /// The Swift files under `folders` (relative), skipping build folders, as relative paths.
    func swiftFiles(under folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            var found: [String] = []
            var pending = [folder]
            while let next = pending.popLast() {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path(next))) ?? []
                for name in names where !name.hasPrefix(".") {
                    let relative = next + "/" + name
                    if name.hasSuffix(".swift") {
                        found.append(relative)
                    } else if isFolder(relative) {
                        pending.append(relative)
                    }
                }
            }
            return found.sorted()
        }
    }
}
