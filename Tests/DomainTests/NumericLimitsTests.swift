import ContactsDomain
import Foundation
import NotesDomain
import SceneStore
import ShopDomain
import Testing

/// The numeric limits of the domain: prices, quantities, totals and ids are bounded, money
/// arithmetic is checked, and a data file holding a number outside the limits is reported as
/// corrupt and kept aside, never trapping.
/// Each test has a directory of its own, removed when the test ends (passed or not).
@Suite @MainActor final class NumericLimitsTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)").path

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }
    let now = Date(timeIntervalSince1970: 1_704_164_645)

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
    }

    private func contents(of name: String) throws -> String {
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: Money

    @Test(arguments: [
        ("4", 400), ("4.5", 450), ("4.50", 450), ("0.05", 5), ("0.01", 1), ("12.34", 1234), ("999999.99", 99_999_999),
        ("1000000", 100_000_000), ("1000000.00", 100_000_000), ("0001.00", 100),
    ])
    func readsPrices(text: String, cents: Int) {
        #expect(Money.cents(parsing: text) == cents)
    }

    @Test(arguments: [
        "+4", "4.+5", "-1", "4.", ".5", "4.555", "1e3", "4,50", "", "٤", "４", "4.5.6", " 4", "4 ", "0x10", "0", "0.00",
        "0.001", "1000000.01", "9999999", "9223372036854775807", "99999999999999999999", "-9223372036854775808",
    ])
    func refusesWhatIsNotAPriceWithinTheLimits(text: String) {
        #expect(Money.cents(parsing: text) == nil)
    }

    @Test(arguments: [
        (1999, "$19.99"), (5, "$0.05"), (100, "$1.00"), (0, "$0.00"), (-250, "-$2.50"),
        (99_999, "$999.99"), (100_000, "$1,000.00"), (100_000_000_000, "$1,000,000,000.00"),
        (Int.max, "$92,233,720,368,547,758.07"), (Int.min, "-$92,233,720,368,547,758.08"),
    ])
    func formatsMoney(cents: Int, text: String) {
        #expect(Money.dollars(cents) == text)
    }

    @Test func productsAndSumsAreCheckedAgainstTheLimitOfTotals() {
        #expect(Money.product(100_000_000, 1_000) == 100_000_000_000)
        #expect(Money.product(100_000_000, 1_001) == nil, "beyond $1,000,000,000.00")
        #expect(Money.product(Int.max, 2) == nil, "an overflow")
        #expect(Money.product(-1, 1) == nil)
        #expect(Money.sum([50_000_000_000, 50_000_000_000]) == 100_000_000_000)
        #expect(Money.sum([50_000_000_000, 50_000_000_001]) == nil)
        #expect(Money.sum([Int.max, Int.max]) == nil)
        #expect(Money.sum([Int.min, 1]) == nil)
        #expect(Money.sum([]) == 0)
    }

    // MARK: The cart

    @Test func addingBeyondTheQuantityOfALineIsRefusedAndNothingIsSaved() throws {
        let worker = ShopWorker(dataDirectory: directory, now: { [now] in now })
        try worker.add(CartItem(name: "Pen", priceCents: 150, quantity: 9_998))
        let saved = try contents(of: "cart.json")
        #expect(throws: CartError.quantityOutOfRange(name: "Pen", quantity: 10_000)) {
            try worker.add(CartItem(name: "Pen", priceCents: 150, quantity: 2))
        }
        #expect(throws: CartError.quantityOutOfRange(name: "Pen", quantity: Int.max)) {
            try worker.add(CartItem(name: "Pen", priceCents: 150, quantity: Int.max))
        }
        #expect(try contents(of: "cart.json") == saved)
        try worker.add(CartItem(name: "Pen", priceCents: 150, quantity: 1))
        #expect(worker.fetchCart().last == CartItem(name: "Pen", priceCents: 150, quantity: 9_999))
        cleanUp()
    }

    /// The issue's two examples, and the items a program could pass that a person cannot type.
    nonisolated static let itemsOutsideTheLimits: [(CartItem, CartError)] = [
        (CartItem(name: "Big", priceCents: 100, quantity: Int.max), .quantityOutOfRange(name: "Big", quantity: Int.max)),
        (
            CartItem(name: "A", priceCents: 99_999_900, quantity: 1_000_000_000_000),
            .quantityOutOfRange(name: "A", quantity: 1_000_000_000_000)
        ),
        (CartItem(name: "A", priceCents: Int.max, quantity: 1), .priceOutOfRange(Int.max)),
        (CartItem(name: "A", priceCents: 0, quantity: 1), .priceOutOfRange(0)),
        (CartItem(name: "A", priceCents: -5, quantity: 1), .priceOutOfRange(-5)),
        (CartItem(name: "A", priceCents: 5, quantity: 0), .quantityOutOfRange(name: "A", quantity: 0)),
        (CartItem(name: "A", priceCents: 5, quantity: Int.min), .quantityOutOfRange(name: "A", quantity: Int.min)),
    ]

    /// The issue's two examples, and the items a program could pass that a person cannot type.
    @Test(arguments: itemsOutsideTheLimits)
    func anItemOutsideTheLimitsIsRefused(item: CartItem, error: CartError) throws {
        let worker = ShopWorker(dataDirectory: directory, now: { [now] in now })
        #expect(throws: error) { try worker.add(item) }
        #expect(worker.fetchCart() == ShopWorker.sampleCart)
        cleanUp()
    }

    @Test func aCartWhoseTotalWouldPassTheLimitIsRefusedAndNothingIsSaved() throws {
        let worker = ShopWorker(dataDirectory: directory, now: { [now] in now })
        try worker.empty()
        // $1,000,000.00 × 9,999 is a line of $9,999,000,000.00: more than a cart may hold.
        #expect(throws: CartError.totalTooLarge) {
            try worker.add(CartItem(name: "Gift", priceCents: 100_000_000, quantity: 9_999))
        }
        // Ten lines of $100,000,000.00 reach the limit exactly; one cent more is refused.
        for index in 1...10 {
            try worker.add(CartItem(name: "Gift \(index)", priceCents: 100_000_000, quantity: 100))
        }
        let saved = try contents(of: "cart.json")
        #expect(throws: CartError.totalTooLarge) { try worker.add(CartItem(name: "Gum", priceCents: 1, quantity: 1)) }
        #expect(try contents(of: "cart.json") == saved)
        let order = try worker.placeOrder(customerName: "Demo", customerEmail: "demo@example.com")
        #expect(order.totalCents == 100_000_000_000)
        cleanUp()
    }

    @Test func aCartFileWhoseTotalPassesTheLimitCannotBeOrderedButCanBeMended() throws {
        // Given a cart file edited by hand: each line within its limits, the total past them
        let gift = #"{"name":"Gift","priceCents":100000000,"quantity":9999}"#
        try write("[\(gift),\(gift.replacingOccurrences(of: "Gift", with: "Gift 2"))]", to: "cart.json")
        let worker = ShopWorker(dataDirectory: directory, now: { [now] in now })
        _ = worker.fetchCart()
        #expect(worker.problem == nil, "each line is valid")
        // When / Then
        #expect(throws: CheckoutError.totalTooLarge) {
            try worker.placeOrder(customerName: "Demo", customerEmail: "demo@example.com")
        }
        #expect(throws: CartError.totalTooLarge) { try worker.add(CartItem(name: "Gum", priceCents: 1, quantity: 1)) }
        let orders = (try? contents(of: "orders.json")) ?? ""
        #expect(!orders.contains("number"), "no order was recorded")
        #expect(worker.fetchCart().count == 2, "the cart is kept")
        try worker.remove(worker.fetchCart()[1])
        try worker.remove(worker.fetchCart()[0])
        try worker.add(CartItem(name: "Gum", priceCents: 1, quantity: 1))
        #expect(try worker.placeOrder(customerName: "Demo", customerEmail: "demo@example.com").totalCents == 1)
        cleanUp()
    }

    @Test func removingALineAndEmptyingTheCartAreSaved() throws {
        let worker = ShopWorker(dataDirectory: directory, now: { [now] in now })
        try worker.remove(CartItem(name: "Swift T-shirt", priceCents: 1999, quantity: 1))
        let reopened = ShopWorker(dataDirectory: directory, now: { [now] in now })
        #expect(reopened.fetchCart() == [ShopWorker.sampleCart[1]])
        #expect(throws: CartError.noSuchLine(name: "Swift T-shirt")) {
            try worker.remove(CartItem(name: "Swift T-shirt", priceCents: 1999, quantity: 1))
        }
        #expect(throws: CartError.noSuchLine(name: "Sticker pack"), "the same name at another price is another line") {
            try worker.remove(CartItem(name: "Sticker pack", priceCents: 451, quantity: 2))
        }
        try worker.empty()
        #expect(reopened.fetchCart() == [], "read anew from the file")
        #expect(throws: CheckoutError.emptyCart) { try worker.placeOrder(customerName: "Demo", customerEmail: "d@e.f") }
        cleanUp()
    }

    // MARK: Ids

    @Test func noIdBeyondTheLimitIsEverGiven() throws {
        let last = Int(Int32.max)
        func contact(_ id: Int) -> Contact {
            Contact(id: id, firstName: "a", lastName: "b", phone: "1", email: "a@b.example")
        }
        var contacts = NumberedRecords<Contact>([], highestNumberUsed: last - 1)
        #expect(contacts.append(contact)?.id == last)
        #expect(contacts.append(contact) == nil, "beyond the limit")
        var overflowing = NumberedRecords<Contact>([], highestNumberUsed: Int.max)
        #expect(overflowing.append(contact) == nil, "an overflow")
        var fresh = NumberedRecords<Contact>([])
        #expect(fresh.append(contact)?.id == 1)
        try write(#"[{"id":\#(last),"firstName":"a","lastName":"b","phone":"1","email":"a@b.example"}]"#, to: "contacts.json")
        let contactsWorker = ContactsWorker(dataDirectory: directory)
        _ = contactsWorker.fetchContacts()
        #expect(contactsWorker.problem == nil)
        let form = ContactForm(firstName: "Eve", lastName: "X", phone: "555", email: "eve@x.example")
        #expect(throws: DataFileError.noNumbersLeft(file: "contacts.json")) {
            try contactsWorker.add(form)
        }
        try write(#"[{"id":\#(last),"title":"t","body":"","date":"2023-11-14T22:13:20Z"}]"#, to: "notes.json")
        let notes = NotesWorker(dataDirectory: directory, now: { [now] in now })
        #expect(throws: DataFileError.noNumbersLeft(file: "notes.json")) {
            try notes.add(title: "x", body: "")
        }
        try write(
            #"[{"number":\#(last),"items":[],"customerName":"a","customerEmail":"a@b.example","date":"2023-11-14T22:13:20Z"}]"#,
            to: "orders.json")
        let shop = ShopWorker(dataDirectory: directory, now: { [now] in now })
        #expect(throws: CheckoutError.storage(.noNumbersLeft(file: "orders.json"))) {
            try shop.placeOrder(customerName: "a", customerEmail: "a@b.example")
        }
        #expect(shop.fetchCart() == ShopWorker.sampleCart, "the cart is kept")
        cleanUp()
    }

    // MARK: Data files

    /// A file of each entity with a number outside its limits, and what the report names.
    nonisolated static let outOfRangeFiles: [(file: String, json: String, at: String)] = [
        ("contacts.json", #"[{"id":9223372036854775807,"firstName":"a","lastName":"b","phone":"1","email":"a@b.example"}]"#, "[0].id"),
        ("contacts.json", #"[{"id":0,"firstName":"a","lastName":"b","phone":"1","email":"a@b.example"}]"#, "[0].id"),
        ("contacts.json", #"[{"id":-9223372036854775808,"firstName":"a","lastName":"b","phone":"1","email":"a@b.example"}]"#, "[0].id"),
        ("notes.json", #"[{"id":9223372036854775807,"title":"t","body":"","date":"2023-11-14T22:13:20Z"}]"#, "[0].id"),
        ("notes.json", #"[{"id":-1,"title":"t","body":"","date":"2023-11-14T22:13:20Z"}]"#, "[0].id"),
        ("notes.json", #"[{"id":2147483648,"title":"t","body":"","date":"2023-11-14T22:13:20Z"}]"#, "[0].id"),
        ("cart.json", #"[{"name":"A","priceCents":9223372036854775807,"quantity":2}]"#, "[0].priceCents"),
        ("cart.json", #"[{"name":"A","priceCents":-5,"quantity":1}]"#, "[0].priceCents"),
        ("cart.json", #"[{"name":"A","priceCents":5,"quantity":-2}]"#, "[0].quantity"),
        ("cart.json", #"[{"name":"A","priceCents":5,"quantity":10000}]"#, "[0].quantity"),
        ("cart.json", #"[{"name":"A","priceCents":5,"quantity":1},{"name":"B","priceCents":4611686018427387904,"quantity":1}]"#, "[1].priceCents"),
        (
            "orders.json",
            #"[{"number":9223372036854775807,"items":[],"customerName":"a","customerEmail":"a@b.example","date":"2023-11-14T22:13:20Z"}]"#,
            "[0].number"
        ),
        (
            "orders.json",
            #"[{"number":1,"items":[{"name":"A","priceCents":5,"quantity":-1}],"customerName":"a","customerEmail":"a@b.example","date":"2023-11-14T22:13:20Z"}]"#,
            "[0].items[0].quantity"
        ),
        (
            "orders.json",
            #"[{"number":1,"items":[{"name":"A","priceCents":100000000,"quantity":9999},{"name":"B","priceCents":100000000,"quantity":9999}],"customerName":"a","customerEmail":"a@b.example","date":"2023-11-14T22:13:20Z"}]"#,
            "[0].items"
        ),
    ]

    @Test(arguments: outOfRangeFiles)
    func aDataFileWithANumberOutsideItsLimitsIsKeptAsideAndANewOneStarted(file: String, json: String, at: String)
        throws
    {
        try write(json, to: file)
        var problem: DataFileError?
        switch file {
        case "contacts.json":
            let worker = ContactsWorker(dataDirectory: directory)
            #expect(worker.fetchContacts() == [])
            problem = worker.problem
            #expect(try worker.add(ContactForm(firstName: "Eve", lastName: "X", phone: "5", email: "e@x.example")).id == 1)
        case "notes.json":
            let worker = NotesWorker(dataDirectory: directory, now: { [now] in now })
            #expect(worker.fetchNotes() == [])
            problem = worker.problem
            #expect(try worker.add(title: "x", body: "").id == 1)
        default:
            let worker = ShopWorker(dataDirectory: directory, now: { [now] in now })
            _ = worker.fetchCart()
            problem = worker.problem
            try worker.empty()
            try worker.add(CartItem(name: "Pen", priceCents: 150, quantity: 2))
            // The orders file is set aside when it is read, at the latest by the first checkout,
            // which says so; the next one places the order.
            var order: Order?
            do {
                order = try worker.placeOrder(customerName: "a", customerEmail: "a@b.example")
            } catch {
                guard case .storage(let found) = error else { throw error }
                problem = problem ?? found
            }
            if order == nil { order = try worker.placeOrder(customerName: "a", customerEmail: "a@b.example") }
            #expect(order?.totalCents == 300)
        }
        #expect(
            problem == .corrupt(file: file, reason: "invalid value at \(at)", keptAs: "\(file).corrupt-1"),
            "\(String(describing: problem))")
        #expect(try contents(of: "\(file).corrupt-1") == json, "the file is kept as it was")
        cleanUp()
    }
}
