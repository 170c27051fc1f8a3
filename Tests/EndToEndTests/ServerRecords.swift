import CoreContract
import Foundation
import Testing

/// The team's record as the server's change log (`GET /v1/changes`) gives it to one nurse, and
/// a store compared with it kind by kind in wire form (`StoreWireRecords`): every live record
/// held, none more, each field the same.
struct ServerRecords {
  /// Type -> lowercased id -> the record, for every live record (a tombstone removes it).
  var records: [String: [String: JSONValue]] = [:]
  /// The nurse who read the log: the read marks in it are hers.
  var reader: String

  init(changes: [[String: Any]], reader: String) throws {
    self.reader = reader
    for change in changes {
      guard let type = change["type"] as? String, let id = change["id"] as? String else {
        continue
      }
      let record = try (change["record"] as? [String: Any]).map {
        try JSONValue(wireData: JSONSerialization.data(withJSONObject: $0))
      }
      records[type, default: [:]][id.lowercased()] = record
    }
  }

  /// The feed of `nurse`'s team, read over HTTP as that nurse.
  static func read(as nurse: String, on server: TeamServer) async throws -> ServerRecords {
    try ServerRecords(changes: try await TeamHTTP.login(nurse, on: server).changes(), reader: nurse)
  }

  func ids(_ type: String) -> Set<String> { Set((records[type] ?? [:]).keys) }

  /// A whole-number field of a record (a sequence, a version), nil when it has none.
  static func integer(_ value: JSONValue?) -> Int? {
    guard case .number(let number) = value else { return nil }
    return NSDecimalNumber(decimal: number).intValue
  }

  /// Where `store` differs from the server: each line a record missing, one too many, a field
  /// whose value differs, or a kind the store does not sync. Empty when the store holds the
  /// server's record. Records kept per nurse are compared in the reader's own store only.
  func differences(in store: NurseSandbox, limit: Int = 8) async throws -> [String] {
    let local = try await StoreWireRecords.read(store)
    var found: [String] = []
    let synced = Set(local.kinds.map(\.type.rawValue))
    for type in records.keys.sorted() where !synced.contains(type) {
      found.append("\(type): on the server, a kind the store does not sync")
    }
    for kind in local.kinds where kind.policy != .perNurse || local.nurse == reader {
      let type = kind.type.rawValue
      let remote = try (records[type] ?? [:]).mapValues {
        try StoreWireRecords.canonical($0, as: kind)
      }
      let held = local.records[type] ?? [:]
      for id in Set(held.keys).union(remote.keys).sorted() where held[id] != remote[id] {
        found.append(Self.describe(type, id, server: remote[id], store: held[id]))
      }
    }
    return Array(found.prefix(limit))
  }

  private static func describe(_ type: String, _ id: String, server: JSONValue?, store: JSONValue?)
    -> String
  {
    guard let server = server?.fields else {
      return "\(type) \(id): in the store, not on the server"
    }
    guard let store = store?.fields else { return "\(type) \(id): on the server, not in the store" }
    let fields = Set(server.keys).union(store.keys).sorted().filter { server[$0] != store[$0] }
      .map { "\($0) server \(shown(server[$0])) store \(shown(store[$0]))" }
    return "\(type) \(id): " + fields.joined(separator: "; ")
  }

  private static func shown(_ value: JSONValue?) -> String {
    value.map { String(describing: $0) } ?? "-"
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
      let differences = try await records.differences(in: store)
      #expect(
        differences.isEmpty,
        "store \(index) differs from the server:\n\(differences.joined(separator: "\n"))",
        sourceLocation: sourceLocation
      )
    }
  }
}
