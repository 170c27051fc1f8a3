import Foundation
import Testing

/// Issue 29, item 3, the merge, through the real server: two nurses register the same patient
/// offline, sync, and see the pair in `nurse patient duplicates`; Anna merges Bea's
/// registration into hers while Bea, offline and unaware, assesses the wound she opened and
/// writes a message under her registration. After syncs, both stores show everything under
/// the kept patient, and each holds what the server's change log holds.
@Suite("Merging duplicate patients, through the team server", .serialized)
struct PatientMergeEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  @Test func aMergeConvergesWithWhatAColleagueRecordedOfflineUnderTheOther() async throws {
    let keep = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Lefèvre", "--birth-date", "1941-03-12",
      "--phone", "04 78 00 00 01",
    ])
    let other = try bea.ok([
      "patient", "add", "--given", "marie", "--family", "Lefevre", "--birth-date", "1941-03-12",
      "--identifier", "2410369123456",
    ])
    let annasWound = try anna.woundOK([
      "add", "--patient", keep, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
    ])
    let beasWound = try bea.woundOK([
      "add", "--patient", other, "--type", "pressure-injury", "--stage", "stage-2", "--site",
      "sacrum",
    ])
    try bea.ok(["message", "send", "--patient", other, "Sacrum reddened."])
    try anna.syncCounts()
    try bea.syncCounts()
    try anna.syncCounts()
    for nurse in [anna, bea] {
      let pairs = try #require(
        try nurse.json(["patient", "duplicates", "--json"]) as? [[String: Any]]
      )
      #expect(pairs.count == 1)
    }

    // Bea, offline and unaware of the merge to come, goes on under her registration.
    let assess = [
      "assess", beasWound, "--length", "3", "--width", "2", "--exudate", "light", "--tissue",
      "g=100",
    ]
    try bea.woundOK(assess)
    try bea.ok(["message", "send", "--patient", other, "Foam dressing on the sacrum."])

    try expectRefusals(keep: keep, other: other)
    #expect(try anna.ok(["patient", "merge", keep, "--from", other]).hasPrefix("Merged"))
    #expect(try anna.run(["patient", "merge", other, "--from", keep]).status == 65)
    try anna.syncCounts()
    try bea.syncCounts()
    try anna.syncCounts()

    for nurse in [anna, bea] {
      try expectUnderTheKeptPatient(
        nurse,
        keep: keep,
        other: other,
        wounds: [annasWound, beasWound]
      )
      let assessed = try #require(try nurse.woundJSON(["show", beasWound]) as? [String: Any])
      #expect((assessed["assessments"] as? [Any])?.count == 1, "Bea's offline assessment")
    }
    // Reading the thread marked it read: those marks go too, then every store is the server's.
    try anna.syncCounts()
    try bea.syncCounts()
    try await server.expectHeld(by: [anna, bea])
    try await server.expectHeld(by: [bea], readingAs: "bea")
  }

  /// Into herself, an unknown id: 65 naming `--from` or KEEP, nothing written.
  private func expectRefusals(keep: String, other: String) throws {
    let pending = try anna.status()["pending"] as? Int
    let herself = try anna.run(["patient", "merge", keep, "--from", keep])
    #expect(herself.status == 65)
    #expect(herself.stderr.contains("--from"), "\(herself.stderr)")
    let unknown = try anna.run(["patient", "merge", "0000dead", "--from", other])
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("KEEP"), "\(unknown.stderr)")
    #expect(try anna.status()["pending"] as? Int == pending)
  }

  /// One patient in the list, the other's id naming her, her empty fields filled, every wound
  /// and message under her, no pair left.
  private func expectUnderTheKeptPatient(
    _ nurse: NurseSandbox,
    keep: String,
    other: String,
    wounds: Set<String>
  ) throws {
    let listed = try nurse.patients().compactMap { $0["id"] as? String }
    #expect(listed == [keep])
    let shown = try nurse.patient(other)
    #expect(shown["id"] as? String == keep)
    #expect(shown["identifier"] as? String == "2410369123456", "filled from the other")
    #expect(shown["givenName"] as? String == "Marie")
    let listedWounds = try #require(
      try nurse.woundJSON(["list", "--patient", keep]) as? [[String: Any]]
    )
    #expect(Set(listedWounds.compactMap { $0["id"] as? String }) == wounds)
    let messages = try #require(
      try nurse.json(["message", "list", "--patient", other, "--json"]) as? [[String: Any]]
    )
    #expect(messages.count == 2)
    #expect(try nurse.ok(["patient", "duplicates"]) == "No possible duplicates.")
  }
}
