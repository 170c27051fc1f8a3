import CoreContract
import Foundation
import GRDB
import PostgresNIO
import Testing

@testable import NurseServer

/// A read is audited once per request, durably before its answer leaves: one entry naming
/// every record it returned, written by group commit outside the read itself.
@Suite struct ReadAuditTests {
  @Test(arguments: StoreEngine.all) func aFeedPageAndAGetLeaveOneEntryEachNamingTheirRecords(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    let patientID = try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = UUID().uuidString.lowercased()
      _ = try await client.putPatient(
        Fixtures.patient(id: UUID(uuidString: patientID)!),
        token: anna
      )
      for _ in 0..<2 {
        _ = try await client.putRecord("braden", Fixtures.braden(patientID: patientID), token: anna)
      }
      let before = try await server.countReads("SELECT COUNT(*) FROM audit WHERE action = 'read'")
      let get = try await client.send(.get, "/v1/records/patient/\(patientID)", token: anna)
      #expect(get.status == .ok)
      #expect(
        try await server.countReads("SELECT COUNT(*) FROM audit WHERE action = 'read'") == before
          + 1
      )
      let (changes, _) = try await client.changes(token: anna)
      #expect(changes.count == 3)
      #expect(
        try await server.countReads("SELECT COUNT(*) FROM audit WHERE action = 'read'") == before
          + 2
      )
      return patientID
    }
    #expect(
      try await server.countReads(
        "SELECT COUNT(*) FROM audit_record WHERE auditID = (SELECT MAX(id) FROM audit)"
      ) == 3
    )
    let reads = try await server.store.auditLog(patientID: RecordID(patientID)!)
      .filter { $0.action == .read }
    #expect(reads.map(\.recordType) == ["patient", "patient", "braden", "braden"])
    #expect(reads.allSatisfy { $0.nurse == "anna" && $0.patientID == patientID })
    // The GET's entry names the patient; the page's names the patient and both Braden scores.
    #expect(Set(reads.dropFirst().map(\.recordID)).count == 3)
  }

  @Test(arguments: StoreEngine.all) func concurrentReadsAreAllAudited(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    let store = server.store
    let anna = try #require(try await store.credentials(username: "anna")).nurse
    let ids = try await server.run { client in
      let token = try await client.token("anna")
      var ids: [String] = []
      for _ in 0..<5 {
        let patient = Fixtures.patient()
        _ = try await client.putPatient(patient, token: token)
        ids.append(try #require(patient["id"] as? String))
      }
      return ids
    }
    let before = try await server.countReads("SELECT COUNT(*) FROM audit WHERE action = 'read'")
    let kind = try #require(TeamRecordKinds.kind(Wire.Patient.type))
    try await withThrowingTaskGroup(of: Int.self) { group in
      for round in 0..<40 {
        group.addTask {
          if round.isMultiple(of: 2) {
            return try await store.changes(since: 0, limit: 100, for: anna).changes.count
          }
          let id = RecordID(ids[round % ids.count])!
          return try await store.record(kind, id: id, for: anna) == nil ? 0 : 1
        }
      }
      for try await returned in group { #expect(returned > 0) }
    }
    #expect(
      try await server.countReads("SELECT COUNT(*) FROM audit WHERE action = 'read'") == before + 40
    )
    #expect(try await server.countReads("SELECT COUNT(*) FROM audit_record") == 20 * 5 + 20)
    let perEntry = try await server.countReads(
      """
      SELECT COUNT(*) FROM audit WHERE action = 'read' AND recordType = 'changes'
        AND (SELECT COUNT(*) FROM audit_record WHERE auditID = audit.id) = 5
      """
    )
    #expect(perEntry == 20)
  }

  @Test(arguments: StoreEngine.all) func whoReadAPatientIsOneIndexedQuery(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    let (first, second) = try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let first = Fixtures.patient()
      let second = Fixtures.patient()
      _ = try await client.putPatient(first, token: anna)
      _ = try await client.putPatient(second, token: anna)
      let firstID = try #require(first["id"] as? String).lowercased()
      let secondID = try #require(second["id"] as? String).lowercased()
      _ = try await client.send(.get, "/v1/records/patient/\(secondID)", token: bea)
      _ = try await client.changes(token: anna)
      return (firstID, secondID)
    }
    let log = try await server.store.auditLog(patientID: RecordID(first)!)
    #expect(
      log.map { "\($0.nurse) \($0.action.rawValue) \($0.recordID)" } == [
        "anna create \(first)", "anna read \(first)",
      ]
    )
    let other = try await server.store.auditLog(patientID: RecordID(second)!)
    #expect(
      other.map { "\($0.nurse) \($0.action.rawValue)" } == [
        "anna create", "bea read", "anna read",
      ]
    )
    // Every audit entry, a read naming several records once per record, oldest first.
    let all = try await server.store.auditLog(patientID: nil)
    #expect(all.filter { $0.action == .read }.count == 3)
    if let sqlite = server.store as? SQLiteServerStore {
      // In both files: the store's (writes, older reads) by its index, and the read audit's by
      // the index kept behind its commits, then the few entries after it by their ids.
      let plans = [
        (sqlite.pool, AuditQueries.byPatient("?1"), ["audit_record_by_patient"]),
        (
          sqlite.readAudit.pool, AuditQueries.readFileByPatient,
          [
            "SEARCH p USING PRIMARY KEY (bucket=? AND patientID=?)",
            "SEARCH r USING PRIMARY KEY (auditID>?)",
          ]
        ),
      ]
      for (pool, query, indexes) in plans {
        let plan = try await pool.read { db in
          try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query, arguments: [first])
            .map { $0["detail"] as String }.joined(separator: "\n")
        }
        for index in indexes + ["audit_by_patient"] {
          #expect(plan.contains(index), "\(plan)")
        }
        // Scanned: only the one-row `audit_indexed`, the list of the index's buckets and the
        // union's own rows, never a table of entries or records.
        let scanned = ["audit_indexed", "SCAN entry", "SCAN indexBucket", "SCAN CONSTANT ROW"]
        let scans = plan.split(separator: "\n").filter { $0.contains("SCAN ") }
        #expect(
          scans.allSatisfy { scan in scanned.contains { scan.hasSuffix($0) } },
          "\(plan)"
        )
      }
    }
  }
}
