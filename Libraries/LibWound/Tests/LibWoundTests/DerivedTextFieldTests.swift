import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibWound

/// docs/sync.md, "Adding a field": a new optional text is declared on its contract record and
/// listed once beside its details' property (`WoundDetails.wireTexts`); the adapter, the
/// store's column and trimming, the merge, the rule and the name every output uses follow.
/// Proved here on a record and details that exist only in this test, with one text more
/// (`brand`) than its first version had.
@Suite("A new text field follows its declaration")
struct DerivedTextFieldTests {
  /// What a nurse says of a bandage: the test's stand-in for `WoundDetails`.
  struct Bandage: Equatable {
    var product: String
    var note: String?
    var brand: String?
  }

  /// The bandage as the team shares it: the stand-in for `Wire.Wound`, with `brand` added.
  struct BandageRecord: TeamRecord {
    var id: RecordID
    var woundId: RecordID
    var product: String
    var note: String?
    var brand: String?
    var version: Int?

    enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, woundId, product, note, brand, version
    }
    static func merging(of field: CodingKeys) -> FieldMerging {
      switch field {
      case .product, .note, .brand: return .merges
      case .id, .woundId, .version: return .fixed
      }
    }
    static func text(of field: CodingKeys) -> TextRule? {
      switch field {
      case .note: return .lines
      case .product, .brand: return .line
      default: return nil
      }
    }
    static let type = RecordType(rawValue: "bandage")
    static let policy = RecordPolicy.versioned
    var recordID: RecordID { id }
    var parent: RecordReference? { RecordReference(Wire.Wound.type, woundId) }
    func validate(today: Date) throws(RuleViolation) {
      try Self.checkText(product, .product)
      try Self.checkText(note, .note)
      try Self.checkText(brand, .brand)
    }
  }

  /// The one line `brand` adds beside its property, as `WoundDetails.wireTexts` has one per text.
  static let texts: [WireText<Bandage, BandageRecord>] = [
    WireText(.note, \.note, \.note),
    WireText(.brand, \.brand, \.brand),
  ]

  static let id = RecordID(UUID(uuidString: "00000000-0000-0000-0000-0000000000bb")!)
  static let wound = RecordID(UUID(uuidString: "00000000-0000-0000-0000-0000000000aa")!)

  static func record(_ bandage: Bandage) -> BandageRecord {
    var record = BandageRecord(id: id, woundId: wound, product: bandage.product, version: 1)
    WireText.copy(texts, from: bandage, into: &record)
    return record
  }

  @Test func theTextIsNamedAsItsRecordsKey() {
    #expect(Self.texts.map(\.text.name) == ["note", "brand"])
  }

  @Test func theTextCrossesTheStoreWithAColumnItsMigrationNeverNamed() throws {
    let bandage = Bandage(product: "foam", note: "lift\nslowly", brand: "Mepilex")
    let queue = try DatabaseQueue()
    try queue.write { db in
      // The table as its first, frozen migration made it: no column for `note` or `brand`.
      try db.create(table: "bandage") { table in
        table.primaryKey("id", .text)
        table.column("woundId", .text).notNull()
        table.column("product", .text).notNull()
        table.column("version", .integer)
      }
      for migration in StoredRecord<BandageRecord>.columnMigrations { try migration.migrate(db) }
      try StoredRecord(Self.record(bandage)).insertRow(db)
    }
    let stored = try queue.read { db in
      try StoredRecord<BandageRecord>.fetchOne(db, key: Self.id.text)
    }
    let record = try #require(stored?.record)
    var read = Bandage(product: record.product)
    WireText.copy(Self.texts, from: record, into: &read)
    #expect(read == bandage)
    #expect(
      StoredRecord<BandageRecord>.columnMigrations.map(\.name).contains("bandage.column.brand")
    )
  }

  @Test func theStoreKeepsTheTextTrimmedAndABlankOneAsNone() {
    let typed = Bandage(product: "foam", note: "  ", brand: " Mepilex \n")
    #expect(
      WireText.trimmed(Self.texts, typed) == Bandage(product: "foam", note: nil, brand: "Mepilex")
    )
  }

  @Test func anEditOfTheTextTravelsAsItsOwnFieldChange() throws {
    let before = try JSONValue(encoding: Self.record(Bandage(product: "foam", brand: "Mepilex")))
    let after = try JSONValue(encoding: Self.record(Bandage(product: "foam", brand: "Allevyn")))
    let changes = FieldMerge.changes(
      from: try #require(before.fields),
      to: try #require(after.fields),
      mergeable: BandageRecord.mergeableFields
    )
    #expect(changes.map(\.field) == ["brand"])
    #expect(BandageRecord.allowedKeys.contains("brand"))
  }

  @Test func theTextIsHeldToItsRuleNamingIt() {
    let record = Self.record(Bandage(product: "foam", brand: "Mepi\u{1B}[2Jlex"))
    #expect {
      try record.validate(today: Date())
    } throws: { error in
      (error as? RuleViolation)?.field == "brand"
    }
  }

  /// The wound's own list: each text is named by the key its wire key path writes, and merges.
  @Test func everyTextOfAWoundIsTheWireFieldItsKeyNames() throws {
    let wound = Wound(
      id: Wound.ID(),
      patientID: Patient.ID(),
      openedOn: CalendarDate(year: 2026, month: 11, day: 2)!,
      openedBy: "anna",
      details: WoundDetails(type: .venousLegUlcer, site: .leftHeel),
      status: .open,
      version: 1,
      createdAt: Date(timeIntervalSince1970: 0),
      updatedAt: Date(timeIntervalSince1970: 0)
    )
    for text in WoundDetails.wireTexts {
      var marked = wound
      marked.details[keyPath: text.details] = "marked"
      let wire = WoundAdapter.wire(from: marked)
      #expect(wire[keyPath: text.wire] == "marked", "\(text.key)")
      let fields = try #require(try JSONValue(encoding: wire).fields)
      #expect(fields[text.key.stringValue] == .string("marked"), "\(text.key)")
      #expect(Wire.Wound.mergeableFields.contains(text.key.stringValue), "\(text.key)")
      #expect(try WoundAdapter.wound(from: wire) == marked, "\(text.key)")
    }
  }
}
