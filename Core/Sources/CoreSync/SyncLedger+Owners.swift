import CoreContract
import CoreDatabase
import Foundation

extension SyncLedger {
  /// The records each of `records` hangs under, nearest first (an assessment: its wound,
  /// then the wound's patient), so that a screen can say whose record a conflict or a
  /// refused change is.
  ///
  /// Read from this store's cached records through `kinds`; a record this store no longer
  /// holds is read from its refused or waiting creation, which carries its parent. The walk
  /// stops at a record this store does not hold or whose kind is not in `kinds`.
  public func owners(
    of records: [RecordReference],
    kinds: [any SyncedKind]
  ) async throws -> [RecordReference: [RecordReference]] {
    try await store.read { db in
      var owners: [RecordReference: [RecordReference]] = [:]
      for record in Set(records) {
        var chain: [RecordReference] = []
        var next = try Self.parent(of: record, kinds: kinds, orItsCreation: true, in: db)
        // A record never hangs under itself or its children: the bound only guards against a
        // store whose rows say otherwise.
        while let parent = next, chain.count < 8, !chain.contains(parent) {
          chain.append(parent)
          next = try Self.parent(of: parent, kinds: kinds, orItsCreation: false, in: db)
        }
        owners[record] = chain
      }
      return owners
    }
  }

  private static func parent(
    of record: RecordReference,
    kinds: [any SyncedKind],
    orItsCreation: Bool,
    in db: StoreDatabase
  ) throws -> RecordReference? {
    guard let kind = kinds.first(where: { $0.type == record.type }) else { return nil }
    if let current = try kind.current(record.id, in: db) {
      return try kind.parent(of: current)
    }
    guard orItsCreation else { return nil }
    // A create or an append carries the whole record, its parent's id included.
    let payload = try Data.fetchOne(
      db,
      sql: """
        SELECT payload FROM (
          SELECT payload, 0 AS place, id FROM sync_refused
            WHERE entityType = ? AND entityID = ? AND operation != 'update'
          UNION ALL
          SELECT payload, 1 AS place, id FROM outbox
            WHERE entityType = ? AND entityID = ? AND operation != 'update')
        ORDER BY place, id LIMIT 1
        """,
      arguments: [record.type.rawValue, record.id.text, record.type.rawValue, record.id.text]
    )
    return try payload.flatMap { try kind.parent(of: JSONValue(wireData: $0)) }
  }
}
