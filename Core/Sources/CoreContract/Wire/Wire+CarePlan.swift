import Foundation

/// A day of the week, as a care plan names the days a dressing is changed; raw values are the
/// command line's and the wire's lowercase English names.
public enum Weekday: String, CaseIterable, Codable, Sendable, Comparable {
  /// Monday.
  case monday
  /// Tuesday.
  case tuesday
  /// Wednesday.
  case wednesday
  /// Thursday.
  case thursday
  /// Friday.
  case friday
  /// Saturday.
  case saturday
  /// Sunday.
  case sunday

  /// The weekday of `Calendar`'s numbering (1 is Sunday, 7 is Saturday).
  public init(gregorianWeekday number: Int) {
    let order: [Weekday] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
    self = order[(number - 1 + 7) % 7]
  }

  /// Monday first, as a nurse's week reads.
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension Wire {
  /// The care planned for one wound: its dressing protocol, how often the dressing
  /// is changed and the wound assessed, and its referring nurse. Versioned like a wound: an
  /// edit travels as its field changes, merged field by field.
  ///
  /// One plan per wound: its id IS its wound's id, so two nurses planning the same wound
  /// offline name one record, and the second create is the server's 409, never a second plan.
  public struct CarePlan: TeamRecord {
    /// How often the dressing is changed: every N days, or on given weekdays, never both.
    /// One field on the wire, so a merge never mixes a colleague's days with her interval.
    public struct DressingChange: Codable, Equatable, Sendable {
      /// Every N calendar days, counted from the last change.
      public var everyDays: Int?
      /// On these weekdays.
      public var weekdays: [Weekday]?

      /// Every `days` days.
      public static func every(_ days: Int) -> DressingChange {
        DressingChange(everyDays: days, weekdays: nil)
      }

      /// On `days`, kept in week order without repeats.
      public static func on(_ days: [Weekday]) -> DressingChange {
        DressingChange(everyDays: nil, weekdays: Array(Set(days)).sorted())
      }

      /// A frequency with both parts given (one must be nil).
      public init(everyDays: Int?, weekdays: [Weekday]?) {
        self.everyDays = everyDays
        self.weekdays = weekdays
      }
    }

    /// The compression a plan puts on the wound's leg, and the specialist's advice it follows
    /// when any. One field on the wire, so a merge never pairs a colleague's level with
    /// another nurse's advice. Absent means no compression.
    public struct Compression: Codable, Equatable, Sendable {
      /// How much compression; never `none` (a plan without compression has no field).
      public var level: CompressionLevel
      /// The specialist who advised this compression despite the ABPI, when one did.
      public var advisedBy: String?
      /// `YYYY-MM-DD`: the day of the specialist's advice; given with `advisedBy`.
      public var advisedOn: String?

      /// A level, with the specialist's advice when one was given.
      public init(level: CompressionLevel, advisedBy: String? = nil, advisedOn: String? = nil) {
        self.level = level
        self.advisedBy = advisedBy
        self.advisedOn = advisedOn
      }
    }

    /// The longest interval a plan may set, in days (dressing change or assessment): a
    /// longer one is a typing mistake, and a wound unseen for two months is not followed.
    public static let longestIntervalDays = 60
    /// The overdue rule of docs/clinical-rules.md: a wound is assessed at least every 7 days
    /// unless planned.
    public static let defaultAssessmentDays = 7

    public var id: RecordID
    public var woundId: RecordID
    /// `YYYY-MM-DD`: the day the plan starts; its first dressing change falls due then.
    public var startsOn: String
    public var cleansing: String?
    public var primaryDressing: String
    public var secondaryDressing: String?
    public var dressingChange: DressingChange
    public var assessEveryDays: Int
    public var referringNurse: String?
    /// The compression on the wound's leg; nil for none.
    public var compression: Compression?
    public var version: Int?
    public var createdAt: Date
    public var updatedAt: Date
    /// Who wrote the plan or last changed it, when known: the nurse logged in where it was
    /// written, and on the server the nurse whose token wrote it (the server stamps it on
    /// every write, so a change merged with a colleague's names the nurse who made it).
    public var updatedBy: String?

    /// A plan with every field given; its id is its wound's.
    public init(
      woundId: RecordID,
      startsOn: String,
      cleansing: String? = nil,
      primaryDressing: String,
      secondaryDressing: String? = nil,
      dressingChange: DressingChange,
      assessEveryDays: Int = CarePlan.defaultAssessmentDays,
      referringNurse: String? = nil,
      compression: Compression? = nil,
      version: Int? = nil,
      createdAt: Date,
      updatedAt: Date,
      updatedBy: String? = nil
    ) {
      self.id = woundId
      self.woundId = woundId
      self.startsOn = startsOn
      self.cleansing = cleansing
      self.primaryDressing = primaryDressing
      self.secondaryDressing = secondaryDressing
      self.dressingChange = dressingChange
      self.assessEveryDays = assessEveryDays
      self.referringNurse = referringNurse
      self.compression = compression
      self.version = version
      self.createdAt = createdAt
      self.updatedAt = updatedAt
      self.updatedBy = updatedBy
    }

    public static let type = RecordType(rawValue: "care-plan")
    public static let policy = RecordPolicy.versioned
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, woundId, startsOn, cleansing, primaryDressing, secondaryDressing, dressingChange
      case assessEveryDays, referringNurse, compression, version, createdAt, updatedAt, updatedBy
    }
    /// Every part of the plan merges; its wound and the server's stamps (its version, when
    /// and by whom it last changed) never travel in a change.
    public static func merging(of field: CodingKeys) -> FieldMerging {
      switch field {
      case .startsOn, .cleansing, .primaryDressing, .secondaryDressing, .dressingChange,
        .assessEveryDays, .referringNurse, .compression:
        return .merges
      case .id, .woundId, .version, .createdAt, .updatedAt, .updatedBy:
        return .fixed
      }
    }
    /// Every text of the plan is one line: a product, a solution, a nurse.
    public static func text(of field: CodingKeys) -> TextRule? {
      switch field {
      case .cleansing, .primaryDressing, .secondaryDressing, .referringNurse, .updatedBy:
        return .line
      default: return nil
      }
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Wound.type, woundId) }

