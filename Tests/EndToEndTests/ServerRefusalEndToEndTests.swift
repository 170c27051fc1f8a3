import Foundation
import GRDB
import Testing

/// A change the server refuses is never left silently pending: `nurse sync` exits 65 and
/// names it, `nurse status` and `nurse sync refused` list it, the changes behind it still go,
/// and the nurse retries or discards it.
@Suite("Changes the server refuses are listed, not pending", .serialized)
struct ServerRefusalEndToEndTests {
  static let marie = "3f2a9c1e-0000-4000-8000-000000000001"
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  private func refused() throws -> [[String: Any]] {
    try #require(try anna.status()["refusedChanges"] as? [[String: Any]])
  }

  /// A creation an older or broken app let through: refused with its field, retried (and
  /// refused again, as it is), then discarded: the record leaves the store.
  @Test func aRefusedCreationIsListedRetriedAndDiscarded() async throws {
    try anna.addPatient(Self.marie)
    try breakOutbox(of: Self.marie, replacing: "1941-03-12", with: "1890-01-01")
    let paul = try anna.addPatient("Paul", "Petit")

    let sync = try anna.run(["sync"])
    #expect(sync.status == 65, "\(sync.stdout)\(sync.stderr)")
    #expect(sync.stdout.contains("birthDate"), "the refused field is listed: \(sync.stdout)")
    #expect(sync.stderr.contains("birthDate"), "and named on stderr: \(sync.stderr)")
    let status = try anna.status()
    #expect(status["pending"] as? Int == 0, "refused, not pending: \(status)")
    #expect(status["refused"] as? Int == 1, "\(status)")
    let change = try #require(try refused().first)
    #expect(change["type"] as? String == "patient")
    #expect(change["recordId"] as? String == Self.marie)
    #expect(change["field"] as? String == "birthDate")
    #expect(change["status"] as? Int == 422)
    #expect(try anna.ok(["sync", "refused"]).contains("birthDate"))

    try bea.syncCounts()
    #expect(try bea.patients().compactMap { $0["id"] as? String } == [paul], "it blocks nothing")

    let id = try #require(change["id"] as? Int)
    try anna.ok(["sync", "retry", "\(id)"])
    #expect(try anna.status()["pending"] as? Int == 1, "back in the outbox")
    #expect(try anna.run(["sync"]).status == 65, "sent again as it is, refused again")
    let again = try #require(try refused().first?["id"] as? Int)
    try anna.ok(["sync", "discard", "\(again)", "--yes"])
    let settled = try anna.status()
    #expect(settled["refused"] as? Int == 0 && settled["pending"] as? Int == 0, "\(settled)")
    #expect(try anna.patients().compactMap { $0["id"] as? String } == [paul], "Marie is gone")
    #expect(try anna.run(["sync"]).status == 0)
    try await server.expectHeld(by: [anna, bea])
  }

  /// A refused edit, discarded: the field goes back to the server's value; the next edit goes.
  @Test func aRefusedEditDiscardedReturnsToTheServersValue() async throws {
    try anna.addPatient(Self.marie)
    try anna.ok(["patient", "edit", Self.marie, "--phone", "0100000000"])
    try anna.syncCounts()
    try anna.ok(["patient", "edit", Self.marie, "--phone", "0606060606"])
    try breakOutbox(of: Self.marie, replacing: "0606060606", with: "06\\u000706")
    try anna.ok(["patient", "edit", Self.marie, "--notes", "key under the pot"])

    let sync = try anna.run(["sync"])
    #expect(sync.status == 65, "\(sync.stdout)\(sync.stderr)")
    let change = try #require(try refused().first)
    #expect(change["field"] as? String == "phone", "\(change)")
    #expect(change["operation"] as? String == "update")
    try anna.ok(["sync", "discard", "\(try #require(change["id"] as? Int))", "--yes"])
    #expect(try anna.patient(Self.marie)["phone"] as? String == "0100000000")

    try bea.syncCounts()
    let seen = try bea.patient(Self.marie)
    #expect(seen["phone"] as? String == "0100000000")
    #expect(seen["notes"] as? String == "key under the pot", "the edit behind it went")
    #expect(try anna.syncCounts()["refused"] == 0)
    try await server.expectHeld(by: [anna, bea])
  }

  /// An id another team's patient holds is the server's 404: refused, listed, never pending.
  @Test func aPatientIdTakenByAnotherTeamIsListedNotPending() throws {
    let cleo = NurseSandbox()
    try cleo.login("cleo", on: server)
    try cleo.addPatient(Self.marie, given: "Colette", family: "Sud")
    try cleo.syncCounts()

    try anna.addPatient(Self.marie)
    let sync = try anna.run(["sync"])
    #expect(sync.status == 65, "\(sync.stdout)\(sync.stderr)")
    #expect(sync.stdout.contains("patient \(Self.marie.prefix(8))"), "\(sync.stdout)")
    let status = try anna.status()
    #expect(status["pending"] as? Int == 0 && status["refused"] as? Int == 1, "\(status)")
    try bea.syncCounts()
    #expect(try bea.patients().isEmpty, "nothing of cleo's team reaches north")
  }

  /// A patient of 1.2 MB (6000 allergies of 200 characters: no rule caps how many) is over
  /// what the server reads: refused with its status, listed, never pending. `nurse patient
  /// add` with 6000 `--allergy` takes it (exit 0) but parses for over a minute, so the
  /// patient is made large in the outbox, as the app would have queued her.
  @Test func aPatientOverAMegabyteIsListedNotPending() throws {
    try anna.addPatient(Self.marie)
    let queue = try DatabaseQueue(path: anna.store.path)
    try queue.write { db in
      let row = try #require(try Row.fetchOne(db, sql: "SELECT id, payload FROM outbox"))
      var patient = try #require(
        try JSONSerialization.jsonObject(with: row["payload"] as Data) as? [String: Any]
      )
      patient["allergies"] = (0..<6000).map { "\($0) " + String(repeating: "a", count: 195) }
      try db.execute(
        sql: "UPDATE outbox SET payload = ? WHERE id = ?",
        arguments: [try JSONSerialization.data(withJSONObject: patient), row["id"] as Int64]
      )
    }
    let paul = try anna.addPatient("Paul", "Petit")
    let sync = try anna.run(["sync"])
    #expect(sync.status == 65, "\(sync.stdout)\(sync.stderr)")
    let status = try anna.status()
    #expect(status["pending"] as? Int == 0 && status["refused"] as? Int == 1, "\(status)")
    #expect(try refused().first?["status"] as? Int == 413, "\(status)")
    try bea.syncCounts()
    #expect(try bea.patients().compactMap { $0["id"] as? String } == [paul], "it blocks nothing")
  }

  /// Rewrites the waiting outbox entries of `id` as a broken app would have written them.
  private func breakOutbox(of id: String, replacing good: String, with bad: String) throws {
    let queue = try DatabaseQueue(path: anna.store.path)
    let changed = try queue.write { db in
      try db.execute(
        sql: """
          UPDATE outbox SET payload = CAST(replace(CAST(payload AS TEXT), ?, ?) AS BLOB)
          WHERE lower(entityID) = ? AND instr(CAST(payload AS TEXT), ?) > 0
          """,
        arguments: [good, bad, id, good]
      )
      return db.changesCount
    }
    try #require(changed == 1, "one outbox entry of \(id) holds \(good)")
  }
}
