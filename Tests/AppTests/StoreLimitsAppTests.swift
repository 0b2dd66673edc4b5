import Foundation
import Testing

/// The demo's records declare their limits: a note title, a contact field or a cart line over one
/// is refused on the real `scenes`, naming the field and its limit, and nothing is saved (issue 43,
/// item 4).
@Suite struct StoreLimitsAppTests {
    @Test func aNoteTitleOverItsLimitIsRefusedAndTheNotesStayAsTheyWere() throws {
        let title = String(repeating: "t", count: 201)
        let outcome = try FreeTextRestTests.script("tab Notes\nadd \(title) body\nadd Milk\n")
        #expect(outcome.out.contains("a note's title holds at most 200 characters, not 201; nothing was saved"))
        #expect(!outcome.out.contains("  3. \(title)"))
        #expect(outcome.out.contains("  3. Milk ("), "the next note is numbered 3: nothing was saved before it")
        #expect(outcome.status != 0, "a refused command fails the script")
    }

    @Test func aContactFieldOverItsLimitIsRefusedNamingIt() throws {
        let name = String(repeating: "n", count: 101)
        let outcome = try FreeTextRestTests.script("add\nfirst \(name)\nlast Byron\nphone 555 0100\nsave\n")
        #expect(outcome.out.contains("a contact's first name holds at most 100 characters, not 101; nothing was saved"))
        #expect(!outcome.out.contains("added \(name)"))
    }
}
