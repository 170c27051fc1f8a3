import Foundation
import NIOHTTP1
import Testing

@testable import NurseServer

/// Two real `nurse-server` processes on one PostgreSQL database, with nurses writing through
/// both at once: every guarantee a single server gives holds across them.
@Suite struct MultiInstanceTests {
  @Test func aKeyReplayedOnTwoInstancesAtOnceStoresOneRecordAndAnswersBothTheSame() async throws {
    let servers = try await ServerInstances()
    let (a, b) = (servers.instances[0], servers.instances[1])
    let token = try await a.token("anna")
    for round in 1...5 {
      let patient = Fixtures.patient()
      let path = "/v1/records/patient/\(patient["id"]!)"
      let body = try JSONSerialization.data(withJSONObject: patient)
      async let first = a.send(.PUT, path, token: token, body: body, key: "replay-\(round)")
      async let second = b.send(.PUT, path, token: token, body: body, key: "replay-\(round)")
      let answers = try await [first, second]
      #expect(answers.map(\.status) == [201, 201])
      #expect(answers[0].body == answers[1].body)
    }
    #expect(try await servers.server.count("SELECT COUNT(*) FROM team_record") == 5)
    #expect(try await servers.server.count("SELECT COUNT(*) FROM write_replay") == 5)
  }

  /// A merge that lands takes the next version; the other, made on the same version at the same
  /// moment on the other instance, finds the field changed and gets the current record with a
  /// conflict (the contract's answer to a stale `If-Match`): never two version 2s.
  @Test func twoPatchesOfOneVersionOnTwoInstancesHaveOneWinner() async throws {
    let servers = try await ServerInstances()
    let (a, b) = (servers.instances[0], servers.instances[1])
    let anna = try await a.token("anna")
    let bea = try await b.token("bea")
    for _ in 1...5 {
      let patient = Fixtures.patient()
      let id = "\(patient["id"]!)".lowercased()
      #expect(
        try await a.send(
          .PUT,
          "/v1/records/patient/\(id)",
          token: anna,
          json: patient,
          key: UUID().uuidString
        ).status == 201
      )
      func rename(_ to: String) throws -> Data {
        let change = ["field": "address", "from": "1 rue des Lilas", "to": to]
        return try JSONSerialization.data(withJSONObject: ["changes": [change]])
      }
      let path = "/v1/records/patient/\(id)"
      async let first = a.send(
        .PATCH,
        path,
        token: anna,
        body: try rename("2 rue A"),
        key: UUID().uuidString,
        ifMatch: "\"1\""
      )
      async let second = b.send(
        .PATCH,
        path,
        token: bea,
        body: try rename("3 rue B"),
        key: UUID().uuidString,
        ifMatch: "\"1\""
      )
      let answers = try await [first, second]
      #expect(answers.map(\.status) == [200, 200])
      let conflicts = answers.map { ($0.json["conflicts"] as? [Any])?.count ?? -1 }
      #expect(conflicts.sorted() == [0, 1])
      let records = answers.compactMap { $0.json["record"] as? [String: Any] }
      // Both answers carry the current record: version 2 with the winner's address.
      #expect(records.map { $0["version"] as? Int } == [2, 2])
      #expect(Set(records.compactMap { $0["address"] as? String }).count == 1)
      let stored = try await b.send(.GET, path, token: bea)
      #expect(stored.json["version"] as? Int == 2)
    }
  }

  @Test func sessionsThrottlingAndAuditHoldOnWhicheverInstance() async throws {
    let servers = try await ServerInstances()
    let (a, b) = (servers.instances[0], servers.instances[1])
    // A token from one instance works on the other; a logout on the other ends it on both.
    let token = try await a.token("anna")
    #expect(try await b.send(.GET, "/v1/changes", token: token).status == 200)
    #expect(try await b.send(.POST, "/v1/auth/logout", token: token).status == 204)
    #expect(try await a.send(.GET, "/v1/changes", token: token).status == 401)
    // Wrong passwords spread over both instances lock the username on both: the fifth is 429.
    for attempt in 1...5 {
      let instance = attempt.isMultiple(of: 2) ? a : b
      let wrong = ["username": "bea", "password": "wrong-\(attempt)"]
      let answer = try await instance.send(.POST, "/v1/auth/login", json: wrong)
      #expect(answer.status == (attempt < 5 ? 401 : 429), "attempt \(attempt)")
    }
    let right = ["username": "bea", "password": "password-bea"]
    #expect(try await a.send(.POST, "/v1/auth/login", json: right).status == 429)
    #expect(try await b.send(.POST, "/v1/auth/login", json: right).status == 429)
    // Reads on either instance land in the one audit log.
    let cleo = try await b.token("cleo")
    let patient = Fixtures.patient()
    let path = "/v1/records/patient/\(patient["id"]!)"
    #expect(try await a.send(.PUT, path, token: cleo, json: patient, key: "audit-1").status == 201)
    #expect(try await b.send(.GET, path, token: cleo).status == 200)
    let log = try await servers.server.store.auditLog(patientID: nil)
    let patientID = "\(patient["id"]!)".lowercased()
    #expect(log.filter { $0.recordID == patientID }.map(\.action) == [.create, .read])
    #expect(log.filter { $0.action == .loginThrottled }.count == 2)
    #expect(log.filter { $0.nurse == "bea" && $0.action == .loginFailed }.count == 5)
  }

  /// Nurses write through both instances at once while a colleague follows the change log
  /// through both, alternately: when the writes are done she has seen every record, once.
  @Test func aReaderFollowingTheFeedThroughBothInstancesSkipsNoRecord() async throws {
    let servers = try await ServerInstances()
    let instances = servers.instances
    let writers = [("anna", 0), ("bea", 1), ("anna", 1), ("bea", 0)]
    let tokens = try await writers.asyncMap { try await instances[$0.1].token($0.0) }
    let reader = try await instances[0].token("bea")
    let written = Task {
      try await withThrowingTaskGroup(of: [String].self) { group in
        for (index, writer) in writers.enumerated() {
          group.addTask {
            var ids: [String] = []
            for _ in 1...15 {
              let patient = Fixtures.patient()
              let id = "\(patient["id"]!)".lowercased()
              let answer = try await instances[writer.1].send(
                .PUT,
                "/v1/records/patient/\(id)",
                token: tokens[index],
                json: patient,
                key: UUID().uuidString
              )
              #expect(answer.status == 201)
              ids.append(id)
            }
            return ids
          }
        }
        return try await group.reduce(into: []) { $0 += $1 }
      }
    }
    var seen: [String] = []
    var cursor = 0
    var turn = 0
    func pull() async throws -> Bool {
      turn += 1
      let page = try await instances[turn % 2].send(
        .GET,
        "/v1/changes?since=\(cursor)&limit=7",
        token: reader
      )
      let changes = try #require(page.json["changes"] as? [[String: Any]])
      seen += changes.compactMap { $0["id"] as? String }
      cursor = try #require(page.json["next"] as? Int)
      return !changes.isEmpty
    }
    while !written.isCancelled, seen.count < 60, turn < 2_000 {
      _ = try await pull()
    }
    let ids = try await written.value
    while try await pull() {}
    #expect(seen.count == ids.count)
    #expect(Set(seen) == Set(ids))
  }
}

extension Array where Element: Sendable {
  /// Each element mapped in turn by an async function.
  func asyncMap<Mapped>(_ transform: (Element) async throws -> Mapped) async rethrows -> [Mapped] {
    var mapped: [Mapped] = []
    for element in self { mapped.append(try await transform(element)) }
    return mapped
  }
}
