import CoreContractCases
import Foundation
import Testing

/// Every kind of change a nurse makes offline counts as pending, by kind, until the server has
/// it; then her colleague's store holds the same record as hers and the server's.
@Suite("Pending changes of every kind", .serialized)
struct PendingEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  @Test func everyKindCountsUntilTheServerHasIt() async throws {
    server.stop()
    let marie = try anna.addPatient("Marie", "Dupont")
    try anna.consentToPhotos(marie)
    try anna.ok([
      "patient", "braden", marie, "--sensory", "3", "--moisture", "2", "--activity", "2",
      "--mobility", "2", "--nutrition", "3", "--friction", "2",
    ])
    try anna.ok(["patient", "edit", marie, "--phone", "0101010101"])
    let wound = try anna.woundOK([
      "add", "--patient", marie, "--type", "skin-tear", "--site", "back", "--opened-on",
      "2025-01-06",
    ])
    let photo = try anna.file("back.png", SamplePhotos.png)
    _ = try anna.woundOK([
      "assess", wound, "--length", "2", "--width", "1", "--exudate", "none", "--tissue",
      "epithelial=100", "--at", "2025-01-06T10:00", "--photo", photo,
    ])
    try anna.ok(["wound", "close", wound, "--reason", "another team took over"])
    try anna.ok(["message", "send", "--patient", marie, "Skin tear dressed."])

    let offline = try anna.status()
    let byType = try #require(offline["pendingByType"] as? [String: Int], "\(offline)")
    #expect(
      Set(byType.keys) == ["patient", "braden", "wound", "assessment", "photo", "message"],
      "\(byType)"
    )
    #expect(offline["pending"] as? Int == byType.values.reduce(0, +))
    let sync = try anna.run(["sync"])
    #expect(sync.status == 75, "unreachable: \(sync.stderr)")
    #expect(try anna.status()["pending"] as? Int == offline["pending"] as? Int, "nothing lost")

    try server.start(port: server.url.port!)
    #expect(try anna.syncCounts()["pending"] == 0)
    try bea.syncCounts()
    #expect(try anna.teamRecords() == bea.teamRecords())
    #expect(try bea.patient(marie)["phone"] as? String == "0101010101")
    try await server.expectHeld(by: [anna, bea])
  }
}
