import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// Assessments and photo attachments between their rows and the contract's wire records.
/// Lengths are whole tenths of a cm in the store and decimal cm on the wire.
extension AssessmentAdapter {
  /// The wire record of an assessment row.
  static func wire(from record: AssessmentRecord) throws -> Wire.Assessment {
    wire(from: try AssessmentAdapter.assessment(from: record, photoIDs: []))
  }

  /// The wire record of a domain assessment.
  static func wire(from assessment: Assessment) -> Wire.Assessment {
    let findings = assessment.findings
    return Wire.Assessment(
      id: assessment.id.recordID,
      woundId: assessment.woundID.recordID,
      takenAt: assessment.takenAt,
      takenBy: assessment.takenBy,
      lengthCm: decimal(findings.length),
      widthCm: decimal(findings.width),
      depthCm: findings.depth.map(decimal),
      undermining: findings.undermining.map(extent),
      tunnelling: findings.tunnelling.map(extent),
      tissue: Wire.Assessment.Tissue(
        epithelial: findings.tissue.epithelial,
        granulation: findings.tissue.granulation,
        slough: findings.tissue.slough,
        necrotic: findings.tissue.necrotic
      ),
      exudate: findings.exudateAmount,
      exudateType: findings.exudateType,
      periwound: findings.periwound.sorted { $0.rawValue < $1.rawValue },
      odour: findings.odour,
      pain: findings.pain,
      infectionSigns: findings.infectionSigns.sorted { $0.rawValue < $1.rawValue },
      dressing: findings.dressing,
      notes: findings.notes,
      supersedes: assessment.supersedes?.recordID
    )
  }

  /// The row for a pulled assessment, stored on this machine at `recordedAt`. Throws
  /// `StoredColumnUnreadable` for a length with more than one decimal (not what a nurse measured).
  static func record(from wire: Wire.Assessment, recordedAt: Date) throws -> AssessmentRecord {
    let findings = AssessmentFindings(
      length: try centimetres(wire.lengthCm, "lengthCm"),
      width: try centimetres(wire.widthCm, "widthCm"),
      depth: try wire.depthCm.map { try centimetres($0, "depthCm") },
      undermining: try wire.undermining.map { try extent($0, "undermining") },
      tunnelling: try wire.tunnelling.map { try extent($0, "tunnelling") },
      tissue: TissueMix(
        epithelial: wire.tissue.epithelial,
        granulation: wire.tissue.granulation,
        slough: wire.tissue.slough,
        necrotic: wire.tissue.necrotic
      ),
      exudateAmount: wire.exudate,
      exudateType: wire.exudateType,
      periwound: Set(wire.periwound),
      odour: wire.odour,
      pain: wire.pain,
      infectionSigns: Set(wire.infectionSigns),
      dressing: wire.dressing,
      notes: wire.notes
    )
    let assessment = Assessment(
      id: Assessment.ID(wire.id),
      woundID: Wound.ID(wire.woundId),
      takenAt: wire.takenAt,
      takenBy: wire.takenBy,
      findings: findings,
      photoIDs: [],
      supersedes: wire.supersedes.map { Assessment.ID($0) },
      recordedAt: recordedAt
    )
    return record(from: assessment)
  }

  /// The wire record of a photo attached to an assessment.
  static func wire(from attachment: AssessmentPhotoRecord, photo: PhotoRecord) throws
    -> Wire.PhotoAttachment
  {
    Wire.PhotoAttachment(
      id: RecordID(attachment.id),
      assessmentId: RecordID(attachment.assessmentID),
      sha256: photo.id,
      format: try WoundAdapter.read(PhotoFormat(rawValue: photo.format), "format"),
      byteCount: photo.byteCount
    )
  }

  static func decimal(_ length: Centimetres) -> Decimal { Decimal(length.tenths) / 10 }

  private static func extent(_ extent: ClockExtent) -> Wire.Assessment.ClockExtent {
    Wire.Assessment.ClockExtent(clockPosition: extent.clockPosition, depthCm: decimal(extent.depth))
  }

  private static func extent(_ wire: Wire.Assessment.ClockExtent, _ field: String) throws
    -> ClockExtent
  {
    ClockExtent(clockPosition: wire.clockPosition, depth: try centimetres(wire.depthCm, field))
  }

  /// Decimal cm as whole tenths; a value with more than one decimal is refused.
  static func centimetres(_ value: Decimal, _ field: String) throws -> Centimetres {
    var scaled = value * 10
    var rounded = Decimal()
    NSDecimalRound(&rounded, &scaled, 0, .plain)
    guard rounded == scaled else { throw StoredColumnUnreadable(column: field) }
    return Centimetres(tenths: NSDecimalNumber(decimal: rounded).intValue)
  }
}
