import CoreContract
import CoreDatabase
import Foundation
import Testing

@testable import LibPatient

@Suite("Editing, archiving and unarchiving")
struct EditAndArchiveTests {
  @Test func editReplacesTheDetailsAndQueuesTheFieldsThatChanged() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    fixture.clock.advance(by: 3600)
    var details = PatientDetails.sample
    details.familyName = " Dupont-Moreau "
    details.allergies = ["latex", ""]
    try await fixture.library.edit(id, details: details)

    let patient = try await fixture.library.patient(id)
    #expect(patient.details.familyName == "Dupont-Moreau")
    #expect(patient.details.allergies == ["latex"])
    #expect(patient.createdAt == PatientFixture.start)
    #expect(patient.updatedAt == PatientFixture.start.addingTimeInterval(3600))

    let entries = try await fixture.outbox()
    #expect(entries.map(\.operation) == [.create, .update])
    let update = entries[1]
    #expect(update.entityType == "patient")
    #expect(update.entityID == id.rawValue)
    #expect(update.baseVersion == nil)
    // Only what she changed, and from what: the server merges it field by field.
    let patch = try WireCoding.decoder.decode(Wire.RecordPatch.self, from: update.payload)
    #expect(
      patch.changes == [
        Wire.FieldChange(
          field: "allergies",
          from: .array([.string("penicillin")]),
          to: .array([.string("latex")])
        ),
        Wire.FieldChange(
          field: "familyName",
          from: .string("Dupont"),
          to: .string("Dupont-Moreau")
        ),
        // `addPatient` left it out; the sample details have one.
        Wire.FieldChange(field: "identifier", from: .null, to: .string("1410369123456")),
      ]
    )
  }

  @Test func editWithTheSameDetailsWritesNothing() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    try await fixture.library.edit(id, details: try await fixture.library.patient(id).details)
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func editRefusesBadDetailsAndWritesNothing() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let before = try await fixture.library.patient(id)
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.edit(id, details: .with(given: " "))
    }
    #expect(error?.field == "givenName")
    let future = await #expect(throws: RuleViolation.self) {
      try await fixture.library.edit(id, details: .with(birthDate: fixture.day(offset: 1)))
    }
    #expect(future?.field == "birthDate")
    #expect(try await fixture.library.patient(id) == before)
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func editOfAnUnknownPatientIsNotFound() async throws {
    let fixture = try PatientFixture()
    let id = Patient.ID()
    await #expect(throws: IDLookupError.notFound(.patient, id.uuidString.lowercased())) {
      try await fixture.library.edit(id, details: .sample)
    }
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func archiveMovesThePatientOutOfTheListAndUnarchiveBringsHerBack() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    try await fixture.addPatient(given: "Marc", family: "Durand")

    try await fixture.library.archive(id)
    #expect(try await fixture.library.list().map(\.familyName) == ["Durand"])
    #expect(try await fixture.library.list(PatientListQuery(status: .archived)).map(\.id) == [id])
    #expect(try await fixture.library.list(PatientListQuery(status: nil)).count == 2)
    #expect(try await fixture.library.patient(id).status == .archived)

    try await fixture.library.unarchive(id)
    #expect(try await fixture.library.list().count == 2)
    #expect(try await fixture.library.patient(id).status == .active)

    let entries = try await fixture.outbox().filter { $0.entityID == id.rawValue }
    #expect(entries.map(\.operation) == [.create, .update, .update])
    let patches = try entries.dropFirst().map {
      try WireCoding.decoder.decode(Wire.RecordPatch.self, from: $0.payload).changes
    }
    #expect(
      patches == [
        [Wire.FieldChange(field: "status", from: .string("active"), to: .string("archived"))],
        [Wire.FieldChange(field: "status", from: .string("archived"), to: .string("active"))],
      ]
    )
  }

  @Test func archivingTwiceWritesOnce() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    try await fixture.library.archive(id)
    try await fixture.library.archive(id)
    #expect(try await fixture.outbox().count == 2)
  }

  @Test func archiveOfAnUnknownPatientIsNotFound() async throws {
    let fixture = try PatientFixture()
    await #expect(throws: IDLookupError.self) {
      try await fixture.library.archive(Patient.ID())
    }
    await #expect(throws: IDLookupError.self) {
      try await fixture.library.unarchive(Patient.ID())
    }
    #expect(try await fixture.outbox().isEmpty)
  }
}
