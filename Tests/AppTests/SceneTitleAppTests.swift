import Foundation
import SceneTesting
import Testing

/// In the demo app, a note's title is its scene's: the breadcrumb, the heading, `stack` and `history`
/// go by it, while a link, which names scenes by id and inputs, does not change with it.
@Suite @MainActor struct SceneTitleAppTests {
    let demo = DemoSession()

    @Test func aLinkToANoteIsShownUnderTheNotesTitleAndStaysTheSameWhenTheTitleChanges() {
        defer { demo.data.remove() }
        let outcome = demo.run(["tab Notes", "open 2", "link", "edit Observation", "link", "stack", "history"])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("Demo > Notes > VIPER\n== VIPER ==\n"))
        #expect(outcome.out.contains("Demo > Notes > Observation\n== Observation ==\n"))
        let links = outcome.out.components(separatedBy: "\n").filter { $0.hasPrefix("NoteDetail:") }
        #expect(links.count == 2 && links[0] == links[1], "\(links)")
        #expect(links.first?.contains("noteID=2") == true)
        #expect(!outcome.out.contains("NoteDetail:noteID=2 \"Observation\""))
        // Beside the link, where it leads as the person sees it, by the titles shown now.
        #expect(outcome.err.contains("note: it leads to Demo > Notes > VIPER\n"), "\(outcome.err)")
        #expect(outcome.err.contains("note: it leads to Demo > Notes > Observation\n"), "\(outcome.err)")
        #expect(outcome.out.contains("3. NoteDetail \"Observation\" (push)\n"))
        #expect(outcome.out.contains("segue OpenNote: NotesList -> NoteDetail \"VIPER\" (push)"))
    }

    @Test func aLinkFollowedShowsTheTitleTheSceneGives() {
        defer { demo.data.remove() }
        let outcome = demo.run(["tab Notes", "open 1", "link"])
        let link = outcome.out.components(separatedBy: "\n").last { $0.hasPrefix("NoteDetail:") } ?? ""
        #expect(!link.isEmpty)
        let followed = demo.run(["goto \(link)", "stack"])
        #expect(followed.status == 0, "\(followed.err)")
        #expect(followed.out.contains("Demo > Notes > Clean Swift\n== Clean Swift ==\n"), "\(followed.out)")
        #expect(followed.out.hasSuffix("3. NoteDetail \"Clean Swift\" (push)\n"), "\(followed.out)")
    }

    @Test func aLinkWhoseScenesShowTheirStoryboardTitlesHasNoNote() {
        defer { demo.data.remove() }
        let outcome = demo.run(["tab Notes", "link"])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(!outcome.err.contains("leads to"), "\(outcome.err)")
    }
}
