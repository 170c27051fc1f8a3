import Foundation
import GRDB
import Testing

/// An instant keeps its milliseconds from one store, through the server, to the other: the
/// ones a nurse types (`--at`) and the ones the app stamps (`createdAt`, `sentAt`).
@Suite("Instants round-trip to the millisecond", .serialized)
struct InstantEndToEndTests {
  static let marie = "3f2a9c1e-0000-4000-8000-000000000001"
  static let ulcer = "3f2a9c1e-0000-4000-8000-000000000002"
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  /// The instants of both stores' rows, by table then id, as the stores hold them.
  private func instants(_ nurse: NurseSandbox) throws -> [String: [String: String]] {
    let columns = [
      "patient": ["createdAt", "updatedAt"], "braden": ["assessedAt"],
      "wound": ["createdAt", "updatedAt"], "assessment": ["takenAt"], "message": ["sentAt"],
    ]
    return try nurse.readStore { db in
      var found: [String: [String: String]] = [:]
      for (table, names) in columns {
        for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table)") {
          let id: String = row["id"]
          found[table, default: [:]][id] = names.map { "\(row[$0] as DatabaseValue)" }
            .joined(separator: " ")
        }
      }
      return found
    }
  }

  @Test func typedAndStampedInstantsKeepTheirMilliseconds() async throws {
    try anna.addPatient(Self.marie)
    try anna.ok([
      "patient", "braden", Self.marie, "--sensory", "3", "--moisture", "2", "--activity", "2",
      "--mobility", "2", "--nutrition", "3", "--friction", "2", "--at",
      "2026-11-20T09:30:12.345Z",
    ])
    _ = try anna.woundOK([
      "add", "--id", Self.ulcer, "--patient", Self.marie, "--type", "venous-leg-ulcer",
      "--site", "left-lower-leg", "--opened-on", "2025-01-06",
    ])
    _ = try anna.woundOK([
      "assess", Self.ulcer, "--length", "3", "--width", "2", "--exudate", "light", "--tissue",
      "granulation=100", "--at", "2025-01-06T10:00:00.789Z",
    ])
    try anna.ok(["message", "send", "--patient", Self.marie, "Dressing changed."])
    try anna.syncCounts()
    try bea.syncCounts()

    let annas = try instants(anna)
    #expect(annas.values.map(\.count).reduce(0, +) == 5, "\(annas)")
    #expect(try instants(bea) == annas, "the same instants on both stores")
    #expect(annas["braden"]?.values.first?.contains("09:30:12.345") == true, "\(annas)")
    #expect(annas["assessment"]?.values.first?.contains("10:00:00.789") == true, "\(annas)")
    let stamped = annas["patient"]?[Self.marie] ?? ""
    #expect(stamped.contains("."), "createdAt keeps a fraction of a second: \(stamped)")
    let annasRecords = try anna.teamRecords()
    let beasRecords = try bea.teamRecords()
    #expect(annasRecords == beasRecords, "\(beasRecords.differences(from: annasRecords))")
    // And the server says the same, to the millisecond (`ServerRecords` compares instants).
    try await server.expectHeld(by: [anna, bea])
  }
}
