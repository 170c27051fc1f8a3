import CoreContract
import Foundation
import Testing

@Suite struct PhoneRuleTests {
  @Test(arguments: [
    "040506", "+33 4 78 00 00 01", "(04) 78.00.00.01", "555-0100", "0102030405",
    "+1 (555) 010-0199", "12345678901234567890", "+12345678901234567890", " 04 78 00 00 01",
  ])
  func acceptsNumbersAsPeopleWriteThem(_ number: String) throws {
    try PhoneRule.check(number, field: "phone")
  }

  @Test func sixDigitsIsTheShortestAndTwentyTheLongest() throws {
    try PhoneRule.check("12 34 56", field: "phone")
    #expect(throws: RuleViolation(field: "phone", reason: "must hold 6 to 20 digits")) {
      try PhoneRule.check("12 34 5", field: "phone")
    }
    try PhoneRule.check(String(repeating: "1", count: 20), field: "phone")
    #expect(throws: RuleViolation(field: "phone", reason: "must hold 6 to 20 digits")) {
      try PhoneRule.check(String(repeating: "1", count: 21), field: "phone")
    }
  }

  @Test func noDigitsAtAllIsRefused() {
    #expect(throws: RuleViolation.self) { try PhoneRule.check("+ () - .", field: "phone") }
    #expect(throws: RuleViolation.self) { try PhoneRule.check("", field: "phone") }
  }

  @Test(arguments: [
    "04 78 ext 12", "04/78/00/00/01", "0478000001#", "04 78 00 00 0１", "٠٤٧٨٠٠٠٠٠١",
  ])
  func refusesAnythingButDigitsAndSeparators(_ number: String) {
    #expect(throws: RuleViolation.self) { try PhoneRule.check(number, field: "physicianPhone") }
  }

  @Test func aPlusOnlyAtTheStart() {
    #expect(
      throws: RuleViolation(field: "phone", reason: "may hold a + only at its start")
    ) { try PhoneRule.check("04 78 +00 00 01", field: "phone") }
    #expect(throws: RuleViolation.self) {
      try PhoneRule.check("++33 4 78 00 00 01", field: "phone")
    }
  }

  @Test func anAbsentNumberIsFine() throws {
    try PhoneRule.check(nil, field: "phone")
  }

  @Test func thePatientRecordChecksBothPhones() throws {
    var patient = Wire.Patient(
      id: RecordID(UUID()),
      givenName: "Marie",
      familyName: "Dupont",
      birthDate: "1942-05-14",
      sex: .female,
      phone: "04 78 00 00 01",
      physicianPhone: "04 78 00 00 02",
      createdAt: .now,
      updatedAt: .now
    )
    try patient.validate(today: .now)
    patient.physicianPhone = "Dr Martin's"
    #expect(throws: RuleViolation.self) { try patient.validate(today: .now) }
    patient.physicianPhone = nil
    patient.phone = "0100"
    #expect(throws: RuleViolation(field: "phone", reason: "must hold 6 to 20 digits")) {
      try patient.validate(today: .now)
    }
  }
}
