import CoreContractCases
import Foundation
import Testing

/// Issue 29, photo consent (docs/clinical-rules.md, "Photo consent"): with the real binaries
/// and the real server, a photo is refused naming `--photo` until the patient consents, a
/// report and a FHIR export carry photos only with consent to share (saying so otherwise), a
/// withdrawal stops new photos but keeps those taken, and the answer reaches a colleague.
@Suite("Photo consent, through the team server", .serialized)
struct PhotoConsentEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  private func assess(_ wound: String, photo: String, at time: String) throws -> NurseResult {
    try anna.run(
      [
        "wound", "assess", wound, "--length", "3", "--width", "2", "--exudate", "light",
        "--tissue", "granulation=100", "--at", time, "--photo", photo,
      ],
      environment: ["TZ": "UTC"]
    )
  }

  /// The report's HTML and what the command said on stderr.
  private func report(_ patient: String) throws -> (html: String, stderr: String) {
    let out = anna.home.file("report-\(UUID()).html")
    let result = try anna.run(["report", "patient", patient, "--out", out.path])
    try #require(result.status == 0, "\(result.stderr)")
    return (try String(contentsOf: out, encoding: .utf8), result.stderr)
  }

  /// How many Media the FHIR export holds, its wounds' notes, and what the command said on
  /// stderr; the bundle is valid R4 either way.
  private func exportedMedia(_ patient: String) throws
    -> (media: Int, notes: [String], stderr: String)
  {
    let out = anna.home.file("export-\(UUID()).json")
    let result = try anna.run(["export", "fhir", "--patient", patient, "--out", out.path])
    try #require(result.status == 0, "\(result.stderr)")
    try FHIRR4Validator().validate([out])
    let bundle = try JSONSerialization.jsonObject(with: Data(contentsOf: out))
    let entries = (bundle as? [String: Any])?["entry"] as? [[String: Any]] ?? []
    let resources = entries.compactMap { $0["resource"] as? [String: Any] }
    let media = resources.filter { $0["resourceType"] as? String == "Media" }
    let notes = resources.filter { $0["resourceType"] as? String == "Condition" }.compactMap {
      ($0["note"] as? [[String: Any]])?.first?["text"] as? String
    }
    return (media.count, notes, result.stderr)
  }

  @Test func photosFollowTheConsentFromTheDoorToTheReportAndTheTeam() throws {
    let marie = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Consent", "--birth-date", "1940-01-01",
    ])
    let wound = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg", "--opened-on", "2025-01-06",
    ])
    let photo = try anna.file("leg.png", SamplePhotos.png)

    let never = try assess(wound, photo: photo, at: "2025-01-07T10:00")
    #expect(never.status == 65)
    #expect(
      never.stderr.contains(
        "--photo cannot be added: the patient's photo consent was never recorded"
      ),
      "\(never.stderr)"
    )
    #expect(anna.photoFiles().isEmpty, "nothing written")
    #expect(try anna.ok(["patient", "consent", marie]) == "Photo consent: not asked")
    let noScope = try anna.run(["patient", "consent", marie, "given"])
    #expect(noScope.status == 64 && noScope.stderr.contains("--scope"), "\(noScope.stderr)")

    let given = try anna.ok([
      "patient", "consent", marie, "given", "--scope", "record", "--on", "2025-01-07",
    ])
    #expect(given == "Photo consent: given on 2025-01-07 by the patient, for the record only")
    #expect(try assess(wound, photo: photo, at: "2025-01-07T10:00").status == 0)

    let recordOnly = try report(marie)
    #expect(!recordOnly.html.contains("<img"))
    #expect(recordOnly.html.contains("Photos left out for want of consent to share them"))
    #expect(recordOnly.stderr.contains("Photos left out for want of consent"))
    let unshared = try exportedMedia(marie)
    #expect(unshared.media == 0 && unshared.stderr.contains("Photos left out"))
    #expect(unshared.notes.count == 1 && unshared.notes[0].contains("want of consent"))

    try anna.ok([
      "patient", "consent", marie, "given", "--scope", "sharing", "--by", "her daughter",
      "--on", "2025-01-08",
    ])
    let shared = try report(marie)
    #expect(shared.html.contains("<img") && !shared.html.contains("Photos left out"))
    #expect(shared.stderr.isEmpty, "\(shared.stderr)")
    let sharedExport = try exportedMedia(marie)
    #expect(sharedExport.media == 1 && sharedExport.notes.isEmpty)

    try anna.ok(["patient", "consent", marie, "withdrawn", "--on", "2025-01-09"])
    let withdrawn = try assess(wound, photo: photo, at: "2025-01-09T10:00")
    #expect(withdrawn.status == 65)
    #expect(withdrawn.stderr.contains("is withdrawn on 2025-01-09"), "\(withdrawn.stderr)")
    let show = try #require(try anna.woundJSON(["show", wound]) as? [String: Any])
    let assessments = show["assessments"] as? [[String: Any]] ?? []
    #expect(assessments.count == 1, "the refused assessment wrote nothing")
    #expect((assessments.first?["photos"] as? [Any])?.count == 1, "the photo taken stays")

    try anna.syncCounts()
    try bea.syncCounts()
    let json = try JSONSerialization.jsonObject(
      with: Data(try bea.ok(["patient", "show", marie, "--json"]).utf8)
    )
    let consent = (json as? [String: Any])?["photoConsent"] as? [String: Any]
    #expect(consent?["status"] as? String == "withdrawn")
    #expect(consent?["on"] as? String == "2025-01-09")
  }
}
