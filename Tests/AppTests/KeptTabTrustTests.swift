import Foundation
import SceneShell
import Testing

/// A tab keeps its stack while another is selected, so a scene showing a person's records may be
/// shown again after someone else signs in. The order confirmation shows only the signed-in
/// customer's order each time it appears (issue 25: no record of someone else's is shown), not
/// only when it was built.
@Suite @MainActor struct KeptTabTrustTests {
    static let placeOrder = [
        "tab Shop", "checkout", "login demo@example.com password1", "tab Account", "signout",
    ]

    @Test func anOrderIsNotShownAgainOnceItsCustomerSignedOut() {
        let demo = DemoSession()
        let outcome = demo.run(Self.placeOrder + ["tab Shop"])
        let after = outcome.out.components(separatedBy: "signed out demo@example.com").last ?? ""
        #expect(outcome.out.contains("order #1 is placed"), "\(outcome.out)")
        #expect(!after.contains("Swift T-shirt"), "\(after)")
        #expect(after.contains("No order"), "\(after)")
    }

    @Test func anOrderIsNotShownToTheNextPersonWhoSignsIn() {
        let demo = DemoSession()
        let outcome = demo.run(
            Self.placeOrder + ["go SignUp", "register eve@example.com password2 Eve", "tab Shop", "stack"])
        let after = outcome.out.components(separatedBy: "Welcome, Eve!").last ?? ""
        #expect(!after.contains("Swift T-shirt") && !after.contains("$37.99"), "\(after)")
        #expect(after.contains("No order"), "\(after)")
    }

    @Test func theCustomerWhoPlacedItStillSeesIt() {
        let demo = DemoSession()
        let outcome = demo.run(["tab Shop", "checkout", "login demo@example.com password1", "tab Notes", "tab Shop"])
        let after = outcome.out.components(separatedBy: "Notes> tab Shop").last ?? ""
        #expect(after.contains("Swift T-shirt"), "\(after)")
    }
}
