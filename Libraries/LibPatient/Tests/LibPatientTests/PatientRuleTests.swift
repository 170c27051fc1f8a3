import CoreContract
import CoreDatabase
import Foundation
import Testing

@testable import LibPatient

/// The team contract's text rules, applied before anything is stored.
@Suite("Patient details and the contract's rules")
struct PatientRuleTests {
  @Test func aControlCharacterInANameIsRefusedLocallyAndNothingIsWritten() async throws {
    let fixture = try PatientFixture()
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.add(NewPatient(details: .with(given: "Zo\u{1B}[2Jë")))
    }
    #expect(error?.field == "givenName")
    #expect(try await fixture.library.list(PatientListQuery(status: nil)).isEmpty)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test(arguments: [
    ("phone", "+33\u{0}4"),
    ("identifier", "14\u{9B}10"),
    ("physicianName", "Dr\tMartin"),
    ("physicianPhone", "+33\u{7F}"),
    ("address", "12 rue\u{202E} des Lilas"),
    ("notes", "Key\r under the mat"),
  ])
  func everyFreeTextFieldRefusesControlCharacters(field: String, text: String) async throws {
    let fixture = try PatientFixture()
    let paths: [String: WritableKeyPath<PatientDetails, String?>] = [
      "phone": \.phone, "identifier": \.identifier, "physicianName": \.physicianName,
      "physicianPhone": \.physicianPhone, "address": \.address, "notes": \.notes,
    ]
    var details = PatientDetails.sample
    details[keyPath: try #require(paths[field])] = text
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.add(NewPatient(details: details))
    }
    #expect(error?.field == field)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func anAllergyWithAControlCharacterIsRefused() async throws {
    let fixture = try PatientFixture()
    var details = PatientDetails.sample
    details.allergies = ["latex", "peni\u{1B}cillin"]
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.add(NewPatient(details: details))
    }
    #expect(error?.field == "allergies")
  }

  @Test func addressAndNotesHoldLinesAndTabs() async throws {
    let fixture = try PatientFixture()
    var details = PatientDetails.sample
    details.address = "12 rue des Lilas\n69003 Lyon"
    details.notes = "Key under the mat\n\tCall her daughter first"
    let id = Patient.ID()
    try await fixture.library.add(NewPatient(id: id, details: details))
    #expect(try await fixture.library.patient(id).details.address == details.address)
  }

  @Test func aTextLongerThanTheContractAllowsIsRefused() async throws {
    let fixture = try PatientFixture()
    var details = PatientDetails.sample
    details.identifier = String(repeating: "1", count: TextRule.maximumLineLength + 1)
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.add(NewPatient(details: details))
    }
    #expect(error?.field == "identifier")
  }

  @Test func anEditBreakingARuleWritesNothing() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let before = try await fixture.library.patient(id)
    var details = before.details
    details.physicianName = "Dr \u{1B}]0;owned\u{7}"
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.edit(id, details: details)
    }
    #expect(error?.field == "physicianName")
    #expect(try await fixture.library.patient(id) == before)
    #expect(try await fixture.outbox().count == 1)
  }
}
