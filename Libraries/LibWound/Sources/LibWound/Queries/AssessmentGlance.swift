import Foundation

/// What a wound's summary reads of one assessment: when it was taken, what it corrects, and its
/// area and PUSH score. The alerts read only these columns of every open wound's history, where
/// a whole `Assessment` would decode twenty more per visit.
struct AssessmentGlance: Equatable, Sendable {
  var id: UUID
  var takenAt: Date
  var supersedes: UUID?
  var area: SquareCentimetres
  var push: PushScore

  /// The glance of a whole assessment.
  init(_ assessment: Assessment) {
    self.init(
      id: assessment.id,
      takenAt: assessment.takenAt,
      supersedes: assessment.supersedes,
      findings: assessment.findings
    )
  }

  /// The glance of an assessment's stored measures: the findings the area and the score read,
  /// scored by the same rules as a whole assessment's.
  init(
    id: UUID,
    takenAt: Date,
    supersedes: UUID?,
    length: Centimetres,
    width: Centimetres,
    tissue: TissueMix,
    exudateAmount: ExudateAmount
  ) {
    self.init(
      id: id,
      takenAt: takenAt,
      supersedes: supersedes,
      findings: AssessmentFindings(
        length: length,
        width: width,
        tissue: tissue,
        exudateAmount: exudateAmount
      )
    )
  }

  private init(id: UUID, takenAt: Date, supersedes: UUID?, findings: AssessmentFindings) {
    self.id = id
    self.takenAt = takenAt
    self.supersedes = supersedes
    area = WoundArea.area(of: findings)
    push = PushScore(findings)
  }
}
