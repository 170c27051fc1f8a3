import Foundation
import GRDB
import Testing

@testable import LibWound

/// An assessment's row written column by column holds, column for column, what GRDB's
/// `Encodable` path writes for the same record.
@Suite struct AssessmentRowWritingTests {
  /// GRDB's `Encodable` path for the record, as it wrote every assessment before.
  private struct ThroughEncodable: EncodableRecord, Encodable {
    var record: AssessmentRecord
    func encode(to encoder: any Encoder) throws { try record.encode(to: encoder) }
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
      AssessmentRecord.databaseUUIDEncodingStrategy(for: column)
    }
  }

  private static let full = AssessmentRecord(
    id: UUID(),
    woundID: UUID(),
    takenAt: Date(timeIntervalSince1970: 1_772_359_201.001),
    takenBy: "n1",
    lengthTenths: 35,
    widthTenths: 20,
    depthTenths: 4,
    underminingClock: 3,
    underminingDepthTenths: 10,
    tunnellingClock: 12,
    tunnellingDepthTenths: 7,
    epithelial: 10,
    granulation: 60,
    slough: 20,
    necrotic: 10,
    exudateAmount: "moderate",
    exudateType: "serous",
    periwound: ["macerated", "red/hot", "é"],
    odour: true,
    pain: 4,
    infectionSigns: ["purulence", "odour-increase"],
    dressing: "foam \"hydro\"",
    notes: "line\nnext",
    supersedes: UUID(),
    recordedAt: Date(timeIntervalSince1970: -86_400.5)
  )

  @Test(arguments: [
    full,
    AssessmentRecord(
      id: UUID(),
      woundID: UUID(),
      takenAt: Date(timeIntervalSince1970: 0),
      takenBy: nil,
      lengthTenths: 0,
      widthTenths: 0,
      depthTenths: nil,
      underminingClock: nil,
      underminingDepthTenths: nil,
      tunnellingClock: nil,
      tunnellingDepthTenths: nil,
      epithelial: 100,
      granulation: 0,
      slough: 0,
      necrotic: 0,
      exudateAmount: "none",
      exudateType: nil,
      periwound: [],
      odour: false,
      pain: nil,
      infectionSigns: [],
      dressing: nil,
      notes: nil,
      supersedes: nil,
      recordedAt: Date(timeIntervalSince1970: 4_102_444_799.999)
    ),
  ])
  func theRowIsWhatEncodableWrote(record: AssessmentRecord) throws {
    #expect(try record.databaseDictionary == ThroughEncodable(record: record).databaseDictionary)
  }

  /// `insertRow`'s one prepared statement stores, column for column, what the record's
  /// persistence container holds (and so what `Encodable` wrote), in a real store.
  @Test func anInsertedRowHoldsWhatTheContainerHolds() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    var corrected = Self.full
    corrected.woundID = wound
    corrected.supersedes = nil
    var correcting = Self.full
    correcting.id = UUID()
    correcting.woundID = wound
    correcting.supersedes = corrected.id
    for record in [corrected, correcting] {
      let stored = try await fixture.store.writer.write { db in
        try record.insertRow(db)
        return try Row.fetchOne(
          db,
          sql: "SELECT * FROM assessment WHERE id = ?",
          arguments: [record.id.uuidString.lowercased()]
        )
      }
      let row = try #require(stored)
      let expected = try record.databaseDictionary
      #expect(Set(row.columnNames) == Set(expected.keys))
      for column in row.columnNames {
        #expect(row[column] as DatabaseValue == expected[column], "\(column)")
      }
    }
  }
}
