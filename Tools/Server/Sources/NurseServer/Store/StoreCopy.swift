import Foundation
import GRDB
import PostgresNIO

/// `nurse-server migrate --from FILE --to postgres://…`: a practice's SQLite server copied
/// into an empty PostgreSQL database, row for row, ids and sequence numbers kept, so that
/// every nurse's token, cursor and remembered answers go on working.
public enum StoreCopy {
  /// What was copied, as lines to print.
  public struct Report: Sendable, Equatable {
    /// Each table with its row count, in the order copied.
    public var tables: [(name: String, rows: Int)]

    public static func == (lhs: Report, rhs: Report) -> Bool {
      lhs.tables.map(\.name) == rhs.tables.map(\.name)
        && lhs.tables.map(\.rows) == rhs.tables.map(\.rows)
    }
  }

  /// The tables and columns copied, parents first; the same names in both engines.
  static let tables: [(name: String, columns: [String])] = [
    ("team", ["id", "name"]),
    ("nurse", ["id", "username", "teamID", "passwordHash", "disabled"]),
    ("session", ["tokenHash", "nurseID", "expiresAt"]),
    ("photo", ["sha256", "format", "byteCount", "bytes"]),
    ("photoUpload", ["sha256", "teamID", "uploadedBy"]),
    (
      "team_record",
      [
        "type", "id", "owner", "teamID", "patientID", "version", "sequence", "payload",
        "createdBy", "updatedBy", "updatedAt",
      ]
    ),
    ("write_replay", ["nurseID", "key", "requestLine", "outcome", "body", "createdAt"]),
    ("audit", ["id", "nurse", "action", "recordType", "recordID", "patientID", "at"]),
    ("audit_record", ["auditID", "position", "recordType", "recordID", "patientID"]),
    ("login_failure", ["id", "username", "address", "at", "inFlight"]),
  ]

  /// Copies `source` into `target` in one transaction: all of it or, on any failure, nothing.
  /// Refuses a target that already holds a team.
  public static func copy(from source: SQLiteServerStore, to target: PostgresServerStore)
    async throws -> Report
  {
    var data = try await source.pool.read { db in try tables.map { try rows(of: $0, in: db) } }
    // The read audit's file holds the reads: PostgreSQL keeps one audit log for both.
    let audit = tables.firstIndex { $0.name == "audit" }!
    let auditRecord = tables.firstIndex { $0.name == "audit_record" }!
    let reads = try await source.readAudit.pool.read { db in
      (try rows(of: tables[audit], in: db), try rows(of: tables[auditRecord], in: db))
    }
    (data[audit], data[auditRecord]) = mergedAudit(
      stored: (data[audit], data[auditRecord]),
      read: reads
    )
    let changeSequence = try await source.pool.read { db in
      try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'changeLog'")
    }
    // The same log goes on in PostgreSQL: its numbers and identity, so no nurse starts over.
    let identity = try await source.changeLogID()
    let copied = data
    return try await target.transaction { pg in
      let teams = try await pg.one("SELECT COUNT(*) FROM team", Int64.self, target.logger)
      guard teams == 0 else { throw UsageError("--to already holds teams: give an empty database") }
      var report = Report(tables: [])
      for (table, rows) in zip(tables, copied) {
        for row in rows {
          var bindings = PostgresBindings(capacity: row.count)
          for cell in row { try cell.bind(into: &bindings) }
          let marks = table.columns.indices.map {
            "$\($0 + 1)\(cast(table.name, table.columns[$0]))"
          }
          .joined(separator: ", ")
          let sql = """
            INSERT INTO \(table.name) (\(table.columns.joined(separator: ", "))) VALUES (\(marks))
            """
          try await pg.run(PostgresQuery(unsafeSQL: sql, binds: bindings), target.logger)
        }
        report.tables.append((table.name, rows.count))
      }
      // Ids and numbers go on from where the file stopped, never reusing one.
      for table in ["team", "nurse", "audit", "login_failure"] {
        try await pg.run(
          PostgresQuery(
            unsafeSQL: """
              SELECT setval(pg_get_serial_sequence('\(table)', 'id'),
                COALESCE((SELECT MAX(id) FROM \(table)), 0) + 1, false)
              """
          ),
          target.logger
        )
      }
      let highest = try await pg.one(
        "SELECT COALESCE(MAX(sequence), 0) FROM team_record",
        Int64.self,
        target.logger
      )
      let next = max(changeSequence ?? 0, highest ?? 0) + 1
      try await pg.run("SELECT setval('change_sequence', \(next), false)", target.logger)
      try await pg.run("UPDATE change_log_identity SET id = \(identity)", target.logger)
      return report
    }
  }

