import CoreContract
import CoreDatabase
import Foundation
import Testing

@testable import LibPatient

/// The contract's phone rule, applied to both phones before anything is stored.
@Suite("Phone numbers")
struct PatientPhoneRuleTests {
  @Test(arguments: [
    ("phone", "04 78 0"), ("phone", "call her daughter"), ("physicianPhone", "04-78/00"),
    ("physicianPhone", "123456789012345678901"), ("phone", "04 +78 00 00 01"),
  ])
  func aMalformedNumberIsRefusedNamingItsFieldAndNothingIsWritten(field: String, text: String)
    async throws
  {
    let fixture = try PatientFixture()
    var details = PatientDetails.sample
    if field == "phone" { details.phone = text } else { details.physicianPhone = text }
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.add(NewPatient(details: details))
    }
    #expect(error?.field == field)
    #expect(try await fixture.library.list(PatientListQuery(status: nil)).isEmpty)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func numbersAsPeopleWriteThemAreKeptAsTyped() async throws {
    let fixture = try PatientFixture()
    var details = PatientDetails.sample
    details.phone = "  +33 (0)4 78.00.00-01 "
    details.physicianPhone = "040506"
    let id = Patient.ID()
    try await fixture.library.add(NewPatient(id: id, details: details))
    let stored = try await fixture.library.patient(id)
    #expect(stored.details.phone == "+33 (0)4 78.00.00-01")
    #expect(stored.details.physicianPhone == "040506")
  }

  @Test func anEditToABadNumberLeavesTheRecordAsItWas() async throws {
    let fixture = try PatientFixture()
    let id = Patient.ID()
    try await fixture.library.add(NewPatient(id: id, details: .sample))
    var details = PatientDetails.sample
    details.phone = "12345"
    await #expect(throws: RuleViolation.self) {
      try await fixture.library.edit(id, details: details)
    }
    #expect(try await fixture.library.patient(id).details.phone == PatientDetails.sample.phone)
  }
}
