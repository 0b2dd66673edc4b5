import FoundationEssentials
import SceneRuntime

/// The files of a new shared module and of its tests (`scenes new NAME --domain`): a store-backed
/// worker, as the demo's `NotesWorker` is. `<Name>Record` is a numbered record with limits,
/// `<Name>Worker` fetches, adds and deletes them in one file of the app's data directory (a
/// `DataFile` of `NumberedRecords`), `<Name>Error` says why a change failed; the tests run the
/// worker on a data directory of their own and read back what it saved.
enum SharedModuleTemplates {
    /// The types a shared module `name` declares.
    static func declaredTypes(_ name: String) -> [String] {
        [record(name), worker(name), error(name)]
    }

    /// The types the generated module and its tests name, other than its own: a module whose
    /// types, or whose name, are one of them would hide it (`DataFile` would declare
    /// `DataFileError`).
    static let namedTypes: Set<String> = [
        "Codable", "CustomStringConvertible", "DataFile", "DataFileError", "Equatable", "Error", "Hashable",
        "Int", "Int32", "LimitedRecord", "NumberedRecord", "NumberedRecords", "OverLimit", "Sendable",
        "String",
        "Suite", "Test", "TemporaryDataDirectory",
    ]

    static func record(_ name: String) -> String { "\(name)Record" }
    static func worker(_ name: String) -> String { "\(name)Worker" }
    static func error(_ name: String) -> String { "\(name)Error" }

    /// The data file's name: `order-history.json` for `OrderHistory`.
    static func fileName(_ name: String) -> String {
        SceneGenerator.title(of: name).lowercased().replacingEvery(" ", with: "-") + ".json"
    }

    /// The module's files, relative to its folder, with their contents.
    static func sources(_ name: String) -> [(file: String, contents: String)] {
        [
            ("\(record(name)).swift", recordSource(name)),
            ("\(worker(name)).swift", workerSource(name)),
            ("\(error(name)).swift", errorSource(name)),
        ]
    }

    static func recordSource(_ name: String) -> String {
        let record = record(name)
        let collection = "the " + SceneGenerator.title(of: name).lowercased()
        return #"""
            import SceneStore

            /// One record of \#(name): a title, and a number that names it.
            ///
            /// Add the fields your records need; a field that files saved before it do not hold must be
            /// optional, so that they load.
            public struct \#(record): Codable, Sendable, Hashable {
                /// Its number: never given to another record of the file, even once this one is deleted.
                public var id: Int
                /// Its title, at most ``maximumTitleLength`` characters.
                public var title: String

                /// A record numbered `id`.
                public init(id: Int, title: String) {
                    self.id = id
                    self.title = title
                }
            }

