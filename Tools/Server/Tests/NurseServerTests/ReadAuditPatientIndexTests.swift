import CoreContract
import Foundation
import GRDB
import Testing

@testable import NurseServer

/// SQLite's read audit indexed by patient behind its commits (`ReadAuditPatientIndex`): who
/// read a patient is the same answer before the copy, after it, and half-way through.
@Suite struct ReadAuditPatientIndexTests {
  /// A read entry of `nurse` naming `count` records of `patient`.
  private static func entry(_ nurse: String, _ patient: String, records count: Int) -> ReadAudit {
    ReadAudit(
      nurse: nurse,
      access: "changes",
      target: "",
      records: (0..<count).map { _ in
        .init(type: "braden", id: UUID().uuidString.lowercased(), patientID: patient)
      },
      at: Date()
    )
  }

  @Test func whoReadAPatientIsTheSameBeforeAndAfterTheCopy() async throws {
    let server = try await TestServer(.sqlite)
    let sqlite = try server.sqlite
    let (first, second) = try await server.run { client in
      let anna = try await client.token("anna")
      let first = Fixtures.patient()
      let second = Fixtures.patient()
      _ = try await client.putPatient(first, token: anna)
      _ = try await client.putPatient(second, token: anna)
      let ids = try [first, second].map { try #require($0["id"] as? String).lowercased() }
      for id in ids { _ = try await client.send(.get, "/v1/records/patient/\(id)", token: anna) }
      _ = try await client.changes(token: anna)
      return (ids[0], ids[1])
    }
    func log() async throws -> [[[String]]] {
      try await [first, second].asyncMap { patient in
        try await sqlite.auditLog(patientID: RecordID(patient)!).map {
          [$0.nurse, $0.action.rawValue, $0.recordType, $0.recordID, $0.patientID]
        }
      }
    }
    // Unindexed, as right after the reads (or already copied: either way the same answer).
    let before = try await log()
    #expect(before[0].filter { $0[1] == "read" }.count == 2)
    #expect(before[1].filter { $0[1] == "read" }.count == 2)
    // Indexed: every record of every entry copied, `upTo` at the last entry.
    let index = sqlite.readAudit.patientIndex
    while try await index.copyBatch() {}
    let (indexed, upTo) = try await index.index.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM audit_record_patient"),
        try Int.fetchOne(db, sql: "SELECT upTo FROM audit_indexed")
      )
    }
    #expect(try await indexed == server.countReads("SELECT COUNT(*) FROM audit_record"))
    #expect(try await upTo == server.countReads("SELECT MAX(auditID) FROM audit_record"))
    #expect(try await log() == before)
    // A file of the index lost is made again from the audit, whole.
    try await index.index.write { db in
      try db.execute(sql: "DELETE FROM audit_record_patient; UPDATE audit_indexed SET upTo = 0")
    }
    #expect(try await log() == before)
    while try await index.copyBatch() {}
    #expect(try await log() == before)
  }

  /// A copy takes about its limit of records, whole entries only: an entry is never split
  /// between two copies, and one larger than the limit is copied alone.
  @Test func aCopyTakesWholeEntriesUpToItsLimit() async throws {
    // Files of its own, no server: nothing but this test copies.
    let scratch = try ScratchDirectory("tests")
    let readsPath = scratch.path("reads.sqlite")
    let reads = try DatabasePool(path: readsPath)
    try ReadAuditFile.migrator.migrate(reads)
    let index = ReadAuditPatientIndex(
      index: try ReadAuditPatientIndex.open(
        at: scratch.path("index.sqlite"),
        reads: readsPath
      )
    )
    let patient = UUID().uuidString.lowercased()
    try await reads.write { db in
      try SQLiteServerStore.commitReadAudits(
        [3, 3, 1, 5].map { Self.entry("bea", patient, records: $0) },
        in: db
      )
    }
    var upTos: [Int64] = []
    var more = true
    while more {
      more = try await index.copyBatch(limit: 4)
      upTos.append(
        try await index.index.read { db in
          try Int64.fetchOne(db, sql: "SELECT upTo FROM audit_indexed") ?? 0
        }
      )
    }
    // Entries 1…4: (3) then (3, 1) then the 5 of the last, alone.
    #expect(upTos == [1, 3, 4])
    let indexed = try await index.index.read { db in
      try Int.fetchOne(
        db,
        sql: "SELECT COUNT(*) FROM audit_record_patient WHERE patientID = ?",
        arguments: [patient]
      )
    }
    #expect(indexed == 12)
  }

  /// A read audit made before the index had its file (`readAudit.v1`) loses the index its
  /// commits wrote (`readAudit.v2`); its entries are copied into the new file.
  @Test func theMigrationDropsTheIndexTheCommitsWrote() throws {
    let queue = try DatabaseQueue()
    try ReadAuditFile.migrator.migrate(queue, upTo: "readAudit.v1")
    let indexes =
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit_record'"
    #expect(
      try queue.read { db in try String.fetchAll(db, sql: indexes) } == ["audit_record_by_patient"]
    )
    try ReadAuditFile.migrator.migrate(queue)
    #expect(try queue.read { db in try String.fetchAll(db, sql: indexes) }.isEmpty)
  }

  /// A copy holding the index's writer never holds up an answer: the audit's commits do not
  /// wait for it.
  @Test func aCopyInProgressHoldsNoReadUp() async throws {
    let server = try await TestServer(.sqlite)
    let sqlite = try server.sqlite
    let patientID = try await server.run { client in
      try await client.newPatient(token: try await client.token("anna"))
    }
    let (copying, release) = (AsyncStream<Void>.makeStream(), AsyncStream<Void>.makeStream())
    let index = sqlite.readAudit.patientIndex.index
    let held = Task {
      try await ReadAuditPatientIndex.inCopyTransaction(index) { db in
        // As a copy: the audit read, the index written.
        _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reads.audit_record")
        try db.execute(sql: "UPDATE audit_indexed SET upTo = upTo")
        copying.continuation.yield()
        // Held until the read below is answered (a blocking wait: the writer is a thread).
        let semaphore = DispatchSemaphore(value: 0)
        Task {
          for await _ in release.stream { break }
          semaphore.signal()
        }
        semaphore.wait()
      }
    }
    for await _ in copying.stream { break }
    try await server.run { client in
      let anna = try await client.token("anna")
      let get = try await client.send(.get, "/v1/records/patient/\(patientID)", token: anna)
      #expect(get.status == .ok)
    }
    #expect(try await server.countReads("SELECT COUNT(*) FROM audit WHERE action = 'read'") == 1)
    release.continuation.yield()
    try await held.value
  }
}

extension Array {
  /// `transform` applied to each element in turn.
  fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var result: [T] = []
    for element in self { result.append(try await transform(element)) }
    return result
  }
}
