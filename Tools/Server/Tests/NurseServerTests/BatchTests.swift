import CoreContract
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `POST /v1/batch`: entries applied in order in one transaction, each answered as its single
/// request, a refused one undoing nothing of the others, a replay answering what it first got.
@Suite struct BatchTests {
  @Test(arguments: StoreEngine.all) func aRefusedEntryLeavesTheOthersStored(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      var broken = Fixtures.patient()
      broken["birthDate"] = "not a day"
      let wound = WoundFixtures.wound(patientID: patient["id"] as! String)
      let answer = try await client.batch(
        [.put("patient", patient), .put("patient", broken), .put("wound", wound)],
        token: token
      )
      #expect(answer.statuses == [201, 422, 201])
      #expect(answer.bodies[1]["field"] as? String == "birthDate")
      #expect(answer.bodies[0]["version"] as? Int == 1)
      #expect(try await server.count("SELECT COUNT(*) FROM team_record") == 2)
    }
  }

  /// What a key remembers for a stored record is its stored payload byte for byte: the SQLite
  /// store writes the bytes once for both.
  @Test func aRememberedAnswerIsTheStoredPayloadByteForByte() async throws {
    let server = try await TestServer(.sqlite)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let braden = Fixtures.braden(patientID: patient["id"] as! String)
      let answer = try await client.batch(
        [.put("patient", patient), .put("braden", braden)],
        token: token
      )
      #expect(answer.statuses == [201, 201])
    }
    #expect(try await server.count("SELECT COUNT(*) FROM write_replay") == 2)
    let same = try await server.count(
      """
      SELECT COUNT(*) FROM write_replay r JOIN team_record t
        ON r.requestLine = 'PUT /v1/records/' || t.type || '/' || t.id
      WHERE CAST(r.body AS TEXT) = t.payload
      """
    )
    #expect(same == 2)
  }

  @Test(arguments: StoreEngine.all) func aReplayedBatchAnswersTheSameAndWritesNothing(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      _ = try await client.putPatient(patient, token: token)
      var broken = Fixtures.patient()
      broken["sex"] = "unknown-value"
      let entries: [BatchEntry] = [
        .put("patient", Fixtures.patient(), key: "k1"),
        .patch("patient", id, ("familyName", "Curie", "Skłodowska"), base: 1, key: "k2"),
        .put("braden", Fixtures.braden(patientID: id), key: "k3"),
        .put("patient", broken, key: "k4"),
      ]
      let first = try await client.batch(entries, token: token)
      let records = try await server.count("SELECT COUNT(*) FROM team_record")
      let sequence = try await server.count("SELECT MAX(sequence) FROM team_record")

      let replay = try await client.batch(entries, token: token)

      #expect(first.statuses == [201, 200, 201, 422])
      #expect(replay.response.text == first.response.text)
      #expect(try await server.count("SELECT COUNT(*) FROM team_record") == records)
      #expect(try await server.count("SELECT MAX(sequence) FROM team_record") == sequence)
      let read = try await client.send(.get, "/v1/records/patient/\(id)", token: token)
      #expect(read.json["version"] as? Int == 2)
    }
  }

  @Test(arguments: StoreEngine.all) func sequenceNumbersFollowTheEntries(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      let children = (0..<5).map { _ in Fixtures.braden(patientID: id) }
      let answer = try await client.batch(
        [.put("patient", patient)] + children.map { .put("braden", $0) },
        token: token
      )
      #expect(answer.statuses == [201, 201, 201, 201, 201, 201])
      let feed = try await client.changes(token: token).changes
      let sent = [id.lowercased()] + children.map { ($0["id"] as! String).lowercased() }
      #expect(feed.compactMap { $0["id"] as? String } == sent)
    }
  }

  @Test(arguments: StoreEngine.all) func anotherTeamsIdIs404InItsSlot(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let cleo = try await client.token("cleo")
      let theirs = Fixtures.patient()
      let theirID = theirs["id"] as! String
      _ = try await client.putPatient(theirs, token: cleo)
      let anna = try await client.token("anna")
      let answer = try await client.batch(
        [
          .put("wound", WoundFixtures.wound(patientID: theirID)),
          .put("patient", Fixtures.patient(id: UUID(uuidString: theirID)!)),
          .patch("patient", theirID, ("familyName", "Curie", "X"), base: 1),
          .put("patient", Fixtures.patient()),
          .put("no-such-kind", Fixtures.patient()),
        ],
        token: anna
      )
      #expect(answer.statuses == [404, 404, 404, 201, 404])
      #expect(answer.bodies[0]["type"] as? String == "https://nurse.invalid/problems/not-found")
    }
  }

  @Test(arguments: StoreEngine.all) func entriesAreCheckedAsTheirSingleRequests(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      _ = try await client.putPatient(patient, token: token, key: "used")
      var noBase = BatchEntry.patch("patient", id, ("familyName", "Curie", "X"), base: 1)
      noBase.fields["baseVersion"] = nil
      let answer = try await client.batch(
        [
          noBase,
          .patch("braden", id, ("moisture", 3, 2), base: 1),
          .put("patient", Fixtures.patient(), key: ""),
          .put("patient", Fixtures.patient(), key: "used"),
        ],
        token: token
      )
      #expect(answer.statuses == [428, 405, 400, 422])
      // The entry's own field is named, not the header a single request sends it in.
      #expect(answer.bodies[2]["field"] as? String == "idempotencyKey")
      #expect(answer.bodies[3]["field"] as? String == "idempotencyKey")
    }
  }

  @Test func theLimitsAreNamed() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let many = Array(repeating: BatchEntry.put("patient", Fixtures.patient()), count: 501)
      let tooMany = try await client.batch(many, token: token).response
      #expect(tooMany.isProblem(.unprocessableContent, field: "entries"))
      #expect(tooMany.text.contains("500"))
      let huge = String(repeating: " ", count: Wire.BatchRequest.maxBytes + 1)
      let tooBig = try await client.send(.post, ContractPaths.batch, token: token, raw: huge)
      #expect(tooBig.isProblem(.contentTooLarge))
      #expect(tooBig.text.contains("\(Wire.BatchRequest.maxBytes)"))
      // An entry keeps its single request's limit (1 MiB) inside a larger batch.
      var large = Fixtures.patient()
      large["allergies"] = (0..<6000).map { "\($0) " + String(repeating: "a", count: 195) }
      let mixed = try await client.batch(
        [.put("patient", large), .put("patient", Fixtures.patient())],
        token: token
      )
      #expect(mixed.statuses == [413, 201])
    }
  }
}

