import Foundation
import LibPatient

/// What a wound's summary reads of one assessment: when it was taken, what it corrects, its
/// area and PUSH score, and the findings its infection screening counts. The alerts and the
/// round read only these columns of every open wound's history, where a whole `Assessment`
/// would decode more per visit.
struct AssessmentGlance: Equatable, Sendable {
  var id: Assessment.ID
  var takenAt: Date
  var supersedes: Assessment.ID?
  var area: SquareCentimetres
  var push: PushScore
  /// The findings `InfectionScreeningRule` reads (measures, tissue, exudate, odour and signs);
  /// what a glance read no column for stays at its default.
  var findings: AssessmentFindings

  /// The glance of a whole assessment.
  init(_ assessment: Assessment) {
    self.init(
      id: assessment.id,
      takenAt: assessment.takenAt,
      supersedes: assessment.supersedes,
      findings: assessment.findings
    )
  }

  /// The glance of an assessment's stored measures: the findings the area, the score and the
  /// infection screening read, scored by the same rules as a whole assessment's.
  init(
    id: Assessment.ID,
    takenAt: Date,
    supersedes: Assessment.ID?,
    length: Centimetres,
    width: Centimetres,
    tissue: TissueMix,
    exudateAmount: ExudateAmount,
    odour: Bool = false,
    infectionSigns: Set<InfectionSign> = []
  ) {
    self.init(
      id: id,
      takenAt: takenAt,
      supersedes: supersedes,
      findings: AssessmentFindings(
        length: length,
        width: width,
        tissue: tissue,
        exudateAmount: exudateAmount,
        odour: odour,
        infectionSigns: infectionSigns
      )
    )
  }

  private init(
    id: Assessment.ID,
    takenAt: Date,
    supersedes: Assessment.ID?,
    findings: AssessmentFindings
  ) {
    self.id = id
    self.takenAt = takenAt
    self.supersedes = supersedes
    area = WoundArea.area(of: findings)
    push = PushScore(findings)
    self.findings = findings
  }
}
