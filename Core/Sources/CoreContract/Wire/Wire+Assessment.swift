import Foundation

extension Wire {
  /// A wound assessment (docs/clinical-rules.md, "Assessment"): append-only, a correction `supersedes` an earlier one.
  /// Lengths are decimal centimetres with at most one decimal, kept exact as `Decimal`.
  public struct Assessment: TeamRecord {
    /// An undermining or a tunnel: a clock position (1-12) and a depth.
    public struct ClockExtent: Codable, Equatable, Sendable {
      public var clockPosition: Int
      public var depthCm: Decimal

      /// An extent at `clockPosition`, `depthCm` deep.
      public init(clockPosition: Int, depthCm: Decimal) {
        self.clockPosition = clockPosition
        self.depthCm = depthCm
      }
    }

    /// The wound bed's tissue in whole percentages.
    public struct Tissue: Codable, Equatable, Sendable {
      public var epithelial: Int
      public var granulation: Int
      public var slough: Int
      public var necrotic: Int

      /// A mix with every percentage given.
      public init(epithelial: Int, granulation: Int, slough: Int, necrotic: Int) {
        self.epithelial = epithelial
        self.granulation = granulation
        self.slough = slough
        self.necrotic = necrotic
      }

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
    public var exudate: ExudateAmount
    public var exudateType: ExudateType?
    public var periwound: [PeriwoundCondition]
    public var odour: Bool
    public var pain: Int?
    public var infectionSigns: [InfectionSign]
    public var dressing: String?
    public var notes: String?
    public var supersedes: RecordID?

    /// An assessment with every field given.
    public init(
      id: RecordID,
      woundId: RecordID,
      takenAt: Date,
      takenBy: String? = nil,
      lengthCm: Decimal,
      widthCm: Decimal,
      depthCm: Decimal? = nil,
      undermining: ClockExtent? = nil,
      tunnelling: ClockExtent? = nil,
      tissue: Tissue,
      exudate: ExudateAmount,
      exudateType: ExudateType? = nil,
      periwound: [PeriwoundCondition] = [],
      odour: Bool = false,
      pain: Int? = nil,
      infectionSigns: [InfectionSign] = [],
      dressing: String? = nil,
      notes: String? = nil,
      supersedes: RecordID? = nil
    ) {
      self.id = id
      self.woundId = woundId
      self.takenAt = takenAt
      self.takenBy = takenBy
      self.lengthCm = lengthCm
      self.widthCm = widthCm
      self.depthCm = depthCm
      self.undermining = undermining
      self.tunnelling = tunnelling
      self.tissue = tissue
      self.exudate = exudate
      self.exudateType = exudateType
      self.periwound = periwound
      self.odour = odour
      self.pain = pain
      self.infectionSigns = infectionSigns
      self.dressing = dressing
      self.notes = notes
      self.supersedes = supersedes
    }

    public static let type = RecordType(rawValue: "assessment")
    public static let policy = RecordPolicy.appendOnly
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, woundId, takenAt, takenBy, lengthCm, widthCm, depthCm, undermining, tunnelling
      case tissue, exudate, exudateType, periwound, odour, pain, infectionSigns, dressing, notes
      case supersedes
    }
    /// Never changed by an update: append-only.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    /// The notes may take lines; who took it and the dressing applied are one line each.
    public static func text(of field: CodingKeys) -> TextRule? {
      switch field {
      case .notes: return .lines
      case .takenBy, .dressing: return .line
      default: return nil
      }
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Wound.type, woundId) }
    /// A correction names an assessment of the same wound.
    public var links: [RecordLink] {
      RecordLink.single(
        "supersedes",
        Assessment.type,
        supersedes,
        .parent(RecordReference(Wound.type, woundId))
      )
    }

    /// Not taken before its wound was opened (`takenOnOrAfter`, on the server's reading).
    public func validate(parent: any TeamRecord) throws(RuleViolation) {
      guard let wound = parent as? Wound, let opened = CalendarDate(wound.openedOn) else { return }
      try Self.takenOnOrAfter(opened, takenAt, in: nil, field: "takenAt")
    }

