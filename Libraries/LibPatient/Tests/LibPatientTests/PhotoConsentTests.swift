import CoreContract
import CoreDatabase
import Foundation
import GRDB
import Testing

@testable import LibPatient

/// docs/clinical-rules.md, "Photo consent": one answer per patient, synced as one field.
@Suite("A patient's photo consent")
struct PhotoConsentTests {
  static let day = CalendarDate(year: 2025, month: 6, day: 1)!

  @Test func aPatientNeverAskedHasNoConsentAndAllowsNothing() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let consent = try await fixture.library.patient(id).photoConsent
    #expect(consent == .notAsked)
    #expect(!consent.allowsNewPhotos && !consent.allowsSharing)
    #expect(consent.photoRefusal?.contains("never recorded") == true)
  }

  @Test func eachAnswerIsStoredReadBackAndSaysWhatItAllows() async throws {
    let answers: [(PhotoConsent, photos: Bool, sharing: Bool, text: String)] = [
      (
        .given(on: Self.day, by: "the patient", scope: .record), true, false,
        "given on 2025-06-01 by the patient, for the record only"
      ),
      (
        .given(on: Self.day, by: "her daughter", scope: .sharing), true, true,
        "given on 2025-06-01 by her daughter, for the record and sharing"
      ),
      (.refused(on: Self.day, by: nil), false, false, "refused on 2025-06-01"),
      (.withdrawn(on: Self.day, by: "her son"), false, false, "withdrawn on 2025-06-01 by her son"),
    ]
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    for (consent, photos, sharing, text) in answers {
      try await fixture.library.recordPhotoConsent(consent, for: id)
      let stored = try await fixture.library.patient(id).photoConsent
      #expect(stored == consent)
      #expect(stored.allowsNewPhotos == photos && stored.allowsSharing == sharing)
      #expect(stored.text == text)
    }
  }

  @Test func anAnswerTravelsAsOneFieldChangeOfThePatient() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let consent = PhotoConsent.given(on: Self.day, by: "  the patient ", scope: .sharing)
    try await fixture.library.recordPhotoConsent(consent, for: id)

    let update = try #require(try await fixture.outbox().last)
    #expect(update.operation == .update && update.entityID == id.rawValue)
    let patch = try WireCoding.decoder.decode(Wire.RecordPatch.self, from: update.payload)
    #expect(patch.changes.map(\.field) == ["photoConsent"])
    #expect(patch.changes.first?.from == .null)
    let wire = try #require(patch.changes.first?.to)
    #expect(
      wire
        == .object([
          "status": .string("given"), "on": .string("2025-06-01"),
          "by": .string("the patient"), "scope": .string("sharing"),
        ])
    )
  }

  @Test func theSameAnswerAgainWritesNothing() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let consent = PhotoConsent.refused(on: Self.day, by: nil)
    try await fixture.library.recordPhotoConsent(consent, for: id)
    try await fixture.library.recordPhotoConsent(consent, for: id)
    #expect(try await fixture.outbox().count == 2)
  }

  @Test func aBadAnswerIsRefusedNamingItsPartAndNothingIsWritten() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let future = fixture.day(offset: 2)
    let bad: [(PhotoConsent, String)] = [
      (.given(on: Self.day, by: "  ", scope: .record), "photoConsentBy"),
      (.given(on: future, by: "the patient", scope: .record), "photoConsentOn"),
      (.refused(on: CalendarDate(year: 1899, month: 12, day: 31)!, by: nil), "photoConsentOn"),
      (.withdrawn(on: Self.day, by: "her\u{1B}[2J son"), "photoConsentBy"),
    ]
    for (consent, field) in bad {
      let error = await #expect(throws: RuleViolation.self) {
        try await fixture.library.recordPhotoConsent(consent, for: id)
      }
      #expect(error?.field == field)
    }
    #expect(try await fixture.library.patient(id).photoConsent == .notAsked)
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func anUnknownPatientIsNotFound() async throws {
    let fixture = try PatientFixture()
    await #expect(throws: IDLookupError.self) {
      try await fixture.library.recordPhotoConsent(
        .refused(on: Self.day, by: nil),
        for: Patient.ID()
      )
    }
  }

  @Test func theContractRefusesAWireConsentThatIsNotWhole() throws {
    let today = PatientFixture.start
    let cases: [(Wire.Patient.PhotoConsent, String)] = [
      (.init(status: .given, on: "2025-06-01", scope: .record), "photoConsentBy"),
      (.init(status: .given, on: "2025-06-01", by: "the patient"), "photoConsentScope"),
      (.init(status: .refused, on: "2025-06-01", scope: .sharing), "photoConsentScope"),
      (.init(status: .withdrawn, on: "2025-02-30"), "photoConsentOn"),
    ]
    for (consent, field) in cases {
      var patient = Wire.Patient(
        id: RecordID(UUID()),
        givenName: "Zoë",
        familyName: "Dupont",
        birthDate: "1941-03-09",
        sex: .female,
        createdAt: today,
        updatedAt: today
      )
      patient.photoConsent = consent
      #expect(throws: RuleViolation.self) { try patient.validate(today: today) }
      do { try patient.validate(today: today) } catch { #expect(error.field == field) }
    }
  }

  @Test func aStoreFromBeforeConsentReadsItsPatientsAsNeverAsked() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let columns = try await fixture.store.writer.read { db in
      try db.columns(in: "patient").map(\.name)
    }
    #expect(columns.contains("photoConsentStatus") && columns.contains("photoConsentScope"))
    try await fixture.store.writer.write { db in
      try db.execute(sql: "UPDATE patient SET photoConsentStatus = NULL")
    }
    #expect(try await fixture.library.patient(id).photoConsent == .notAsked)
  }
}
