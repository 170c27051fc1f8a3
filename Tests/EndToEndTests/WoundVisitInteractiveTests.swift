import CoreContractCases
import Foundation
import Testing

/// A whole visit in the interactive app, on a real terminal (tmux), as a nurse makes it:
/// she opens her patient, then the wound, records the visit she made this morning (typed
/// afterwards, so with its own time) with a photo, sees the new mark on the chart, and writes
/// to the team from the patient's thread. The store is checked afterwards through the CLI.
@Suite("A wound visit in the interactive app", .serialized)
struct WoundVisitInteractiveTests {
  let nurse = NurseSandbox()
  static let marie = "5eed0001-0000-4000-8000-000000000001"

  @Test func openAssessWithATimeAndAPhotoSeeTheChartThenWriteToTheTeam() throws {
    let server = try TeamServer()
    try nurse.login("anna", on: server)
    server.stop()  // a home visit: no network needed for any of it
    try nurse.addPatient(Self.marie, photoConsent: "sharing")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    _ = try nurse.woundOK([
      "assess", wound, "--length", "4", "--width", "3", "--exudate", "moderate", "--tissue",
      "granulation=70,slough=30", "--at", "2025-01-06T10:00",
    ])
    let photo = try nurse.file("leg.jpg", SamplePhotos.jpeg)

    let terminal = try nurse.interactiveApp()
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("venous-leg-ulcer  left-lower-leg")
    try terminal.type("w")
    try terminal.waitFor("1 wound")
    try terminal.press("Enter")
    try terminal.waitFor("Baseline    12.0 cm² on 2025-01-06")

    try terminal.type("a")
    try terminal.waitFor("Taken at (")
    // The visit was this morning two weeks after the first; she types it in the car.
    let answers: [(question: String, typed: String)] = [
      ("Taken at (", "2025-01-20T09:30"), ("Length cm (", "3"), ("Width cm (", "2"),
      ("Depth cm (", ""), ("Undermining (", "3@1.5"), ("Tunnelling (", ""),
      // The tissue starts from the last visit's: erased (Ctrl-U) and typed in shorthand.
      ("Tissue % (", "g=80 s=20"),
      // Pick-lists: the second amount and the first type, by their numbers.
      ("Exudate (", "2"), ("Exudate type (", "1"), ("Periwound (", "macerated"),
      ("Odour (", "n"), ("Pain (", "2"), ("Infection (", ""), ("Dressing (", "foam"),
      ("Notes (", "Typed in the car after the visit."), ("Photos (", photo),
    ]
    for (question, typed) in answers {
      try terminal.waitFor(question)
      if question == "Tissue % (" { try terminal.press("C-u") }
      if !typed.isEmpty { try terminal.type(typed) }
      try terminal.press("Enter")
    }
    try terminal.waitFor("check and save")
    #expect(try terminal.screen().contains("Taken at      2025-01-20T09:30"))
    try terminal.press("Enter")

    // Back on the wound: the new visit selected, its photo listed, a second mark on the chart
    // at its own date.
    let detail = try terminal.waitFor("2025-01-20 09:30")
    #expect(detail.contains("JPEG"), "\(detail)")
    #expect(detail.contains("Seen        pain 2 · periwound macerated · undermining 3@1.5"))
    #expect(detail.contains("01-20"), "the chart's axis reaches the new visit")
    let marks = detail.components(separatedBy: "●").count - 1
    #expect(marks == 4, "two visits on the area chart and two on the PUSH chart:\n\(detail)")

    try terminal.press("Escape")
    try terminal.waitFor("Wounds of Dupont, Marie")
    try terminal.press("Escape")
    try terminal.waitFor("Braden")
    try terminal.type("m")
    try terminal.waitFor("No messages about this patient yet")
    try terminal.type("c")
    try terminal.waitFor("Ctrl-D")
    try terminal.type("Leg seen, photo taken, exudate lighter.")
    try terminal.press("C-d")
    try terminal.waitFor("pending")
    try terminal.press("C-c")
    #expect(try terminal.exitStatus() == 130)

    let shown = try #require(try nurse.woundJSON(["show", wound]) as? [String: Any])
    let assessments = try #require(shown["assessments"] as? [[String: Any]])
    #expect(assessments.count == 2)
    let visit = try #require(assessments.last)
    #expect(visit["takenAt"] as? String == "2025-01-20T09:30:00Z")
    #expect(visit["lengthCm"] as? Double == 3 && visit["widthCm"] as? Double == 2)
    #expect((visit["tissue"] as? [String: Int])?["granulation"] == 80)
    #expect(visit["exudate"] as? String == "light" && visit["exudateType"] as? String == "serous")
    #expect((visit["undermining"] as? [String: Any])?["clockPosition"] as? Int == 3)
    #expect(
      visit["pain"] as? Int == 2 && visit["notes"] as? String == "Typed in the car after the visit."
    )
    let photos = try #require(visit["photos"] as? [[String: Any]])
    #expect(photos.count == 1 && photos.first?["format"] as? String == "jpeg")
    #expect(nurse.photoFiles().count == 1, "the photo's bytes are in the store's photos folder")

