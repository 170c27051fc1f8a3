import Foundation
import GRDB
import Testing

/// The team's record as the server's change log (`GET /v1/changes`) gives it, and a store
/// compared with it field by field: every live record held, none more, each field the same
/// (instants to the millisecond).
struct ServerRecords {
  /// Type -> lowercased id -> the record, for every live record (a tombstone removes it).
  var records: [String: [String: [String: Any]]] = [:]

  init(changes: [[String: Any]]) {
    for change in changes {
      guard let type = change["type"] as? String, let id = change["id"] as? String else {
        continue
      }
      records[type, default: [:]][id.lowercased()] = change["record"] as? [String: Any]
    }
  }

  /// The feed of `nurse`'s team, read over HTTP as that nurse.
  static func read(as nurse: String, on server: TeamServer) async throws -> ServerRecords {
    ServerRecords(changes: try await TeamHTTP.login(nurse, on: server).changes())
  }

  func ids(_ type: String) -> Set<String> { Set((records[type] ?? [:]).keys) }

  /// Where `store` differs from the server: each line a record missing, one too many, or a
  /// field whose value differs. Empty when the store holds the server's record.
  func differences(in store: NurseSandbox, limit: Int = 8) throws -> [String] {
    var found: [String] = []
    try store.readStore { db in
      for table in SyncedTable.all {
        let local = try table.rows(in: db)
        let remote = (records[table.type] ?? [:]).mapValues(table.fields(of:))
        for id in Set(local.keys).union(remote.keys).sorted() where local[id] != remote[id] {
          found.append(Self.describe(table.type, id, server: remote[id], store: local[id]))
        }
      }
    }
    return Array(found.prefix(limit))
  }

  private static func describe(
    _ type: String,
    _ id: String,
    server: [String: String]?,
    store: [String: String]?
  ) -> String {
    guard let server else { return "\(type) \(id): in the store, not on the server" }
    guard let store else { return "\(type) \(id): on the server, not in the store" }
    let fields = server.keys.sorted().filter { server[$0] != store[$0] }
      .map { "\($0) server \(server[$0] ?? "-") store \(store[$0] ?? "-")" }
    return "\(type) \(id): " + fields.joined(separator: "; ")
  }
}

extension TeamServer {
  /// Expects each store to hold, field by field, what this server's change log holds for the
  /// team of `nurse` (who reads it).
  func expectHeld(
    by stores: [NurseSandbox],
    readingAs nurse: String = "anna",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let records = try await ServerRecords.read(as: nurse, on: self)
    for (index, store) in stores.enumerated() {
      let differences = try records.differences(in: store)
      #expect(
        differences.isEmpty,
        "store \(index) differs from the server:\n\(differences.joined(separator: "\n"))",
        sourceLocation: sourceLocation
      )
    }
  }
}
