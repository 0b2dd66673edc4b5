import Foundation
import SceneTesting
import Testing

/// The numbers that ended the real `scenes` with an arithmetic overflow before they were bounded,
/// run through the built program (so that a trap fails the test instead of killing it): each is a
/// clear error now, the process exits 1 (a scripted command failed) or 0, never on a signal, and
/// what was saved stays as it was.
@Suite struct NumbersProgramTests {
    private static func errorLines(_ outcome: ScenesProgram.Outcome) -> [Substring] {
        outcome.errorText.split(separator: "\n")
    }

    /// Every numeric argument of every scene with `Int.min`, `Int.max`, 20 digits and non-ASCII
    /// digits, and the cart's `add` with the issue's two examples.
    @Test func theIssuesNumbersAreErrorsAndNothingIsSaved() throws {
        let program = ScenesProgram()
        let lines = [
            "open -9223372036854775808", "open 9223372036854775807",
            "go Contacts", "select -9223372036854775808", "delete -9223372036854775808",
            "select 99999999999999999999", "delete ١", "root",
            "go Notes", "open -9223372036854775808", "delete -9223372036854775808", "open 9223372036854775807",
            "delete 99999999999999999999", "root",
            "go Shop", "add Big 1 9223372036854775807", "add A 999999 1000000000000",
            "add A 999999 -9223372036854775808", "add A 92233720368547758.07", "remove -9223372036854775808",
            "remove 9223372036854775807", "root", "go Shop", "stack",
        ]
        let outcome = try program.run(input: Array(lines.map { $0 + "\n" }.joined().utf8))
        #expect(outcome.termination == .exited(1))
        let errors = Self.errorLines(outcome)
        #expect(errors.count == 16, "\(errors)")
        #expect(errors.allSatisfy { $0.hasPrefix("error: '") }, "\(errors)")
        #expect(errors.contains("error: 'open': NUMBER must be from 1 to 5, not '-9223372036854775808'"))
        #expect(errors.contains("error: 'select': NUMBER must be from 1 to 3, not '99999999999999999999'"))
        #expect(errors.contains("error: 'delete': NUMBER must be a whole number from 1 to 3, not '١'"))
        #expect(errors.contains("error: 'add': QUANTITY must be from 1 to 9999, not '9223372036854775807'"))
        #expect(errors.contains("error: 'add': QUANTITY must be from 1 to 9999, not '1000000000000'"))
        #expect(
            errors.contains(
                "error: 'add': PRICE must be a price from $0.01 to $1,000,000.00, like 4.50, not '92233720368547758.07'"))
        #expect(outcome.outputText.contains("  1. 1 × Swift T-shirt at $19.99 = $19.99\n  2. 2 × Sticker pack at $4.50 = $9.00\n"))
        #expect(outcome.outputText.hasSuffix("Shopping cart> stack\n1. Menu \"Menu\" (root)\n2. ShoppingCart \"Shopping cart\" (push)\n"))
        let cart = try program.home.contents(of: "cart.json")
        #expect(!cart.contains("Big") && !cart.contains("\"A\""), "nothing refused was saved: \(cart)")
        #expect(try program.home.contents(of: "contacts.json").contains("lovelace"), "nothing was deleted")
    }

    /// A data file of each entity holding a number outside its limits: the scene says the file was
    /// kept aside, opens with a new file, and goes on working; the program ends normally. (The
    /// checkout that finds orders.json corrupt is refused, so that script exits 1; checking out
    /// again places the order.)
    @Test(arguments: [
        (
            "contacts.json", #"[{"id":9223372036854775807,"firstName":"a","lastName":"b","phone":"1","email":"a@b.example"}]"#,
            "go Contacts"
        ),
        ("notes.json", #"[{"id":9223372036854775807,"title":"t","body":"","date":"2023-11-14T22:13:20Z"}]"#, "go Notes\nadd X"),
        ("cart.json", #"[{"name":"Big","priceCents":1,"quantity":9223372036854775807}]"#, "go Shop\nadd Pen 1"),
        ("cart.json", #"[{"name":"A","priceCents":4611686018427387904,"quantity":2}]"#, "go Shop\nadd Pen 1"),
        ("cart.json", #"[{"name":"A","priceCents":-100,"quantity":-2}]"#, "go Shop\nadd Pen 1"),
        (
            "orders.json",
            #"[{"number":9223372036854775807,"items":[],"customerName":"a","customerEmail":"a@b.example","date":"2023-11-14T22:13:20Z"}]"#,
            "go SignIn\nlogin demo@example.com password1\ngo Menu\ngo Shop\ncheckout\ncheckout"
        ),
    ])
    func aDataFileWithAnOutOfRangeNumberIsKeptAsideAndTheAppGoesOn(file: String, json: String, commands: String) throws {
        let program = ScenesProgram()
        try program.home.write(json, to: file)
        let outcome = try program.run(input: Array((commands + "\nstack\n").utf8))
        #expect(outcome.termination == .exited(file == "orders.json" ? 1 : 0), "\(outcome.errorText)")
        if file == "orders.json" { #expect(outcome.outputText.contains("== Order placed ==")) }
        #expect(outcome.outputText.contains("\(file) could not be read (invalid value at [0]."), "\(outcome.outputText)")
        #expect(outcome.outputText.contains("it was kept as \(file).corrupt-1 and a new one was started"))
        #expect(try program.home.contents(of: "\(file).corrupt-1") == json)
        #expect(outcome.outputText.contains("> stack\n1. Menu \"Menu\" (root)\n"))
    }
}