  /// Every row of `table`, its columns in order.
  private static func rows(of table: (name: String, columns: [String]), in db: Database) throws
    -> [[Cell]]
  {
    try Row.fetchAll(db, sql: "SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name)")
      .map { row in try table.columns.indices.map { try Cell(row[$0] as DatabaseValue) } }
  }

  /// The store's audit and its read audit's as one log: entries merged oldest first by `at`
  /// (GRDB's UTC text orders as time does; at the same instant the store's first), each
  /// file's own order kept, numbered again from 1, and each entry's records following its new
  /// number. Columns as `tables` lists them: an entry's id first and `at` last, a record's
  /// entry id first.
  static func mergedAudit(
    stored: (entries: [[Cell]], records: [[Cell]]),
    read: (entries: [[Cell]], records: [[Cell]])
  ) -> (entries: [[Cell]], records: [[Cell]]) {
    var entries: [[Cell]] = []
    var renumbered: [[Int64: Int64]] = [[:], [:]]
    var next = [0, 0]
    let sources = [stored.entries, read.entries]
    while next[0] < sources[0].count || next[1] < sources[1].count {
      let source =
        next[1] == sources[1].count
          || next[0] < sources[0].count
            && sources[0][next[0]].last!.text <= sources[1][next[1]].last!.text
        ? 0 : 1
      var entry = sources[source][next[source]]
      next[source] += 1
      let id = Int64(entries.count + 1)
      if case .integer(let old) = entry[0] { renumbered[source][old] = id }
      entry[0] = .integer(id)
      entries.append(entry)
    }
    let records = [stored.records, read.records].enumerated().flatMap { source, rows in
      rows.compactMap { row -> [Cell]? in
        guard case .integer(let old) = row[0], let id = renumbered[source][old] else { return nil }
        var row = row
        row[0] = .integer(id)
        return row
      }
    }
    return (entries, records)
  }

  /// How a SQLite value becomes the PostgreSQL column's type: GRDB stores a date as UTC text
  /// and a boolean as an integer.
  static func cast(_ table: String, _ column: String) -> String {
    switch (table, column) {
    case (_, "disabled"): "::int::boolean"
    case (_, "updatedAt"), (_, "createdAt"), ("audit", "at"): "::timestamp AT TIME ZONE 'UTC'"
    default: ""
    }
  }

  /// One SQLite value, as PostgreSQL takes it.
  enum Cell: Sendable, Equatable {
    case null, integer(Int64), real(Double), text(String), blob(Data)

    init(_ value: DatabaseValue) throws {
      switch value.storage {
      case .null: self = .null
      case .int64(let number): self = .integer(number)
      case .double(let number): self = .real(number)
      case .string(let text): self = .text(text)
      case .blob(let data): self = .blob(data)
      }
    }

    /// The text of a text value; empty for any other.
    var text: String {
      if case .text(let text) = self { return text }
      return ""
    }

    func bind(into bindings: inout PostgresBindings) throws {
      switch self {
      case .null: bindings.appendNull()
      case .integer(let number): bindings.append(number)
      case .real(let number): bindings.append(number)
      case .text(let text): bindings.append(text)
      case .blob(let data): try bindings.append(data)
      }
    }
  }
}
