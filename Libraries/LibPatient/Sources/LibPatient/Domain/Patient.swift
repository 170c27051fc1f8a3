import CoreContract
import Foundation
// Every id in the domain is a `Tagged` UUID (`Patient.ID`): a caller that names one needs its
// conformances, so importing LibPatient imports Tagged too.
@_exported import Tagged

/// A patient's sex as recorded in the chart: the team contract's vocabulary (`female`, `male`,
/// `other`, `unknown`), under LibPatient's name.
public typealias Sex = CoreContract.Sex

/// Active patients are listed; archived ones drop out of lists but are never deleted: the team
/// contract's vocabulary, under LibPatient's name.
public typealias PatientStatus = CoreContract.PatientStatus

/// What a patient's and her physician's phone numbers may be (digits, an optional leading +,
/// spaces, dots, dashes, parentheses; 6 to 20 digits): the team's one rule, which the library,
/// the server and the patient form all check.
public typealias PhoneRule = CoreContract.PhoneRule

/// A day on the calendar with no time of day (a birth date, the day a wound was opened),
/// written and read `YYYY-MM-DD`: the team contract's one reading of a day, under LibPatient's
/// name.
public typealias CalendarDate = CoreContract.CalendarDate

/// What a day may be (a real day, from 1900, not in the future): the team's one rule, which
/// the library, the server and the forms all check (a form where the day is typed).
public typealias CalendarDayRule = CoreContract.CalendarDayRule

/// Which texts of a patient's details may hold lines (newline and tab), as the team's
/// contract declares them (`TeamRecord.text(of:)`): the one answer the form reads, so a paste
/// keeps its line breaks exactly where the library and the server accept them.
public enum PatientTextLines {
  /// True when the patient's field `wireName` (`address`, `notes`) holds lines.
  public static func patient(_ wireName: String) -> Bool {
    Wire.Patient.fieldsHoldingLines.contains(wireName)
  }
}

/// Everything the nurse types about a patient: what `add` takes and `edit` replaces.
public struct PatientDetails: Equatable, Sendable, Codable {
  /// The given (first) name; never blank once stored.
  public var givenName: String
  /// The family (last) name; never blank once stored.
  public var familyName: String
  /// The date of birth: not in the future, not before 1900.
  public var birthDate: CalendarDate
  /// The sex recorded in the chart.
  public var sex: Sex
  /// The home address: the nurse visits there.
  public var address: String?
  /// The patient's phone, to announce a visit.
  public var phone: String?
  /// A national health number or the practice's record number.
  public var identifier: String?
  /// The referring physician.
  public var physicianName: String?
  /// The referring physician's phone.
  public var physicianPhone: String?
  /// Known allergies, one free-text entry each; blank entries are dropped.
  public var allergies: [String]
  /// Free notes (how to get in, who to call).
  public var notes: String?

  /// Details as typed; the library trims them when they are stored.
  public init(
    givenName: String,
    familyName: String,
    birthDate: CalendarDate,
    sex: Sex = .unknown,
    address: String? = nil,
    phone: String? = nil,
    identifier: String? = nil,
    physicianName: String? = nil,
    physicianPhone: String? = nil,
    allergies: [String] = [],
    notes: String? = nil
  ) {
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
  }
}

/// A patient to add. The caller makes the id, so adding works offline and never needs to
/// return one.
public struct NewPatient: Equatable, Sendable {
  /// The new patient's id, made by the caller.
  public var id: Patient.ID
  /// What the nurse typed.
  public var details: PatientDetails
  /// True when the nurse says she is another person than the patients she may duplicate
  /// (`--not-a-duplicate`): added without the check.
  public var notADuplicate: Bool

  /// A patient to add; `id` defaults to a new one.
  public init(id: Patient.ID = Patient.ID(), details: PatientDetails, notADuplicate: Bool = false) {
    self.id = id
    self.details = details
    self.notADuplicate = notADuplicate
  }
}

/// A patient as stored, with the latest Braden assessment when there is one.
public struct Patient: Equatable, Sendable, Identifiable {
  /// A patient's id: a UUID that only a patient's id can be passed as.
  public typealias ID = Tagged<Patient, UUID>

  /// The patient's id.
  public var id: ID
  /// Everything the nurse typed about her.
  public var details: PatientDetails
  /// Whether she is listed or archived.
  public var status: PatientStatus
  /// The server's version of the record; nil until it has been synced once.
  public var version: Int?
  /// When the patient was added on this device (or on the server).
  public var createdAt: Date
  /// When the record last changed.
  public var updatedAt: Date
  /// The Braden assessment with the newest `assessedAt`, if any.
  public var latestBraden: BradenAssessment?
  /// Her answer about wound photos: `notAsked` until one is recorded.
  public var photoConsent: PhotoConsent
  /// The patient she was merged into, nil while she stands on her own: her records are read
  /// under that patient (`PatientMerges`), and she leaves every list.
  public var mergedInto: ID?

  /// A stored patient, as the library reads it.
  public init(
    id: ID,
    details: PatientDetails,
    status: PatientStatus,
    version: Int?,
    createdAt: Date,
    updatedAt: Date,
    latestBraden: BradenAssessment?,
    photoConsent: PhotoConsent = .notAsked,
    mergedInto: ID? = nil
  ) {
    self.id = id
    self.details = details
    self.status = status
    self.version = version
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.latestBraden = latestBraden
    self.photoConsent = photoConsent
    self.mergedInto = mergedInto
  }
}

/// One row of the patient list: what a list needs and nothing more.
public struct PatientSummary: Equatable, Sendable, Identifiable {
  /// The patient's id.
  public var id: Patient.ID
  /// The given name.
  public var givenName: String
  /// The family name.
  public var familyName: String
  /// The date of birth.
  public var birthDate: CalendarDate
  /// Whether she is listed or archived.
  public var status: PatientStatus
  /// The Braden assessment with the newest `assessedAt`, if any.
  public var latestBraden: BradenAssessment?
  /// The sex recorded in the chart.
  public var sex: Sex

  /// A list row.
  public init(
    id: Patient.ID,
    givenName: String,
    familyName: String,
    birthDate: CalendarDate,
    status: PatientStatus,
    latestBraden: BradenAssessment?,
    sex: Sex = .unknown
  ) {
    self.id = id
    self.givenName = givenName
    self.familyName = familyName
    self.birthDate = birthDate
    self.status = status
    self.latestBraden = latestBraden
    self.sex = sex
  }
}

/// Which patients a list shows.
public struct PatientListQuery: Equatable, Sendable {
  /// Every word matched, case- and accent-insensitively, against given name, family name,
  /// identifier, address and the phone's digits (a phone typed with dots or spaces is compared
  /// by its digits); a word of 4+ hex characters also matches an id's start.
  public var search: String?
  /// `active` (the default), `archived`, or nil for both.
  public var status: PatientStatus?

  /// All active patients unless told otherwise.
  public init(search: String? = nil, status: PatientStatus? = .active) {
    self.search = search
    self.status = status
  }
}
