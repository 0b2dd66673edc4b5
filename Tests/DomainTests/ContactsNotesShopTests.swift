import Foundation
import SceneStore
import Testing

@testable import ContactsDomain
@testable import NotesDomain
@testable import ShopDomain

@Suite @MainActor struct ContactsDomainTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-\(UUID().uuidString)").path

    @Test func aNewBookHasTheSamplesAndChangesAreSaved() throws {
        let worker = ContactsWorker(dataDirectory: directory)
        #expect(worker.fetchContacts() == ContactsWorker.samples)
        let added = try worker.add(ContactForm(firstName: " Katherine ", lastName: "Johnson", phone: "555-0162"))
        #expect(added.id == 4)
        #expect(added.firstName == "Katherine", "values are trimmed")
        var form = added.form
        form.email = " kj@nasa.example "
        #expect(try worker.update(added, with: form).email == "kj@nasa.example")
        let ada = ContactsWorker.samples[2]
        try worker.delete(ada)
        #expect(throws: ContactsError.gone(ada)) { try worker.update(ada, with: form) }
        #expect(throws: ContactsError.gone(ada)) { try worker.delete(ada) }
        #expect(ContactsError.gone(ada).description == "Ada Lovelace is no longer in the contacts book")
        try worker.delete(ContactsWorker.samples[0])
        let reopened = ContactsWorker(dataDirectory: directory)
        #expect(reopened.fetchContacts().map(\.id) == [2, 4])
        #expect(reopened.fetchContacts().last?.email == "kj@nasa.example")
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func twoWorkersSeeEachOthersChanges() throws {
        let list = ContactsWorker(dataDirectory: directory)
        let form = ContactsWorker(dataDirectory: directory)
        _ = try form.add(ContactForm(firstName: "Zoe", phone: "123"))
        #expect(list.fetchContacts().count == 4)
        try list.delete(ContactsWorker.samples[0])
        _ = try form.add(ContactForm(firstName: "Yan", phone: "456"))
        #expect(list.fetchContacts().map(\.firstName) == ["Alan", "ada", "Zoe", "Yan"])
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func theFormRequiresAFirstNameAndAValidPhoneAndEmail() {
        let problems = ContactForm(firstName: " ", phone: "12a", email: "x@y").problems
        #expect(problems.map(\.field) == [.firstName, .phone, .email])
        #expect(problems.map(\.problem) == [.required, .invalidPhone, .invalidEmail])
        #expect(ContactForm(firstName: "A", phone: "12").problems.map(\.problem) == [.invalidPhone], "3 digits at least")
        #expect(ContactForm(firstName: "A", phone: "+1 (555) 010-1906").problems.isEmpty)
        #expect(ContactForm.Problem.required.message(for: .firstName) == "first name is required")
    }

    @Test func displayNamesAreCapitalised() {
        let contact = Contact(id: 1, firstName: "ada", lastName: "de la lovelace", phone: "", email: "")
        #expect(contact.displayName == "Ada De La Lovelace")
    }

    @Test func displayNamesKeepWordsThatStartCapitalisedAndCapitaliseAccentedOnes() {
        let contact = Contact(id: 2, firstName: "Ada  émile", lastName: "O'Neil 3rd ñu", phone: "", email: "")
        #expect(contact.displayName == "Ada Émile O'Neil 3rd Ñu")
    }

    @Test func asciiDisplayNamesDropExtraSpacesAndCapitaliseOnlyLetters() {
        let names = [
            ("  grace ", "  hopper  ", "Grace Hopper"), ("", "turing", "Turing"), ("alan", "", "Alan"), ("", "", ""),
            ("   ", " ", ""), ("x\ty", "o'brien-smith", "X\ty O'brien-smith"), ("1st", "zed", "1st Zed"),
            ("ada", "lovelace é", "Ada Lovelace É"),
        ]
        for (first, last, shown) in names {
            let contact = Contact(id: 3, firstName: first, lastName: last, phone: "", email: "")
            #expect(contact.displayName == shown, "\(first) | \(last)")
        }
    }
}

@Suite @MainActor struct NotesDomainTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)").path

    @Test func notesAreDatedByTheClockAndSaved() throws {
        let now = Date(timeIntervalSince1970: 1_704_164_645)
        let worker = NotesWorker(dataDirectory: directory, now: { now })
        #expect(worker.fetchNotes() == NotesWorker.samples)
        let note = try worker.add(title: "Shopping", body: "milk")
        #expect(note == Note(id: 3, title: "Shopping", body: "milk", date: now))
        try worker.delete(NotesWorker.samples[0])
        #expect(throws: NotesError.gone(NotesWorker.samples[0])) { try worker.delete(NotesWorker.samples[0]) }
        #expect(NotesWorker(dataDirectory: directory, now: { now }).fetchNotes().map(\.id) == [2, 3])
        try? FileManager.default.removeItem(atPath: directory)
    }
}

@Suite @MainActor struct ShopDomainTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-\(UUID().uuidString)").path
    let now = Date(timeIntervalSince1970: 1_704_164_645)

    @Test func placingAnOrderSavesItAndEmptiesTheCart() throws {
        let worker = ShopWorker(dataDirectory: directory, now: { [now] in now })
        #expect(worker.fetchCart() == ShopWorker.sampleCart)
        try worker.add(CartItem(name: "Sticker pack", priceCents: 450, quantity: 1))
        #expect(worker.fetchCart().map(\.quantity) == [1, 3], "the same item adds to its line")
        let order = try worker.placeOrder(customerName: "Demo", customerEmail: "demo@example.com")
        #expect(order.number == 1)
        #expect(order.totalCents == 1999 + 3 * 450)
        #expect(order.date == now)
        #expect(worker.fetchCart().isEmpty)
        #expect(throws: CheckoutError.emptyCart) { try worker.placeOrder(customerName: "Demo", customerEmail: "d@e.f") }
        try worker.add(CartItem(name: "Mug", priceCents: 1250, quantity: 1))
        #expect(try worker.placeOrder(customerName: "Demo", customerEmail: "d@e.f").number == 2)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test(arguments: [(1999, "$19.99"), (5, "$0.05"), (100, "$1.00"), (0, "$0.00"), (-250, "-$2.50")])
    func formatsMoney(cents: Int, text: String) {
        #expect(Money.dollars(cents) == text)
    }
}
