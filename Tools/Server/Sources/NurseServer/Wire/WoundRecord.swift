import Foundation

/// A wound on the wire, in the shape of the client's `WoundPayload` (LibWound).
///
/// Vocabularies are LibWound's raw values (kebab-case), which the server accepts exactly.
/// `version` is what the server assigned; `If-Match` alone decides whether an update is current.
public struct WoundRecord: Codable, Equatable, Sendable {
  public var id: RecordID
  public var patientId: RecordID
  /// `YYYY-MM-DD`.
  public var openedOn: String
  public var openedBy: String?
  public var type: String
  public var site: String
  public var description: String?
  public var stage: String?
  public var status: String
  /// `YYYY-MM-DD`, required when `status` is `healed`.
  public var healedOn: String?
  public var closedReason: String?
  public var version: Int?
  public var createdAt: Date
  public var updatedAt: Date

  /// LibWound's `WoundType` raw values (DOMAIN.md "Wound").
  static let types: Set<String> = [
    "pressure-injury", "venous-leg-ulcer", "arterial-ulcer", "diabetic-foot-ulcer",
    "surgical-wound", "skin-tear", "burn", "trauma", "other",
  ]
  /// LibWound's `BodySite` raw values.
  static let sites: Set<String> = [
    "sacrum", "coccyx", "left-heel", "right-heel", "left-ischium", "right-ischium",
    "left-trochanter", "right-trochanter", "left-malleolus", "right-malleolus", "left-lower-leg",
    "right-lower-leg", "left-foot", "right-foot", "left-toe", "right-toe", "abdomen", "back",
    "other",
  ]
  /// LibWound's `PressureInjuryStage` raw values (NPIAP).
  static let stages: Set<String> = [
    "stage-1", "stage-2", "stage-3", "stage-4", "unstageable", "deep-tissue-injury",
  ]
  static let statuses: Set<String> = ["open", "healed", "closed"]
  /// The only type a stage describes.
  static let stagedType = "pressure-injury"
}

extension WoundRecord: StrictWireBody {
  static let allowedKeys: Set<String> = [
    "id", "patientId", "openedOn", "openedBy", "type", "site", "description", "stage", "status",
    "healedOn", "closedReason", "version", "createdAt", "updatedAt",
  ]
}
