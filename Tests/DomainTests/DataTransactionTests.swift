import Foundation
import Glibc
import Testing

@testable import AccountsDomain
@testable import ContactsDomain
@_spi(Testing) @testable import SceneStore
@testable import ShopDomain

/// Changes are transactions: one file, or two all or nothing (checkout, registration), also when a
/// write fails or the process is killed between the writes; the lock's wait is bounded; ids are
/// never given twice.
@Suite @MainActor struct DataTransactionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transaction-\(UUID().uuidString)")
    let now = Date(timeIntervalSince1970: 1_704_164_645)

    /// Makes writing the file `name` fail for this process: a directory in the place of the
    /// temporary file it would write first. Returns a way to let writes succeed again.
    private func breakWrites(of name: String) throws -> () -> Void {
        let blocker = directory.appendingPathComponent(AtomicWrite.temporaryName(of: name, pid: getpid()))
        try FileManager.default.createDirectory(
            at: blocker.appendingPathComponent("keep"), withIntermediateDirectories: true)
        return { try? FileManager.default.removeItem(at: blocker) }
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Any number of files, all or nothing

    private func files() -> [DataFile<[Int]>] {
        ["a.json", "b.json", "c.json"].map { DataFile(directory: directory.path, name: $0, seed: { [] }, empty: { [] }) }
    }

    @Test func aTransactionChangesThreeFilesTogetherAndReadsWhatItChanged() throws {
        defer { cleanUp() }
        let (a, b, c) = (files()[0], files()[1], files()[2])
        try a.save([1])
        let total = try DataTransaction.update(in: directory.path) { changes throws(DataFileError) -> Int in
            let moved = try changes.update(a) { (value: inout [Int]) in value.removeLast() }
            try changes.update(b) { (value: inout [Int]) in value.append(moved) }
            try changes.update(c) { (value: inout [Int]) in value = [moved, moved] }
            try changes.update(b) { (value: inout [Int]) in value.append(2) }
            return try changes.value(of: b).reduce(0, +)
        }
        #expect(total == 3, "the second change of b saw the first")
        #expect(a.read().value == [] && b.read().value == [1, 2] && c.read().value == [1, 1])
        #expect(!DataJournal.exists(in: directory.path))
    }

    @Test func aThirdWriteThatFailsUndoesTheFirstTwoAndAThrowingChangeWritesNothing() throws {
        defer { cleanUp() }
        let (a, b, c) = (files()[0], files()[1], files()[2])
        try a.save([1])
        let repair = try breakWrites(of: "c.json")
        #expect(throws: DataFileError.self) {
            try DataTransaction.update(in: directory.path) { changes throws(DataFileError) in
                try changes.update(a) { (value: inout [Int]) in value = [10] }
                try changes.update(b) { (value: inout [Int]) in value = [20] }
                try changes.update(c) { (value: inout [Int]) in value = [30] }
            }
        }
        repair()
        #expect(a.read().value == [1], "put back as it was")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.json").path))
        #expect(!DataJournal.exists(in: directory.path), "undone at once")

        struct Refused: Error {}
        #expect(throws: Refused.self) {
            let refuse = { (_: DataFileError) in Refused() }
            try DataTransaction.update(in: directory.path, storage: refuse) { changes throws(Refused) in
                try changes.update(a, storage: refuse) { (value: inout [Int]) throws(Refused) in value = [99] }
                throw Refused()
            }
        }
        #expect(a.read().value == [1], "a change that throws writes nothing")
    }

    @Test func aFileOfAnotherDirectoryIsRefused() throws {
        defer { cleanUp() }
        let elsewhere = DataFile<[Int]>(
            directory: directory.appendingPathComponent("other").path, name: "a.json", seed: { [] }, empty: { [] })
        let error = #expect(throws: DataFileError.self) {
            try DataTransaction.update(in: directory.path) { changes throws(DataFileError) in
                try changes.update(elsewhere) { (value: inout [Int]) in value = [1] }
            }
        }
        #expect("\(String(describing: error))".contains("transaction's data directory"))
    }

    // MARK: Checkout, all or nothing

    @Test func aCheckoutWhoseCartCannotBeEmptiedRecordsNoOrderAndARetryOrdersOnce() throws {
        let shop = ShopWorker(dataDirectory: directory.path, now: { [now] in now })
        #expect(shop.fetchCart() == ShopWorker.sampleCart)
        let repair = try breakWrites(of: "cart.json")
        #expect(throws: CheckoutError.self) { try shop.placeOrder(customerName: "Demo", customerEmail: "d@e.f") }
        #expect(!DataJournal.exists(in: directory.path), "undone at once")
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("orders.json").path),
            "the orders written first were undone: there were none")
        #expect(shop.fetchOrders().isEmpty)
        #expect(shop.fetchCart() == ShopWorker.sampleCart, "the cart is as it was")
        repair()
        let order = try shop.placeOrder(customerName: "Demo", customerEmail: "d@e.f")
        #expect(order.number == 1)
        #expect(order.items == ShopWorker.sampleCart)
        #expect(shop.fetchOrders() == [order], "one order, not two")
        #expect(shop.fetchCart().isEmpty)
        cleanUp()
    }

    @Test func aRegistrationWhoseSessionCannotBeSavedKeepsNoUserAndARetrySucceeds() throws {
        let accounts = AccountsWorker(dataDirectory: directory.path)
        #expect(accounts.checkFiles() == nil)
        let repair = try breakWrites(of: "session.json")
        #expect(throws: RegistrationError.self) {
            try accounts.register(name: "Ada", email: "ada@example.com", password: "engine1843")
        }
        #expect(accounts.user(withEmail: "ada@example.com") == nil, "the user written first was undone")
        repair()
        let user = try accounts.register(name: "Ada", email: "ada@example.com", password: "engine1843")
        #expect(accounts.signedInUser == user, "registered and signed in, not 'email taken'")
        cleanUp()
    }

    // MARK: Killed between the writes

    private func files() -> (to: DataFile<[Int]>, from: DataFile<[Int]>) {
        (
            DataFile(directory: directory.path, name: "to.json", seed: { [] }, empty: { [] }),
            DataFile(directory: directory.path, name: "from.json", seed: { [] }, empty: { [] })
        )
    }

    @Test func aProcessKilledBetweenTheWritesOfAChangeLeavesItUndone() async throws {
        let (to, from) = files()
        try from.save(Array(1...10))
        try to.save([])
        let killed = try await SaverProcess.kill(["between", directory.path], after: "between", delay: 0)
        #expect(killed.bySIGKILL)
        #expect(DataJournal.exists(in: directory.path), "killed with one file written and the other not")
        #expect(try Data(contentsOf: URL(fileURLWithPath: to.path)) != Data("[\n\n]\n".utf8), "to.json was written")

        #expect(to.read().value == [], "the next reader undoes the half-done change")
        #expect(from.read().value == Array(1...10))
        #expect(!DataJournal.exists(in: directory.path))
        try DataTransaction.update(to, from) { (to: inout [Int], from: inout [Int]) throws(DataFileError) in
            to += from
            from = []
        }
        #expect(to.read().value == Array(1...10), "the change made again is made once")
        #expect(from.read().value == [])
        cleanUp()
    }

    @Test func aProcessKilledBetweenTheWritesOfAThreeFileChangeLeavesAllThreeAsTheyWere() async throws {
        let named = ["one.json", "two.json", "three.json"].map {
            DataFile<[Int]>(directory: directory.path, name: $0, seed: { [] }, empty: { [] })
        }
        try named[0].save(Array(1...10))
        try named[1].save([0])
        try named[2].save([])
        let killed = try await SaverProcess.kill(["between3", directory.path], after: "between", delay: 0)
        #expect(killed.bySIGKILL)
        #expect(DataJournal.exists(in: directory.path), "killed with two files written and the third not")
        #expect(named[1].read().value == [0], "the next reader undoes the half-done change")
        #expect(named[0].read().value == Array(1...10))
        #expect(named[2].read().value == [])
        #expect(!DataJournal.exists(in: directory.path))
        cleanUp()
    }

    @Test func aProcessKilledAtRandomWhileMovingItemsBetweenFilesNeverLosesOrDoublesOne() async throws {
        let iterations = 60
        var killedMidChange = 0
        let (to, from) = files()
        try from.save(Array(1...20))
        try to.save([])
        for _ in 0..<iterations {
            let killed = try await SaverProcess.kill(
                ["moving", directory.path], after: "ready", delay: Int.random(in: 0...20_000))
            #expect(killed.bySIGKILL)
            if DataJournal.exists(in: directory.path) { killedMidChange += 1 }
            let moved = to.read().value
            let left = from.read().value
            #expect((moved + left).sorted() == Array(1...20), "every number in one file, once")
            #expect(!DataJournal.exists(in: directory.path))
        }
        print("DataTransactionTests: \(iterations) kills, \(killedMidChange) in the middle of a change")
        cleanUp()
    }

    // MARK: The lock's wait is bounded

    @Test func aChangeWaitingTooLongForTheLockFailsSayingTheDirectoryIsBusy() throws {
        let file = DataFile<[String]>(directory: directory.path, name: "items.json", seed: { [] }, empty: { [] })
        try file.save(["a"])
        let holder = open(directory.appendingPathComponent(DataDirectoryLock.fileName).path, O_RDWR | O_CLOEXEC)
        #expect(holder >= 0)
        #expect(flock(holder, LOCK_EX) == 0, "another holder of the lock")
        let timeout = DataDirectoryLock.timeout
        DataDirectoryLock.timeout = .milliseconds(300)
        defer { DataDirectoryLock.timeout = timeout }
        #expect(throws: DataFileError.busy(file: "items.json", seconds: 1)) {
            try file.update { (items: inout [String]) throws(DataFileError) in items.append("b") }
        }
        #expect(
            DataFileError.busy(file: "items.json", seconds: 10).description
                == "data directory busy: items.json was not changed, as another process kept the data directory"
                + " locked for 10 s; try again")
        #expect(file.read().value == ["a"], "reading needs no lock")
        close(holder)
        try file.update { (items: inout [String]) throws(DataFileError) in items.append("b") }
        #expect(file.read().value == ["a", "b"])
        cleanUp()
    }

    // MARK: Ids are never given twice

    @Test func idsOfDeletedContactsAreNeverGivenAgainAndOldFilesStillLoad() throws {
        // A file of the earlier form: a bare array.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(
            #"[{"id": 1, "firstName": "Ada", "lastName": "", "phone": "555-0100", "email": ""}, {"id": 7, "firstName": "Eve", "lastName": "", "phone": "555-0107", "email": ""}]"#
                .utf8
        ).write(to: directory.appendingPathComponent("contacts.json"))
        let worker = ContactsWorker(dataDirectory: directory.path)
        #expect(worker.fetchContacts().map(\.id) == [1, 7])
        #expect(worker.problem == nil)
        let eve = try #require(worker.contact(id: 7))
        try worker.delete(eve)
        let added = try worker.add(ContactForm(firstName: "Zoe", phone: "555-0199"))
        #expect(added.id == 8, "not 7 again, nor 2")
        let stored = try JSONDecoder().decode(
            NumberedRecords<Contact>.self, from: Data(contentsOf: directory.appendingPathComponent("contacts.json")))
        #expect(stored.highestNumberUsed == 8)
        cleanUp()
    }

    @Test func theLastNumberGivenMakesAddingFailNotTrap() throws {
        var records = NumberedRecords<Contact>(
            [Contact(id: Int.max, firstName: "Last", lastName: "", phone: "555", email: "")])
        #expect(records.append { Contact(id: $0, firstName: "More", lastName: "", phone: "555", email: "") } == nil)
        #expect(records.records.count == 1)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"highestNumberUsed": 9223372036854775807, "records": []}"#.utf8)
            .write(to: directory.appendingPathComponent("contacts.json"))
        #expect(throws: DataFileError.noNumbersLeft(file: "contacts.json")) {
            try ContactsWorker(dataDirectory: directory.path).add(ContactForm(firstName: "A", phone: "555"))
        }
        cleanUp()
    }
}
