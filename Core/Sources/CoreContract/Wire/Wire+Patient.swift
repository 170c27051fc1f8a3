import Foundation

extension Wire {
  /// A patient as the team shares her. `version` is the server's (nil until it has her).
  public struct Patient: TeamRecord {
    public var id: RecordID
    public var givenName: String
    public var familyName: String
    /// `YYYY-MM-DD`.
    public var birthDate: String
    public var sex: Sex
    public var address: String?
    public var phone: String?
    public var identifier: String?
    public var physicianName: String?
    public var physicianPhone: String?
    public var allergies: [String]
    public var notes: String?
    public var status: PatientStatus
    /// Her answer about wound photos; nil when she was never asked.
    public var photoConsent: PhotoConsent?
    /// The patient she was merged into (docs/clinical-rules.md, "Possible duplicate
    /// patients"): nil while she stands on her own. Never her own id, and set once: an update
    /// may set it while it is nil, never change or clear it (`checkChange`). Her records keep
    /// naming her; every store reads them under the patient this leads to.
    public var mergedInto: RecordID?
    public var version: Int?
    public var createdAt: Date
    public var updatedAt: Date

    /// A patient with every field given.
    public init(
      id: RecordID,
      givenName: String,
      familyName: String,
      birthDate: String,
      sex: Sex,
      address: String? = nil,
      phone: String? = nil,
      identifier: String? = nil,
      physicianName: String? = nil,
      physicianPhone: String? = nil,
      allergies: [String] = [],
      notes: String? = nil,
      status: PatientStatus = .active,
      photoConsent: PhotoConsent? = nil,
      mergedInto: RecordID? = nil,
      version: Int? = nil,
      createdAt: Date,
      updatedAt: Date
    ) {
      self.id = id
      self.givenName = givenName
      self.familyName = familyName
      self.birthDate = birthDate
      self.sex = sex
      self.address = address
      self.phone = phone
      self.identifier = identifier
      self.physicianName = physicianName
      self.physicianPhone = physicianPhone
      self.allergies = allergies
      self.notes = notes
      self.status = status
      self.photoConsent = photoConsent
      self.mergedInto = mergedInto
      self.version = version
      self.createdAt = createdAt
      self.updatedAt = updatedAt
    }

    public static let type = RecordType(rawValue: "patient")
    public static let policy = RecordPolicy.versioned
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, givenName, familyName, birthDate, sex, address, phone, identifier, physicianName
      case physicianPhone, allergies, notes, status, photoConsent, mergedInto, version, createdAt
      case updatedAt
    }
    /// Every field a nurse types merges; the id and the server's stamps never do.
    public static func merging(of field: CodingKeys) -> FieldMerging {
      switch field {
      case .givenName, .familyName, .birthDate, .sex, .address, .phone, .identifier,
        .physicianName, .physicianPhone, .allergies, .notes, .status, .photoConsent, .mergedInto:
        return .merges
      case .id, .version, .createdAt, .updatedAt:
        return .fixed
      }
    }
    /// The address and the notes may take lines; every other text is one line.
    public static func text(of field: CodingKeys) -> TextRule? {
      switch field {
      case .address, .notes: return .lines
      case .givenName, .familyName, .phone, .identifier, .physicianName, .physicianPhone,
        .allergies:
        return .line
      default: return nil
      }
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { nil }

    /// Names are required; every text follows `TextRule`, the phones `PhoneRule` too; the
    /// birth date is a real day; a photo consent is whole (`PhotoConsent.validate`).
    public func validate(today: Date) throws(RuleViolation) {
      try InstantRule.check(createdAt, field: "createdAt", now: today)
      for (field, name) in [(CodingKeys.givenName, givenName), (.familyName, familyName)] {
        try TextRule.requireNotBlank(name, field: field.stringValue)
        try Self.checkText(name, field)
      }
      try CalendarDayRule.check(birthDate, field: "birthDate", today: today)
      try Self.checkText(address, .address)
      try Self.checkText(phone, .phone)
      try PhoneRule.check(phone, field: "phone")
      try Self.checkText(identifier, .identifier)
      try Self.checkText(physicianName, .physicianName)
      try Self.checkText(physicianPhone, .physicianPhone)
      try PhoneRule.check(physicianPhone, field: "physicianPhone")
      for allergy in allergies { try Self.checkText(allergy, .allergies) }
      try Self.checkText(notes, .notes)
      if let photoConsent { try photoConsent.validate(today: today) }
      if mergedInto == id {
        throw RuleViolation(
          field: CodingKeys.mergedInto.stringValue,
          reason: "is the patient herself"
        )
      }
    }

    /// `mergedInto` is set once: a change may only set it where it is empty (a merge); a
    /// change that moves or clears it is refused, naming it. Every other field merges freely.
    public static func checkChange(_ change: Wire.FieldChange) throws(RuleViolation) {
      guard change.field == CodingKeys.mergedInto.stringValue else { return }
      guard change.from == .null, case .string = change.to else {
        throw RuleViolation(
          field: change.field,
          reason: "is set once, by a merge: it cannot be changed or cleared"
        )
      }
    }
  }

  /// A Braden assessment (docs/clinical-rules.md, "Braden scale"): append-only, a correction
  /// is a new one.
  public struct Braden: TeamRecord {
    public var id: RecordID
    public var patientId: RecordID
    public var assessedAt: Date
    public var sensoryPerception: Int
    public var moisture: Int
    public var activity: Int
    public var mobility: Int
    public var nutrition: Int
    public var frictionShear: Int
    /// Who assessed, when known (the nurse logged in where it was recorded).
    public var assessedBy: String?

    /// An assessment with every subscale given.
    public init(
      id: RecordID,
      patientId: RecordID,
      assessedAt: Date,
      sensoryPerception: Int,
      moisture: Int,
      activity: Int,
      mobility: Int,
      nutrition: Int,
      frictionShear: Int,
      assessedBy: String? = nil
    ) {
      self.id = id
      self.patientId = patientId
      self.assessedAt = assessedAt
      self.sensoryPerception = sensoryPerception
      self.moisture = moisture
      self.activity = activity
      self.mobility = mobility
      self.nutrition = nutrition
      self.frictionShear = frictionShear
      self.assessedBy = assessedBy
    }

    public static let type = RecordType(rawValue: "braden")
    public static let policy = RecordPolicy.appendOnly
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, patientId, assessedAt, sensoryPerception, moisture, activity, mobility, nutrition
      case frictionShear, assessedBy
    }
    /// Never changed by an update: append-only.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    /// Who assessed is one line.
    public static func text(of field: CodingKeys) -> TextRule? {
      field == .assessedBy ? .line : nil
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Patient.type, patientId) }

    /// Each subscale within its range (docs/clinical-rules.md, "Braden scale"); the author a
    /// line of text.
    public func validate(today: Date) throws(RuleViolation) {
      try InstantRule.check(assessedAt, field: "assessedAt", now: today)
      let fourPoint = ClinicalLimits.bradenFourPoint
      try ClinicalLimits.check(sensoryPerception, in: fourPoint, field: "sensoryPerception")
      try ClinicalLimits.check(moisture, in: fourPoint, field: "moisture")
      try ClinicalLimits.check(activity, in: fourPoint, field: "activity")
      try ClinicalLimits.check(mobility, in: fourPoint, field: "mobility")
      try ClinicalLimits.check(nutrition, in: fourPoint, field: "nutrition")
      try ClinicalLimits.check(
        frictionShear,
        in: ClinicalLimits.bradenFrictionShear,
        field: "frictionShear"
      )
      try Self.checkText(assessedBy, .assessedBy)
    }
  }
}
