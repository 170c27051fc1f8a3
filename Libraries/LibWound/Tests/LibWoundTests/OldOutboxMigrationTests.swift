import CoreContract
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibWound

/// `wound.v3` turns the whole-wound updates the old sync queued into field changes CoreSync
/// can push and lay over a pulled wound.
@Suite("wound.v3: the old sync's wound updates become field changes")
struct OldOutboxMigrationTests {
  let server = FakeTeamServer()

  @Test func aHealQueuedAfterAnUnsyncedOpeningChangesFromTheOpening() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-3))
    var healed = try await fixture.wire(wound)
    (healed.status, healed.healedOn) = (.healed, "2025-06-15")
    try await fixture.queueOldUpdate(healed)

    let changes = try await fixture.patch(of: wound)
    #expect(changes.map(\.field) == ["healedOn", "status"])
    #expect(changes.map(\.from) == [.null, .string("open")])
    #expect(changes.map(\.to) == [.string("2025-06-15"), .string("healed")])
  }

  @Test func aCloseOfASyncedWoundReachesTheServer() async throws {
    let (alice, _, wound) = try await WoundNurse.sharedWound(on: server)
    var closed = try await alice.fixture.wire(wound)
    (closed.status, closed.closedReason) = (.closed, "referred to the vascular team")
    try await alice.fixture.queueOldUpdate(closed)

    let report = try await alice.sync()

    #expect(report.pushed == 1 && report.conflicts == 0 && report.pending == 0)
    let stored = try #require(server.record(Wire.Wound.self, RecordID(wound.rawValue)))
    #expect(stored.status == .closed && stored.closedReason == "referred to the vascular team")
  }

  @Test func aReopenFromAnUnknownStateOffersEachDifferingFieldAsAConflict() async throws {
    let (alice, _, wound) = try await WoundNurse.sharedWound(on: server)
    server.edit(
      Wire.Wound.type,
      RecordID(wound.rawValue),
      set: ["status": .string("healed"), "healedOn": .string("2025-06-14")]
    )
    try await alice.fixture.queueOldUpdate(try await alice.fixture.wire(wound))

    let report = try await alice.sync()

    let conflicts = try await alice.fixture.ledger.conflicts()
    #expect(report.pending == 0)
    #expect(Set(conflicts.map(\.field)) == ["healedOn", "status"])
  }

  @Test func rowsAlreadyInFieldChangesAndOtherKindsAreLeftAsTheyAre() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-3))
    try await fixture.assess(wound)
    try await fixture.wounds.markHealed(wound, on: WoundFixture.day(0))
    try await fixture.store.writer.write { db in
      try db.execute(sql: "INSERT INTO sync_cursor (feed, cursor) VALUES ('wounds', 42)")
    }
    let before = try await fixture.outbox()

    try await fixture.store.writer.write { db in try WoundSchema.fieldChanges.migrate(db) }

    #expect(try await fixture.outbox() == before)
    #expect(try await fixture.count("sync_cursor") == 0)
  }
}

extension WoundFixture {
  /// The wound as the wire spells it, from this store.
  func wire(_ id: Wound.ID) async throws -> Wire.Wound {
    try await store.writer.read { db in
      try #require(try WoundReads.wound(db, id))
    }
  }

  /// Queues `wound` whole as an update, as the old sync did, then runs `wound.v3` over it.
  func queueOldUpdate(_ wound: Wire.Wound) async throws {
    try await store.writer.write { db in
      let version = try WoundReads.wound(db, Wound.ID(wound.id.uuid))?.version
      try Outbox.enqueue(
        OutboxEntry(
          entityType: Wire.Wound.type.rawValue,
          entityID: wound.id.uuid,
          operation: .update,
          payload: try WireCoding.encoder.encode(wound),
          baseVersion: version
        ),
        in: db
      )
      try WoundSchema.fieldChanges.migrate(db)
    }
  }

  /// The field changes of the wound's last update entry.
  func patch(of wound: Wound.ID) async throws -> [Wire.FieldChange] {
    let entry = try #require(try await outbox().last { $0.entityID == wound.rawValue })
    #expect(entry.operation == .update)
    return try WireCoding.decoder.decode(Wire.RecordPatch.self, from: entry.payload).changes
  }
}
