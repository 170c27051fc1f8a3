import Foundation
import Testing

@testable import NurseServer

/// docs/sync.md, "A server restored from a backup": every feed page names the change log's
/// identity, the same on every instance of one database, so a client can tell a restored log
/// (`SQLiteBackup.restore` gives it a new one; `BackupTests`) from the one its cursor is of.
@Suite("The change log's identity")
struct ChangeLogIdentityTests {
  @Test(arguments: StoreEngine.all)
  func everyPageNamesTheLogTheSameOnEveryInstance(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    let identity = try await server.store.changeLogID()
    #expect(identity.count == 32)
    let first = try await server.run { client in
      let anna = try await client.token("anna")
      #expect(try await client.putPatient(Fixtures.patient(), token: anna).status == .created)
      return try await client.send(.get, "/v1/changes?since=0", token: anna).json["log"] as? String
    }
    #expect(first == identity)
    let other = try await server.anotherInstance()
    #expect(try await other.changeLogID() == identity)
    let second = try await server.run(store: other) { client in
      let bea = try await client.token("bea")
      return try await client.send(.get, "/v1/changes?since=99", token: bea).json["log"] as? String
    }
    #expect(second == identity, "an empty page names it too")
  }

  /// The PostgreSQL path: a `pg_dump` restored with `pg_restore` holds the same records and,
  /// until `nurse-server restored` marks it, the identity it was dumped with.
  @Test func aDumpRestoredWithPgRestoreIsMarkedANewLogWithTheSameRecords() async throws {
    let server = try await TestServer(.postgres)
    try FileManager.default.createDirectory(at: server.directory, withIntermediateDirectories: true)
    try await server.run { client in
      let anna = try await client.token("anna")
      for _ in 0..<2 {
        #expect(try await client.putPatient(Fixtures.patient(), token: anna).status == .created)
      }
    }
    let identity = try await server.store.changeLogID()
    let source = try #require(server.databaseURL)
    let target = try await TestPostgres.freshDatabase()
    let dump = server.directory.appendingPathComponent("nurses.dump").path
    try Self.postgresTool("pg_dump", ["--format=custom", "--file", dump, Self.libpq(source)])
    try Self.postgresTool("pg_restore", ["--no-owner", "--dbname", Self.libpq(target), dump])

    let restored = try await PostgresServerStore(try PostgresLocation(url: target))
    #expect(try await restored.changeLogID() == identity, "a dump keeps the identity")
    let marked = try ServerProcess(["restored", "--database", target], in: server.directory)
    #expect(try await marked.exitStatus(within: 60) == 0, "\(marked.standardError)")
    #expect(try await restored.changeLogID() != identity)
    #expect(try await restored.changeSequenceHead() == server.store.changeSequenceHead())
  }

  /// The URL as libpq reads it: without the server's own `pool` parameter.
  static func libpq(_ url: String) throws -> String {
    var components = try #require(URLComponents(string: url))
    components.queryItems = components.queryItems?.filter { $0.name != "pool" }
    return try #require(components.string)
  }

  /// Runs one of PostgreSQL's client programs, which must succeed.
  static func postgresTool(_ name: String, _ arguments: [String]) throws {
    let versions = try FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")
    let tool = try #require(
      versions.sorted().reversed().map { "/usr/lib/postgresql/\($0)/bin/\(name)" }
        .first { FileManager.default.isExecutableFile(atPath: $0) },
      "\(name) is not installed (apt-get install postgresql)"
    )
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(name): \(message)")
  }
}
