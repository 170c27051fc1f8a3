import CoreDatabase
import Foundation
import GRDB

/// Converts between the database records, the public domain values and the contract's wire
/// records (`PatientAdapter+Wire.swift`). The only place that knows all three shapes.
enum PatientAdapter {
  // MARK: Patient

  static func record(from patient: Patient) -> PatientRecord {
    let details = patient.details
    var record = PatientRecord(
      id: patient.id.rawValue,
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
        identifier: details.identifier,
        address: details.address,
        phone: details.phone
      )
    )
    PhotoConsentAdapter.store(patient.photoConsent, in: &record)
    record.mergedInto = patient.mergedInto?.rawValue
    return record
  }

  static func patient(from record: PatientRecord, latestBraden: BradenAssessment?) throws
    -> Patient
  {
    guard let birthDate = CalendarDate(record.birthDate) else {
      throw StoredColumnUnreadable(column: "birthDate")
    }
    guard let status = PatientStatus(rawValue: record.status) else {
      throw StoredColumnUnreadable(column: "status")
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
      id: Patient.ID(record.id),
      details: details,
      status: status,
      version: record.version,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      latestBraden: latestBraden,
      photoConsent: try PhotoConsentAdapter.consent(PhotoConsentAdapter.wire(from: record)),
      mergedInto: record.mergedInto.map(Patient.ID.init(rawValue:))
    )
  }

  /// A summary from the list's row (`PatientRecord.SummaryColumn`, read by name), checked
  /// as `patient(from:)` checks a record.
  static func summary(
    row: SelectedRow<PatientRecord.SummaryColumn>,
    latestBraden: BradenAssessment?
  )
    throws -> PatientSummary
  {
    PatientSummary(
      id: try row.id(.id),
      givenName: try row[.givenName],
      familyName: try row[.familyName],
      birthDate: try row.value(.birthDate) { CalendarDate($0 as String) },
      status: try row.value(.status, PatientStatus.init(rawValue:)),
      latestBraden: latestBraden,
      sex: Sex(rawValue: try row[.sex]) ?? .unknown
    )
  }
}
