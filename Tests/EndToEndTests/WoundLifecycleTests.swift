import CoreContractCases
import Foundation
import Testing

/// A venous leg ulcer followed over four weeks from the command line, with its numbers as
/// docs/clinical-rules.md computes them, then healed, reopened and closed.
@Suite("A nurse follows a wound visit after visit")
struct WoundLifecycleTests {
  let nurse = NurseSandbox()
  static let marie = "1234abcd-0000-4000-8000-000000000001"

  private func assessment(_ json: Any, _ index: Int) -> [String: Any]? {
    ((json as? [String: Any])?["assessments"] as? [[String: Any]])?[index]
  }

  @Test func openAssessHealReopenClose() throws {
    try nurse.addPatient(Self.marie, photoConsent: "sharing")
    let wound = try nurse.woundOK([
      "add", "--patient", "1234ab", "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--description", "above the malleolus", "--opened-on", "2025-01-06",
    ])
    #expect(UUID(uuidString: wound) != nil)
    let photo = try nurse.file("visit1.png", SamplePhotos.png)

    // Baseline 4.0 × 3.0 = 12.0 cm² (8 points), moderate (2), slough (3): PUSH 13.
    let first = try nurse.woundOK([
      "assess", String(wound.prefix(5)).uppercased(), "--length", "4", "--width", "3.0",
      "--depth", "0.5", "--exudate", "moderate", "--tissue", "granulation=70,slough=30",
      "--pain", "4", "--periwound", "macerated,erythema", "--at", "2025-01-06T09:30",
      "--photo", photo,
    ])
    // Day 14: 3.5 × 3.0 = 10.5 cm², PAR 12.5 %.
    _ = try nurse.woundOK([
      "assess", wound, "--length", "3.5", "--width", "3", "--exudate", "moderate", "--tissue",
      "granulation=80,slough=20", "--at", "2025-01-20T10:00",
    ])
    // Day 28: 3.0 × 2.0 = 6.0 cm² (7), light (1), granulation (2): PUSH 10, PAR 50.0 %.
    _ = try nurse.woundOK([
      "assess", wound, "--length", "3", "--width", "2", "--exudate", "light", "--tissue",
      "granulation=100", "--odour", "--dressing", "foam", "--at", "2025-02-03T10:00",
    ])

    let shown = try nurse.woundJSON(["show", wound])
    let detail = try #require(shown as? [String: Any])
    #expect(detail["id"] as? String == wound)
    #expect(detail["patientId"] as? String == Self.marie)
    #expect(detail["type"] as? String == "venous-leg-ulcer")
    #expect(detail["site"] as? String == "left-lower-leg")
    #expect(detail["status"] as? String == "open")
    #expect(detail["trajectory"] as? String == "onTrack", "50 % is at least the 40 % cut-off")
    #expect(detail["overdue"] as? Bool == true, "last seen in 2025")
    let baseline = try #require(assessment(shown, 0))
    #expect(baseline["id"] as? String == first)
    #expect(baseline["areaCm2"] as? Double == 12.0)
    #expect(baseline["pushScore"] as? Int == 13)
    #expect(baseline["percentAreaReduction"] as? Double == 0.0)
    #expect(baseline["depthCm"] as? Double == 0.5)
    #expect(
      baseline["tissue"] as? [String: Int] == [
        "epithelial": 0, "granulation": 70, "slough": 30, "necrotic": 0,
      ]
    )
    #expect(assessment(shown, 1)?["percentAreaReduction"] as? Double == 12.5)
    let last = try #require(assessment(shown, 2))
    #expect(last["areaCm2"] as? Double == 6.0)
    #expect(last["pushScore"] as? Int == 10)
    #expect(last["percentAreaReduction"] as? Double == 50.0)
    #expect(last["exudate"] as? String == "light")
    #expect(last["lengthCm"] as? Double == 3.0 && last["widthCm"] as? Double == 2.0)

