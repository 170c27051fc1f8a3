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

  /// Copies fill a bucket of the index until it holds its rows, then start the next: a copy
  /// writes within its bucket, and who read a patient is found in every bucket.
  @Test func copiesFillABucketThenStartTheNext() async throws {
    let scratch = try ScratchDirectory("tests")
    let (readsPath, indexPath) = (scratch.path("reads.sqlite"), scratch.path("index.sqlite"))
    let reads = try DatabasePool(path: readsPath)
    try ReadAuditFile.migrator.migrate(reads)
    let index = ReadAuditPatientIndex(
      index: try ReadAuditPatientIndex.open(at: indexPath, reads: readsPath)
    )
    let (patient, other) = (UUID().uuidString.lowercased(), UUID().uuidString.lowercased())
    try await reads.write { db in
      try SQLiteServerStore.commitReadAudits(
        [(patient, 3), (other, 3), (patient, 1), (patient, 5), (other, 2)].map {
          Self.entry("bea", $0.0, records: $0.1)
        },
        in: db
      )
    }
    // Copies of entries (1), (2, 3), (4), (5), at most 4 records a bucket.
    while try await index.copyBatch(limit: 4, bucketRows: 4) {}
    let buckets = try await index.index.read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT bucket, COUNT(*) FROM audit_record_patient GROUP BY bucket ORDER BY bucket"
      ).map { [$0[0] as Int, $0[1] as Int] }
    }
    #expect(buckets == [[0, 7], [1, 5], [2, 2]])
    let state = try await index.index.read { db in
      try Row.fetchOne(db, sql: "SELECT upTo, bucket, bucketRows FROM audit_indexed")
        .map { [$0[0] as Int, $0[1] as Int, $0[2] as Int] }
    }
    #expect(state == [5, 2, 2])
    // Read as the server reads it: the audit's file, the index attached.
    let audit = try DatabaseQueue(path: readsPath)
    let found = try audit.inDatabase { db in
      try db.execute(sql: "ATTACH DATABASE ? AS patient_index", arguments: [indexPath])
      return try [patient, other].map { id in
        try Row.fetchAll(db, sql: AuditQueries.readFileByPatient, arguments: [id]).count
      }
    }
    #expect(found == [9, 5])
  }

  /// An index file keyed by patient alone (`readAuditIndex.v1`) is made again keyed by bucket:
  /// emptied, its copies start again from the audit's first entry.
  @Test func theBucketsMigrationIndexesTheAuditAgain() throws {
    let queue = try DatabaseQueue()
    try ReadAuditPatientIndex.migrator.migrate(queue, upTo: "readAuditIndex.v1")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO audit_record_patient (patientID, auditID, position) VALUES ('p', 1, 0);
          UPDATE audit_indexed SET upTo = 1;
          """
      )
    }
    try ReadAuditPatientIndex.migrator.migrate(queue)
    try queue.read { db in
      #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM audit_record_patient") == 0)
      let state = try Row.fetchOne(db, sql: "SELECT upTo, bucket, bucketRows FROM audit_indexed")
      #expect(state.map { [$0[0] as Int, $0[1] as Int, $0[2] as Int] } == [0, 0, 0])
      let key = try String.fetchAll(
        db,
        sql: "SELECT name FROM pragma_table_info('audit_record_patient') WHERE pk > 0 ORDER BY pk"
      )
      #expect(key == ["bucket", "patientID", "auditID", "position"])
    }
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
