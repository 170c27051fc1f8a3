import Foundation
import Testing

/// Issue 29, coded body sites: a wound opened with the short name a nurse types and a clock
/// position reaches a colleague through the team server with its structure, side and clock
/// unchanged; a side on a midline structure or a clock off the face is refused naming its
/// option (docs/clinical-rules.md "Coded body sites").
@Suite("Coded body sites, through the team server", .serialized)
struct CodedSiteEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  private func location(_ nurse: NurseSandbox, _ wound: String) throws -> [String: Any] {
    let detail = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try nurse.ok(["wound", "show", wound, "--json"]).utf8)
      )
        as? [String: Any]
    )
    return try #require(detail["location"] as? [String: Any])
  }

  @Test func aCodedSiteWithItsClockReachesAColleagueUnchanged() throws {
    let marie = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Site", "--birth-date", "1940-01-01",
    ])
    let heel = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "pressure-injury", "--site", "left-heel",
      "--stage", "stage-2", "--clock", "3",
    ])
    let legs = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site",
      "bilateral-lower-leg",
    ])
    let midline = try anna.run([
      "wound", "add", "--patient", marie, "--type", "burn", "--site", "left-sacrum",
    ])
    #expect(midline.status != 0 && midline.stderr.contains("--site"), "\(midline.stderr)")
    let offFace = try anna.run([
      "wound", "add", "--patient", marie, "--type", "burn", "--site", "back", "--clock", "13",
    ])
    #expect(offFace.status == 65 && offFace.stderr.contains("--clock"), "\(offFace.stderr)")

    try anna.syncCounts()
    try bea.syncCounts()

    let seen = try location(bea, heel)
    #expect(seen["structure"] as? String == "heel")
    #expect(seen["laterality"] as? String == "left")
    #expect(seen["clockPosition"] as? Int == 3)
    #expect(seen["snomedCT"] as? String == "84607009")
    #expect(
      try bea.ok(["wound", "show", heel, "--json"]) == anna.ok(["wound", "show", heel, "--json"])
    )
    let both = try location(bea, legs)
    #expect(both["laterality"] as? String == "bilateral" && both["clockPosition"] == nil)

    // Bea moves the clock; Anna corrects the side: both land, on both stores.
    try bea.ok(["wound", "edit", heel, "--clock", "6"])
    try anna.ok(["wound", "edit", heel, "--site", "right-heel"])
    try bea.syncCounts()
    try anna.syncCounts()
    try bea.syncCounts()
    for nurse in [anna, bea] {
      let merged = try location(nurse, heel)
      #expect(merged["laterality"] as? String == "right" && merged["clockPosition"] as? Int == 6)
    }
    try anna.ok(["wound", "edit", heel, "--clock", "none"])
    #expect(try location(anna, heel)["clockPosition"] == nil)
  }
}
