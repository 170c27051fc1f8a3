import Foundation

/// A stored value LibPatient cannot read back (edited by hand, or by a newer app). Names the
/// column only, never its content.
struct CorruptPatientRecord: Error, CustomStringConvertible {
  var column: String
  var description: String { "patient store: unreadable \(column)" }
}

/// Converts between the database records, the public domain values and the wire payloads.
/// The only place that knows all three shapes.
enum PatientAdapter {
  // MARK: Patient

  static func record(from patient: Patient) -> PatientRecord {
    let details = patient.details
    return PatientRecord(
      id: patient.id,
      givenName: details.givenName,
      familyName: details.familyName,
      birthDate: details.birthDate.description,
      sex: details.sex.rawValue,
      address: details.address,
      phone: details.phone,
      identifier: details.identifier,
      physicianName: details.physicianName,
      physicianPhone: details.physicianPhone,
      allergies: details.allergies,
      notes: details.notes,
      status: patient.status.rawValue,
      version: patient.version,
      createdAt: patient.createdAt,
      updatedAt: patient.updatedAt,
      givenNameKey: SearchFolding.fold(details.givenName),
      familyNameKey: SearchFolding.fold(details.familyName),
      searchKey: SearchFolding.searchKey(
        givenName: details.givenName,
        familyName: details.familyName,
        identifier: details.identifier
      )
    )
  }

  static func patient(from record: PatientRecord, latestBraden: BradenAssessment?) throws
    -> Patient
  {
    guard let birthDate = CalendarDate(record.birthDate) else {
      throw CorruptPatientRecord(column: "birthDate")
    }
    guard let status = PatientStatus(rawValue: record.status) else {
      throw CorruptPatientRecord(column: "status")
    }
    let details = PatientDetails(
      givenName: record.givenName,
      familyName: record.familyName,
      birthDate: birthDate,
      // A sex a newer app added reads as unknown rather than hiding the patient.
      sex: Sex(rawValue: record.sex) ?? .unknown,
      address: record.address,
      phone: record.phone,
      identifier: record.identifier,
      physicianName: record.physicianName,
      physicianPhone: record.physicianPhone,
      allergies: record.allergies,
      notes: record.notes
    )
    return Patient(
      id: record.id,
      details: details,
      status: status,
      version: record.version,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      latestBraden: latestBraden
    )
  }

  static func summary(from record: PatientRecord, latestBraden: BradenAssessment?) throws
    -> PatientSummary
  {
    let patient = try patient(from: record, latestBraden: latestBraden)
    return PatientSummary(
      id: patient.id,
      givenName: patient.details.givenName,
      familyName: patient.details.familyName,
      birthDate: patient.details.birthDate,
      status: patient.status,
      latestBraden: latestBraden,
      sex: patient.details.sex
    )
  }

  static func payload(from record: PatientRecord) -> PatientPayload {
    PatientPayload(
      id: record.id,
      givenName: record.givenName,
      familyName: record.familyName,
      birthDate: record.birthDate,
      sex: record.sex,
      address: record.address,
      phone: record.phone,
      identifier: record.identifier,
      physicianName: record.physicianName,
      physicianPhone: record.physicianPhone,
      allergies: record.allergies,
      notes: record.notes,
      status: record.status,
      version: record.version,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt
    )
  }

  /// The record for a patient the server sent (the sync issue's pull).
  static func record(from payload: PatientPayload) throws -> PatientRecord {
    let patient = try patient(
      from: PatientRecord(
        id: payload.id,
        givenName: payload.givenName,
        familyName: payload.familyName,
        birthDate: payload.birthDate,
        sex: payload.sex,
        address: payload.address,
        phone: payload.phone,
        identifier: payload.identifier,
        physicianName: payload.physicianName,
        physicianPhone: payload.physicianPhone,
        allergies: payload.allergies,
        notes: payload.notes,
        status: payload.status,
        version: payload.version,
        createdAt: payload.createdAt,
        updatedAt: payload.updatedAt,
        givenNameKey: "",
        familyNameKey: "",
        searchKey: ""
      ),
      latestBraden: nil
    )
    // Going through the domain value recomputes the folded keys the same way a local write does.
    return record(from: patient)
  }
}
