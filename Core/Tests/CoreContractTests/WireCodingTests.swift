import Foundation
import Testing

@testable import CoreContract

@Suite("Wire coding")
struct WireCodingTests {
  struct Dated: Codable, Equatable {
    var date: Date
    var name: String
  }

  @Test func instantsGoOutInUTCWithMillisecondsAndSortedKeys() throws {
    let value = Dated(date: Date(timeIntervalSince1970: 1_772_359_201.25), name: "Zoë")
    let json = String(decoding: try WireCoding.encoder.encode(value), as: UTF8.self)
    #expect(json == #"{"date":"2026-03-01T10:00:01.250Z","name":"Zoë"}"#)
  }

  @Test func aMillisecondHeldJustBelowIsRoundedNotDropped() {
    // 10:00:01.001 is held as 10:00:01.000999…; truncating would send .000.
    let date = Date(timeIntervalSince1970: 1_772_359_201.001)
    #expect(WireCoding.text(for: date) == "2026-03-01T10:00:01.001Z")
    #expect(
      WireCoding.text(for: Date(timeIntervalSince1970: 1_772_359_201.9996)).hasSuffix(":02.000Z")
    )
  }

  @Test func beforeNineteenSeventyTheFractionStaysPositive() {
    #expect(WireCoding.text(for: Date(timeIntervalSince1970: -0.25)) == "1969-12-31T23:59:59.750Z")
  }

  @Test func readsInstantsWithAndWithoutAFraction() throws {
    let decoder = WireCoding.decoder
    let with = try decoder.decode(
      Dated.self,
      from: Data(#"{"date":"2026-03-01T10:00:01.250Z","name":"a"}"#.utf8)
    )
    let without = try decoder.decode(
      Dated.self,
      from: Data(#"{"date":"2026-03-01T10:00:01Z","name":"a"}"#.utf8)
    )
    #expect(with.date == Date(timeIntervalSince1970: 1_772_359_201.25))
    #expect(without.date == Date(timeIntervalSince1970: 1_772_359_201))
    #expect(throws: DecodingError.self) {
      try decoder.decode(Dated.self, from: Data(#"{"date":"yesterday","name":"a"}"#.utf8))
    }
  }
}

@Suite("Wire coding round trips")
struct WireCodingRoundTripTests {
  @Test func aMillisecondSurvivesEncodeThenDecode() throws {
    let date = Date(timeIntervalSince1970: 1_772_359_201.001)  // 10:00:01.001
    let data = try WireCoding.encoder.encode(["at": date])
    #expect(String(decoding: data, as: UTF8.self) == #"{"at":"2026-03-01T10:00:01.001Z"}"#)
    let back = try WireCoding.decoder.decode([String: Date].self, from: data)["at"]!
    #expect(WireCoding.text(for: back) == "2026-03-01T10:00:01.001Z")
    #expect(abs(back.timeIntervalSince(date)) < 0.0005)
  }

  @Test func aChangePageGoesRound() throws {
    let id = RecordID(UUID())
    let page = Wire.ChangePage(
      changes: [
        Wire.Change(
          sequence: 7,
          type: RecordType(rawValue: "newKind"),
          id: id,
          record: .object(["x": .number(1.5)])
        ),
        Wire.Change(sequence: 8, type: Wire.Patient.type, id: id, record: nil),
      ],
      next: 8,
      hasMore: false
    )
    let back = try WireCoding.decoder.decode(
      Wire.ChangePage.self,
      from: WireCoding.encoder.encode(page)
    )
    #expect(back == page)
    #expect(back.changes[1].isTombstone)
  }

  /// An instant recorded now is stored (GRDB truncates to the millisecond) and sent (the wire
  /// rounds) as the same millisecond once settled, microseconds or float error whatever.
  @Test func aSettledInstantIsTheSameMillisecondTruncatedOrRounded() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<10_000 {
      let raw = Date(timeIntervalSince1970: Double.random(in: 0..<4_102_444_800, using: &generator))
      let settled = WireCoding.settled(raw)
      let truncated = (settled.timeIntervalSince1970 * 1000).rounded(.down)
      let rounded = (settled.timeIntervalSince1970 * 1000).rounded()
      #expect(truncated == rounded, "\(raw.timeIntervalSince1970)")
      #expect(truncated == (raw.timeIntervalSince1970 * 1000).rounded(.down), "its own millisecond")
    }
  }
}
