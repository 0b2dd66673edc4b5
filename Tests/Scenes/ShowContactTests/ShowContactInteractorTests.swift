import ContactsDomain
import SceneTesting
import Testing

@testable import ShowContact

@Suite struct ShowContactInteractorTests {
    final class ShowContactPresentationLogicSpy: ShowContactPresentationLogic {
        var presentContactCalled = false
        var response: ShowContact.GetContact.Response?

        func presentContact(response: ShowContact.GetContact.Response) {
            presentContactCalled = true
            self.response = response
        }
    }

    let data = TemporaryDataDirectory()

    /// Ada, as a new data directory's contacts book holds her.
    func ada(in worker: ContactsWorker) throws -> Contact {
        try #require(worker.fetchContacts().first { $0.firstName == "ada" })
    }

    @Test func getContactPresentsTheContactWhoseIdItWasGiven() throws {
        // Given
        let worker = ContactsWorker(dataDirectory: data.path)
        let sut = ShowContactInteractor(worker: worker)
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = try ada(in: worker).id
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.presentContactCalled)
        #expect(spy.response?.contact == (try ada(in: worker)))
    }

    @Test func aContactAnEditSavedIsPresentedOnceForItsNotice() throws {
        // Given
        let worker = ContactsWorker(dataDirectory: data.path)
        let sut = ShowContactInteractor(worker: worker)
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        let ada = try ada(in: worker)
        sut.contactID = ada.id
        sut.savedContact = ada
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.response?.saved == ada)
        sut.getContact(request: ShowContact.GetContact.Request())
        #expect(spy.response?.saved == nil, "shown once")
    }

    @Test func getContactReadsTheContactAgainAfterAChange() throws {
        // Given
        let worker = ContactsWorker(dataDirectory: data.path)
        let sut = ShowContactInteractor(worker: worker)
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        let ada = try ada(in: worker)
        sut.contactID = ada.id
        sut.getContact(request: ShowContact.GetContact.Request())
        var form = ada.form
        form.firstName = "Augusta Ada"
        _ = try worker.update(ada, with: form)
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.response?.contact?.firstName == "Augusta Ada")
    }

    @Test func getContactOfAnIdWithNoContactPresentsNone() {
        // Given
        let sut = ShowContactInteractor(worker: ContactsWorker(dataDirectory: data.path))
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = 999
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.presentContactCalled)
        #expect(spy.response != nil)
        #expect(spy.response?.contact == nil)
        #expect(spy.response?.isSelected == true, "asked for, and gone")
    }

    @Test func getContactOfTheIdOfNoContactPresentsNoneSelected() {
        // Given: the Contacts split's pane, which starts before the list selects anyone
        let sut = ShowContactInteractor(worker: ContactsWorker(dataDirectory: data.path))
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ShowContact.noContactID
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.response?.contact == nil)
        #expect(spy.response?.isSelected == false)
    }
}
