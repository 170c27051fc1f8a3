import Foundation
import Testing

@testable import CoreContract

/// The contract's part of the compression rule (docs/clinical-rules.md, "Compression"): the
/// shape of a plan's compression and its specialist's advice, which the server applies too.
/// Whether the leg's ABPI allows it is LibWound's `CompressionSafetyRule`.
@Suite("A care plan's compression, on the wire")
struct CarePlanCompressionContractTests {
  static let now = Date(timeIntervalSince1970: 1_772_366_400)  // 2026-03-01T12:00:00Z

  static func plan(_ compression: Wire.CarePlan.Compression?) -> Wire.CarePlan {
    let wound = RecordID(UUID())
    return Wire.CarePlan(
      woundId: wound,
      startsOn: "2026-02-20",
      primaryDressing: "foam",
      dressingChange: .every(2),
      compression: compression,
      createdAt: now,
      updatedAt: now
    )
  }

  static func field(_ compression: Wire.CarePlan.Compression?) -> String? {
    do {
      try plan(compression).validate(today: now)
      return nil
    } catch {
      return error.field
    }
  }

  @Test func noCompressionALevelAndAWholeAdviceAreValid() {
    #expect(Self.field(nil) == nil)
    #expect(Self.field(.init(level: .full)) == nil)
    #expect(
      Self.field(.init(level: .reduced, advisedBy: "Dr Okafor", advisedOn: "2026-02-27")) == nil
    )
  }

  @Test func noneIsWrittenAsNoCompression() {
    #expect(Self.field(.init(level: .none)) == "compression")
  }

  @Test func anAdviceNamesWhoAndTheDayBothOrNeither() {
    #expect(Self.field(.init(level: .full, advisedBy: "Dr Okafor")) == "advisedOn")
    #expect(Self.field(.init(level: .full, advisedOn: "2026-02-27")) == "specialistAdvice")
    #expect(
      Self.field(.init(level: .full, advisedBy: "  ", advisedOn: "2026-02-27"))
        == "specialistAdvice"
    )
    #expect(
      Self.field(.init(level: .full, advisedBy: "Dr\u{1B}[2J", advisedOn: "2026-02-27"))
        == "specialistAdvice"
    )
  }

  @Test func theAdvicesDayIsARealDayNotInTheFuture() {
    #expect(
      Self.field(.init(level: .full, advisedBy: "Dr Okafor", advisedOn: "2026-02-30"))
        == "advisedOn"
    )
    #expect(
      Self.field(.init(level: .full, advisedBy: "Dr Okafor", advisedOn: "2026-03-05"))
        == "advisedOn"
    )
    #expect(
      Self.field(.init(level: .full, advisedBy: "Dr Okafor", advisedOn: "1899-12-31"))
        == "advisedOn"
    )
  }

  @Test func compressionMergesAsOneField() {
    #expect(Wire.CarePlan.merging(of: .compression) == .merges)
  }
}
