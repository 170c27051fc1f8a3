import Foundation
import HummingbirdTesting
import NIOHTTP1
import Testing

@testable import NurseServer

/// `nurse-server migrate --from FILE --to postgres://…`, run as the administrator runs it: a
/// practice that synced on SQLite moves to PostgreSQL and its nurses notice nothing.
@Suite struct MigrateCommandTests {
  /// What a nurse had after syncing on SQLite: her token, her cursor, one write's key and body.
  struct Synced: Sendable {
    var token: String
    var cursor: Int
    var patientID: String
    var key: String
    var body: Data
    var firstAnswer: String
    var sha256: String
  }

  @Test func aNurseSyncedOnSQLitePullsNothingAfterTheMoveAndPushesOn() async throws {
    let server = try await TestServer(.sqlite)
    let synced = try await Self.syncEverything(server)
    let url = try await TestPostgres.freshDatabase()
    let file = server.directory.appendingPathComponent("server.sqlite").path
    let migrate = try ServerProcess(["migrate", "--from", file, "--to", url], in: server.directory)
    #expect(try await migrate.exitStatus(within: 60) == 0, "\(migrate.standardError)")
    #expect(migrate.standardOutput.contains("copied 8 team_record rows"))
    let serve = try ServerProcess(
      ["serve", "--port", "0", "--database", url],
      in: server.directory
    )
    let instance = Instance(base: try await serve.listeningURL())
    // Her session, her cursor: the next pull brings nothing.
    let pull = try await instance.send(
      .GET,
      "/v1/changes?since=\(synced.cursor)",
      token: synced.token
    )
    #expect(pull.status == 200)
    #expect((pull.json["changes"] as? [Any])?.count == 0)
    #expect(pull.json["next"] as? Int == synced.cursor)
    // The same log goes on: her cursor still names it, so she does not start over.
    #expect(pull.json["log"] as? String == (try await server.store.changeLogID()))
    // A write retried after the move gets the answer it got before.
    let path = "/v1/records/patient/\(synced.patientID)"
    let replay = try await instance.send(
      .PUT,
      path,
      token: synced.token,
      body: synced.body,
      key: synced.key
    )
    #expect(replay.status == 201)
    #expect(String(decoding: replay.body, as: UTF8.self) == synced.firstAnswer)
    // A new write takes a number past every old one, and the photo bytes came along.
    let patient = Fixtures.patient()
    let created = try await instance.send(
      .PUT,
      "/v1/records/patient/\(patient["id"]!)",
      token: synced.token,
      json: patient,
      key: "after"
    )
    #expect(created.status == 201)
    let next = try await instance.send(
      .GET,
      "/v1/changes?since=\(synced.cursor)",
      token: synced.token
    )
    let sequences = (next.json["changes"] as? [[String: Any]])?.compactMap {
      $0["sequence"] as? Int
    }
    #expect(sequences?.count == 1)
    #expect((sequences?.first ?? 0) > synced.cursor)
    let photo = try await instance.send(.GET, "/v1/photos/\(synced.sha256)", token: synced.token)
    #expect(photo.status == 200)
    #expect(photo.body == WoundFixtures.jpeg())
    serve.stop()
    // The audit log came along, and a database that holds a server is refused.
    let sqliteAudit = try await server.store.auditLog(patientID: nil)
    let moved = try await PostgresServerStore(try PostgresLocation(url: url))
    let movedAudit = try await moved.auditLog(patientID: nil)
    #expect(
      Array(movedAudit.prefix(sqliteAudit.count)).map(\.recordID) == sqliteAudit.map(\.recordID)
    )
    let again = try ServerProcess(["migrate", "--from", file, "--to", url], in: server.directory)
    #expect(try await again.exitStatus(within: 60) == 65)
    #expect(again.standardError.contains("--to already holds teams"))
  }

  @Test func aBadTargetOrAMissingFileIsAUsageError() async throws {
    let directory = FileManager.default.temporaryDirectory
    let missing = try ServerProcess(
      ["migrate", "--from", "/nonexistent/server.sqlite", "--to", "postgres://u@127.0.0.1/db"],
      in: directory
    )
    #expect(try await missing.exitStatus() == 64)
    #expect(missing.standardError.contains("--from names no file"))
    let server = try await TestServer(.sqlite)
    let file = server.directory.appendingPathComponent("server.sqlite").path
    let badURL = try ServerProcess(
      ["migrate", "--from", file, "--to", "mysql://x/y"],
      in: directory
    )
    #expect(try await badURL.exitStatus() == 64)
    #expect(badURL.standardError.contains("--database must be postgres://"))
  }

  /// Anna writes every kind (a photo's bytes too) and pulls to the end, on SQLite.
  static func syncEverything(_ server: TestServer) async throws -> Synced {
    try await server.run(.router) { client in
      let (anna, patientID, woundID) = try await client.woundOfAnna()
      _ = try await client.putRecord("braden", Fixtures.braden(patientID: patientID), token: anna)
      let assessment = WoundFixtures.assessment(woundID: woundID)
      _ = try await client.appendAssessment(assessment, token: anna)
      let bytes = WoundFixtures.jpeg()
      _ = try await client.sendBytes(
        .put,
        "/v1/photos/\(WoundFixtures.sha256(bytes))",
        token: anna,
        bytes: bytes
      )
      let attachment = WoundFixtures.attachment(
        assessmentID: assessment["id"] as! String,
        bytes: bytes
      )
      #expect(try await client.putRecord("photo", attachment, token: anna).status == .created)
      _ = try await client.sendMessage(MessageFixtures.message(patientID: patientID), token: anna)
      #expect(
        try await client.markRead(patientID: patientID, upTo: 1, token: anna).status == .created
      )
      let patient = Fixtures.patient()
      let body = try JSONSerialization.data(withJSONObject: patient)
      let first = try await client.putPatient(patient, token: anna, key: "before-the-move")
      var cursor = 0
      while true {
        let (changes, page) = try await client.changes(token: anna, since: cursor, limit: 3)
        cursor = page.json["next"] as? Int ?? cursor
        if changes.isEmpty { break }
      }
      return Synced(
        token: anna,
        cursor: cursor,
        patientID: "\(patient["id"]!)",
        key: "before-the-move",
        body: body,
        firstAnswer: first.text,
        sha256: WoundFixtures.sha256(bytes)
      )
    }
  }
}
