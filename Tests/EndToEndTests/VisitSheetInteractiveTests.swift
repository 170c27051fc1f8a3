import Foundation
import Testing

/// The visit sheet on Today, on a real terminal (tmux) and through the team server: a visit
/// recorded with keys sent in one burst, VISITED read from the store after a restart, a second
/// visit asked about, and a void that reaches a colleague (docs/manual.md, "Today").
@Suite("The visit sheet on Today", .serialized)
struct VisitSheetInteractiveTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  /// Marie, a wound whose dressing is due today, and an assessment Anna took this morning.
  private func marieWithADressingDue() throws -> (
    patient: String, wound: String, assessment: String
  ) {
    let marie = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12",
    ])
    let wound = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
    ])
    try anna.ok(["wound", "plan", wound, "--primary", "foam", "--every", "2"])
    let assessment = try anna.ok([
      "wound", "assess", wound, "--length", "3", "--width", "2", "--exudate", "light",
      "--tissue", "granulation=100",
    ])
    return (marie, wound, assessment)
  }

  private func visits(_ nurse: NurseSandbox, _ patient: String) throws -> [[String: Any]] {
    try #require(try nurse.json(["visit", "list", patient, "--json"]) as? [[String: Any]])
  }

  @Test func aVisitIsRecordedInOneBurstSurvivesARestartAndIsVoidedForTheTeam() throws {
    let (marie, wound, assessment) = try marieWithADressingDue()
    let app = try anna.interactiveApp(columns: 100, rows: 30)
    try app.waitFor("Dupont, Marie")
    // One burst: open the sheet, say it was done, type the note, save (Enter is the CR).
    try app.type("vdGauze held, skin intact\r")
    let saved = try app.waitFor("Visit to Dupont, Marie recorded at")
    #expect(saved.contains("VISITED"))
    #expect(saved.contains("Visited at ") && saved.contains(" by anna"))
    try app.press("C-c")
    _ = try app.exitStatus()

    let recorded = try #require(try visits(anna, marie).first)
    #expect(recorded["visitedBy"] as? String == "anna")
    #expect(recorded["note"] as? String == "Gauze held, skin intact")
    #expect(recorded["dressingsChanged"] as? [String] == [wound])
    #expect(recorded["assessments"] as? [String] == [assessment])
    let visitID = try #require(recorded["id"] as? String)

    // After a restart VISITED is still there, read from the store; a second visit is asked
    // about and, refused, writes nothing.
    let again = try anna.interactiveApp(columns: 100, rows: 30)
    try again.waitFor("VISITED")
    try again.type("v")
    try again.waitFor("Visited today at")
    try again.type("d")
    try again.press("Enter")
    try again.waitFor("record a second visit? (y/n)")
    try again.type("n")
    try again.press("Escape")
    try again.waitFor("Today,")
    #expect(try visits(anna, marie).count == 1)

    // x, then y: voided, in one burst.
    try again.type("xy")
    let voided = try again.waitFor("voided.")
    #expect(!voided.contains("VISITED"))
    try again.press("C-c")
    _ = try again.exitStatus()
    #expect(try anna.ok(["visit", "list", marie]).contains("VOIDED by anna"))

    // The void is a record of the team: it reaches Bea, whose round finds the dressing due.
    #expect(try anna.syncCounts()["pending"] == 0)
    try bea.syncCounts()
    let seen = try #require(try visits(bea, marie).first { $0["id"] as? String == visitID })
    #expect(seen["visitedBy"] as? String == "anna")
    #expect(try bea.ok(["visit", "list", marie]).contains("VOIDED by anna"))
    let round = try #require(try bea.json(["today", "--json"]) as? [String: Any])
    let patients = try #require(round["patients"] as? [[String: Any]])
    let due = (patients.first { $0["patientId"] as? String == marie }?["due"] as? [[String: Any]])
    #expect(due?.contains { $0["kind"] as? String == "dressing" } == true)
  }

  @Test func theVoidCommandSaysWhatIsWrongWithTheExitCodesOfTheList() throws {
    let (marie, _, _) = try marieWithADressingDue()
    let visit = try anna.ok(["visit", "record", marie, "--note", "seen"])
    let unknown = try anna.run(["visit", "void", "abcdef12"])
    #expect(unknown.status == 66)
    #expect(try anna.run(["visit", "void", "zz"]).status == 64)
    let hostile = try anna.run(["visit", "void", visit, "--reason", "oops\u{1B}[2J"])
    #expect(hostile.status == 65)
    #expect(hostile.stderr.contains("--reason"))
    let void = try anna.ok(["visit", "void", String(visit.prefix(8)), "--reason", "wrong patient"])
    #expect(void.count == 36)
    let twice = try anna.run(["visit", "void", visit])
    #expect(twice.status == 65)
    #expect(twice.stderr.contains("voided already"))
    let line = try anna.ok(["visit", "list", marie])
    #expect(line.hasPrefix(String(visit.prefix(8))))
    #expect(
      line.contains("by anna") && line.contains("VOIDED by anna, ")
        && line.contains(": wrong patient")
    )
  }
}
