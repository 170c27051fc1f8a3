import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import Testing

/// The team's change log holds her own writes too: the pull after her push applies them again,
/// but the report counts as received only what the team sent her.
@Suite("Sync echo of her own changes")
struct SyncEchoTests {
  @Test func herOwnChangesComingBackAreNotCountedAsReceived() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    let marie = Fixture.patient("Marie")
    try await alice.create(marie)
    try await alice.create(Fixture.patient("Jean"))

    let report = try await alice.sync()

    #expect(report.pushed == 2)
    #expect(report.pulled == 0, "the pull met only her own two patients")
    #expect(try await alice.cursor() == 2, "they were read, and the cursor moved past them")

    // Her edit (a new version) comes back as hers; a colleague's, after it, is received.
    try await alice.edit(marie.id) { $0.givenName = "Marie-Anne" }
    let bob = try TestNurse("bob", on: server)
    try await bob.sync()
    let edited = try await alice.sync()
    #expect(edited.pushed == 1)
    #expect(edited.pulled == 0)
    try await bob.sync()
    try await bob.edit(marie.id) { $0.familyName = "Durand" }
    let bobs = try await bob.sync()
    #expect(bobs.pushed == 1 && bobs.pulled == 0)
    #expect(try await alice.sync().pulled == 1, "bob's edit")
  }

  @Test func aColleaguesChangeOfHerRecordBeforeHerPullIsCounted() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    let bob = try TestNurse("bob", on: server)
    let marie = Fixture.patient("Marie")
    try await alice.create(marie)
    _ = try await alice.engine.push()
    try await bob.sync()
    try await bob.edit(marie.id) { $0.familyName = "Durand" }
    try await bob.sync()

    // Her creation comes back (hers), then bob's edit of it (his).
    #expect(try await alice.engine.pull() == 1)
    #expect(try await alice.patient(marie.id)?.familyName == "Durand")
  }
}
