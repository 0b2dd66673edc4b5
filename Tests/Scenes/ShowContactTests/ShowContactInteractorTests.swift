import ContactsDomain
import Testing

@testable import ShowContact

@Suite @MainActor struct ShowContactInteractorTests {
    final class ShowContactPresentationLogicSpy: ShowContactPresentationLogic {
        var presentContactCalled = false
        var response: ShowContact.GetContact.Response?

        func presentContact(response: ShowContact.GetContact.Response) {
            presentContactCalled = true
            self.response = response
        }
    }

    let ada = Contact(id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@engine.example")

    @Test func getContactPresentsTheContactPassedIn() {
        // Given
        let sut = ShowContactInteractor()
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contact = ada
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.presentContactCalled)
        #expect(spy.response?.contact == ada)
    }

    @Test func getContactPresentsTheLatestContactPassedIn() {
        // Given
        let sut = ShowContactInteractor()
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contact = ada
        sut.getContact(request: ShowContact.GetContact.Request())
        var edited = ada
        edited.firstName = "Augusta Ada"
        sut.contact = edited
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.response?.contact == edited)
    }

    @Test func getContactWithoutAContactPresentsNone() {
        // Given
        let sut = ShowContactInteractor()
        let spy = ShowContactPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.getContact(request: ShowContact.GetContact.Request())
        // Then
        #expect(spy.presentContactCalled)
        #expect(spy.response != nil)
        #expect(spy.response?.contact == nil)
    }
}
