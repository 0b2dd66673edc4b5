import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a change that spans files all or nothing, also when the process is killed between the
/// writes: before the first file is replaced, what every file held is written to `.data.journal`
/// in the data directory; the journal is removed once every file is written. A journal found later
/// (a process was killed, or a write failed and could not be undone at once) is played back by the
/// next process that takes the directory's lock, before it reads anything: every file the change
/// wrote goes back to what it held before, so the change happened wholly or not at all.
@_spi(Testing) @MainActor public enum DataJournal {
    /// The journal's name in the data directory.
    @_spi(Testing) public static let fileName = ".data.journal"
    /// Called with a file's name after it was written as part of a change spanning files (tests stop
    /// or kill a process there).
    @_spi(Testing) public static var afterWriting: ((String) -> Void)?

    /// What one file held before the change: its bytes, or `nil` if it did not exist.
    private struct Entry: Codable {
        let name: String
        let contents: Data?
    }

    /// Writes the files (names in `directory`) wholly or not at all. The caller holds the lock.
    static func commit(_ writes: [(name: String, data: Data)], in directory: String) throws(DataFileError) {
        func path(_ name: String) -> String { PathText.joining(directory, name) }
        guard writes.count > 1 else {
            for write in writes { try AtomicWrite.write(write.data, to: path(write.name)) }
            return
        }
        var entries: [Entry] = []
        for write in writes {
            entries.append(
                Entry(name: write.name, contents: try RegularFile.read(path(write.name), name: write.name)))
        }
        let journal: Data
        do {
            journal = try JSONEncoder().encode(entries)
        } catch {
            throw .unwritable(file: fileName, reason: DataFileError.describe(error))
        }
        try AtomicWrite.write(journal, to: path(fileName))
        for write in writes {
            do {
                try AtomicWrite.write(write.data, to: path(write.name))
            } catch {
                // Undo what was written; if that fails too, the journal stays for the next change.
                try? recover(in: directory)
                throw error
            }
            afterWriting?(write.name)
        }
        guard unlink(path(fileName)) == 0 else {
            let problem = DataFileError.unwritable(
                file: writes[0].name, reason: "cannot remove \(fileName): \(RegularFile.reason(errno))")
            try? recover(in: directory)
            throw problem
        }
        syncDirectory(directory)
    }

    /// Puts back what a journal left in `directory` says, and removes it. The caller holds the lock.
    /// - Throws: ``DataFileError`` if the journal cannot be read or a file cannot be put back; the
    ///   journal then stays, and no change may be made until it is played back.
    static func recover(in directory: String) throws(DataFileError) {
        let journalPath = PathText.joining(directory, fileName)
        guard let journal = try RegularFile.read(journalPath, name: fileName) else { return }
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: journal)
        } catch {
            throw .corrupt(file: fileName, reason: DataFileError.describe(error), keptAs: nil)
        }
        for entry in entries {
            guard !entry.name.isEmpty, !entry.name.contains("/"), entry.name != ".", entry.name != ".." else {
                throw .corrupt(
                    file: fileName, reason: "it names '\(entry.name)', not a data file", keptAs: nil)
            }
            let path = PathText.joining(directory, entry.name)
            // A file the change had not written yet is left as it is.
            if let now = try? RegularFile.read(path, name: entry.name), now == entry.contents { continue }
            if let contents = entry.contents {
                try AtomicWrite.write(contents, to: path)
            } else if unlink(path) != 0 && errno != ENOENT {
                throw .unwritable(file: entry.name, reason: "cannot remove it: \(RegularFile.reason(errno))")
            }
        }
        guard unlink(journalPath) == 0 else {
            throw .unwritable(file: fileName, reason: "cannot remove it: \(RegularFile.reason(errno))")
        }
        syncDirectory(directory)
    }

    /// Whether `directory` has a journal, that is a change spanning files not wholly done.
    static func exists(in directory: String) -> Bool {
        access(PathText.joining(directory, fileName), F_OK) == 0
    }

    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }
}