/// One entry of a test batch, as JSON.
struct BatchEntry: @unchecked Sendable {
  var fields: [String: Any]

  static func put(_ type: String, _ body: [String: Any], key: String = UUID().uuidString)
    -> BatchEntry
  {
    let id = (body["id"] ?? body["patientId"]) as! String
    return BatchEntry(fields: [
      "method": "PUT", "type": type, "id": id, "idempotencyKey": key, "body": body,
    ])
  }

  static func patch(
    _ type: String,
    _ id: String,
    _ change: (field: String, from: Any, to: Any),
    base: Int,
    key: String = UUID().uuidString
  ) -> BatchEntry {
    let changes = [["field": change.field, "from": change.from, "to": change.to]]
    return BatchEntry(fields: [
      "method": "PATCH", "type": type, "id": id, "idempotencyKey": key, "baseVersion": base,
      "body": ["changes": changes],
    ])
  }
}

/// A batch's answer: the response and each entry's status and body.
struct BatchAnswerSeen {
  var response: TestResponse
  var statuses: [Int]
  var bodies: [[String: Any]]
}

extension TestClientProtocol {
  /// `POST /v1/batch` of `entries`.
  func batch(_ entries: [BatchEntry], token: String) async throws -> BatchAnswerSeen {
    let response = try await send(
      .post,
      ContractPaths.batch,
      token: token,
      json: ["entries": entries.map(\.fields)]
    )
    let answers = response.json["answers"] as? [[String: Any]] ?? []
    return BatchAnswerSeen(
      response: response,
      statuses: answers.compactMap { $0["status"] as? Int },
      bodies: answers.map { $0["body"] as? [String: Any] ?? [:] }
    )
  }
}
