import Foundation
import GRDB

/// Where the ids a nurse types are looked up: the stored ids of one kind that start with a
/// canonical prefix.
protocol WoundIDIndex: Sendable {
  /// The stored ids of `entity` whose lowercase text starts with `prefix` (lowercase hex, and
  /// hyphens where a UUID has them), at most `limit` of them.
  func ids(of entity: WoundIDError.Entity, withPrefix prefix: String, limit: Int) async throws
    -> [String]
}

/// Turns what a nurse typed (a full id, or its first characters as the screens print them)
/// into the one wound, assessment or photo id it names, as LibPatient's `resolveID` does for
/// patients.
struct ResolveWoundID {
  /// Fewer hex digits than this match too many records to be worth typing.
  static let minimumPrefixDigits = 4
  /// Counting every match of a short prefix is pointless: "several" is all the nurse needs,
  /// and the count only tells her how much more to type.
  static let matchLimit = 100

  let index: any WoundIDIndex

  func execute(_ typed: String, as entity: WoundIDError.Entity) async throws -> String {
    let text = typed.trimmingCharacters(in: .whitespaces)
    guard let prefix = Self.canonicalPrefix(text, of: entity) else {
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

  /// The lowercased text when it can start the entity's id and holds at least four hex digits;
  /// nil otherwise. Wounds and assessments have UUIDs (`xxxxxxxx-xxxx-…`, hyphens only where
  /// the UUID has them); photos have the SHA-256 of their bytes (64 hex digits).
  static func canonicalPrefix(_ text: String, of entity: WoundIDError.Entity) -> String? {
    let lowered = text.lowercased()
    let hyphens: Set<Int> = entity == .photo ? [] : [8, 13, 18, 23]
    let length = entity == .photo ? 64 : 36
    guard lowered.count <= length else { return nil }
    var digits = 0
    for (offset, character) in lowered.enumerated() {
      if hyphens.contains(offset) {
        guard character == "-" else { return nil }
      } else {
        guard character.isHexDigit, character.isASCII else { return nil }
        digits += 1
      }
    }
    return digits >= minimumPrefixDigits ? lowered : nil
  }
}

/// `WoundIDIndex` over the store's tables, where every id is stored as lowercase text.
struct SQLiteWoundIDIndex: WoundIDIndex {
  let writer: any DatabaseWriter

  func ids(of entity: WoundIDError.Entity, withPrefix prefix: String, limit: Int) async throws
    -> [String]
  {
    let table: String
    switch entity {
    case .wound: table = "wound"
    case .assessment: table = "assessment"
    case .photo: table = "photo"
    }
    // The prefix holds only hex digits and hyphens, so it needs no LIKE escaping.
    return try await writer.read { db in
      try String.fetchAll(
        db,
        sql: "SELECT id FROM \(table) WHERE id LIKE ? ORDER BY id LIMIT ?",
        arguments: ["\(prefix)%", limit]
      )
    }
  }
}
