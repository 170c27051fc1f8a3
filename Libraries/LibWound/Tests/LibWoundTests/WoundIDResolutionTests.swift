import CoreContractCases
import CorePhoto
import Foundation
import Testing

@testable import LibWound

@Suite("Ids typed as a full id or a prefix")
struct WoundIDResolutionTests {
  /// Two UUIDs sharing their first five hex digits, so a 4- or 5-digit prefix names both.
  static let twinA = Wound.ID(UUID(uuidString: "ABCDE111-0000-4000-8000-000000000001")!)
  static let twinB = Wound.ID(UUID(uuidString: "abcde222-0000-4000-8000-000000000002")!)

  func openWound(_ fixture: WoundFixture, id: Wound.ID) async throws {
    let patient = try await fixture.addPatient()
    try await fixture.wounds.open(
      NewWound(
        id: id,
        patientID: patient,
        details: WoundDetails(type: .venousLegUlcer, site: .leftLowerLeg)
      )
    )
  }

  @Test func aWoundIsFoundByItsFullIDOrAPrefixInAnyCase() async throws {
    let fixture = try WoundFixture()
    let id = try await fixture.openWound()
    let text = id.uuidString
    #expect(try await fixture.wounds.resolveWoundID(text) == id)
    #expect(try await fixture.wounds.resolveWoundID(text.lowercased()) == id)
    #expect(try await fixture.wounds.resolveWoundID(String(text.prefix(4))) == id)
    #expect(try await fixture.wounds.resolveWoundID(" \(text.prefix(8).lowercased()) ") == id)
    #expect(try await fixture.wounds.resolveWoundID(String(text.prefix(13))) == id)
  }

  @Test func aSharedPrefixIsAmbiguousUntilItIsLongEnough() async throws {
    let fixture = try WoundFixture()
    try await openWound(fixture, id: Self.twinA)
    try await openWound(fixture, id: Self.twinB)
    await #expect(throws: IDLookupError.ambiguous(.wound, "abcde", matches: 2)) {
      try await fixture.wounds.resolveWoundID("abcde")
    }
    #expect(try await fixture.wounds.resolveWoundID("ABCDE1") == Self.twinA)
    #expect(try await fixture.wounds.resolveWoundID("abcde2") == Self.twinB)
  }

  @Test func anUnknownIDIsNotFound() async throws {
    let fixture = try WoundFixture()
    _ = try await fixture.openWound()
    let unknown = UUID().uuidString
    await #expect(throws: IDLookupError.notFound(.wound, unknown)) {
      try await fixture.wounds.resolveWoundID(unknown)
    }
    await #expect(throws: IDLookupError.notFound(.assessment, "0000")) {
      try await fixture.wounds.resolveAssessmentID("0000")
    }
  }

  @Test(arguments: ["", "abc", "a-bc", "zzzz", "abcd1234abcd", "abcd%", "abc_", "é123"])
  func textThatCannotStartAnIDIsMalformed(_ text: String) async throws {
    let fixture = try WoundFixture()
    await #expect(throws: IDLookupError.malformed(.wound, text)) {
      try await fixture.wounds.resolveWoundID(text)
    }
  }

  @Test func anIDOfOneKindDoesNotNameAnotherKind() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let assessment = try await fixture.assess(wound)
    #expect(try await fixture.wounds.resolveAssessmentID(assessment.uuidString) == assessment)
    let prefix = String(assessment.uuidString.prefix(6))
    #expect(try await fixture.wounds.resolveAssessmentID(prefix) == assessment)
    await #expect(throws: IDLookupError.notFound(.wound, assessment.uuidString)) {
      try await fixture.wounds.resolveWoundID(assessment.uuidString)
    }
  }

  @Test func aPhotoIsFoundByItsHashOrAPrefixOfIt() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    try await fixture.assess(wound, photos: [SamplePhotos.jpeg, SamplePhotos.png])
    let id = PhotoBytesRule.sha256(SamplePhotos.png)
    #expect(try await fixture.wounds.resolvePhotoID(id) == id)
    #expect(try await fixture.wounds.resolvePhotoID(id.uppercased()) == id)
    #expect(try await fixture.wounds.resolvePhotoID(String(id.prefix(10))) == id)
    let unknown = String(repeating: "0", count: 64)
    await #expect(throws: IDLookupError.notFound(.photo, unknown)) {
      try await fixture.wounds.resolvePhotoID(unknown)
    }
    // A photo id has no hyphens, and is never longer than a SHA-256.
    await #expect(throws: IDLookupError.malformed(.photo, "abcd-ef")) {
      try await fixture.wounds.resolvePhotoID("abcd-ef")
    }
    await #expect(throws: IDLookupError.malformed(.photo, id + "0")) {
      try await fixture.wounds.resolvePhotoID(id + "0")
    }
  }

  @Test func theMessagesNameTheKindAndTheTextTypedOnly() {
    #expect(
      IDLookupError.ambiguous(.assessment, "ab12", matches: 3).description
        == "assessment: id ab12 matches 3 assessments; type more of it"
    )
    #expect(
      IDLookupError.malformed(.photo, "xy").description
        == "photo: xy is not a photo id (its SHA-256 or at least 4 of its first characters)"
    )
  }
}
