import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// docs/clinical-rules.md "Compression", on its table's edges: the legs' sites, each band's
/// edge, the 84-day edge, a leg not assessed, the latest measurement, a specialist's advice.
@Suite struct CompressionSafetyRuleTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let start = CalendarDate("2026-03-01")!

  /// A measurement whose left leg's index is `hundredths` / 100 (brachial 100 mmHg), taken
  /// `daysBefore` days before the plan starts; the right leg not assessed.
  static func left(_ hundredths: Int, daysBefore: Int = 10) -> ABPIMeasurement {
    ABPIMeasurement(
      patientID: Patient.ID(),
      measuredAt: start.adding(days: -daysBefore).start(in: utc).addingTimeInterval(9 * 3600),
      brachial: ArmPressures(left: 100, right: 95),
      left: AnklePressures(dorsalisPedis: hundredths, posteriorTibial: nil),
      right: nil
    )
  }

  /// The field refused, nil when the plan may compress.
  static func refusal(
    level: CompressionLevel = .full,
    site: BodySite = .leftLowerLeg,
    advised: Bool = false,
    _ measurements: [ABPIMeasurement]
  ) -> String? {
    do {
      try CompressionSafetyRule.check(
        level,
        site: site,
        startsOn: start,
        advised: advised,
        measurements: measurements,
        timeZone: utc
      )
      return nil
    } catch {
      return error.field + ": " + error.reason
    }
  }

  @Test func theLegsSitesGiveTheirLegFromTheCodedSideAndNoOtherSiteDoes() {
    let left: [BodySite] = [.leftLowerLeg, .leftMalleolus, .leftHeel, .leftFoot, .leftToe]
    let right: [BodySite] = [.rightLowerLeg, .rightMalleolus, .rightHeel, .rightFoot, .rightToe]
    let both = BodySite.allCases.filter { $0.laterality == .bilateral && $0.structure.isOnLeg }
    #expect(
      both.map(\.rawValue).sorted() == [
        "bilateral-foot", "bilateral-heel", "bilateral-lower-leg", "bilateral-malleolus",
        "bilateral-toe",
      ]
    )
    for site in left { #expect(CompressionSafetyRule.legs(of: site) == [.left], "\(site)") }
    for site in right { #expect(CompressionSafetyRule.legs(of: site) == [.right], "\(site)") }
    for site in both { #expect(CompressionSafetyRule.legs(of: site) == [.left, .right]) }
    for site in BodySite.allCases where !(left + right + both).contains(site) {
      #expect(CompressionSafetyRule.legs(of: site).isEmpty, "\(site)")
    }
  }

  @Test func aBilateralWoundNeedsARecentABPIOfEachLeg() {
    let onlyLeft = Self.refusal(site: .bilateralLowerLeg, [Self.left(95)])
    #expect(onlyLeft?.contains("right leg") == true, "\(onlyLeft ?? "allowed")")
    let bothLegs = ABPIMeasurement(
      patientID: Patient.ID(),
      measuredAt: Self.start.adding(days: -10).start(in: Self.utc),
      brachial: ArmPressures(left: 100, right: 100),
      left: AnklePressures(dorsalisPedis: 95, posteriorTibial: nil),
      right: AnklePressures(dorsalisPedis: 100, posteriorTibial: nil)
    )
    #expect(Self.refusal(site: .bilateralLowerLeg, [bothLegs]) == nil)
    #expect(
      CompressionSafetyRule.isABPIDue(
        .full,
        site: try! BodySite(.heel, .bilateral),
        measurements: [Self.left(95)],
        today: Self.start,
        timeZone: Self.utc
      )
    )
  }

  @Test(arguments: [
    (49, false), (50, false), (79, false), (80, true), (130, true), (131, false),
  ])
  func onlyABandWithoutSignificantArterialDiseaseTakesCompression(hundredths: Int, allowed: Bool) {
    for level in [CompressionLevel.full, .reduced] {
      let refusal = Self.refusal(level: level, [Self.left(hundredths)])
      #expect((refusal == nil) == allowed, "\(hundredths) \(level): \(refusal ?? "allowed")")
      if let refusal { #expect(refusal.hasPrefix("compression: \(level.rawValue) is not allowed")) }
    }
  }

  @Test func theABPIMayBe84DaysOldWhenThePlanStartsNot85() {
    #expect(Self.refusal([Self.left(95, daysBefore: 84)]) == nil)
    let refusal = Self.refusal([Self.left(95, daysBefore: 85)])
    #expect(refusal?.contains("within 84 days") == true, "\(refusal ?? "allowed")")
    #expect(refusal?.contains("85 days before") == true)
    // Taken since the plan started (a plan changed later) counts too.
    #expect(Self.refusal([Self.left(95, daysBefore: -3)]) == nil)
  }

  @Test func noABPIOfTheLegIsRefusedAndTheLatestMeasurementDecides() {
    #expect(Self.refusal([])?.contains("none is recorded") == true)
    // The right leg's wound: only the left leg was assessed.
    #expect(Self.refusal(site: .rightHeel, [Self.left(95)])?.contains("right leg") == true)
    // A good index then a worse one: the worse, newer one decides; the reverse allows.
    #expect(Self.refusal([Self.left(95, daysBefore: 30), Self.left(70, daysBefore: 5)]) != nil)
    #expect(Self.refusal([Self.left(70, daysBefore: 30), Self.left(95, daysBefore: 5)]) == nil)
  }

  @Test func aSpecialistsAdviceAllowsAnyLegButNeverASiteOffTheLegs() {
    #expect(Self.refusal(advised: true, []) == nil)
    #expect(Self.refusal(advised: true, [Self.left(40)]) == nil)
    let sacrum = Self.refusal(site: .sacrum, advised: true, [Self.left(95)])
    #expect(sacrum == "compression: applies to a wound on a leg; sacrum is not on a leg")
  }

  @Test func noCompressionIsAlwaysAllowed() {
    #expect(Self.refusal(level: .none, site: .sacrum, []) == nil)
    #expect(Self.refusal(level: .none, [Self.left(40)]) == nil)
  }

  @Test func anABPIFallsDueAfter84DaysOrWhenThereIsNone() {
    func due(_ level: CompressionLevel, _ site: BodySite, _ measurements: [ABPIMeasurement])
      -> Bool
    {
      CompressionSafetyRule.isABPIDue(
        level,
        site: site,
        measurements: measurements,
        today: Self.start,
        timeZone: Self.utc
      )
    }
    #expect(!due(.full, .leftLowerLeg, [Self.left(95, daysBefore: 84)]))
    #expect(due(.full, .leftLowerLeg, [Self.left(95, daysBefore: 85)]))
    #expect(due(.reduced, .leftLowerLeg, []))
    #expect(due(.full, .rightFoot, [Self.left(95)]), "the right leg was never measured")
    #expect(!due(.none, .leftLowerLeg, []))
    #expect(!due(.full, .sacrum, []))
  }
}
