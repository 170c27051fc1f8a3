import Foundation
import GRDB

/// The team records one store holds, as text to compare between stores: every synced table's
/// rows by id, without the columns only this store has.
struct TeamRecordSnapshot: Equatable, CustomStringConvertible {
  /// The tables of the records a team shares (read marks are each nurse's own), photos by
  /// their hash and their attachments to assessments included, and the handover's seen marks
  /// (each nurse's, but every colleague's store holds them).
  static let tables = [
    "patient", "braden", "wound", "assessment", "photo", "assessment_photo", "message",
    "handoverSeen",
  ]
  /// When this store wrote the row: the writer's clock, not part of the team's record.
  static let localColumns: Set<String> = ["recordedAt", "storedAt", "attachedAt"]

  /// Table -> id -> `column=value` of every other column.
  var rows: [String: [String: String]]

  /// The ids a table holds, lowercased as the wire spells them.
  func ids(_ table: String) -> Set<String> { Set((rows[table] ?? [:]).keys) }

  /// The `version` column of a versioned table's rows, by id.
  func versions(_ table: String) -> [String: String] {
    (rows[table] ?? [:]).mapValues { row in
      row.split(separator: "\n").first { $0.hasPrefix("version=") }
        .map { String($0.dropFirst("version=".count)) } ?? "-"
    }
  }

  var description: String {
    rows.keys.sorted().flatMap { table in
      (rows[table] ?? [:]).sorted { $0.key < $1.key }.map { "\(table) \($0.key): \($0.value)" }
    }.joined(separator: "\n")
  }

  /// The first rows two snapshots disagree on, to say why they differ.
  func differences(from other: TeamRecordSnapshot, limit: Int = 6) -> String {
    var found: [String] = []
    for table in Self.tables {
      let mine = rows[table] ?? [:]
      let theirs = other.rows[table] ?? [:]
      for id in Set(mine.keys).union(theirs.keys).sorted() where mine[id] != theirs[id] {
        found.append("\(table) \(id):\n  \(mine[id] ?? "absent")\n  \(theirs[id] ?? "absent")")
      }
    }
    return found.prefix(limit).joined(separator: "\n")
  }
}

extension NurseSandbox {
  /// Reads the team records of this nurse's store, read-only.
  func teamRecords() throws -> TeamRecordSnapshot {
    try readStore { db in
      var rows: [String: [String: String]] = [:]
      for table in TeamRecordSnapshot.tables {
        var byID: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"") {
          let id = (String.fromDatabaseValue(row["id"]) ?? "?").lowercased()
          byID[id] = row.columnNames
            .filter { !TeamRecordSnapshot.localColumns.contains($0) }
            .map { "\($0)=\(row[$0] as DatabaseValue)" }
            .joined(separator: "\n")
        }
        rows[table] = byID
      }
      return TeamRecordSnapshot(rows: rows)
    }
  }
}