    let thread = try #require(
      try nurse.json(["message", "list", "--patient", Self.marie, "--json"]) as? [[String: Any]]
    )
    #expect(thread.count == 1)
    #expect(thread.first?["body"] as? String == "Leg seen, photo taken, exudate lighter.")
    #expect(thread.first?["pending"] as? Bool == true)
  }

  @Test func onceModeShowsEachAssessmentsIdWithinEightyColumns() throws {
    try nurse.addPatient(Self.marie, photoConsent: "sharing")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "pressure-injury", "--site", "sacrum",
      "--opened-on", "2025-01-06",
    ])
    var ids: [String] = []
    for (day, tissue) in [
      ("06", "granulation=70,slough=30"), ("13", "g=60 s=40"), ("20", "g=90 e=10"),
    ] {
      ids.append(
        try nurse.woundOK([
          "assess", wound, "--length", "4", "--width", "3", "--exudate", "light", "--tissue",
          tissue, "--tunnelling", "11@2", "--at", "2025-01-\(day)T10:00",
        ])
      )
    }
    let result = try nurse.run(
      ["wound", "show", wound],
      environment: ["TZ": "UTC", "COLUMNS": "80"]
    )
    #expect(result.status == 0)
    for id in ids {
      #expect(result.stdout.contains(String(id.prefix(8))), "\(id) in:\n\(result.stdout)")
    }
    let lines = result.stdout.components(separatedBy: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(result.stdout)")
    let shown = try #require(try nurse.woundJSON(["show", wound]) as? [String: Any])
    let last = try #require((shown["assessments"] as? [[String: Any]])?.last)
    #expect((last["tunnelling"] as? [String: Any])?["depthCm"] as? Double == 2)
    #expect((last["tissue"] as? [String: Int])?["epithelial"] == 10)
  }

  @Test func anUnderminingOffTheClockIsRefusedNamingItAndWritesNothing() throws {
    try nurse.addPatient(Self.marie, photoConsent: "sharing")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "burn", "--site", "back",
    ])
    let assess = ["assess", wound, "--length", "2", "--width", "1", "--exudate", "none"]
    let offTheClock = try nurse.wound(assess + ["--tissue", "g=100", "--undermining", "13@1"])
    #expect(offTheClock.status == 65)
    #expect(offTheClock.stderr.contains("--undermining the clock position must be 1-12"))
    let unreadable = try nurse.wound(assess + ["--tissue", "g=100", "--tunnelling", "3"])
    #expect(unreadable.status == 65)
    #expect(unreadable.stderr.contains("--tunnelling write it clock@cm"))
    let shown = try #require(try nurse.woundJSON(["show", wound]) as? [String: Any])
    #expect((shown["assessments"] as? [Any])?.isEmpty == true)
  }

  @Test func correctAVisitThenHealAndReopenTheWoundFromItsDetail() throws {
    try nurse.addPatient(Self.marie, photoConsent: "sharing")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "skin-tear", "--site", "left-foot",
      "--opened-on", "2025-01-06",
    ])
    let jpeg = try nurse.file("foot.jpg", SamplePhotos.jpeg)
    let png = try nurse.file("foot.png", SamplePhotos.png)
    let wrong = try nurse.woundOK([
      "assess", wound, "--length", "9.0", "--width", "3", "--exudate", "light", "--tissue",
      "g=100", "--pain", "4", "--notes", "sore at night", "--at", "2025-01-06T10:00",
      "--photo", jpeg, "--photo", png,
    ])
    let terminal = try nurse.interactiveApp()
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("skin-tear  left-foot")
    try terminal.type("w")
    try terminal.waitFor("1 wound")
    try terminal.press("Enter")
    try terminal.waitFor("Notes       sore at night")
    try terminal.waitFor("Dupont, Marie · Skin tear")  // the wound says whose it is

    // 9.0 was 0.9: the correction starts from every answer of the visit, its time included.
    // It opens on the summary of the visit: the length picked, corrected, saved.
    try terminal.type("c")
    try terminal.waitFor("Correct Skin tear")
    try terminal.waitFor("› Taken at      2025-01-06T10:00")
    // The visit's two photos are kept unless she deletes one.
    try terminal.waitFor("kept:")
    try terminal.press("Down", "Enter")
    try terminal.waitFor("> 9.0")
    try terminal.press("C-u")
    try terminal.type("0.9")
    try terminal.press("Enter")
    try terminal.waitFor("› Length cm     0.9")
    try terminal.type("s")
    try terminal.waitFor("Saved: the 2025-01-06 assessment's length")
    try terminal.waitFor("superseded")

    try terminal.type("h")
    try terminal.waitFor("Healed on (")
    try terminal.type("2025-01-27")
    try terminal.press("Enter")
    try terminal.waitFor("check and save")
    try terminal.press("Enter")
    try terminal.waitFor("healed 2025-01-27")
    try terminal.type("o")
    try terminal.waitFor("Reopen this wound (healed 2025-01-27)? y or n")
    try terminal.type("y")
    try terminal.waitFor("open")
    try terminal.press("C-c")
    #expect(try terminal.exitStatus() == 130)

    let shown = try #require(try nurse.woundJSON(["show", wound]) as? [String: Any])
    #expect(shown["status"] as? String == "open")
    let assessments = try #require(shown["assessments"] as? [[String: Any]])
    #expect(assessments.count == 2)
    let correction = try #require(assessments.first { $0["supersedes"] as? String == wrong })
    #expect(correction["lengthCm"] as? Double == 0.9)
    #expect(correction["takenAt"] as? String == "2025-01-06T10:00:00Z")
    #expect(correction["pain"] as? Int == 4 && correction["notes"] as? String == "sore at night")
    let photos = try #require(correction["photos"] as? [[String: Any]])
    #expect(photos.compactMap { $0["format"] as? String }.sorted() == ["jpeg", "png"])
  }
}
