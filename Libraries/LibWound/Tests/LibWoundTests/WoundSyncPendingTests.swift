import CoreContract
import CoreContractCases
import CorePhoto
import CoreSync
import CoreTesting
import Foundation
import Testing

@testable import LibWound

/// What the nurse typed and has not pushed yet survives a pull and an unreachable server.
@Suite("Wound sync: changes still waiting")
struct WoundSyncPendingTests {
  let server = FakeTeamServer()

  @Test func aPulledWoundKeepsTheNursesChangesStillWaitingOnTop() async throws {
    let (_, bob, wound) = try await WoundNurse.sharedWound(on: server)
    var edit = WoundDetails(try await bob.wounds.wound(wound).wound)
    edit.description = "medial, above the ankle"
    try await bob.wounds.edit(wound, edit)
    server.edit(
      Wire.Wound.type,
      RecordID(wound.rawValue),
      set: ["status": .string("healed"), "healedOn": .string("2025-06-15")]
    )

    _ = try await bob.pull()

    let shown = try await bob.wounds.wound(wound).wound
    #expect(shown.description == "medial, above the ankle")
    #expect(shown.status == .healed(on: WoundFixture.day(0)))
    #expect(try await bob.wounds.pendingChangeCount() == 1)

    let report = try await bob.sync()
    #expect(report.conflicts == 0 && report.pending == 0)
    let stored = try #require(server.record(Wire.Wound.self, RecordID(wound.rawValue)))
    #expect(stored.description == "medial, above the ankle" && stored.status == .healed)
  }

  @Test func offlineTheCommandsWorkAndTheOutboxWaitsForTheNextSync() async throws {
    let alice = try WoundNurse("alice", server)
    let wound = try await alice.fixture.openWound(openedOn: WoundFixture.day(-3))
    try await alice.fixture.assess(wound, photos: [SamplePhotos.png])
    try await alice.wounds.markHealed(wound, on: WoundFixture.day(0))
    server.isOffline = true

    await #expect(throws: SyncError.self) { try await alice.sync() }
    // Her wound, its assessment, the photo and the heal; her patient is LibPatient's.
    #expect(try await alice.wounds.pendingChangeCount() == 4)

    server.isOffline = false
    let report = try await alice.sync()
    // The four, and her patient with its photo consent.
    #expect(report.pushed == 6 && report.pending == 0)
    #expect(server.record(Wire.Wound.self, RecordID(wound.rawValue))?.status == .healed)
    #expect(server.photo(PhotoBytesRule.sha256(SamplePhotos.png)) == SamplePhotos.png)
  }
}
