import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// Where the ids a nurse types are looked up: the stored ids of one kind that start with a
/// canonical prefix.
protocol WoundIDIndex: Sendable {
  /// The stored ids of `entity` whose lowercase text starts with `prefix` (lowercase hex, and
  /// hyphens where a UUID has them), at most `limit` of them.
  func ids(of entity: IDLookupError.Entity, withPrefix prefix: IDPrefix, limit: Int) async throws
    -> [String]
}

/// Turns what a nurse typed (a full id, or its first characters as the screens print them)
/// into the one wound, assessment or photo id it names, as LibPatient's `resolveID` does for
/// patients.
struct ResolveWoundID {
  /// Counting every match of a short prefix is pointless: "several" is all the nurse needs,
  /// and the count only tells her how much more to type.
  static let matchLimit = 100

  let index: any WoundIDIndex

  func execute(_ typed: String, as entity: IDLookupError.Entity) async throws -> String {
    try await IDLookupError.resolve(typed, as: entity) { prefix in
      try await index.ids(of: entity, withPrefix: prefix, limit: Self.matchLimit)
    }
  }
}

/// `WoundIDIndex` over the store's tables, where every id is stored as lowercase text.
struct SQLiteWoundIDIndex: WoundIDIndex {
  let store: Store
  /// The store's connection, for writes; reads go through `store.read`.
  var writer: any DatabaseWriter { store.writer }

  func ids(of entity: IDLookupError.Entity, withPrefix prefix: IDPrefix, limit: Int) async throws
    -> [String]
  {
    try await store.read { db in try prefix.ids(in: entity.rawValue, limit: limit, db) }
  }
}
