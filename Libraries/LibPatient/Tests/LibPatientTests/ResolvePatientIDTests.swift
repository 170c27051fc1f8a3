import Foundation
import Testing

@testable import LibPatient

@Suite("Resolving a typed patient id")
struct ResolvePatientIDTests {
  private static let first = Patient.ID(uuidString: "3F2A9C10-1111-4AAA-8BBB-000000000001")!
  private static let second = Patient.ID(uuidString: "3F2A9C10-2222-4AAA-8BBB-000000000002")!
  private static let third = Patient.ID(uuidString: "7B00E1D2-3333-4AAA-8BBB-000000000003")!

  private func fixture() async throws -> PatientFixture {
    let fixture = try PatientFixture()
    for id in [Self.first, Self.second, Self.third] {
      try await fixture.addPatient(id: id)
    }
    return fixture
  }

  @Test(arguments: [
    "3F2A9C10-1111-4AAA-8BBB-000000000001", "3f2a9c10-1111-4aaa-8bbb-000000000001",
    "3f2a9c10-1", "3f2a9c10-11", "3F2A9C10-111", " 3f2a9c10-1111 ",
  ])
  func aFullIdOrAnUnambiguousPrefixNamesOnePatient(typed: String) async throws {
    let fixture = try await fixture()
    #expect(try await fixture.library.resolveID(typed) == Self.first)
  }

  @Test func aShortPrefixNamesOnePatient() async throws {
    let fixture = try await fixture()
    #expect(try await fixture.library.resolveID("7b00") == Self.third)
  }

  @Test(arguments: ["3f2a", "3f2a9c10", "3f2a9c10-"])
  func aPrefixOfSeveralIsAmbiguous(typed: String) async throws {
    let fixture = try await fixture()
    await #expect(throws: IDLookupError.ambiguous(.patient, typed, matches: 2)) {
      try await fixture.library.resolveID(typed)
    }
  }

  @Test(arguments: ["", "3f2", "zzzz", "3f2a9c101", "3f2a-9c10", "3f2a9c10_1111", "ｆｆｆｆ"])
  func tooShortNonHexOrMisplacedHyphensAreMalformed(typed: String) async throws {
    let fixture = try await fixture()
    await #expect(throws: IDLookupError.malformed(.patient, typed)) {
      try await fixture.library.resolveID(typed)
    }
  }

  @Test(arguments: ["ffff", "7b00e1d2-4", "00000000-0000-4000-8000-000000000000"])
  func anIdThatNamesNoPatientIsNotFound(typed: String) async throws {
    let fixture = try await fixture()
    await #expect(throws: IDLookupError.notFound(.patient, typed)) {
      try await fixture.library.resolveID(typed)
    }
  }
}
