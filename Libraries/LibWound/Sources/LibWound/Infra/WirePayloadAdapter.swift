import Foundation

/// Turns what the server sends back into records, for the pull the sync issue adds. A payload
/// is checked by reading the record back into the domain, so a value this app cannot read is
/// refused before it is stored.
enum WirePayloadAdapter {
  static func record(from payload: WoundPayload) throws -> WoundRecord {
    let record = WoundRecord(
      id: payload.id,
      patientID: payload.patientId,
      openedOn: payload.openedOn,
      openedBy: payload.openedBy,
      type: payload.type,
      site: payload.site,
      description: payload.description,
      stage: payload.stage,
      status: payload.status,
      healedOn: payload.healedOn,
      closedReason: payload.closedReason,
      version: payload.version,
      createdAt: payload.createdAt,
      updatedAt: payload.updatedAt
    )
    _ = try WoundAdapter.wound(from: record)
    return record
  }

  static func record(from payload: AssessmentPayload, recordedAt: Date) throws
    -> AssessmentRecord
  {
    let record = AssessmentRecord(
      id: payload.id,
      woundID: payload.woundId,
      takenAt: payload.takenAt,
      takenBy: payload.takenBy,
      lengthTenths: try tenths(payload.lengthCm, "lengthCm"),
      widthTenths: try tenths(payload.widthCm, "widthCm"),
      depthTenths: try payload.depthCm.map { try tenths($0, "depthCm") },
      underminingClock: payload.undermining?.clockPosition,
      underminingDepthTenths: try payload.undermining.map { try tenths($0.depthCm, "undermining") },
      tunnellingClock: payload.tunnelling?.clockPosition,
      tunnellingDepthTenths: try payload.tunnelling.map { try tenths($0.depthCm, "tunnelling") },
      epithelial: payload.tissue.epithelial,
      granulation: payload.tissue.granulation,
      slough: payload.tissue.slough,
      necrotic: payload.tissue.necrotic,
      exudateAmount: payload.exudate,
      exudateType: payload.exudateType,
      periwound: payload.periwound.sorted(),
      odour: payload.odour,
      pain: payload.pain,
      infectionSigns: payload.infectionSigns.sorted(),
      dressing: payload.dressing,
      notes: payload.notes,
      supersedes: payload.supersedes,
      recordedAt: recordedAt
    )
    _ = try AssessmentAdapter.assessment(from: record, photoIDs: [])
    return record
  }

  /// Decimal cm as whole tenths; a value with more than one decimal is not what a nurse wrote.
  static func tenths(_ centimetres: Decimal, _ field: String) throws -> Int {
    let scaled = centimetres * 10
    var rounded = Decimal()
    var source = scaled
    NSDecimalRound(&rounded, &source, 0, .plain)
    guard rounded == scaled else { throw WoundAdapter.CorruptRow(column: field) }
    return NSDecimalNumber(decimal: rounded).intValue
  }
}
