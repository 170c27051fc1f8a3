import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import PostgresNIO
import Testing

@testable import NurseServer

/// A server on a real SQLite file in a temp directory (or, with `.postgres`, a new database
/// in the test cluster), with two teams: `north` (nurses `anna` and `bea`) and `south` (nurse
/// `cleo`). Passwords are `password-<name>`.
final class TestServer: Sendable {
  let directory: URL
  let engine: StoreEngine
  /// Where the store is: another instance opens the same database from here.
  let location: StoreLocation
  /// The PostgreSQL database's URL (nil on SQLite), for `nurse-server` processes to share.
  let databaseURL: String?
  let store: any ServerStore
  let administration: Administration
  /// The clock the routes read; tests move it to expire tokens.
  let clock = TestClock()

  init(_ engine: StoreEngine = .sqlite) async throws {
    self.engine = engine
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("nurse-server-tests-\(UUID().uuidString)")
    switch engine {
    case .sqlite:
      databaseURL = nil
      location = .sqlite(path: directory.appendingPathComponent("server.sqlite").path)
    case .postgres:
      let url = try await TestPostgres.freshDatabase()
      databaseURL = url
      location = .postgres(try PostgresLocation(url: url))
    }
    store = try await location.open()
    // The lowest bcrypt cost: hashing at production cost would make every test slow.
    administration = Administration(store: store, bcryptCost: 4)
    _ = try await administration.addTeam("north")
    _ = try await administration.addTeam("south")
    for (team, nurse) in [("north", "anna"), ("north", "bea"), ("south", "cleo")] {
      _ = try await administration.addNurse(
        team: team,
        username: nurse,
        password: "password-\(nurse)"
      )
    }
  }

  /// The SQLite store, for the tests that look into the file itself.
  var sqlite: SQLiteServerStore {
    get throws { try #require(store as? SQLiteServerStore) }
  }

  /// Another server instance on the same database, with its own connections.
  func anotherInstance() async throws -> any ServerStore {
    try await location.open()
  }

  /// The single number `sql` selects, in either engine.
  func count(_ sql: String) async throws -> Int {
    if let sqlite = store as? SQLiteServerStore {
      return try await sqlite.pool.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
    }
    let postgres = try #require(store as? PostgresServerStore)
    let row = try await postgres.client.query(PostgresQuery(unsafeSQL: sql)).collect().first
    return Int(try #require(row).decode(Int64.self))
  }

  /// The single number `sql` selects from where reads are audited: SQLite's read audit file
  /// (`ReadAuditFile`, the same `audit` and `audit_record` tables), PostgreSQL's database.
  func countReads(_ sql: String) async throws -> Int {
    if let sqlite = store as? SQLiteServerStore {
      return try await sqlite.readAudit.pool.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
    }
    return try await count(sql)
  }

  /// Runs a statement that changes the database, in either engine.
  func execute(_ sql: String) async throws {
    if let sqlite = store as? SQLiteServerStore {
      try await sqlite.pool.write { db in try db.execute(sql: sql) }
      return
    }
    let postgres = try #require(store as? PostgresServerStore)
    try await postgres.client.query(PostgresQuery(unsafeSQL: sql))
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// The server's settings with the tests' bcrypt cost, so that the dummy hash of unknown
  /// usernames costs what the nurses' hashes cost.
  static let auth = AuthSettings(passwordCost: 4)

  /// Runs `test` against the router, in process, or (`.live`) over a real loopback socket.
  /// `store` is another instance on the same database when given; `logger` receives the logs;
  /// `metrics` records the server's figures.
  func run<Value: Sendable>(
    _ mode: TestingSetup = .router,
    auth: AuthSettings = TestServer.auth,
    store: (any ServerStore)? = nil,
    logger: Logger? = nil,
    metrics: ServerMetrics = .off,
    _ test: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    let clock = self.clock
    let router = ServerApplication.router(
      store: store ?? self.store,
      auth: auth,
      metrics: metrics
    ) { clock.now }
    let app = Application(router: router, logger: logger)
    return try await app.test(mode) { client in try await test(client) }
  }
}

/// A settable clock shared with the routes.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date()

  var now: Date { lock.withLock { current } }

  func advance(by interval: TimeInterval) {
    lock.withLock { current = current.addingTimeInterval(interval) }
  }
}

extension TestClientProtocol {
  /// Logs `nurse` in and returns her bearer token.
  func token(_ nurse: String) async throws -> String {
    let response = try await send(
      .post,
      "/v1/auth/login",
      json: ["username": nurse, "password": "password-\(nurse)"]
    )
    #expect(response.status == .ok)
    return try #require(response.json["token"] as? String)
  }

  /// Sends a request; `json` is serialised, `raw` is sent as is.
  func send(
    _ method: HTTPRequest.Method,
    _ uri: String,
    token: String? = nil,
    json: [String: Any]? = nil,
    raw: String? = nil,
    key: String? = nil,
    ifMatch: String? = nil
  ) async throws -> TestResponse {
    var headers: HTTPFields = [.contentType: "application/json"]
    if let token { headers[.authorization] = "Bearer \(token)" }
    if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
    if let ifMatch { headers[.ifMatch] = ifMatch }
    var body: ByteBuffer?
    if let json { body = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: json)) }
    if let raw { body = ByteBuffer(string: raw) }
    return try await executeRequest(uri: uri, method: method, headers: headers, body: body)
  }

  /// `PUT /v1/records/<type>/<id>` of `body` (its id is `id`, or `patientId` for a read mark).
  func putRecord(
    _ type: String,
    _ body: [String: Any],
    token: String,
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    let id = try #require((body["id"] ?? body["patientId"]) as? String)
    return try await send(.put, "/v1/records/\(type)/\(id)", token: token, json: body, key: key)
  }

  /// Creates `patient` as `token`'s nurse and returns the answer.
  func putPatient(
    _ patient: [String: Any],
    token: String,
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    try await putRecord("patient", patient, token: token, key: key)
  }

  /// `PATCH /v1/records/<type>/<id>` changing each field `from` one value `to` another.
  func patchRecord(
    _ type: String,
    _ id: String,
    changes: [(field: String, from: Any, to: Any)],
    token: String,
    ifMatch: String? = "\"1\"",
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    let body = ["changes": changes.map { ["field": $0.field, "from": $0.from, "to": $0.to] }]
    return try await send(
      .patch,
      "/v1/records/\(type)/\(id)",
      token: token,
      json: body,
      key: key,
      ifMatch: ifMatch
    )
  }

  /// One page of the change log; its changes.
  func changes(token: String, since: Int = 0, limit: Int = 100) async throws -> (
    changes: [[String: Any]], page: TestResponse
  ) {
    let page = try await send(.get, "/v1/changes?since=\(since)&limit=\(limit)", token: token)
    #expect(page.status == .ok)
    return (try #require(page.json["changes"] as? [[String: Any]]), page)
  }
}

extension TestResponse {
  /// The body as a JSON object (empty when it is not one).
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [String: Any] ?? [:]
  }

  var text: String { String(decoding: body.readableBytesView, as: UTF8.self) }

  /// Whether this is an RFC 9457 problem with this status.
  func isProblem(_ status: HTTPResponse.Status, field: String? = nil) -> Bool {
    headers[.contentType] == "application/problem+json"
      && json["status"] as? Int == status.code
      && self.status == status
      && json["type"] is String && json["title"] is String
      && (field == nil || json["field"] as? String == field)
  }
}
