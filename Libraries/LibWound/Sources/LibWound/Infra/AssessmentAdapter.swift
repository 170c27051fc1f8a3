import Foundation
import LibPatient

/// Converts assessments between record and domain shapes (`+Wire` adds the wire).
enum AssessmentAdapter {
  static func record(from assessment: Assessment) -> AssessmentRecord {
    let findings = assessment.findings
    return AssessmentRecord(
      id: assessment.id.rawValue,
      woundID: assessment.woundID.rawValue,
      takenAt: assessment.takenAt,
      takenBy: assessment.takenBy,
      lengthTenths: findings.length.tenths,
      widthTenths: findings.width.tenths,
      depthTenths: findings.depth?.tenths,
      underminingClock: findings.undermining?.clockPosition,
      underminingDepthTenths: findings.undermining?.depth.tenths,
      tunnellingClock: findings.tunnelling?.clockPosition,
      tunnellingDepthTenths: findings.tunnelling?.depth.tenths,
      epithelial: findings.tissue.epithelial,
      granulation: findings.tissue.granulation,
      slough: findings.tissue.slough,
      necrotic: findings.tissue.necrotic,
      exudateAmount: findings.exudateAmount.rawValue,
      exudateType: findings.exudateType?.rawValue,
      periwound: findings.periwound.map(\.rawValue).sorted(),
      odour: findings.odour,
      pain: findings.pain,
      infectionSigns: findings.infectionSigns.map(\.rawValue).sorted(),
      dressing: findings.dressing,
      notes: findings.notes,
      supersedes: assessment.supersedes?.rawValue,
      recordedAt: assessment.recordedAt
    )
  }

  static func assessment(from record: AssessmentRecord, photoIDs: [String]) throws -> Assessment {
    let findings = AssessmentFindings(
      length: Centimetres(tenths: record.lengthTenths),
      width: Centimetres(tenths: record.widthTenths),
      depth: record.depthTenths.map(Centimetres.init(tenths:)),
      undermining: extent(record.underminingClock, record.underminingDepthTenths),
      tunnelling: extent(record.tunnellingClock, record.tunnellingDepthTenths),
      tissue: TissueMix(
        epithelial: record.epithelial,
        granulation: record.granulation,
        slough: record.slough,
        necrotic: record.necrotic
      ),
      exudateAmount: try WoundAdapter.read(
        ExudateAmount(rawValue: record.exudateAmount),
        "exudateAmount"
      ),
      exudateType: try record.exudateType.map {
        try WoundAdapter.read(ExudateType(rawValue: $0), "exudateType")
      },
      periwound: Set(
        try record.periwound.map {
          try WoundAdapter.read(PeriwoundCondition(rawValue: $0), "periwound")
        }
      ),
      odour: record.odour,
      pain: record.pain,
      infectionSigns: try infectionSigns(record.infectionSigns),
      dressing: record.dressing,
      notes: record.notes
    )
    return Assessment(
      id: Assessment.ID(rawValue: record.id),
      woundID: Wound.ID(rawValue: record.woundID),
      takenAt: record.takenAt,
      takenBy: record.takenBy,
      findings: findings,
      photoIDs: photoIDs,
      supersedes: record.supersedes.map { Assessment.ID(rawValue: $0) },
      recordedAt: record.recordedAt
    )
  }

  private static func extent(_ clock: Int?, _ depthTenths: Int?) -> ClockExtent? {
    guard let clock, let depthTenths else { return nil }
    return ClockExtent(clockPosition: clock, depth: Centimetres(tenths: depthTenths))
  }

  /// The stored names of infection signs as the vocabulary's signs (an unknown one is a
  /// corrupt row).
  static func infectionSigns(_ names: [String]) throws -> Set<InfectionSign> {
    Set(try names.map { try WoundAdapter.read(InfectionSign(rawValue: $0), "infectionSigns") })
  }

  /// The same from the column's JSON text, as the round and the caseload read it. Most
  /// assessments record no sign, and their column is `[]` as the store writes it: answered
  /// without a decoder, which the caseload's walk would otherwise build for every assessment
  /// of the team (docs/speed.md).
  static func infectionSigns(_ json: String) throws -> Set<InfectionSign> {
    if json == "[]" { return [] }
    return try infectionSigns(JSONDecoder().decode([String].self, from: Data(json.utf8)))
  }
}