    // The photo went in with the first assessment, and comes out byte for byte.
    let photos = try #require(baseline["photos"] as? [[String: Any]])
    let hash = try #require(photos.first?["sha256"] as? String)
    #expect(photos.count == 1 && hash.count == 64 && photos.first?["format"] as? String == "png")
    let exported = nurse.home.file("exported.png").path
    _ = try nurse.woundOK(["photo", "export", String(hash.prefix(6)), exported])
    #expect(try Data(contentsOf: URL(fileURLWithPath: exported)) == SamplePhotos.png)
    let again = try nurse.wound(["photo", "export", hash, exported])
    #expect(again.status == 64 && again.stderr.contains("exists"), "never overwritten")

    let screen = try nurse.wound(["show", String(wound.prefix(8))])
    #expect(screen.status == 0 && screen.stdout.contains("12.0"))
    #expect(!screen.stdout.contains("\u{1B}["), "no escape codes in a pipe")

    _ = try nurse.woundOK(["heal", wound, "--on", "2025-02-10"])
    let healed = try nurse.wound([
      "assess", wound, "--length", "1", "--width", "1", "--exudate", "none", "--tissue",
      "epithelial=100", "--at", "2025-02-11T10:00",
    ])
    #expect(healed.status == 65)
    #expect(healed.stderr.contains("reopen it first"), "\(healed.stderr)")
    #expect(healed.stdout.isEmpty)
    let unchanged = try nurse.woundJSON(["show", wound]) as? [String: Any]
    #expect((unchanged?["assessments"] as? [Any])?.count == 3)

    _ = try nurse.woundOK(["reopen", wound])
    #expect(
      (try nurse.woundJSON(["show", wound]) as? [String: Any])?["status"] as? String == "open"
    )
    _ = try nurse.woundOK(["close", wound, "--reason", "moved to another practice"])
    let closed = try #require(try nurse.woundJSON(["show", wound]) as? [String: Any])
    #expect(closed["status"] as? String == "closed")
    #expect(closed["overdue"] as? Bool == false)
  }

  @Test func listAndAlertsAcrossPatients() throws {
    try nurse.addPatient(Self.marie, photoConsent: "sharing")
    let paul = "5678abcd-0000-4000-8000-000000000002"
    try nurse.addPatient(paul, given: "Paul", family: "Petit", photoConsent: "sharing")
    // A diabetic foot ulcer judged against 50 %: 10.0 → 6.0 cm² at day 28 is 40.0 %.
    let foot = try nurse.woundOK([
      "add", "--patient", paul, "--type", "diabetic-foot-ulcer", "--site", "right-foot",
      "--opened-on", "2025-03-03",
    ])
    for (day, length) in [("2025-03-03", "5"), ("2025-03-31", "3")] {
      _ = try nurse.woundOK([
        "assess", foot, "--length", length, "--width", "2", "--exudate", "light", "--tissue",
        "granulation=100", "--at", "\(day)T10:00",
      ])
    }
    let sacrum = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "pressure-injury", "--site", "sacrum",
      "--stage", "stage-2",
    ])

    let list = try #require(try nurse.woundJSON(["list", "--patient", paul]) as? [[String: Any]])
    #expect(list.map { $0["id"] as? String } == [foot])
    #expect(list.first?["trajectory"] as? String == "offTrack")
    #expect(list.first?["lastAreaCm2"] as? Double == 6.0)
    let marie = try #require(
      try nurse.woundJSON(["list", "--patient", Self.marie]) as? [[String: Any]]
    )
    #expect(marie.first?["stage"] as? String == "stage-2")
    #expect(marie.first?["overdue"] as? Bool == false, "opened today, not yet 7 days old")

    let alerts = try #require(try nurse.woundJSON(["alerts"]) as? [[String: Any]])
    #expect(alerts.map { $0["woundId"] as? String } == [foot])
    #expect(alerts.first?["patientId"] as? String == paul)
    #expect(alerts.first?["patientName"] as? String == "Petit, Paul")
    #expect(alerts.first?["overdue"] as? Bool == true)
    #expect(alerts.first?["trajectory"] as? String == "offTrack")
    #expect((alerts.first?["reason"] as? String)?.contains("healing trajectory") == true)
    let table = try nurse.wound(["alerts"])
    #expect(table.status == 0 && table.stdout.contains("Petit, Paul"))
    #expect(!table.stdout.contains(sacrum.prefix(8)))

    let screen = try nurse.wound(["list", "--patient", "5678"])
    #expect(screen.status == 0 && screen.stdout.contains("Petit, Paul"))
  }
}
