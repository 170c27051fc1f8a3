import CoreDatabase
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

  /// The list and the duplicates' identities read their columns by name: a damaged one is
  /// refused naming it, not read as another column's value.
  @Test(arguments: ["birthDate", "status"]) func aDamagedColumnIsRefusedByName(_ column: String)
    async throws
  {
    let fixture = try PatientFixture()
    try await fixture.addPatient()
    try await fixture.store.writer.write { db in
      try db.execute(sql: "UPDATE patient SET \(column) = 'damaged'")
    }
    // Every status listed: a damaged one is no status to filter on.
    await #expect(throws: StoredColumnUnreadable(column: column)) {
      _ = try await fixture.library.list(PatientListQuery(status: nil))
    }
    await #expect(throws: StoredColumnUnreadable(column: column)) {
      _ = try await fixture.library.possibleDuplicates()
    }
  }

  /// Issue 27, item 11: a nurse looking for a patient by her street, her phone as it is written
  /// on a note, or the id a colleague gave found nobody.
  @Test func searchMatchesTheAddressThePhoneWrittenAnyWayAndAnIdPrefix() async throws {
    let fixture = try PatientFixture()
    var details = PatientDetails.sample
    details.address = "4 rue des Lilas, 75011 Paris"
    details.phone = "01 02 03 04 05"
    let dupont = try #require(Patient.ID(uuidString: "3f2a9c1e-0000-4000-8000-000000000001"))
    try await fixture.library.add(NewPatient(id: dupont, details: details))
    details.givenName = "Luc"
    details.familyName = "Martin"
    details.identifier = nil
    details.address = "9 avenue Foch\nLyon"
    details.phone = "+33 6 11 22 33 44"
    let martin = try #require(Patient.ID(uuidString: "7c1e5d00-0000-4000-8000-000000000002"))
    try await fixture.library.add(NewPatient(id: martin, details: details))

    let expected: [(String, [String])] = [
      ("lilas", ["Dupont"]), ("FOCH lyon", ["Martin"]), ("75011", ["Dupont"]),
      ("0102030405", ["Dupont"]), ("01.02.03", ["Dupont"]), ("01 02 03 04 05", ["Dupont"]),
      ("+33 6 11", ["Martin"]), ("06-11", []), ("3f2a", ["Dupont"]), ("3F2A9C1E", ["Dupont"]),
      ("7c1e5d00-0000", ["Martin"]), ("3f2", []), ("dupont paris", ["Dupont"]),
    ]
    for (search, names) in expected {
      #expect(try await familyNames(fixture, search: search) == names, "searching \(search)")
    }
  }

  /// Patients stored before `patient.v6` are found by address and phone once it has run.
  @Test func theMigrationWritesEveryStoredSearchKeyAgain() async throws {
    let fixture = try PatientFixture()
    try await fixture.addPatient()
    try await fixture.store.writer.write { db in
      // The key as `patient.v5` left it: names and identifier only.
      try db.execute(sql: "UPDATE patient SET searchKey = 'zoe dupont 1410369123456'")
    }
    #expect(try await familyNames(fixture, search: "lilas") == [])
    try await fixture.store.writer.write { db in try PatientSchema.v6.migrate(db) }
    #expect(try await familyNames(fixture, search: "lilas") == ["Dupont"])
    #expect(try await familyNames(fixture, search: "4 78 00") == ["Dupont"])
  }
}
