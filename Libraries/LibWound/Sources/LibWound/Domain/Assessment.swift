import Foundation
import LibPatient

/// What a nurse measured and saw of one wound at one visit. Never edited: a correction is a
/// new assessment that `supersedes` the old one.
public struct Assessment: Hashable, Sendable, Identifiable {
  /// An assessment's id: its own type, so it cannot be passed where a wound's is expected.
  public typealias ID = Tagged<Assessment, UUID>

  /// The assessment's id, made by the caller.
  public var id: Assessment.ID
  /// The wound assessed.
  public var woundID: Wound.ID
  /// When the wound was seen.
  public var takenAt: Date
  /// Who assessed it, when known.
  public var takenBy: String?
  /// Length, width and depth, the undermining and tunnel, and the wound bed.
  public var findings: AssessmentFindings
  /// The photos attached, by content id (SHA-256, lowercase hex), in the order attached.
  public var photoIDs: [String]
  /// The assessment this one corrects, if any.
  public var supersedes: Assessment.ID?
  /// When it was stored on this machine (may be later than `takenAt`).
  public var recordedAt: Date

  /// An assessment with every field given.
  public init(
    id: Assessment.ID,
    woundID: Wound.ID,
    takenAt: Date,
    takenBy: String?,
    findings: AssessmentFindings,
    photoIDs: [String],
    supersedes: Assessment.ID?,
    recordedAt: Date
  ) {
    self.id = id
    self.woundID = woundID
    self.takenAt = takenAt
    self.takenBy = takenBy
    self.findings = findings
    self.photoIDs = photoIDs
    self.supersedes = supersedes
    self.recordedAt = recordedAt
  }
}

/// What a nurse gives to record an assessment.
public struct NewAssessment: Hashable, Sendable {
  /// The new assessment's id (made by the caller).
  public var id: Assessment.ID
  /// The wound assessed.
  public var woundID: Wound.ID
  /// When the wound was seen; now when nil.
  public var takenAt: Date?
  /// Who assessed it.
  public var takenBy: String?
  /// What was measured and seen.
  public var findings: AssessmentFindings
  /// The earlier assessment of the same wound this one corrects.
  public var supersedes: Assessment.ID?
  /// Which photos of the corrected assessment this correction carries, by id. Nil carries
  /// them all: a correction keeps every answer of the original, photos included, unless the
  /// nurse removes one (a superseded assessment counts for nothing, so a photo left on it
  /// vanishes from the wound's screens, report and export). Only for a correction.
  public var keptPhotoIDs: [String]?

  /// A new assessment; `id` defaults to a fresh UUID and `takenAt` to now.
  public init(
    id: Assessment.ID = Assessment.ID(),
    woundID: Wound.ID,
    takenAt: Date? = nil,
    takenBy: String? = nil,
    findings: AssessmentFindings,
    supersedes: Assessment.ID? = nil,
    keptPhotoIDs: [String]? = nil
  ) {
    self.id = id
    self.woundID = woundID
    self.takenAt = takenAt
    self.takenBy = takenBy
    self.findings = findings
    self.supersedes = supersedes
    self.keptPhotoIDs = keptPhotoIDs
  }
}

/// Everything measured and observed at a visit (docs/clinical-rules.md, "Assessment").
///
/// A wound measured 0 × 0 is closed (resurfaced): PUSH counts it 0 for area and tissue, and
/// its tissue mix may be empty. Any other measurement is an open wound bed, whose length and
/// width must both be above 0 and whose tissue must sum to 100.
public struct AssessmentFindings: Hashable, Sendable {
  /// The longest head-to-toe length.
  public var length: Centimetres
  /// The widest side-to-side width, perpendicular to the length.
  public var width: Centimetres
  /// The deepest point, when measured.
  public var depth: Centimetres?
  /// Undermining, when present.
  public var undermining: ClockExtent?
  /// A tunnel (sinus tract), when present.
  public var tunnelling: ClockExtent?
  /// The wound bed's tissue, in percentages.
  public var tissue: TissueMix
  /// How much exudate.
  public var exudateAmount: ExudateAmount
  /// What kind of exudate, when there is some.
  public var exudateType: ExudateType?
  /// The skin around the wound.
  public var periwound: Set<PeriwoundCondition>
  /// Whether the wound smells after cleansing.
  public var odour: Bool
  /// Pain 0-10, when asked.
  public var pain: Int?
  /// Signs of infection seen.
  public var infectionSigns: Set<InfectionSign>
  /// The dressing applied.
  public var dressing: String?
  /// Free notes.
  public var notes: String?

  /// Findings; only length, width, tissue and exudate amount are required.
  public init(
    length: Centimetres,
    width: Centimetres,
    depth: Centimetres? = nil,
    undermining: ClockExtent? = nil,
    tunnelling: ClockExtent? = nil,
    tissue: TissueMix,
    exudateAmount: ExudateAmount,
    exudateType: ExudateType? = nil,
    periwound: Set<PeriwoundCondition> = [],
    odour: Bool = false,
    pain: Int? = nil,
    infectionSigns: Set<InfectionSign> = [],
    dressing: String? = nil,
    notes: String? = nil
  ) {
    self.length = length
    self.width = width
    self.depth = depth
    self.undermining = undermining
    self.tunnelling = tunnelling
    self.tissue = tissue
    self.exudateAmount = exudateAmount
    self.exudateType = exudateType
    self.periwound = periwound
    self.odour = odour
    self.pain = pain
    self.infectionSigns = infectionSigns
    self.dressing = dressing
    self.notes = notes
  }

  /// True when the wound measured 0 × 0: closed (resurfaced).
  public var isClosed: Bool { length.tenths == 0 && width.tenths == 0 }
}
