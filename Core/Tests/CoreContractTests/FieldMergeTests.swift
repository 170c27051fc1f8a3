import Testing

@testable import CoreContract

@Suite("Field merge")
struct FieldMergeTests {
  private static let current: [String: JSONValue] = [
    "givenName": .string("Ada"), "phone": .string("0100"), "notes": .string("n"),
  ]

  private static func change(_ field: String, _ from: JSONValue, _ to: JSONValue)
    -> Wire.FieldChange
  {
    Wire.FieldChange(field: field, from: from, to: to)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var changes: [Wire.FieldChange]
    var fields: [String: JSONValue]
    var changed: [String]
    var conflicts: [Wire.FieldConflict]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a field still holding from takes to",
      changes: [change("phone", .string("0100"), .string("0199"))],
      fields: current.merging(["phone": .string("0199")]) { $1 },
      changed: ["phone"],
      conflicts: []
    ),
    Case(
      name: "a field already holding to is no change and no conflict",
      changes: [change("phone", .string("0000"), .string("0100"))],
      fields: current,
      changed: [],
      conflicts: []
    ),
    Case(
      name: "a field changed by a colleague keeps theirs and is a conflict",
      changes: [change("givenName", .string("Ad"), .string("Adele"))],
      fields: current,
      changed: [],
      conflicts: [
        Wire.FieldConflict(field: "givenName", mine: .string("Adele"), theirs: .string("Ada"))
      ]
    ),
    Case(
      name: "an absent field is from null",
      changes: [change("address", .null, .string("1 Rue"))],
      fields: current.merging(["address": .string("1 Rue")]) { $1 },
      changed: ["address"],
      conflicts: []
    ),
    Case(
      name: "to null removes the field",
      changes: [change("notes", .string("n"), .null)],
      fields: current.filter { $0.key != "notes" },
      changed: ["notes"],
      conflicts: []
    ),
    Case(
      name: "one conflict does not stop another field",
      changes: [
        change("givenName", .string("X"), .string("Y")),
        change("phone", .string("0100"), .string("0199")),
      ],
      fields: current.merging(["phone": .string("0199")]) { $1 },
      changed: ["phone"],
      conflicts: [
        Wire.FieldConflict(field: "givenName", mine: .string("Y"), theirs: .string("Ada"))
      ]
    ),
  ]

  @Test(arguments: cases)
  func merge(_ example: Case) {
    let result = FieldMerge.merge(current: Self.current, changes: example.changes)
    #expect(result.fields == example.fields)
    #expect(result.changed == example.changed)
    #expect(result.conflicts == example.conflicts)
  }

  @Test func overlayLaysChangesWhateverTheFieldHolds() {
    let fields = FieldMerge.overlay(
      current: Self.current,
      changes: [
        Self.change("givenName", .string("Other"), .string("Adele")),
        Self.change("notes", .string("n"), .null),
        Self.change("address", .null, .string("1 Rue")),
      ]
    )
    #expect(
      fields == [
        "givenName": .string("Adele"), "phone": .string("0100"), "address": .string("1 Rue"),
      ]
    )
  }

  @Test func changesListsOnlyMergeableFieldsThatDifferInNameOrder() {
    let new: [String: JSONValue] = [
      "givenName": .string("Adele"), "phone": .string("0100"), "version": .number(9),
      "address": .string("1 Rue"),
    ]
    let changes = FieldMerge.changes(
      from: Self.current,
      to: new,
      mergeable: ["givenName", "phone", "notes", "address"]
    )
    #expect(
      changes == [
        Self.change("address", .null, .string("1 Rue")),
        Self.change("givenName", .string("Ada"), .string("Adele")),
        Self.change("notes", .string("n"), .null),
      ]
    )
  }

  @Test func changesThenMergeGivesTheNewRecord() {
    let new: [String: JSONValue] = ["givenName": .string("Adele"), "phone": .string("0100")]
    let changes = FieldMerge.changes(
      from: Self.current,
      to: new,
      mergeable: ["givenName", "phone", "notes"]
    )
    #expect(FieldMerge.merge(current: Self.current, changes: changes).fields == new)
  }
}
