import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// Where the ids a nurse types are looked up: the stored ids of one kind that start with a
/// canonical prefix.
protocol WoundIDIndex: Sendable {
  /// The stored ids of `entity` whose lowercase text starts with `prefix` (lowercase hex, and
  /// hyphens where a UUID has them), at most `limit` of them.
  func ids(of entity: WoundIDError.Entity, withPrefix prefix: IDPrefix, limit: Int) async throws
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

  func execute(_ typed: String, as entity: WoundIDError.Entity) async throws -> String {
    let text = typed.trimmingCharacters(in: .whitespaces)
    // Wounds and assessments have UUIDs; photos the SHA-256 of their bytes.
    guard let prefix = IDPrefix(text, shape: entity == .photo ? .sha256 : .uuid) else {
      throw WoundIDError.malformed(entity, text)
    }
    // A full id is a prefix of itself only, so it needs no lookup of its own.
    let matches = try await index.ids(of: entity, withPrefix: prefix, limit: Self.matchLimit)
    switch matches.count {
    case 0: throw WoundIDError.notFound(entity, text)
    case 1: return matches[0]
    default: throw WoundIDError.ambiguous(entity, text, matches: matches.count)
    }
  }
}

/// `WoundIDIndex` over the store's tables, where every id is stored as lowercase text.
struct SQLiteWoundIDIndex: WoundIDIndex {
  let store: Store
  /// The store's connection, for writes; reads go through `store.read`.
  var writer: any DatabaseWriter { store.writer }

  func ids(of entity: WoundIDError.Entity, withPrefix prefix: IDPrefix, limit: Int) async throws
    -> [String]
  {
    let table: String
    switch entity {
    case .wound: table = "wound"
    case .assessment: table = "assessment"
    case .photo: table = "photo"
    case .visit: table = "visit"
    }
    return try await store.read { db in try prefix.ids(in: table, limit: limit, db) }
  }
}
