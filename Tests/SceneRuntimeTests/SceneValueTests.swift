import Foundation
import SceneRuntime
import Testing

@Suite struct SceneValueTests {
    static let date = Date(timeIntervalSince1970: 1_795_339_800)

    /// A value of every type with its type and JSON form.
    static let samples: [(SceneValue, SceneValueType, String)] = [
        (.text("Ada \"the\" first\n"), .text, #""Ada \"the\" first\n""#),
        (.integer(-42), .integer, "-42"),
        (.decimal(Decimal(string: "19.99") ?? 0), .decimal, "19.99"),
        (.boolean(true), .boolean, "true"),
        (.date(date), .date, #""2026-11-22T09:30:00Z""#),
        (.date(date.addingTimeInterval(0.25)), .date, #""2026-11-22T09:30:00.250Z""#),
        (.identifier("C-42"), .identifier, #""C-42""#),
        (.list([.integer(1), .integer(2)]), .list(of: .integer), "[1, 2]"),
        (.list([.list([.text("a")])]), .list(of: .list(of: .text)), #"[["a"]]"#),
        (.list([]), .list(of: .date), "[]"),
    ]

    @Test(arguments: samples.indices) func everyValueRoundTripsThroughItsJSONForm(index: Int) throws {
        let (value, type, json) = Self.samples[index]
        #expect(value.json == json)
        #expect(try SceneValue(json: json, as: type) == value)
        #expect(value.conforms(to: type))
    }

    @Test func everyTypeRoundTripsThroughItsSpelling() {
        let types: [SceneValueType] = SceneValueType.scalars + [.list(of: .integer), .list(of: .list(of: .identifier))]
        for type in types {
            #expect(SceneValueType(spelling: type.description) == type)
        }
        #expect(types.map(\.description) == ["text", "integer", "decimal", "boolean", "date", "identifier", "[integer]", "[[identifier]]"])
        for wrong in ["", "[]", "int", "[integer", "Text", "list<integer>"] {
            #expect(SceneValueType(spelling: wrong) == nil, "\(wrong)")
        }
    }

    @Test func valuesOfAnotherTypeAreRefused() {
        #expect(throws: SceneValue.JSONError.notOfType(.integer, json: "1.5")) { try SceneValue(json: "1.5", as: .integer) }
        #expect(throws: SceneValue.JSONError.notOfType(.date, json: #""yesterday""#)) {
            try SceneValue(json: #""yesterday""#, as: .date)
        }
        #expect(throws: SceneValue.JSONError.notOfType(.identifier, json: #""""#)) { try SceneValue(json: #""""#, as: .identifier) }
        #expect(throws: SceneValue.JSONError.notOfType(.list(of: .integer), json: "[1, \"2\"]")) {
            try SceneValue(json: "[1, \"2\"]", as: .list(of: .integer))
        }
        #expect(throws: SceneValue.JSONError.self) { try SceneValue(json: "{", as: .text) }
        #expect(SceneValue.JSONError.notOfType(.date, json: "3").description == "3 is not a value of type date")
    }

    @Test func conversionIsLosslessOnly() {
        #expect(SceneValue.integer(3).converted(to: .decimal) == .decimal(3))
        #expect(SceneValue.decimal(3).converted(to: .integer) == nil)
        #expect(SceneValue.text("x").converted(to: .identifier) == .identifier("x"))
        #expect(SceneValue.identifier("x").converted(to: .text) == nil)
        #expect(SceneValue.boolean(true).converted(to: .text) == nil)
        #expect(SceneValue.list([.integer(1)]).converted(to: .list(of: .decimal)) == .list([.decimal(1)]))
        #expect(!SceneValue.list([.integer(1), .text("a")]).conforms(to: .list(of: .integer)))
    }

    @Test func swiftTypesConvertBothWays() throws {
        func roundTrip<T: SceneValueConvertible & Equatable>(_ value: T, _ type: SceneValueType) {
            #expect(T.sceneValueType == type)
            #expect(value.sceneValue.conforms(to: type))
            #expect(T(sceneValue: value.sceneValue) == value)
            #expect(T(sceneValue: .boolean(false)) == nil || T.self == Bool.self)
        }
        roundTrip("Ada", .text)
        roundTrip(42, .integer)
        roundTrip(Decimal(string: "0.1") ?? 0, .decimal)
        roundTrip(true, .boolean)
        roundTrip(Self.date, .date)
        roundTrip(SceneIdentifier("C-1"), .identifier)
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        roundTrip(uuid, .identifier)
        roundTrip([1, 2, 3], .list(of: .integer))
        roundTrip([["a"], []], .list(of: .list(of: .text)))
        #expect([Int](sceneValue: .list([.integer(1), .text("2")])) == nil)
        #expect(SceneIdentifier(rawValue: "") == nil)
    }
}
