import CoreContractCases
import Foundation
import Testing

/// Records first, photos after, through the real server: anna's assessment and its photo's
/// attachment reach bea while the photo's bytes are still on their way (anna's run is killed
/// in the middle of the upload), so bea sees the assessment at once with its photo "not yet
/// uploaded"; once anna's next run has sent the bytes, bea's next sync fetches them and the
/// mark goes, the photo held once.
@Suite("A colleague's photo not yet uploaded", .serialized)
struct PhotoBeforeBytesEndToEndTests {
  static let patience = KilledPhotoSyncEndToEndTests.patience

  @Test func theAssessmentComesFirstItsPhotoMarkedUntilTheBytesLand() async throws {
    let server = try TeamServer()
    // Slow enough that the photo's upload takes seconds, never cut: only the kill stops it.
    let proxy = try BadLinkProxy(
      to: server.url,
      latency: 0.02,
      bytesPerSecond: 500_000,
      cutAfter: 1 << 40...1 << 40
    )
    let anna = NurseSandbox()
    let bea = NurseSandbox()
    for (name, nurse) in [("anna", anna), ("bea", bea)] {
      try nurse.login(name, at: proxy.url)
    }
    var random = SeededRandom()
    let (patient, wound) = try await KilledPhotoSyncEndToEndTests.assessmentWithAPhoto(
      on: anna,
      using: &random
    )

    // Killed once a part of the photo and more went up: the records' batch went before.
    let up = proxy.carried.upstreamBytes
    let killed = try await anna.runKilledConcurrently(["sync"], environment: Self.patience) {
      proxy.carried.upstreamBytes - up > KilledPhotoSyncEndToEndTests.part + 200_000
    }
    #expect(killed, "the upload ended before the kill: the test proved nothing")
    try await waitUntil { proxy.openConnections == 0 }
    #expect(try anna.status()["pending"] as? Int == 1, "her photo's bytes still wait")

    let early = try bea.syncCounts()
    #expect(early["parked"] == 0 && early["pending"] == 0, "\(early)")
    let pending = try Self.photos(of: wound, on: bea)
    #expect(pending.count == 1, "the assessment came with its photo's attachment")
    #expect(pending.first?["pending"] as? Bool == true)
    #expect(bea.photoFiles().isEmpty, "no bytes yet")
    let screen = try bea.ok(["wound", "show", wound])
    #expect(screen.contains("not yet uploaded"), "\(screen)")
    // The export names no bytes it does not hold: no Media for the photo yet.
    #expect(try Self.media(of: patient, on: bea) == 0)

    let finished = try await anna.runConcurrently(["sync"], environment: Self.patience)
    #expect(finished.status == 0, "\(finished.stderr)")
    #expect(try anna.status()["pending"] as? Int == 0)

    let late = try bea.syncCounts()
    #expect(late["parked"] == 0, "\(late)")
    let landed = try Self.photos(of: wound, on: bea)
    #expect(landed.count == 1, "the photo once")
    #expect(landed.first?["pending"] as? Bool == false)
    #expect(!(try bea.ok(["wound", "show", wound])).contains("not yet uploaded"))
    #expect(bea.photoFiles() == anna.photoFiles(), "the photo, whole, once")
    #expect(bea.photoFiles().count == 1)
    #expect(try Self.media(of: patient, on: bea) == 1)
    #expect(try bea.teamRecords() == anna.teamRecords())
    let records = try await ServerRecords.read(as: "anna", on: server)
    #expect(records.ids("photo").count == 1, "the attachment once on the server")
  }

  /// The photos of the wound's assessments, as `nurse wound show --json` gives them.
  static func photos(of wound: String, on nurse: NurseSandbox) throws -> [[String: Any]] {
    let detail = try #require(try nurse.json(["wound", "show", wound, "--json"]) as? [String: Any])
    let assessments = try #require(detail["assessments"] as? [[String: Any]])
    return assessments.flatMap { $0["photos"] as? [[String: Any]] ?? [] }
  }

  /// How many Media resources `nurse export fhir` gives for the patient.
  static func media(of patient: String, on nurse: NurseSandbox) throws -> Int {
    let out = nurse.home.file("export-\(UUID()).json")
    let result = try nurse.run(["export", "fhir", "--patient", patient, "--out", out.path])
    try #require(result.status == 0, "\(result.stderr)")
    let bundle = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
    )
    let entries = bundle["entry"] as? [[String: Any]] ?? []
    return entries.filter {
      ($0["resource"] as? [String: Any])?["resourceType"] as? String == "Media"
    }.count
  }
}
