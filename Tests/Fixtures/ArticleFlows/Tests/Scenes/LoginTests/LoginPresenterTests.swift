import Testing

@testable import Login

@Suite struct LoginPresenterTests {
    final class LoginDisplayLogicSpy: LoginDisplayLogic {
        var displayed: [Login.SignIn.ViewModel] = []

        func displaySignIn(viewModel: Login.SignIn.ViewModel) { displayed.append(viewModel) }
    }

    @Test func aRefusedSignInSaysWhy() {
        let sut = LoginPresenter()
        let spy = LoginDisplayLogicSpy()
        sut.viewController = spy
        sut.presentSignIn(response: Login.SignIn.Response(name: nil))
        sut.presentSignIn(response: Login.SignIn.Response(name: "Ada"))
        #expect(spy.displayed == [.init(error: "a name is letters only"), .init(error: nil)])
    }
}
