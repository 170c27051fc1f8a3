import Foundation
import Testing

@testable import LibPatient

@Suite("Listing and searching patients")
struct ListPatientsTests {
  /// Zoë Dupont, Marc Durand, Émile Éluard, anne fabre and Luc Martin (identifier A_B%9).
  private func fixtureWithFivePatients() async throws -> PatientFixture {
    let fixture = try PatientFixture()
    try await fixture.addPatient(given: "Zoë", family: "Dupont", identifier: "2410369")
    try await fixture.addPatient(given: "Marc", family: "Durand")
    try await fixture.addPatient(given: "Émile", family: "Éluard")
    try await fixture.addPatient(given: "anne", family: "fabre")
    try await fixture.addPatient(given: "Luc", family: "Martin", identifier: "A_B%9")
    return fixture
  }

  private func familyNames(_ fixture: PatientFixture, search: String?) async throws -> [String] {
    try await fixture.library.list(PatientListQuery(search: search)).map(\.familyName)
  }

  @Test func sortsByFamilyThenGivenNameIgnoringCaseAndAccents() async throws {
    let fixture = try await fixtureWithFivePatients()
    try await fixture.addPatient(given: "Alice", family: "Dupont")
    let names = try await fixture.library.list().map { "\($0.givenName) \($0.familyName)" }
    #expect(
      names == [
        "Alice Dupont", "Zoë Dupont", "Marc Durand", "Émile Éluard", "anne fabre", "Luc Martin",
      ]
    )
  }

  @Test(arguments: [
    ("zoe", ["Dupont"]), ("ZOË", ["Dupont"]), ("DUP", ["Dupont"]), ("du", ["Dupont", "Durand"]),
    ("eluard", ["Éluard"]), ("EMI", ["Éluard"]), ("FABRE", ["fabre"]), ("241036", ["Dupont"]),
    ("a_b", ["Martin"]), ("dupont zoe", ["Dupont"]), ("zoe durand", []), ("nobody", []),
  ])
  func searchIgnoresCaseAndAccentsAndMatchesTheIdentifier(search: String, expected: [String])
    async throws
  {
    let fixture = try await fixtureWithFivePatients()
    #expect(try await familyNames(fixture, search: search) == expected)
  }

  @Test func wildcardCharactersAreTakenLiterally() async throws {
    let fixture = try await fixtureWithFivePatients()
    #expect(try await familyNames(fixture, search: "%") == ["Martin"])
    #expect(try await familyNames(fixture, search: "_") == ["Martin"])
    #expect(try await familyNames(fixture, search: "d_pont") == [])
    #expect(try await familyNames(fixture, search: "d%t") == [])
    #expect(try await familyNames(fixture, search: "\\") == [])
  }

  @Test func aBlankSearchListsEveryone() async throws {
    let fixture = try await fixtureWithFivePatients()
    #expect(try await familyNames(fixture, search: "   ").count == 5)
    #expect(try await familyNames(fixture, search: "").count == 5)
  }

  @Test func searchAndStatusCombine() async throws {
    let fixture = try await fixtureWithFivePatients()
    let durand = try await fixture.library.list(PatientListQuery(search: "durand"))[0].id
    try await fixture.library.archive(durand)
    #expect(try await familyNames(fixture, search: "du") == ["Dupont"])
    let archived = try await fixture.library.list(PatientListQuery(search: "du", status: .archived))
    #expect(archived.map(\.familyName) == ["Durand"])
    let both = try await fixture.library.list(PatientListQuery(search: "du", status: nil))
    #expect(both.map(\.familyName) == ["Dupont", "Durand"])
  }

  @Test func aSummaryCarriesWhatTheListShows() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let summary = try #require(try await fixture.library.list().first)
    #expect(
      summary
        == PatientSummary(
          id: id,
          givenName: "Zoë",
          familyName: "Dupont",
          birthDate: PatientDetails.sample.birthDate,
          status: .active,
          latestBraden: nil,
          sex: PatientDetails.sample.sex
        )
    )
  }
}
