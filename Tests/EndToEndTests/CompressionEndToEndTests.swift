import Foundation
import Testing

/// Issue 29, compression: a compression plan without a recent ABPI of the leg is refused
/// naming `--compression` (exit 65, nothing written), one the ABPI allows or a specialist
/// advised is kept, shown and synced to a colleague, and the round says "ABPI due" once the
/// ABPI is more than 84 days old (docs/clinical-rules.md "Compression").
@Suite("Compression on a care plan, through the team server", .serialized)
struct CompressionEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  private func json(_ nurse: NurseSandbox, _ arguments: [String]) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(try nurse.ok(arguments).utf8)) as? [String: Any]
    )
  }

  @Test func aCompressionPlanNeedsTheLegsABPIOrASpecialistsAdviceAndReachesAColleague() throws {
    let today = CarePlanRoundEndToEndTests.day(0)
    let marie = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Leg", "--birth-date", "1940-01-01",
    ])
    let leg = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
    ])
    let sacrum = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "pressure-injury", "--site", "sacrum",
      "--stage", "stage-2",
    ])
    let plan = ["wound", "plan", leg, "--primary", "foam", "--every", "3"]

    let none = try anna.run(plan + ["--compression", "full"], environment: ["TZ": "UTC"])
    #expect(none.status == 65)
    #expect(none.stderr.contains("--compression needs an ABPI of the left leg"), "\(none.stderr)")
    #expect(try anna.run(["wound", "plan", leg]).status != 0, "nothing was written")
    let offLeg = try anna.run(
      ["wound", "plan", sacrum, "--primary", "foam", "--every", "3", "--compression", "reduced"]
    )
    #expect(offLeg.status == 65)
    #expect(offLeg.stderr.contains("--compression applies to a wound on a leg"), "\(offLeg.stderr)")

    // 82 over 120: 0.68, arterial or mixed disease: reduced on a specialist's advice only.
    try anna.ok([
      "patient", "abpi", marie, "--brachial-left", "120", "--left-dp", "82", "--left-pt", "70",
    ])
    let arterial = try anna.run(plan + ["--compression", "reduced"], environment: ["TZ": "UTC"])
    #expect(arterial.status == 65)
    #expect(arterial.stderr.contains("reduced is not allowed by the left leg's ABPI 0.68"))
    try anna.ok(
      plan + [
        "--compression", "reduced", "--specialist-advice", "Dr Okafor", "--advised-on", today,
      ]
    )
    let kept = try json(anna, ["wound", "plan", leg, "--json"])
    #expect(kept["compression"] as? String == "reduced")
    let advice = kept["specialistAdvice"] as? [String: Any]
    #expect(advice?["by"] as? String == "Dr Okafor" && advice?["on"] as? String == today)
    let lines = try anna.ok(["wound", "plan", leg])
    #expect(lines.contains("reduced compression on Dr Okafor's advice of \(today)"), "\(lines)")

    try anna.syncCounts()
    try bea.syncCounts()
    #expect(
      try bea.ok(["wound", "plan", leg, "--json"]) == anna.ok(["wound", "plan", leg, "--json"])
    )

    // Fresh today; 85 days on, the round asks for a new ABPI.
    let due = { (day: String) in
      let round = try self.json(self.bea, ["today", "--json", "--date", day])
      let patients = round["patients"] as? [[String: Any]] ?? []
      return patients.flatMap { ($0["due"] as? [[String: Any]]) ?? [] }
        .contains { $0["kind"] as? String == "abpi" }
    }
    #expect(try !due(today))
    #expect(try due(CarePlanRoundEndToEndTests.day(85)))
  }
}