            extension \#(record): NumberedRecord {
                /// The record's number: its ``id``.
                public var recordNumber: Int { id }
                /// The numbers a record may have.
                public static let recordNumbers = 1...Int(Int32.max)
            }

            extension \#(record): LimitedRecord {
                /// The most records the file holds: a change that would save more is refused.
                public static let maximumCount = 10_000
                /// The records, in a message.
                public static let collectionName = "\#(collection)"
                /// The longest title, in characters: a change that would save a longer one is refused.
                public static let maximumTitleLength = 200

                /// A title longer than its limit.
                public var overLimit: OverLimit? {
                    OverLimit.length(of: title, "a title", atMost: Self.maximumTitleLength)
                }
            }

            """#
    }

    static func workerSource(_ name: String) -> String {
        let (record, worker, error) = (record(name), worker(name), error(name))
        return #"""
            import SceneStore

            // The shared module \#(name):
            // what scenes share, since a scene never imports another scene (entities, workers, the
            // DataStore protocols a hand-written route needs). A scene uses it when its line in
            // Package.swift lists it (`scenes new SCENE --uses NAME`) and imports it. What scenes see is
            // `public`.

            /// Reads and changes the records of \#(name),
            /// `\#(fileName(name))` in the app's data directory.
            ///
            /// Give it `context.environment.dataDirectory` in a scene's configurator. Every fetch reads the
            /// file as it is now, and every change is a transaction on it (`DataFile`): scenes and processes
            /// sharing the directory never work on a stale copy nor save over one another's changes. A scene
            /// that fetches in `viewWillAppear` is drawn again when the records change, whoever changed them.
            @MainActor public final class \#(worker) {
                /// The file's name in the data directory.
                public static let fileName = "\#(fileName(name))"
                /// The file's contents: the records, and the highest number given.
                public typealias Records = NumberedRecords<\#(record)>
                private let file: DataFile<Records>
                /// What went wrong at the latest fetch, to show the user; `nil` when all was well.
                public private(set) var problem: DataFileError?

                /// The records of the data directory `dataDirectory`; a new one has none.
                public init(dataDirectory: String) {
                    file = DataFile(
                        directory: dataDirectory, name: Self.fileName, seed: { NumberedRecords([]) },
                        empty: { NumberedRecords([]) })
                }

                /// Every record, oldest first, as the file holds them now.
                public func fetch() -> [\#(record)] {
                    let contents = file.read()
                    problem = contents.problem
                    return contents.value.records
                }

                /// Adds a record with a number never given before, and saves.
                /// - Returns: The record as saved.
                /// - Throws: `storage` if it could not be saved (a title over its limit, every number
                ///   given, the file's problem).
                public func add(title: String) throws(\#(error)) -> \#(record) {
                    try file.update(storage: \#(error).storage) {
                        (records: inout Records) throws(\#(error)) -> \#(record) in
                        let added = records.append { \#(record)(id: $0, title: title) }
                        guard let added else { throw .storage(.noNumbersLeft(file: Self.fileName)) }
                        return added
                    }
                }

                /// Deletes a record, and saves.
                /// - Parameter record: The record as the user saw it.
                /// - Throws: `gone` if it is no longer there (deleted meanwhile).
                public func delete(_ record: \#(record)) throws(\#(error)) {
                    try file.update(storage: \#(error).storage) {
                        (records: inout Records) throws(\#(error)) in
                        guard records.remove(numbered: record.id) != nil else { throw .gone(record) }
                    }
                }
            }

            """#
    }

    static func errorSource(_ name: String) -> String {
        let (record, error) = (record(name), error(name))
        return #"""
            import SceneStore

            /// Why a change to the records of \#(name) failed;
            /// its `description` is the message to show.
            public enum \#(error): Error, Sendable, Equatable, CustomStringConvertible {
                /// The record, as the user saw it, is no longer there: it was deleted meanwhile.
                case gone(\#(record))
                /// The records could not be saved: a limit, the file's problem, the directory busy.
                case storage(DataFileError)

                /// The message shown to the user.
                public var description: String {
                    switch self {
                    case .gone(let record): "\"\(record.title)\" is no longer there"
                    case .storage(let problem): problem.description
                    }
                }
            }

            """#
    }

    static func testSource(_ name: String) -> String {
        let (record, worker, error) = (record(name), worker(name), error(name))
        return #"""
            import SceneStore
            import SceneTesting
            import Testing

            @testable import \#(name)

            /// The worker of \#(name),
            /// each test on a data directory of its own: what the worker saved is read back from the
            /// file as it is on disk.
            @Suite @MainActor struct \#(name)Tests {
                let directory = TemporaryDataDirectory()

                /// The records as the file holds them on disk.
                func saved() throws -> [\#(record)] {
                    let name = \#(worker).fileName
                    return try directory.savedRecords(\#(record).self, in: name)
                }

                @Test func aNewDataDirectoryHasNoRecords() {
                    let sut = \#(worker)(dataDirectory: directory.path)

                    #expect(sut.fetch().isEmpty)
                    #expect(sut.problem == nil)
                }

                @Test func addSavesEachRecordWithANewNumber() throws {
                    // Given
                    let sut = \#(worker)(dataDirectory: directory.path)

                    // When
                    let first = try sut.add(title: "First")
                    let second = try sut.add(title: "Second")

                    // Then
                    #expect(first.id != second.id)
                    #expect(try saved() == [first, second])
                    #expect(sut.fetch() == [first, second])
                }

                @Test func deleteSavesAndTheNumberIsNotGivenAgain() throws {
                    // Given
                    let sut = \#(worker)(dataDirectory: directory.path)
                    let first = try sut.add(title: "First")

                    // When
                    try sut.delete(first)
                    let next = try sut.add(title: "Next")

                    // Then
                    #expect(next.id != first.id)
                    #expect(try saved() == [next])
                }

                @Test func aRecordDeletedByAnotherWorkerIsGone() throws {
                    // Given: two workers on one data directory, as two scenes have
                    let sut = \#(worker)(dataDirectory: directory.path)
                    let other = \#(worker)(dataDirectory: directory.path)
                    let record = try sut.add(title: "First")

                    // When
                    try other.delete(record)

                    // Then
                    #expect(sut.fetch().isEmpty)
                    #expect(throws: \#(error).gone(record)) { try sut.delete(record) }
                }

                @Test func aTitleOverItsLimitIsRefusedAndNothingIsSaved() throws {
                    // Given
                    let sut = \#(worker)(dataDirectory: directory.path)
                    let kept = try sut.add(title: "Kept")
                    let length = \#(record).maximumTitleLength + 1

                    // When, then
                    let over = OverLimit("a title", limit: length - 1, found: length, unit: "characters")
                    let file = \#(worker).fileName
                    #expect(throws: \#(error).storage(.overLimit(file: file, over))) {
                        try sut.add(title: String(repeating: "x", count: length))
                    }
                    #expect(try saved() == [kept])
                }
            }

            """#
    }
}
