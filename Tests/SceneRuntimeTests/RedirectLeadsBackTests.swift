import Foundation
import Testing

@testable import SceneRuntime

/// A guard's redirect must be able to lead back: loading warns of one that presents a scene a
/// guard on the same condition keeps out, and of scenes whose own guards redirect to one another
/// in a loop; such a storyboard still loads, and one whose redirects can lead back gives neither.
@Suite struct RedirectLeadsBackTests {
    static func problems(_ json: String) throws -> [StoryboardProblem] {
        let storyboard = try Storyboard(decoding: Array(json.utf8), file: "scenes.json")
        return storyboard.warnings.map(\.problem).filter {
            switch $0 {
            case .redirectBehindSameGuard, .redirectLoop: true
            default: false
            }
        }
    }

    @Test func aRedirectToASceneBehindTheSameConditionCannotLeadBack() throws {
        let json = """
            { "version": 1, "initial": "Cart", "scenes": [
              { "id": "Cart", "module": "M", "title": "Cart", "segues": [
                  { "id": "Buy", "to": "Done", "guards": [ { "condition": "signedIn", "redirect": "SignIn" } ] } ] },
              { "id": "Done", "module": "M", "title": "Done" },
              { "id": "SignIn", "module": "M", "title": "Sign in",
                "guards": [ { "condition": "signedIn", "refuse": "Signed in only." } ] } ] }
            """
        #expect(try Self.problems(json) == [.redirectBehindSameGuard("SignIn", condition: "signedIn")])
        let storyboard = try Storyboard(decoding: Array(json.utf8), file: "scenes.json")
        #expect(
            storyboard.warnings.map(\.description).contains(
                "scenes.json:3:87: warning: scenes[0].segues[0].guards[0].redirect: a guard on condition 'signedIn'"
                    + " redirects to 'SignIn', which a guard on the same condition keeps out: the redirect cannot lead"
                    + " back; redirect to a scene that makes 'signedIn' hold without needing it"))
        // A guard on another condition there is no reason to warn.
        let other = json.replacingOccurrences(
            of: #"{ "condition": "signedIn", "refuse""#, with: #"{ "condition": "online", "refuse""#)
        #expect(try Self.problems(other).isEmpty)
    }

    @Test func scenesWhoseGuardsRedirectToOneAnotherLoop() throws {
        let json = """
            { "version": 1, "initial": "Main", "scenes": [
              { "id": "Main", "module": "M", "title": "Main", "segues": [ { "id": "Open", "to": "A" } ] },
              { "id": "A", "module": "M", "title": "A", "guards": [ { "condition": "one", "redirect": "B" } ] },
              { "id": "B", "module": "M", "title": "B", "guards": [ { "condition": "two", "redirect": "C" } ] },
              { "id": "C", "module": "M", "title": "C", "guards": [ { "condition": "three", "redirect": "A" } ] } ] }
            """
        #expect(try Self.problems(json) == [.redirectLoop(["A", "B", "C", "A"])])
        // Broken anywhere, the loop is gone.
        let broken = json.replacingOccurrences(of: #""redirect": "A""#, with: #""refuse": "No.""#)
        #expect(try Self.problems(broken).isEmpty)
    }

    /// The demo's own redirect (the checkout's sign-in) can lead back.
    @Test func aSignInThatNeedsNoSignInLeadsBack() throws {
        let json = """
            { "version": 1, "initial": "Cart", "scenes": [
              { "id": "Cart", "module": "M", "title": "Cart", "segues": [
                  { "id": "Buy", "to": "Done", "guards": [ { "condition": "signedIn", "redirect": "SignIn" } ] } ] },
              { "id": "Done", "module": "M", "title": "Done", "guards": [ { "condition": "signedIn", "redirect": "SignIn" } ] },
              { "id": "SignIn", "module": "M", "title": "Sign in" } ] }
            """
        #expect(try Self.problems(json).isEmpty)
    }

    /// One walk finds a loop through 20,000 scenes, and names it by its ends.
    @Test func aLongLoopIsFoundInOneWalkAndNamedByItsEnds() throws {
        let count = 20_000
        var scenes = [#"{ "id": "Main", "module": "M", "title": "Main", "segues": [ { "id": "Open", "to": "S0" } ] }"#]
        for index in 0..<count {
            scenes.append(
                #"{ "id": "S\#(index)", "module": "M", "title": "S", "guards": [ { "condition": "c\#(index)", "redirect": "S\#((index + 1) % count)" } ] }"#
            )
        }
        let json = #"{ "version": 1, "initial": "Main", "scenes": ["# + scenes.joined(separator: ",\n") + "] }"
        let storyboard = try Storyboard(decoding: Array(json.utf8), file: "scenes.json")
        let loops = storyboard.warnings.filter { if case .redirectLoop = $0.problem { true } else { false } }
        #expect(loops.count == 1)
        #expect(
            loops.first?.description.hasSuffix(
                "warning: scenes[20000].guards[0].redirect: the guards of 'S0' > 'S1' > 'S2' > … 19995 more … > 'S19998'"
                    + " > 'S19999' > 'S0' redirect to one another in a loop: none of these redirects can lead back")
                == true, "\(loops.first?.description ?? "")")
    }
}
