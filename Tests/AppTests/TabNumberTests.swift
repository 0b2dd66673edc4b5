import Foundation
import SceneShell
import SceneTesting
import Testing

/// `tab N` counts the tabs of the tab bar shown, as The demo app article says (`tab Notes` or
/// `tab 2` selects a tab), also where the scene shown is in a split inside a tab: a split's panes
/// have no tab bar, `focus` (or `tab NAME`) moves between them.
@Suite @MainActor struct TabNumberTests {
    let demo = DemoSession()

    @Test func tabTwoOnTheFirstScreenSelectsNotes() {
        let run = demo.run(["tab 2", "stack"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Contacts  [Notes]  Shop  Account\nDemo > Notes\n== Notes =="))
        #expect(run.out.contains("1. Main \"Demo\" (root)\n2. NotesList \"Notes\" (root)\n"))
    }

    @Test func everyNumberOfTheTabBarSelectsItsTabFromInsideTheSplit() {
        for (number, tab) in [
            (1, "[Contacts]  Notes  Shop  Account"), (3, "Contacts  Notes  [Shop]  Account"),
            (4, "Contacts  Notes  Shop  [Account]"),
        ] {
            let run = demo.run(["select 2", "tab \(number)"])
            #expect(run.status == 0, "tab \(number): \(run.err)")
            let last = run.out.components(separatedBy: "> tab \(number)\n").last ?? ""
            #expect(last.hasPrefix(tab + "\n"), "tab \(number): \(last)")
        }
    }

    @Test func aNumberPastTheTabBarIsRefusedWithTheTabBarsTabs() {
        for number in ["5", "0", "-1", "9223372036854775807", "99999999999999999999"] {
            let run = demo.run(["tab \(number)"])
            #expect(run.status == 1)
            #expect(
                run.err
                    == "error: there is no tab \(number): the tabs are numbered 1 to 4 (1 Contacts, 2 Notes, 3 Shop,"
                    + " 4 Account)\n")
        }
    }

    @Test func aMisspeltTabIsSuggestedFromEveryContainerShown() {
        let run = demo.run(["tab Nots", "tab Contcts"])
        #expect(run.status == 1)
        let tabs = "the tabs: Contacts, Notes, Shop, Account, List, Contact"
        #expect(
            run.err == "error: there is no tab 'Nots'; did you mean 'Notes'?; \(tabs)\n"
                + "error: there is no tab 'Contcts'; did you mean 'Contacts'?; \(tabs)\n")
    }

    @Test func aPaneIsStillSelectedByItsName() {
        let run = demo.run(["tab Contact", "stack"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("List | [Contact]\n"))
    }
}