    /// Throws naming `field` when `takenAt` falls on a day before `openedOn` in `timeZone`: the
    /// nurse's on the app. The server knows no nurse's zone: with nil, the instant is read in the
    /// zone whose day is the latest (UTC+14), so only what is before the wound's day everywhere
    /// is refused.
    public static func takenOnOrAfter(
      _ openedOn: CalendarDate,
      _ takenAt: Date,
      in timeZone: TimeZone?,
      field: String
    ) throws(RuleViolation) {
      let zone = timeZone ?? TimeZone(secondsFromGMT: 14 * 60 * 60)!
      try RuleViolation.require(
        CalendarDate(takenAt, in: zone) >= openedOn,
        field,
        "is before the wound was opened"
      )
    }

    /// Both sides 0: the wound closed (PUSH area 0); any other size is an open wound's.
    public var measuresClosed: Bool { lengthCm == 0 && widthCm == 0 }

    /// Lengths in range to a tenth; an open wound has both sides above 0 and tissue summing
    /// to 100; clock positions 1-12; pain 0-10; texts follow `TextRule`.
    public func validate(today: Date) throws(RuleViolation) {
      try InstantRule.check(takenAt, field: "takenAt", now: today)
      try ClinicalLimits.checkLength(lengthCm, field: "lengthCm")
      try ClinicalLimits.checkLength(widthCm, field: "widthCm")
      if let depthCm { try ClinicalLimits.checkLength(depthCm, field: "depthCm") }
      // One side 0 on an open wound is a typing slip: both 0 is the closed wound.
      if !measuresClosed {
        try RuleViolation.require(lengthCm > 0, "lengthCm", "must be above 0 on an open wound")
        try RuleViolation.require(widthCm > 0, "widthCm", "must be above 0 on an open wound")
      }
      for (extent, field) in [(undermining, "undermining"), (tunnelling, "tunnelling")] {
        guard let extent else { continue }
        try RuleViolation.require(
          ClinicalLimits.clockPosition.contains(extent.clockPosition),
          field,
          "clock position must be 1-12"
        )
        try ClinicalLimits.checkLength(extent.depthCm, field: field)
      }
      let parts = tissue.parts
      try RuleViolation.require(
        parts.allSatisfy(ClinicalLimits.tissuePercentage.contains),
        "tissue",
        "each percentage must be 0-100"
      )
      let total = parts.reduce(0, +)
      if !(measuresClosed && total == 0) {
        try RuleViolation.require(total == 100, "tissue", "percentages must sum to 100")
      }
      if let pain {
        try RuleViolation.require(ClinicalLimits.pain.contains(pain), "pain", "must be 0-10")
      }
      try Self.checkText(takenBy, .takenBy)
      try Self.checkText(dressing, .dressing)
      try Self.checkText(notes, .notes)
    }
  }

  /// A photo attached to an assessment; the bytes travel apart, by their SHA-256.
  public struct PhotoAttachment: TeamRecord {
    public var id: RecordID
    public var assessmentId: RecordID
    /// Lowercase hex.
    public var sha256: String
    public var format: PhotoFormat
    public var byteCount: Int

    /// An attachment with every field given.
    public init(
      id: RecordID,
      assessmentId: RecordID,
      sha256: String,
      format: PhotoFormat,
      byteCount: Int
    ) {
      self.id = id
      self.assessmentId = assessmentId
      self.sha256 = sha256
      self.format = format
      self.byteCount = byteCount
    }

    public static let type = RecordType(rawValue: "photo")
    public static let policy = RecordPolicy.appendOnly
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, assessmentId, sha256, format, byteCount
    }
    /// Never changed by an update: append-only.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Assessment.type, assessmentId) }

    /// A lowercase SHA-256 and a size from one byte to `PhotoFormat.maximumByteCount`.
    public func validate(today: Date) throws(RuleViolation) {
      try RuleViolation.require(
        PhotoFormat.normalisedHash(sha256) == sha256,
        "sha256",
        "must be 64 lowercase hexadecimal digits"
      )
      try RuleViolation.require(
        (1...PhotoFormat.maximumByteCount).contains(byteCount),
        "byteCount",
        "must be 1 to \(PhotoFormat.maximumByteCount)"
      )
    }
  }
}
