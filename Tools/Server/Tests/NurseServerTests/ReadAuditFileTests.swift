import CoreContract
import Foundation
import GRDB
import Testing

@testable import NurseServer

/// SQLite's read audit in a file of its own (`ReadAuditFile`): where it is, who may read it,
/// and one audit log across both files, as on PostgreSQL.
@Suite struct ReadAuditFileTests {
  @Test func theReadAuditLivesBesideTheStoreForItsOwnerOnly() async throws {
    let server = try await TestServer(.sqlite)
    let path = server.directory.appendingPathComponent("server.reads.sqlite").path
    #expect(ReadAuditFile.path(besides: try server.sqlite.pool.path) == path)
    #expect(ReadAuditFile.path(besides: "/data/practice") == "/data/practice.reads.sqlite")
    let index = server.directory.appendingPathComponent("server.reads-by-patient.sqlite").path
    #expect(ReadAuditFile.indexPath(besides: try server.sqlite.pool.path) == index)
    #expect(
      ReadAuditFile.indexPath(besides: "/data/practice") == "/data/practice.reads-by-patient.sqlite"
    )
    for file in [path, index] {
      let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(file)")
    }
  }

  /// Read entries written into the store's own file before the read audit had one come back
  /// from the log with the new ones, in the order they were made.
  @Test func readsAuditedInTheStoreBeforeStillComeBackInOrder() async throws {
    let server = try await TestServer(.sqlite)
    let sqlite = try server.sqlite
    let patientID = try await server.run { client in
      try await client.newPatient(token: try await client.token("anna"))
    }
    let created = try #require(try await sqlite.auditLog(patientID: RecordID(patientID)!).first)
    // As a read was audited before: an `audit` row and its records in the store's file.
    try await sqlite.pool.write { db in
      try SQLiteServerStore.commitReadAudits(
        [
          ReadAudit(
            nurse: "bea",
            access: "patient",
            target: patientID,
            records: [.init(type: "patient", id: patientID, patientID: patientID)],
            at: created.at.addingTimeInterval(0.001)
          )
        ],
        in: db
      )
    }
    try await server.run { client in
      let anna = try await client.token("anna")
      _ = try await client.send(.get, "/v1/records/patient/\(patientID)", token: anna)
    }
    let log = try await sqlite.auditLog(patientID: RecordID(patientID)!)
    #expect(
      log.map { "\($0.nurse) \($0.action.rawValue)" } == ["anna create", "bea read", "anna read"]
    )
    let all = try await sqlite.auditLog(patientID: nil).filter { $0.recordID == patientID }
    #expect(all.map(\.nurse) == ["anna", "bea", "anna"])
  }

  /// For PostgreSQL's one log, the two files' entries are merged by time and numbered again,
  /// each entry's records following it.
  @Test func aMigrationMergesBothFilesEntriesByTime() {
    func entry(_ id: Int64, _ nurse: String, _ at: String) -> [StoreCopy.Cell] {
      [
        .integer(id), .text(nurse), .text("read"), .text("patient"), .text("p"), .text(""),
        .text(at),
      ]
    }
    func record(_ auditID: Int64, _ position: Int64) -> [StoreCopy.Cell] {
      [.integer(auditID), .integer(position), .text("patient"), .text("p"), .text("p")]
    }
    let merged = StoreCopy.mergedAudit(
      stored: (
        [
          entry(1, "write-1", "2026-11-01 10:00:00.000"),
          entry(2, "write-2", "2026-11-01 10:00:02.000"),
        ],
        []
      ),
      read: (
        [
          entry(1, "read-1", "2026-11-01 10:00:01.000"),
          entry(2, "read-2", "2026-11-01 10:00:02.000"),
        ],
        [record(1, 0), record(2, 0), record(2, 1)]
      )
    )
    #expect(merged.entries.map { $0[1].text } == ["write-1", "read-1", "write-2", "read-2"])
    #expect(merged.entries.map { $0[0] } == [.integer(1), .integer(2), .integer(3), .integer(4)])
    #expect(merged.records.map { $0[0] } == [.integer(2), .integer(4), .integer(4)])
    #expect(merged.records.map { $0[1] } == [.integer(0), .integer(0), .integer(1)])
  }
}
