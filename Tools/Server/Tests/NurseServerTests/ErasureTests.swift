import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `nurse-server patient erase ID`: the patient and everything under her leave the database,
/// and her team's feeds carry a tombstone (`deletedId`) for each erased record.
@Suite struct ErasureTests {
  /// Pages through a feed `limit` entries at a time; returns each page's entries.
  static func pages(
    _ client: any TestClientProtocol,
    _ feed: String,
    token: String,
    limit: Int
  ) async throws -> [[[String: Any]]] {
    var pages: [[[String: Any]]] = []
    var since = 0
    while true {
      let page = try await client.send(
        .get,
        "/v1/\(feed)/changes?since=\(since)&limit=\(limit)",
        token: token
      )
      #expect(page.status == .ok)
      let changes = try #require(page.json["changes"] as? [[String: Any]])
      #expect(changes.count <= limit)
      pages.append(changes)
      since = try #require(page.json["next"] as? Int)
      if page.json["hasMore"] as? Bool != true { return pages }
    }
  }

  /// Anna's three patients, two Braden assessments of the first; the first is then erased.
  /// Returns the patients' and assessments' ids.
  static func eraseFirstOfThree(_ server: TestServer, _ client: any TestClientProtocol)
    async throws -> (patients: [String], bradens: [String])
  {
    let anna = try await client.token("anna")
    var patients: [String] = []
    for _ in 0..<3 {
      let patient = Fixtures.patient()
      patients.append((patient["id"] as! String).lowercased())
      _ = try await client.putPatient(patient, token: anna)
    }
    var bradens: [String] = []
    for _ in 0..<2 {
      let braden = Fixtures.braden(patientID: patients[0])
      let id = braden["id"] as! String
      bradens.append(id)
      let created = try await client.send(
        .put,
        "/v1/braden/\(id)",
        token: anna,
        json: braden,
        key: UUID().uuidString
      )
      #expect(created.status == .created)
    }
    let lines = try await server.administration.erasePatient(patients[0])
    #expect(lines == ["erased patient \(patients[0]): 2 braden, 1 patient"])
    return (patients, bradens)
  }

  @Test func feedsPageThroughRecordsAndTombstonesInOrder() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (patients, bradens) = try await Self.eraseFirstOfThree(server, client)
      let anna = try await client.token("anna")
      let patientPages = try await Self.pages(client, "patients", token: anna, limit: 2)
      #expect(patientPages.map(\.count) == [2, 1])
      let entries = patientPages.flatMap { $0 }
      let recordIDs = entries.compactMap { ($0["patient"] as? [String: Any])?["id"] as? String }
      #expect(recordIDs == [patients[1], patients[2]])
      #expect(entries.last?["deletedId"] as? String == patients[0])
      #expect(entries.last?["patient"] == nil)
      let sequences = entries.compactMap { $0["sequence"] as? Int }
      #expect(sequences == sequences.sorted() && Set(sequences).count == 3)

      let bradenPages = try await Self.pages(client, "braden", token: anna, limit: 1)
      #expect(bradenPages.map(\.count) == [1, 1])
      #expect(bradenPages.flatMap { $0 }.compactMap { $0["deletedId"] as? String } == bradens)
    }
  }

  @Test func anotherTeamSeesNoTombstone() async throws {
    let server = try await TestServer()
    try await server.run { client in
      _ = try await Self.eraseFirstOfThree(server, client)
      let cleo = try await client.token("cleo")
      for feed in ["patients", "braden"] {
        let page = try await client.send(.get, "/v1/\(feed)/changes", token: cleo)
        #expect((page.json["changes"] as? [Any])?.isEmpty == true)
      }
    }
  }

  @Test func anErasedPatientAndHerAssessmentsAre404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (patients, bradens) = try await Self.eraseFirstOfThree(server, client)
      let anna = try await client.token("anna")
      let patient = try await client.send(.get, "/v1/patients/\(patients[0])", token: anna)
      #expect(patient.isProblem(.notFound))
      let braden = try await client.send(.get, "/v1/braden/\(bradens[0])", token: anna)
      #expect(braden.isProblem(.notFound))
      let other = try await client.send(.get, "/v1/patients/\(patients[1])", token: anna)
      #expect(other.status == .ok)
    }
  }

  @Test func erasureIsAuditedAndAnUnknownPatientIsRefused() async throws {
    let server = try await TestServer()
    let patients = try await server.run { client in
      try await Self.eraseFirstOfThree(server, client).patients
    }
    let log = try await server.administration.audit(patient: patients[0])
    #expect(log.last?.hasSuffix("\tadministrator\terase\tpatient\t\(patients[0])") == true)
    await #expect(throws: Administration.Failure.self) {
      try await server.administration.erasePatient(patients[0])
    }
    await #expect(throws: Administration.Failure.self) {
      try await server.administration.erasePatient("nope")
    }
  }
}
