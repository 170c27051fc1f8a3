import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// `StoredInstant` writes the very text GRDB's `DateFormatter` writes, so a row written either
/// way reads back the same and compares equal byte for byte.
@Suite("Stored instants")
struct StoredInstantTests {
  /// GRDB's own text for `date`.
  private func grdbText(_ date: Date) -> String? {
    String.fromDatabaseValue(date.databaseValue)
  }

  static let edges: [Date] = [
    Date(timeIntervalSince1970: 0),
    Date(timeIntervalSince1970: -0.0005),
    Date(timeIntervalSince1970: -1),
    Date(timeIntervalSince1970: 0.999_9),
    // Half a millisecond before 1970 goes up, as after it.
    Date(timeIntervalSince1970: -3_556_261_954.142_5),
    // 10:00:01.001 is held as 10:00:01.000999…: the formatter writes .000.
    Date(timeIntervalSince1970: 1_772_359_201.001),
    Date(timeIntervalSince1970: 951_782_400),  // 2000-02-29
    Date(timeIntervalSince1970: -2_203_891_200),  // 1900-03-01
    Date(timeIntervalSince1970: -11_644_473_600),  // 1601-01-01, the first written here
    Date(timeIntervalSince1970: -11_644_473_600.001),  // GRDB's own below it
    Date(timeIntervalSince1970: -12_219_292_800),  // 1582-10-15, the Gregorian change
    Date(timeIntervalSince1970: -62_135_596_800),  // 0001-01-01
    Date(timeIntervalSince1970: 253_402_300_799.999),  // 9999-12-31 23:59:59.999
    WireDates.settled,
  ]

  @Test("Edges: the epoch, fractions below it, leap days, the first and last years")
  func edges() {
    for date in Self.edges {
      #expect(StoredInstant.text(date) == grdbText(date), "\(date.timeIntervalSince1970)")
    }
  }

  @Test("200,000 instants from 1601 to 9999, with microseconds, read as GRDB writes them")
  func random() {
    var generator = SeededGenerator(seed: 33)
    var mismatches: [Double] = []
    for index in 0..<200_000 {
      // Half near today (the app's instants), half over every year written here.
      let seconds =
        index.isMultiple(of: 2)
        ? Double.random(in: 1.5e9...2.0e9, using: &generator)
        : Double.random(in: -11_644_473_600...253_402_300_799, using: &generator)
      let date = Date(timeIntervalSince1970: seconds)
      if StoredInstant.text(date) != grdbText(date) { mismatches.append(seconds) }
    }
    let shown = mismatches.prefix(5).map {
      let date = Date(timeIntervalSince1970: $0)
      return "\($0): \(StoredInstant.text(date)) against \(grdbText(date) ?? "nil")"
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(shown)")
  }

  private struct GRDBRow: Codable, PersistableRecord {
    static let databaseTableName = "instant"
    var id: Int
    var at: Date
    var maybe: Date?
  }

  private struct StoredRow: Codable, StoreRecord {
    static let databaseTableName = "instant"
    var id: Int
    var at: Date
    var maybe: Date?
  }

  @Test("A StoreRecord's insertRow writes the instants GRDB's Codable insert writes")
  func rows() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE instant (id INTEGER PRIMARY KEY, at, maybe)")
      for (index, date) in Self.edges.enumerated() {
        try GRDBRow(id: 2 * index, at: date, maybe: index.isMultiple(of: 3) ? nil : date)
          .insert(db)
        try StoredRow(id: 2 * index + 1, at: date, maybe: index.isMultiple(of: 3) ? nil : date)
          .insertRow(db)
      }
      let pairs = try Row.fetchAll(
        db,
        sql: """
          SELECT a.at = b.at AND typeof(a.at) = typeof(b.at)
            AND a.maybe IS b.maybe AND typeof(a.maybe) = typeof(b.maybe) AS same
          FROM instant a JOIN instant b ON b.id = a.id + 1 WHERE a.id % 2 = 0
          """
      )
      #expect(pairs.count == Self.edges.count)
      #expect(pairs.allSatisfy { $0["same"] == true })
      let read = try Date.fetchAll(db, sql: "SELECT at FROM instant ORDER BY id")
      #expect(read.count == 2 * Self.edges.count)
      for index in stride(from: 0, to: read.count, by: 2) {
        #expect(read[index] == read[index + 1])
      }
    }
  }
}

/// An instant as the app records one: now, settled within its millisecond.
private enum WireDates {
  static let settled = Date(timeIntervalSince1970: 1_780_000_000.123_25)
}

/// A small deterministic generator (SplitMix64): the same instants on every run.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
