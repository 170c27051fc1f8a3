import CoreContractCases
import Foundation
import Testing

@testable import CoreContract

/// A record's fields are declared once, as its `CodingKeys` and `merging(of:)`: every list of
/// keys is derived from them, and a stored property the keys leave out fails here.
@Suite("One declaration per record")
struct TeamRecordDeclarationTests {
  /// A versioned record that exists only here: what a newcomer declares for a new kind.
  struct Dressing: TeamRecord {
    var id: RecordID
    var woundId: RecordID
    var product: String
    var version: Int?

    enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, woundId, product, version
    }
    static func merging(of field: CodingKeys) -> FieldMerging {
      switch field {
      case .product: return .merges
      case .id, .woundId, .version: return .fixed
      }
    }
    static let type = RecordType(rawValue: "dressing")
    static let policy = RecordPolicy.versioned
    var recordID: RecordID { id }
    var parent: RecordReference? { RecordReference(Wire.Wound.type, woundId) }
    func validate(today: Date) throws(RuleViolation) {}
  }

  /// The same record with one optional text field added: two lines (the property and its
  /// key, with its case in the switch), and every list follows.
  struct DressingWithNote: TeamRecord {
    var id: RecordID
    var woundId: RecordID
    var product: String
    var note: String?
    var version: Int?

    enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, woundId, product, note, version
    }
    static func merging(of field: CodingKeys) -> FieldMerging {
      switch field {
      case .product, .note: return .merges
      case .id, .woundId, .version: return .fixed
      }
    }
    static let type = RecordType(rawValue: "dressing")
    static let policy = RecordPolicy.versioned
    var recordID: RecordID { id }
    var parent: RecordReference? { RecordReference(Wire.Wound.type, woundId) }
    func validate(today: Date) throws(RuleViolation) {}
  }

  static let wound = RecordID(UUID(uuidString: "00000000-0000-0000-0000-0000000000aa")!)
  static let id = RecordID(UUID(uuidString: "00000000-0000-0000-0000-0000000000bb")!)

  @Test func theKeysAndTheMergeableFieldsComeFromTheDeclaration() {
    #expect(Dressing.allowedKeys == ["id", "woundId", "product", "version"])
    #expect(Dressing.mergeableFields == ["product"])
    #expect(DressingWithNote.allowedKeys == ["id", "woundId", "product", "note", "version"])
    #expect(DressingWithNote.mergeableFields == ["product", "note"])
  }

  @Test func anAddedFieldTravelsInItsJSONAndItsEditsAreSent() throws {
    let before = DressingWithNote(id: Self.id, woundId: Self.wound, product: "foam", version: 1)
    var after = before
    after.note = "change if strike-through"
    let (old, new) = (try JSONValue(encoding: before), try JSONValue(encoding: after))
    #expect(Set((new.fields ?? [:]).keys).isSubset(of: DressingWithNote.allowedKeys))
    let changes = FieldMerge.changes(
      from: old.fields ?? [:],
      to: new.fields ?? [:],
      mergeable: DressingWithNote.mergeableFields
    )
    #expect(changes == [Wire.FieldChange(field: "note", from: .null, to: .string(after.note!))])
    let decoded = try new.decode(as: DressingWithNote.self)
    #expect(decoded == after)
  }

  /// Swift synthesises `Codable` from `CodingKeys`, but an optional `var` left out of them
  /// compiles (it decodes as nil) and never travels: each stored property must have its key.
  @Test(arguments: Self.samples.map { ($0.type.rawValue, $0.record) })
  func everyStoredPropertyOfEveryContractRecordHasItsKey(type: String, record: any TeamRecord) {
    let properties = Set(Mirror(reflecting: record).children.compactMap(\.label))
    #expect(properties == Swift.type(of: record).allowedKeys, "\(type)")
  }

  @Test func theSamplesCoverEveryKindTheTeamShares() {
    #expect(Self.samples.map(\.type) == Wire.records.map { $0.type })
  }

  @Test func onlyVersionedRecordsMergeAndTheirIdentityNeverDoes() {
    for record in Wire.records {
      let mergeable = record.mergeableFields
      #expect(mergeable.isSubset(of: record.allowedKeys), "\(record.type)")
      if record.policy == .versioned {
        #expect(!mergeable.isEmpty, "\(record.type) merges nothing")
        #expect(record.allowedKeys.contains(ServerStamps.version), "\(record.type) has a version")
        #expect(
          mergeable.isDisjoint(with: [
            "id", ServerStamps.version, "createdAt", ServerStamps.updatedAt,
          ])
        )
      } else {
        #expect(mergeable.isEmpty, "\(record.type) never changes, so nothing merges")
      }
    }
  }

  /// One record of each kind, in `Wire.records`' order: the first of its complete records, so
  /// a new kind needs no sample of its own here (its complete record is required anyway).
  static var samples: [(type: RecordType, record: any TeamRecord)] {
    Wire.records.compactMap { kind in
      CompleteRecords.records(of: kind).first.map { (kind.type, $0) }
    }
  }
}
