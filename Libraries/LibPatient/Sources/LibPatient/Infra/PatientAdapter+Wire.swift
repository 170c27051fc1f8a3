import CoreContract
import CoreDatabase
import Foundation

/// Converts the store's records to and from the team contract's wire records, which the outbox
/// carries and the change log brings back.
extension PatientAdapter {
  // MARK: Patient

  static func wire(from record: PatientRecord) throws -> Wire.Patient {
    guard let sex = Sex(rawValue: record.sex) else { throw StoredColumnUnreadable(column: "sex") }
    guard let status = PatientStatus(rawValue: record.status) else {
      throw StoredColumnUnreadable(column: "status")
    }
    return Wire.Patient(
      id: RecordID(record.id),
      givenName: record.givenName,
      familyName: record.familyName,
      birthDate: record.birthDate,
      sex: sex,
      address: record.address,
      phone: record.phone,
      identifier: record.identifier,
      physicianName: record.physicianName,
      physicianPhone: record.physicianPhone,
      allergies: record.allergies,
      notes: record.notes,
      status: status,
      photoConsent: try PhotoConsentAdapter.wire(from: record),
      mergedInto: record.mergedInto.map { RecordID($0) },
      version: record.version,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt
    )
  }

  /// The record for a patient the server sent. Going through the domain value computes the
  /// folded search keys the same way a local write does.
  static func record(from wire: Wire.Patient) throws -> PatientRecord {
    guard let birthDate = CalendarDate(wire.birthDate) else {
      throw StoredColumnUnreadable(column: "birthDate")
    }
    let details = PatientDetails(
      givenName: wire.givenName,
      familyName: wire.familyName,
      birthDate: birthDate,
      sex: wire.sex,
      address: wire.address,
      phone: wire.phone,
      identifier: wire.identifier,
      physicianName: wire.physicianName,
      physicianPhone: wire.physicianPhone,
      allergies: wire.allergies,
      notes: wire.notes
    )
    return record(
      from: Patient(
        id: Patient.ID(wire.id),
        details: details,
        status: wire.status,
        version: wire.version,
        createdAt: wire.createdAt,
        updatedAt: wire.updatedAt,
        latestBraden: nil,
        photoConsent: try PhotoConsentAdapter.consent(wire.photoConsent),
        mergedInto: wire.mergedInto.map { Patient.ID($0) }
      )
    )
  }

  // MARK: Braden

  static func wire(from record: BradenRecord) -> Wire.Braden {
    Wire.Braden(
      id: RecordID(record.id),
      patientId: RecordID(record.patientID),
      assessedAt: record.assessedAt,
      sensoryPerception: record.sensoryPerception,
      moisture: record.moisture,
      activity: record.activity,
      mobility: record.mobility,
      nutrition: record.nutrition,
      frictionShear: record.frictionShear,
      assessedBy: record.assessedBy
    )
  }

  /// The record for an assessment the server sent. The server does not say when it was
  /// recorded; the assessment time is the closest.
  static func record(from wire: Wire.Braden) -> BradenRecord {
    BradenRecord(
      id: wire.id.uuid,
      patientID: wire.patientId.uuid,
      assessedAt: wire.assessedAt,
      sensoryPerception: wire.sensoryPerception,
      moisture: wire.moisture,
      activity: wire.activity,
      mobility: wire.mobility,
      nutrition: wire.nutrition,
      frictionShear: wire.frictionShear,
      recordedAt: wire.assessedAt,
      assessedBy: wire.assessedBy
    )
  }
}
