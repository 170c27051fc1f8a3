import CoreContractCases
import Foundation
import Testing

/// A wound recorded offline by one nurse reaches her colleague through the team server with
/// the same numbers and the same photo bytes.
@Suite("A wound through the team server", .serialized)
struct WoundSyncEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  /// Every assessment's numbers and photos, as `wound show --json` prints them.
  private func numbers(_ nurse: NurseSandbox, _ wound: String) throws -> [String] {
    let detail = try #require(try nurse.woundJSON(["show", wound]) as? [String: Any])
    let assessments = try #require(detail["assessments"] as? [[String: Any]])
    let keys = ["id", "takenAt", "areaCm2", "pushScore", "percentAreaReduction"]
    return ["\(detail["trajectory"] ?? "")", "\(detail["status"] ?? "")"]
      + assessments.map { entry in
        // A photo by its hash and format: a dictionary's description has no fixed key order.
        let photos = (entry["photos"] as? [[String: Any]] ?? []).map {
          "\($0["sha256"] ?? "-").\($0["format"] ?? "-")"
        }
        return (keys.map { "\($0)=\(entry[$0] ?? "-")" } + photos).joined(separator: " ")
      }
  }

  @Test func aWoundWithAssessmentsAndAPhotoReachesTheColleague() throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    try anna.consentToPhotos(marie)
    let wound = try anna.woundOK([
      "add", "--patient", marie, "--type", "diabetic-foot-ulcer", "--site", "left-foot",
      "--opened-on", "2025-01-06",
    ])
    let photo = try anna.file("foot.jpg", SamplePhotos.jpeg)
    _ = try anna.woundOK([
      "assess", wound, "--length", "5", "--width", "2", "--exudate", "moderate", "--tissue",
      "granulation=60,slough=40", "--at", "2025-01-06T10:00", "--photo", photo,
    ])
    _ = try anna.woundOK([
      "assess", wound, "--length", "3", "--width", "2", "--exudate", "light", "--tissue",
      "granulation=100", "--at", "2025-02-03T10:00",
    ])

    #expect(try anna.syncCounts()["pending"] == 0)
    _ = try bea.syncCounts()

    let annas = try numbers(anna, wound)
    #expect(annas.first == "offTrack", "40 % at day 28 is under the 50 % of a diabetic foot")
    let beas = try numbers(bea, wound)
    #expect(beas == annas, "\(beas) differs from \(annas)")
    let detail = try #require(try bea.woundJSON(["show", wound]) as? [String: Any])
    let first = try #require((detail["assessments"] as? [[String: Any]])?.first)
    #expect(first["takenBy"] as? String == "anna", "who measured it travels with it")
    let hash = try #require((first["photos"] as? [[String: Any]])?.first?["sha256"] as? String)
    let exported = bea.home.file("foot.jpg").path
    _ = try bea.woundOK(["photo", "export", hash, exported])
    #expect(try Data(contentsOf: URL(fileURLWithPath: exported)) == SamplePhotos.jpeg)
  }
}
