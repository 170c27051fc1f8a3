import CoreContract
import CoreDatabase
import Foundation
import Testing

@testable import LibPatient

@Suite("Ankle-brachial pressure index")
struct ABPITests {
  /// The bands' edges on the rounded index (docs/clinical-rules.md), brachial 100 mmHg.
  @Test(arguments: [
    (49, ABPIBand.severeArterialDisease), (50, .arterialOrMixedDisease),
    (79, .arterialOrMixedDisease), (80, .noSignificantArterialDisease),
    (130, .noSignificantArterialDisease), (131, .incompressible),
  ])
  func bandsOnTheEdges(ankle: Int, band: ABPIBand) {
    let index = LegIndex(leg: .left, ankle: ankle, brachial: 100)
    #expect(index.hundredths == ankle)
    #expect(index.band == band)
  }

  /// Rounded to two decimals half away from zero before the band is read: 0.495 is 0.50,
  /// arterial disease rather than severe; 0.795 is 0.80; 0.7949… stays 0.79.
  @Test(arguments: [
    (99, 200, 50, ABPIBand.arterialOrMixedDisease), (159, 200, 80, .noSignificantArterialDisease),
    (3179, 4000, 79, .arterialOrMixedDisease), (261, 200, 131, .incompressible),
    (87, 120, 73, .arterialOrMixedDisease),
  ])
  func roundedHalfAwayFromZero(ankle: Int, brachial: Int, hundredths: Int, band: ABPIBand) {
    let index = LegIndex(leg: .right, ankle: ankle, brachial: brachial)
    #expect(index.hundredths == hundredths)
    #expect(index.band == band)
    #expect(index.value == Decimal(hundredths) / 100)
  }

  @Test func eachLegTakesItsHigherAnklePressureOverTheHigherBrachial() {
    let measurement = ABPIMeasurement(
      patientID: Patient.ID(),
      measuredAt: PatientFixture.start,
      brachial: ArmPressures(left: 120, right: 140),
      left: AnklePressures(dorsalisPedis: 70, posteriorTibial: 84),
      right: nil
    )
    #expect(measurement.indices.map(\.text) == ["0.60"])
    #expect(measurement.index(of: .left)?.band == .arterialOrMixedDisease)
    #expect(measurement.index(of: .right) == nil)
    #expect(
      measurement.legsText
        == "left 0.60 arterial or mixed disease (compression: reduced, on specialist advice only)"
        + " · right not assessed"
    )
  }

  @Test func aMeasurementIsRecordedWithItsAuthorAndAnAppendEntry() async throws {
    let fixture = try PatientFixture(author: "anna")
    let patientID = try await fixture.addPatient()
    let older = Self.measurement(
      of: patientID,
      at: PatientFixture.start.addingTimeInterval(-86_400)
    )
    let newer = Self.measurement(of: patientID, at: PatientFixture.start)
    try await fixture.library.recordABPI(older)
    try await fixture.library.recordABPI(newer)

    let history = try await fixture.library.abpiHistory(of: patientID)
    #expect(history.map(\.id) == [newer.id, older.id])
    #expect(history.allSatisfy { $0.measuredBy == "anna" })
    let entry = try #require(try await fixture.outbox().last)
    #expect(entry.entityType == "abpi")
    #expect(entry.operation == .append)
    let payload = try WireCoding.decoder.decode(Wire.ABPI.self, from: entry.payload)
    #expect(payload.rightPosteriorTibial == 95)
    #expect(ABPIAdapter.measurement(from: payload) == history[0])
  }

  /// The contract's rule, named by its field, and nothing written.
  @Test(arguments: [
    (
      "brachialLeft", ArmPressures(left: nil, right: nil),
      AnklePressures?.some(.init(dorsalisPedis: 90, posteriorTibial: nil))
    ),
    (
      "brachialRight", ArmPressures(left: 120, right: 301),
      .some(.init(dorsalisPedis: 90, posteriorTibial: nil))
    ),
    (
      "leftPosteriorTibial", ArmPressures(left: 120, right: nil),
      .some(.init(dorsalisPedis: 90, posteriorTibial: 19))
    ),
    ("leftDorsalisPedis", ArmPressures(left: 120, right: nil), nil),
  ])
  func aBrokenRuleIsRefusedNamingItsField(
    field: String,
    brachial: ArmPressures,
    left: AnklePressures?
  )
    async throws
  {
    let fixture = try PatientFixture()
    let patientID = try await fixture.addPatient()
    var measurement = Self.measurement(of: patientID, at: PatientFixture.start)
    measurement.brachial = brachial
    measurement.left = left
    measurement.right = nil
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.recordABPI(measurement)
    }
    #expect(error?.field == field)
    #expect(try await fixture.library.abpiHistory(of: patientID).isEmpty)
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func anUnknownPatientIsNotFound() async throws {
    let fixture = try PatientFixture()
    await #expect(throws: IDLookupError.self) {
      try await fixture.library.recordABPI(
        Self.measurement(of: Patient.ID(), at: PatientFixture.start)
      )
    }
  }

  static func measurement(of patientID: Patient.ID, at date: Date) -> ABPIMeasurement {
    ABPIMeasurement(
      patientID: patientID,
      measuredAt: date,
      brachial: ArmPressures(left: 128, right: 132),
      left: AnklePressures(dorsalisPedis: 120, posteriorTibial: 118),
      right: AnklePressures(dorsalisPedis: 90, posteriorTibial: 95)
    )
  }
}