    /// Its id is its wound's; a real start day; a primary dressing; one frequency of 1-60 days
    /// or at least one weekday; an assessment every 1-60 days; compression above none, its
    /// specialist's advice whole (who, a line, and a real day) or absent; texts follow
    /// `TextRule` (the author a line). Whether the leg's ABPI allows the compression is the
    /// app's rule (LibWound's `CompressionSafetyRule`): it needs the patient's measurements.
    public func validate(today: Date) throws(RuleViolation) {
      try RuleViolation.require(id == woundId, "id", "must be the wound's id (one plan a wound)")
      try CalendarDayRule.check(startsOn, field: "startsOn", today: today)
      try Self.checkText(cleansing, .cleansing)
      try Self.checkText(primaryDressing, .primaryDressing)
      try TextRule.requireNotBlank(primaryDressing, field: "primaryDressing")
      try Self.checkText(secondaryDressing, .secondaryDressing)
      try Self.checkText(referringNurse, .referringNurse)
      try Self.checkText(updatedBy, .updatedBy)
      let days = 1...Self.longestIntervalDays
      switch (dressingChange.everyDays, dressingChange.weekdays) {
      case (let every?, nil):
        try ClinicalLimits.check(every, in: days, field: "dressingChange")
      case (nil, let weekdays?):
        try RuleViolation.require(!weekdays.isEmpty, "dressingChange", "names no weekday")
        try RuleViolation.require(
          Set(weekdays).count == weekdays.count,
          "dressingChange",
          "names a weekday twice"
        )
      default:
        throw RuleViolation(field: "dressingChange", reason: "must be every N days or weekdays")
      }
      try ClinicalLimits.check(assessEveryDays, in: days, field: "assessEveryDays")
      if let compression { try compression.validate(today: today) }
    }
  }
}

extension Wire.CarePlan.Compression {
  /// A level above none; advice names who and when, both or neither.
  func validate(today: Date) throws(RuleViolation) {
    try RuleViolation.require(level != .none, "compression", "none is written as no compression")
    switch (advisedBy, advisedOn) {
    case (nil, nil):
      return
    case (let who?, let day?):
      try TextRule.line.check(who, field: "specialistAdvice")
      try TextRule.requireNotBlank(who, field: "specialistAdvice")
      try CalendarDayRule.check(day, field: "advisedOn", today: today)
    case (nil, _?):
      throw RuleViolation(field: "specialistAdvice", reason: "names no specialist for the advice")
    case (_?, nil):
      throw RuleViolation(
        field: "advisedOn",
        reason: "must give the day of the specialist's advice"
      )
    }
  }
}
