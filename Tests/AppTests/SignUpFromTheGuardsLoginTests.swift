import Foundation
import Testing

/// The sign-in the checkout's guard presents offers signing up (issue 45 item 2): its screen says
/// `try again, or sign up` after a wrong password, and `go SignUp` is there; an account made there
/// goes on with the checkout, as a sign-in does. `go` never lists a segue it cannot take. Through
/// the built `scenes` on the demo.
@Suite struct SignUpFromTheGuardsLoginTests {
    static func run(_ lines: [String]) throws -> (status: Int32, out: String, err: String) {
        try OfferedMovesTests.run(lines.joined(separator: "\n") + "\n", storyboard: ConcurrentProcessesTests.storyboard)
    }

    @Test func theGuardsSignInOffersSignUpAndTheCheckoutGoesOnAfterIt() throws {
        let outcome = try Self.run([
            "tab Shop", "checkout", "login demo@example.com wrong-pass1", "go SignUp",
            "register ada@example.com S3cret-Pass Ada", "stack",
        ])
        #expect(outcome.out.contains("  ! wrong email or password; try again, or sign up\n"), "\(outcome.out)")
        #expect(outcome.out.contains("moves: go SignUp, back, root, dismiss\nSign in> go SignUp\n"), "\(outcome.out)")
        #expect(outcome.out.contains("Demo > Shopping cart >> Sign in > Sign up\n== Sign up ==\n"))
        #expect(outcome.out.contains("  * order #1 is placed; thank you, Ada\n"), "\(outcome.out)")
        #expect(
            outcome.out.hasSuffix(
                "> stack\n1. Main \"Demo\" (root)\n2. ShoppingCart \"Shopping cart\" (root)\n"
                    + "3. OrderSuccess \"Order placed\" (push)\n"), "\(outcome.out)")
        #expect(outcome.status == 1, "the wrong password failed that line only: \(outcome.err)")
    }

    @Test func signingUpFromTheMenusSignInGoesHome() throws {
        let outcome = try Self.run([
            "tab Account", "go SignIn", "go SignUp", "register ada@example.com S3cret-Pass Ada", "stack",
        ])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.hasSuffix("> stack\n1. Main \"Demo\" (root)\n2. Home \"Home\" (root)\n"), "\(outcome.out)")
    }

    @Test func goNeverListsASegueItCannotTake() throws {
        let outcome = try Self.run(["tab Account", "go SignIn", "go Home"])
        #expect(
            outcome.err
                == "error: segue 'Home' of scene 'Login' is performed by the action 'login' once it has done its"
                + " work; use 'login' (type 'help login')\n")
        let typo = try Self.run(["tab Account", "go SignIn", "go Hom"])
        #expect(
            typo.err
                == "error: scene 'Sign in' has no segue 'Hom'; its segues: SignUp; its action 'login' performs"
                + " 'Home'; did you mean 'login'?\n")
    }
}
