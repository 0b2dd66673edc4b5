import Testing

@testable import Menu

@Suite @MainActor struct MenuInteractorTests {
    final class MenuPresentationLogicSpy: MenuPresentationLogic {
        var presentMenuCalled = false
        var response: Menu.ShowMenu.Response?

        func presentMenu(response: Menu.ShowMenu.Response) {
            presentMenuCalled = true
            self.response = response
        }
    }

    @Test func showMenuAsksThePresenterToPresentTheDestinations() {
        // Given
        let sut = MenuInteractor(destinations: ["Contacts", "Notes"])
        let spy = MenuPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.showMenu(request: Menu.ShowMenu.Request())
        // Then
        #expect(spy.presentMenuCalled)
        #expect(spy.response?.destinations == ["Contacts", "Notes"])
    }
}
