import Foundation
import GRDB
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `nurse-server patient erase`: the patient and everything under her become tombstones in the
/// change log, each with a new sequence number; her content leaves the database.
@Suite struct ErasureTests {
  /// Anna's patient with a wound, an assessment, a photo, a Braden, a message and a read mark,
  /// and a second patient; the first is then erased. Returns the first patient's records.
  static func eraseOneOfTwo(_ server: TestServer, _ client: some TestClientProtocol)
    async throws -> (patientID: String, others: [String: String], sha256: String)
  {
    let (anna, patientID, woundID) = try await client.woundOfAnna()
    let braden = Fixtures.braden(patientID: patientID)
    _ = try await client.putRecord("braden", braden, token: anna)
    let assessment = WoundFixtures.assessment(woundID: woundID)
    _ = try await client.appendAssessment(assessment, token: anna)
    let bytes = WoundFixtures.jpeg("erased")
    let sha256 = WoundFixtures.sha256(bytes)
    _ = try await client.sendBytes(.put, "/v1/photos/\(sha256)", token: anna, bytes: bytes)
    let photo = WoundFixtures.attachment(assessmentID: assessment["id"] as! String, bytes: bytes)
    _ = try await client.putRecord("photo", photo, token: anna)
    let message = MessageFixtures.message(patientID: patientID)
    _ = try await client.sendMessage(message, token: anna)
    _ = try await client.markRead(patientID: patientID, upTo: 1, token: anna)
    _ = try await client.newPatient(token: anna)
    let lines = try await server.administration.erasePatient(patientID)
    #expect(
      lines == [
        "erased patient \(patientID): 1 readMark, 1 message, 1 photo, 1 assessment, 1 wound, "
          + "1 braden, 1 patient"
      ]
    )
    let others = [
      "wound": woundID, "braden": braden["id"] as! String,
      "assessment": assessment["id"] as! String, "photo": photo["id"] as! String,
      "message": message["id"] as! String,
    ]
    return (patientID, others, sha256)
  }

  @Test(arguments: StoreEngine.all) func theChangeLogEndsWithATombstoneForEachRecordChildrenFirst(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let erased = try await Self.eraseOneOfTwo(server, client)
      let anna = try await client.token("anna")
      let changes = try await client.changes(token: anna).changes
      let tombstones = changes.filter { $0["record"] == nil }
      #expect(
        tombstones.map { $0["type"] as? String } == [
          "readMark", "message", "photo", "assessment", "wound", "braden", "patient",
        ]
      )
      #expect(tombstones.last?["id"] as? String == erased.patientID)
      // The erased records appear once each, as tombstones only; the other patient stays.
      #expect(changes.count == tombstones.count + 1)
      let sequences = changes.compactMap { $0["sequence"] as? Int }
      #expect(sequences == sequences.sorted())
    }
  }

  @Test(arguments: StoreEngine.all) func anotherTeamAndAColleagueSeeOnlyTheirs(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      _ = try await Self.eraseOneOfTwo(server, client)
      let cleo = try await client.token("cleo")
      #expect(try await client.changes(token: cleo).changes.isEmpty)
      let bea = try await client.token("bea")
      let beas = try await client.changes(token: bea).changes
      #expect(!beas.contains { $0["type"] as? String == "readMark" })
    }
  }

  @Test(arguments: StoreEngine.all) func erasedRecordsAre404TheirIdsAreNotReusedAndTheBytesAreGone(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let erased = try await Self.eraseOneOfTwo(server, client)
      let anna = try await client.token("anna")
      let patient = try await client.send(
        .get,
        "/v1/records/patient/\(erased.patientID)",
        token: anna
      )
      #expect(patient.isProblem(.notFound))
      for (type, id) in erased.others {
        let read = try await client.send(.get, "/v1/records/\(type)/\(id)", token: anna)
        #expect(read.isProblem(.notFound), "\(type)")
      }
      let again = Fixtures.patient(id: UUID(uuidString: erased.patientID)!)
      #expect(try await client.putPatient(again, token: anna).isProblem(.conflict))
      let photo = try await client.send(.head, "/v1/photos/\(erased.sha256)", token: anna)
      #expect(photo.status == .notFound)
      let left = try await server.count(
        "SELECT COUNT(*) FROM team_record WHERE payload IS NOT NULL"
      )
      #expect(left == 1)
    }
  }

  @Test(arguments: StoreEngine.all) func erasureIsAuditedAndAnUnknownPatientIsRefused(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    let patientID = try await server.run { client in
      try await Self.eraseOneOfTwo(server, client).patientID
    }
    let log = try await server.administration.audit(patient: patientID)
    #expect(log.last?.hasSuffix("\tadministrator\terase\tpatient\t\(patientID)") == true)
    await #expect(throws: Administration.Failure.self) {
      try await server.administration.erasePatient(patientID)
    }
    await #expect(throws: Administration.Failure.self) {
      try await server.administration.erasePatient("nope")
    }
  }
}
