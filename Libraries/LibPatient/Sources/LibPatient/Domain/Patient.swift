import Foundation

/// A patient's sex as recorded in the chart.
public enum Sex: String, Codable, Sendable, CaseIterable {
  case female, male, other, unknown
}

/// Active patients are listed; archived ones drop out of lists but are never deleted.
public enum PatientStatus: String, Codable, Sendable, CaseIterable {
  case active, archived
}

/// Everything the nurse types about a patient: what `add` takes and `edit` replaces.
public struct PatientDetails: Equatable, Sendable, Codable {
  public var givenName: String
  public var familyName: String
  public var birthDate: CalendarDate
  public var sex: Sex
  /// The home address: the nurse visits there.
  public var address: String?
  public var phone: String?
  /// A national health number or the practice's record number.
  public var identifier: String?
  public var physicianName: String?
  public var physicianPhone: String?
  public var allergies: [String]
  public var notes: String?

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
  public var id: UUID
  public var details: PatientDetails

  public init(id: UUID = UUID(), details: PatientDetails) {
    self.id = id
    self.details = details
  }
}

/// A patient as stored, with the latest Braden assessment when there is one.
public struct Patient: Equatable, Sendable, Identifiable {
  public var id: UUID
  public var details: PatientDetails
  public var status: PatientStatus
  /// The server's version of the record; nil until it has been synced once.
  public var version: Int?
  public var createdAt: Date
  public var updatedAt: Date
  public var latestBraden: BradenAssessment?

  public init(
    id: UUID,
    details: PatientDetails,
    status: PatientStatus,
    version: Int?,
    createdAt: Date,
    updatedAt: Date,
    latestBraden: BradenAssessment?
  ) {
    self.id = id
    self.details = details
    self.status = status
    self.version = version
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.latestBraden = latestBraden
  }
}

/// One row of the patient list: what a list needs and nothing more.
public struct PatientSummary: Equatable, Sendable, Identifiable {
  public var id: UUID
  public var givenName: String
  public var familyName: String
  public var birthDate: CalendarDate
  public var status: PatientStatus
  public var latestBraden: BradenAssessment?

  public init(
    id: UUID,
    givenName: String,
    familyName: String,
    birthDate: CalendarDate,
    status: PatientStatus,
    latestBraden: BradenAssessment?
  ) {
    self.id = id
    self.givenName = givenName
    self.familyName = familyName
    self.birthDate = birthDate
    self.status = status
    self.latestBraden = latestBraden
  }
}

/// Which patients a list shows.
public struct PatientListQuery: Equatable, Sendable {
  /// Matched, case- and accent-insensitively, against given name, family name and identifier.
  public var search: String?
  /// `active` (the default), `archived`, or nil for both.
  public var status: PatientStatus?

  public init(search: String? = nil, status: PatientStatus? = .active) {
    self.search = search
    self.status = status
  }
}
