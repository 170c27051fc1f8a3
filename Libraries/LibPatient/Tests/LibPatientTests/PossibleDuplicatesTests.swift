import CoreContract
import Foundation
import Testing

@testable import LibPatient

/// The duplicate check through the library over a real store: adding or editing a possible
/// duplicate is refused listing the candidates, writes nothing, and goes through when the
/// nurse says she is another person.
@Suite struct PossibleDuplicatesTests {
  static func details(_ given: String, _ family: String, phone: String? = nil) -> PatientDetails {
    PatientDetails(
      givenName: given,
      familyName: family,
      birthDate: CalendarDate(year: 1941, month: 3, day: 12)!,
      sex: .female,
      phone: phone
    )
  }

  @Test func aPossibleDuplicateIsRefusedListingHerAndNothingIsWritten() async throws {
    let fixture = try PatientFixture()
    let marie = Patient.ID()
    try await fixture.library.add(NewPatient(id: marie, details: Self.details("Marie", "Dupont")))
    await #expect {
      try await fixture.library.add(NewPatient(details: Self.details("Marie", "Dupond")))
    } throws: { error in
      let refusal = error as? PossibleDuplicatesError
      return refusal?.candidates.map(\.patient.id) == [marie]
        && refusal?.candidates.first?.criterion == .birthDateAndNames
        && refusal?.description.hasPrefix("possibly the same person as Dupont, Marie") == true
    }
    #expect(try await fixture.library.list().count == 1)
    #expect(try await fixture.outbox().count == 1)

    try await fixture.library.add(
      NewPatient(details: Self.details("Marie", "Dupond"), notADuplicate: true)
    )
    #expect(try await fixture.library.list().count == 2)
    #expect(try await fixture.library.possibleDuplicates().count == 1, "still a pair to review")
  }

  @Test func anArchivedPatientIsACandidateToo() async throws {
    let fixture = try PatientFixture()
    let marie = Patient.ID()
    try await fixture.library.add(NewPatient(id: marie, details: Self.details("Marie", "Dupont")))
    try await fixture.library.archive(marie)
    await #expect(throws: PossibleDuplicatesError.self) {
      try await fixture.library.add(NewPatient(details: Self.details("Dupont", "Marie")))
    }
  }

  @Test func anEditIsRefusedOnlyForANewCandidate() async throws {
    let fixture = try PatientFixture()
    let marie = Patient.ID()
    let paul = Patient.ID()
    try await fixture.library.add(
      NewPatient(id: marie, details: Self.details("Marie", "Dupont", phone: "0478000001"))
    )
    try await fixture.library.add(NewPatient(id: paul, details: Self.details("Paul", "Durand")))
    // Paul's phone becomes Marie's: still not her (another family name).
    try await fixture.library.edit(
      paul,
      details: Self.details("Paul", "Durand", phone: "0478000001")
    )
    // His family name typed as hers: the phone and the name now match hers.
    await #expect(throws: PossibleDuplicatesError.self) {
      try await fixture.library.edit(
        paul,
        details: Self.details("Paul", "Dupont", phone: "0478000001")
      )
    }
    #expect(try await fixture.library.patient(paul).details.familyName == "Durand")
    try await fixture.library.edit(
      paul,
      details: Self.details("Paul", "Dupont", phone: "0478000001"),
      notADuplicate: true
    )
    // Kept apart once, he is not asked about her again at his next edit.
    var details = Self.details("Paul", "Dupont", phone: "0478000001")
    details.notes = "Lives upstairs"
    try await fixture.library.edit(paul, details: details)
  }
}
