import Testing

@testable import Login

@Suite struct LoginInteractorTests {
    final class LoginPresentationLogicSpy: LoginPresentationLogic {
        var names: [String?] = []

        func presentSignIn(response: Login.SignIn.Response) { names.append(response.name) }
    }

    @Test func aNameOfLettersSignsInAndAnythingElseDoesNot() {
        // Given
        let sut = LoginInteractor()
        let spy = LoginPresentationLogicSpy()
        sut.presenter = spy
        // When
        for name in ["Ada", "", "R2D2"] { sut.signIn(request: Login.SignIn.Request(name: name)) }
        // Then
        #expect(spy.names == ["Ada", nil, nil])
    }
}
