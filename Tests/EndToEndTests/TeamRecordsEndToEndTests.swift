import CoreContractCases
import Foundation
import Testing

/// What hangs under a synced patient: her Braden assessments travel to the colleague, the
/// server's audit log names who read and wrote her record, and a patient the server erases
/// leaves every nurse's store at the next sync (a tombstone in each feed).
@Suite("A patient's records through the team server", .serialized)
struct TeamRecordsEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  private func show(_ nurse: NurseSandbox, _ id: String) throws -> [String: Any] {
    try #require(try nurse.json(["patient", "show", id, "--json"]) as? [String: Any])
  }

  @Test func aBradenAssessmentReachesTheColleague() throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    let braden = try anna.run([
      "patient", "braden", marie, "--sensory", "3", "--moisture", "2", "--activity", "2",
      "--mobility", "2", "--nutrition", "3", "--friction", "2", "--at", "2026-11-20T09:30",
    ])
    try #require(braden.status == 0, "\(braden.stderr)")
    #expect(try anna.syncCounts()["pushed"] == 2, "the patient, then her assessment")

    _ = try bea.syncCounts()
    let seen = try #require(try show(bea, marie)["braden"] as? [String: Any])
    #expect(seen["total"] as? Int == 14)
    #expect(seen["risk"] as? String == "moderate")
  }

  @Test func theAuditLogNamesWhoWroteAndWhoRead() throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    _ = try anna.syncCounts()
    _ = try bea.syncCounts()

    let lines = try server.admin(["audit", "--patient", marie])
      .split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    let who = lines.map { [$0[1], $0[2], $0[3]] }
    #expect(who.contains(["anna", "create", "patient"]))
    #expect(who.contains(["bea", "read", "patient"]))
    #expect(lines.allSatisfy { $0[4] == marie.lowercased() })
    #expect(!lines.joined().joined().contains("Dupont"), "the log names records, not patients")
  }

  @Test func aPatientErasedOnTheServerLeavesEveryStore() throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    _ = try anna.addPatient("Paul", "Petit")
    #expect(
      try anna.run([
        "patient", "braden", marie, "--sensory", "1", "--moisture", "1", "--activity", "1",
        "--mobility", "1", "--nutrition", "1", "--friction", "1",
      ]).status == 0
    )
    _ = try anna.syncCounts()
    _ = try bea.syncCounts()
    #expect(try bea.patients().count == 2)

    try server.admin(["patient", "erase", marie])
    _ = try anna.syncCounts()
    _ = try bea.syncCounts()
    for nurse in [anna, bea] {
      #expect(try nurse.patients().compactMap { $0["familyName"] as? String } == ["Petit"])
      #expect(try nurse.run(["patient", "show", marie]).status == 66)
    }
  }

  /// Her photos leave every device too (their files and the screens' fitted copies), at the
  /// first sync a minute or more after they were written; another patient's stay.
  @Test func anErasedPatientsPhotosLeaveEveryDevice() throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    let paul = try anna.addPatient("Paul", "Petit")
    for (patient, photo) in [(marie, SamplePhotos.jpeg), (paul, SamplePhotos.png)] {
      try anna.consentToPhotos(patient, scope: "record")
      let wound = try anna.woundOK([
        "add", "--patient", patient, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      ])
      _ = try anna.woundOK([
        "assess", wound, "--length", "4", "--width", "3", "--exudate", "light", "--tissue",
        "granulation=100", "--photo", try anna.file("\(patient).img", photo),
      ])
    }
    _ = try anna.syncCounts()
    _ = try bea.syncCounts()
    #expect(bea.photoFiles().count == 2)

    try server.admin(["patient", "erase", marie])
    for nurse in [anna, bea] {
      // Written days ago, as a photo an erasure reaches is.
      let folder = nurse.store.deletingLastPathComponent().appendingPathComponent("photos")
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        try FileManager.default.setAttributes(
          [.modificationDate: Date().addingTimeInterval(-86_400)],
          ofItemAtPath: folder.appendingPathComponent(name).path
        )
      }
      _ = try nurse.syncCounts()
      let files = nurse.photoFiles()
      #expect(files.count == 1 && files[0].hasSuffix(".png \(SamplePhotos.png.count)"), "\(files)")
      let copies = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("fitted").path
      )
      #expect(copies.count == 1 && copies[0].hasSuffix(".fit"), "\(copies)")
    }
  }
}
