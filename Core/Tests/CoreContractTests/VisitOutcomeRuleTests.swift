import CoreContract
import Foundation
import Testing

/// A visit's outcome, day of death and start (docs/care-plans.md, "Visit outcomes"): what the
/// app and the server both refuse, naming the field.
@Suite("Visit outcome rules")
struct VisitOutcomeRuleTests {
  static let now = Date(timeIntervalSince1970: 1_795_687_200)  // 2026-11-26 10:00 UTC
  static let patient = RecordID(UUID())
  static let wound = RecordID(UUID())

  static func visit(
    _ outcome: VisitOutcome?,
    deceasedOn: String? = nil,
    startedAt: Date? = nil,
    dressings: [RecordID] = []
  ) -> Wire.Visit {
    Wire.Visit(
      id: RecordID(UUID()),
      patientId: patient,
      visitedAt: now,
      dressingsChanged: dressings,
      outcome: outcome,
      deceasedOn: deceasedOn,
      startedAt: startedAt
    )
  }

  static func refused(_ visit: Wire.Visit) -> String? {
    do {
      try visit.validate(today: now)
      return nil
    } catch {
      return error.field
    }
  }

  @Test func theVocabularyIsSpelledAsTheWireSpellsIt() {
    #expect(
      VisitOutcome.allCases.map(\.rawValue) == [
        "done", "not-at-home", "refused", "in-hospital", "deceased",
      ]
    )
    #expect(VisitOutcome.notAtHome.words == "not at home")
  }

  @Test func aVisitWithoutAnOutcomeOrDoneMayNameWhatWasDone() {
    #expect(Self.refused(Self.visit(nil, dressings: [Self.wound])) == nil)
    #expect(Self.refused(Self.visit(.done, dressings: [Self.wound])) == nil)
  }

  @Test(arguments: [VisitOutcome.notAtHome, .refused, .inHospital])
  func aVisitNotDoneNamesNothingDone(outcome: VisitOutcome) {
    #expect(Self.refused(Self.visit(outcome)) == nil)
    #expect(Self.refused(Self.visit(outcome, dressings: [Self.wound])) == "outcome")
  }

  @Test func deceasedNeedsItsDayAndOnlyItHasOne() {
    #expect(Self.refused(Self.visit(.deceased)) == "deceasedOn")
    #expect(Self.refused(Self.visit(.deceased, deceasedOn: "2026-11-25")) == nil)
    #expect(Self.refused(Self.visit(.deceased, deceasedOn: "2026-02-30")) == "deceasedOn")
    #expect(Self.refused(Self.visit(.deceased, deceasedOn: "2026-11-29")) == "deceasedOn")
    #expect(Self.refused(Self.visit(.notAtHome, deceasedOn: "2026-11-25")) == "deceasedOn")
    #expect(Self.refused(Self.visit(nil, deceasedOn: "2026-11-25")) == "deceasedOn")
  }

  @Test func theStartIsAtOrBeforeTheEnd() {
    #expect(Self.refused(Self.visit(.done, startedAt: Self.now.addingTimeInterval(-1800))) == nil)
    #expect(Self.refused(Self.visit(.done, startedAt: Self.now)) == nil)
    #expect(
      Self.refused(Self.visit(.done, startedAt: Self.now.addingTimeInterval(60))) == "startedAt"
    )
    #expect(Self.refused(Self.visit(.done, startedAt: InstantRule.earliest - 1)) == "startedAt")
  }

  @Test func aVoidHasNoOutcome() {
    var void = Wire.Visit(
      id: RecordID(UUID()),
      patientId: Self.patient,
      visitedAt: Self.now,
      voids: RecordID(UUID())
    )
    #expect(Self.refused(void) == nil)
    void.outcome = .notAtHome
    #expect(Self.refused(void) == "voids")
  }
}
