import CoreContract
import CoreDatabase
import Foundation
import Testing

@testable import LibPatient

@Suite("Adding a patient")
struct AddPatientTests {
  @Test func storesThePatientActiveWithHerDetails() async throws {
    let fixture = try PatientFixture()
    let id = Patient.ID()
    try await fixture.library.add(NewPatient(id: id, details: .sample))

    let patient = try await fixture.library.patient(id)
    #expect(patient.details == .sample)
    #expect(patient.status == .active)
    #expect(patient.version == nil)
    #expect(patient.createdAt == PatientFixture.start)
    #expect(patient.updatedAt == PatientFixture.start)
    #expect(patient.latestBraden == nil)
  }

  @Test func trimsNamesAndTextsAndDropsEmptyAllergies() async throws {
    let fixture = try PatientFixture()
    var details = PatientDetails.sample
    details.givenName = "  Zoë \n"
    details.familyName = "\tDupont "
    details.phone = "   "
    details.notes = " Key under the mat "
    details.allergies = ["", " latex ", "  "]
    let id = Patient.ID()
    try await fixture.library.add(NewPatient(id: id, details: details))

    let stored = try await fixture.library.patient(id).details
    #expect(stored.givenName == "Zoë")
    #expect(stored.familyName == "Dupont")
    #expect(stored.phone == nil)
    #expect(stored.notes == "Key under the mat")
    #expect(stored.allergies == ["latex"])
  }

  @Test func leavesOneCreateEntryCarryingTheWirePatient() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()

    let entries = try await fixture.outbox()
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry.entityType == "patient")
    #expect(entry.entityID == id.rawValue)
    #expect(entry.operation == .create)
    #expect(entry.baseVersion == nil)
    #expect(entry.createdAt == PatientFixture.start)
    let payload = try WireCoding.decoder.decode(Wire.Patient.self, from: entry.payload)
    #expect(payload.id == RecordID(id.rawValue))
    #expect(payload.givenName == "Zoë")
    #expect(payload.birthDate == "1941-03-09")
    #expect(payload.status == .active)
    #expect(payload.version == nil)
    #expect(try await fixture.library.pendingChangeCount() == 1)
  }

  @Test(arguments: [
    ("givenName", PatientDetails.with(given: "")),
    ("givenName", PatientDetails.with(given: "  \t")),
    ("familyName", PatientDetails.with(family: "")),
    ("familyName", PatientDetails.with(family: " \n ")),
    ("birthDate", PatientDetails.with(birthDate: CalendarDate(year: 1899, month: 12, day: 31)!)),
  ])
  func refusesBadDetailsAndWritesNothing(field: String, details: PatientDetails) async throws {
    let fixture = try PatientFixture()
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.add(NewPatient(details: details))
    }
    #expect(error?.field == field)
    #expect(try await fixture.library.list(PatientListQuery(status: nil)).isEmpty)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func refusesABirthDateTomorrowButTakesToday() async throws {
    let fixture = try PatientFixture()
    let tomorrow = PatientDetails.with(birthDate: fixture.day(offset: 1))
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.add(NewPatient(details: tomorrow))
    }
    #expect(error?.field == "birthDate")
    #expect(try await fixture.outbox().isEmpty)

    try await fixture.library.add(
      NewPatient(details: .with(birthDate: fixture.day(offset: 0)))
    )
    try await fixture.library.add(
      NewPatient(
        details: .with(birthDate: CalendarDate(year: 1900, month: 1, day: 1)!),
        notADuplicate: true
      )
    )
    #expect(try await fixture.library.list().count == 2)
  }

  @Test func refusesAnIdAlreadyUsed() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.addPatient(given: "Other", id: id)
    }
    #expect(error?.field == "id")
    #expect(try await fixture.library.patient(id).details.givenName == "Zoë")
    #expect(try await fixture.outbox().count == 1)
  }
}

extension PatientDetails {
  static func with(
    given: String = "Zoë",
    family: String = "Dupont",
    birthDate: CalendarDate = CalendarDate(year: 1941, month: 3, day: 9)!
  ) -> PatientDetails {
    var details = PatientDetails.sample
    details.givenName = given
    details.familyName = family
    details.birthDate = birthDate
    return details
  }
}
