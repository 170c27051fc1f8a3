import Foundation

/// A wound assessment on the wire, in the shape of the client's `AssessmentPayload`.
///
/// Append-only: it carries no version. Lengths are decimal centimetres with at most one
/// decimal (`3.5`), kept as `Decimal` so that they are stored exactly as the nurse measured.
public struct WoundAssessmentRecord: Codable, Equatable, Sendable {
  /// An undermining or a tunnel: a clock position (1-12) and a depth.
  public struct ClockExtent: Codable, Equatable, Sendable {
    public var clockPosition: Int
    public var depthCm: Decimal
  }

  /// The wound bed's tissue in whole percentages.
  public struct Tissue: Codable, Equatable, Sendable {
    public var epithelial: Int
    public var granulation: Int
    public var slough: Int
    public var necrotic: Int

    var parts: [Int] { [epithelial, granulation, slough, necrotic] }
  }

  public var id: RecordID
  public var woundId: RecordID
  public var takenAt: Date
  public var takenBy: String?
  public var lengthCm: Decimal
  public var widthCm: Decimal
  public var depthCm: Decimal?
  public var undermining: ClockExtent?
  public var tunnelling: ClockExtent?
  public var tissue: Tissue
  public var exudate: String
  public var exudateType: String?
  public var periwound: [String]
  public var odour: Bool
  public var pain: Int?
  public var infectionSigns: [String]
  public var dressing: String?
  public var notes: String?
  public var supersedes: RecordID?

  /// Both sides 0: the wound closed (PUSH area 0); any other size is an open wound's.
  var measuresClosed: Bool { lengthCm == 0 && widthCm == 0 }

  /// LibWound's `ExudateAmount` raw values.
  static let exudateAmounts: Set<String> = ["none", "light", "moderate", "heavy"]
  /// LibWound's `ExudateType` raw values.
  static let exudateTypes: Set<String> = [
    "serous", "serosanguineous", "sanguineous", "purulent",
  ]
  /// LibWound's `PeriwoundCondition` raw values.
  static let periwoundConditions: Set<String> = [
    "intact", "macerated", "erythema", "induration", "dry-scaly",
  ]
  /// LibWound's `InfectionSign` raw values.
  static let infectionSignNames: Set<String> = [
    "increasing-pain", "spreading-erythema", "warmth", "swelling", "purulence", "malodour",
    "friable-granulation", "wound-breakdown", "fever",
  ]
}

extension WoundAssessmentRecord: StrictWireBody {
  static let allowedKeys: Set<String> = [
    "id", "woundId", "takenAt", "takenBy", "lengthCm", "widthCm", "depthCm", "undermining",
    "tunnelling", "tissue", "exudate", "exudateType", "periwound", "odour", "pain",
    "infectionSigns", "dressing", "notes", "supersedes",
  ]
}
