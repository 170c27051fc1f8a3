import CoreContract
import Foundation
import Testing

@testable import LibPatient

@Suite("Wire payloads and search folding")
struct WireAndFoldingTests {
  @Test(arguments: [("Zoë", "zoe"), ("ÉLUARD", "eluard"), ("Dupont", "dupont"), ("Ñúñez", "nunez")])
  func foldingDropsCaseAndAccents(text: String, folded: String) {
    #expect(SearchFolding.fold(text) == folded)
  }

  @Test func likePatternsEscapeWildcards() {
    #expect(SearchFolding.containsPattern("A_B%") == #"%a\_b\%%"#)
    #expect(SearchFolding.containsPattern(#"a\b"#) == #"%a\\b%"#)
  }

  @Test func aPatientGoesOnTheWireAsTheContractsRecordAndComesBackTheSame() throws {
    let patient = Patient(
      id: Patient.ID(),
      details: .sample,
      status: .active,
      version: 4,
      createdAt: PatientFixture.start,
      updatedAt: PatientFixture.start,
      latestBraden: nil
    )
    let wire = try PatientAdapter.wire(from: PatientAdapter.record(from: patient))
    let json = try WireCoding.encoder.encode(wire)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["id"] as? String == patient.id.uuidString.lowercased())
    #expect(object["givenName"] as? String == "Zoë")
    #expect(object["birthDate"] as? String == "1941-03-09")
    #expect(object["version"] as? Int == 4)
    #expect(object["createdAt"] as? String == "2025-06-15T10:00:00.000Z")
    #expect(Set(object.keys).isSubset(of: Wire.Patient.allowedKeys))

    let decoded = try WireCoding.decoder.decode(Wire.Patient.self, from: json)
    #expect(decoded == wire)
    let record = try PatientAdapter.record(from: decoded)
    #expect(try PatientAdapter.patient(from: record, latestBraden: nil) == patient)
    #expect(record.searchKey == "zoe dupont 1410369123456 12 rue des lilas, lyon 33478000000")
  }

  @Test func aBradenAssessmentNamesItsPatientId() throws {
    let assessment = BradenAssessment(
      patientID: Patient.ID(),
      assessedAt: PatientFixture.start,
      scores: .middling,
      assessedBy: "anna"
    )
    let record = PatientAdapter.record(from: assessment, recordedAt: PatientFixture.start)
    let json = try WireCoding.encoder.encode(PatientAdapter.wire(from: record))
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["patientId"] as? String == assessment.patientID.uuidString.lowercased())
    #expect(object["frictionShear"] as? Int == 2)
    #expect(Set(object.keys) == Wire.Braden.allowedKeys)
  }

  @Test func theDecoderAcceptsInstantsWithoutAFraction() throws {
    let json = Data(#"{"date":"2025-06-15T10:00:00Z"}"#.utf8)
    struct Dated: Decodable { var date: Date }
    #expect(try WireCoding.decoder.decode(Dated.self, from: json).date == PatientFixture.start)
  }
}
