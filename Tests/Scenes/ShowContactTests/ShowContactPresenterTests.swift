import ContactsDomain
import Testing

@testable import ShowContact

@Suite struct ShowContactPresenterTests {
    final class ShowContactDisplayLogicSpy: ShowContactDisplayLogic {
        var displayContactCalled = false
        var viewModel: ShowContact.GetContact.ViewModel?

        func displayContact(viewModel: ShowContact.GetContact.ViewModel) {
            displayContactCalled = true
            self.viewModel = viewModel
        }
    }

    typealias Field = ShowContact.GetContact.ViewModel.Field

    func makeSUT() -> (ShowContactPresenter, ShowContactDisplayLogicSpy) {
        let sut = ShowContactPresenter()
        let spy = ShowContactDisplayLogicSpy()
        sut.viewController = spy
        return (sut, spy)
    }

    @Test func presentContactSaysWhatAnEditSaved() {
        let (sut, spy) = makeSUT()
        let ada = Contact(id: 3, firstName: "ada", lastName: "lovelace", phone: "555-0000", email: "")
        sut.presentContact(response: ShowContact.GetContact.Response(contact: ada, saved: ada))
        #expect(spy.viewModel?.message == "saved Ada Lovelace")
        sut.presentContact(response: ShowContact.GetContact.Response(contact: ada))
        #expect(spy.viewModel?.message == nil)
    }

    @Test func presentContactCapitalisesTheNameAndListsPhoneAndEmail() {
        // Given
        let (sut, spy) = makeSUT()
        let ada = Contact(
            id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@engine.example")
        // When
        sut.presentContact(response: ShowContact.GetContact.Response(contact: ada))
        // Then
        #expect(spy.displayContactCalled)
        #expect(
            spy.viewModel
                == ShowContact.GetContact.ViewModel(
                    name: "Ada Lovelace",
                    fields: [
                        Field(label: "Phone", value: "555-030-1815"),
                        Field(label: "Email", value: "ada@engine.example"),
                    ]))
    }

    @Test func presentContactMarksEmptyFieldsWithADash() {
        // Given
        let (sut, spy) = makeSUT()
        let grace = Contact(id: 1, firstName: "grace", lastName: "", phone: "", email: "")
        // When
        sut.presentContact(response: ShowContact.GetContact.Response(contact: grace))
        // Then
        #expect(
            spy.viewModel
                == ShowContact.GetContact.ViewModel(
                    name: "Grace", fields: [Field(label: "Phone", value: "-"), Field(label: "Email", value: "-")]))
    }

    @Test func presentContactWithoutAContactSaysSo() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentContact(response: ShowContact.GetContact.Response(contact: nil))
        // Then
        #expect(spy.displayContactCalled)
        #expect(spy.viewModel == ShowContact.GetContact.ViewModel(name: "No contact", fields: []))
    }

    @Test func presentContactWithNoneSelectedSaysToSelectOne() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentContact(response: ShowContact.GetContact.Response(contact: nil, isSelected: false))
        // Then
        #expect(
            spy.viewModel
                == ShowContact.GetContact.ViewModel(name: "", fields: [], hint: "select a contact in the list"))
        #expect(spy.viewModel?.showsContact == false)
    }

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = ShowContactPresenter()
        var spy: ShowContactDisplayLogicSpy? = ShowContactDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.viewController == nil)
        sut.presentContact(response: ShowContact.GetContact.Response(contact: nil))
    }
}
