import Foundation
import Testing

/// `nurse report patient`: the real binary over a real store, the page laid out by headless
/// Chromium. Chromium missing is a failure naming the package to install, never a skip.
@Suite("Physician report", .serialized)
struct ReportEndToEndTests {
  /// Where the layout test keeps its screenshot, PDF and page: `$NURSE_TEST_ARTEFACTS`, else
  /// `.build-artefacts/report-layout/` at the repository's root (ignored by git).
  static var artefacts: URL {
    if let path = ProcessInfo.processInfo.environment["NURSE_TEST_ARTEFACTS"] {
      return URL(fileURLWithPath: path).appendingPathComponent("report-layout")
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build-artefacts/report-layout")
  }

  /// A4 at CSS's 96 pixels per inch: 210 mm.
  static let a4Width = 794

  func report(_ scenario: ReportScenario, _ extra: [String] = []) throws -> (NurseResult, URL) {
    let out = scenario.nurse.home.file("report-\(UUID()).html")
    let result = try scenario.nurse.run(
      ["report", "patient", ReportScenario.patientID, "--out", out.path] + extra,
      environment: ["TZ": "UTC"]
    )
    return (result, out)
  }

  @Test func threeWoundsLayOutOnA4WithEveryChartAndPhotoInChromium() throws {
    let scenario = try ReportScenario()
    let (result, out) = try report(scenario)
    try #require(result.status == 0, "\(result.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: out.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let html = try String(contentsOf: out, encoding: .utf8)

    let chromium = try HeadlessChromium(profile: scenario.nurse.home.file("chromium"))
    let artefacts = Self.artefacts
    try? FileManager.default.removeItem(at: artefacts)
    try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
    let page = artefacts.appendingPathComponent("report.html")
    try Data(html.utf8).write(to: page)
    let probed = artefacts.appendingPathComponent("report-probed.html")
    try Data(ReportLayoutProbe.instrumented(html).utf8).write(to: probed)

    let probe = try ReportLayoutProbe.read(
      fromDump: try chromium.dumpDOM(of: probed, width: Self.a4Width, height: 1123)
    )
    // No overflow at A4 width.
    #expect(probe.viewportWidth == Double(Self.a4Width))
    #expect(probe.documentWidth <= probe.viewportWidth, "the page is wider than A4")
    #expect(probe.overflowing.isEmpty, "past the right edge: \(probe.overflowing)")
    // Every chart present, drawn, with a point per visit, never split by a page break.
    let wounds = ["wound-1", "wound-2", "wound-3"]
    for wound in wounds {
      let charts = probe.charts.filter { $0.wound == wound }
      #expect(Set(charts.map(\.kind)) == ["chart-area", "chart-push"], "\(wound): \(charts)")
      for chart in charts {
        #expect(chart.points == 4 && chart.width > 200 && chart.height > 100, "\(chart)")
        #expect(chart.breakInside == "avoid")
      }
    }
    #expect(probe.woundBreaks == ["page", "page", "page"])
    // Every photo loaded (decoded by the browser), dated beneath, two per wound.
    #expect(probe.images.count == scenario.photoCount)
    #expect(probe.images.allSatisfy { $0.complete && $0.naturalWidth == 96 }, "\(probe.images)")
    #expect(
      probe.images.map(\.caption)
        == Array(repeating: ["2025-03-03", "2025-03-31"], count: 3).flatMap { $0 }
    )
    for wound in wounds { #expect(probe.images.filter { $0.wound == wound }.count == 2) }
    // The hostile name and description stayed text: the probe is the only script.
    #expect(probe.scripts == 1)

    let screenshot = artefacts.appendingPathComponent("report-a4.png")
    let height = min(Int(probe.documentHeight.rounded(.up)), 16_000)
    try chromium.screenshot(of: page, to: screenshot, width: Self.a4Width, height: height)
    let png = try Data(contentsOf: screenshot)
    #expect(png.count > 10_000)
    #expect(Self.pngWidth(png) == Self.a4Width)

    let pdf = artefacts.appendingPathComponent("report.pdf")
    try chromium.printToPDF(page, to: pdf)
    // The first page, then each wound from the top of a new page.
    let pages = Self.pdfPageCount(try Data(contentsOf: pdf))
    #expect(pages >= 4, "\(pages) pages")
  }

  @Test func theReportShowsLibWoundsNumbersAndStatesTheRule() throws {
    let scenario = try ReportScenario()
    let (result, out) = try report(scenario)
    try #require(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: out, encoding: .utf8)
    for id in scenario.woundIDs {
      let detail = try #require(try scenario.nurse.woundJSON(["show", id]) as? [String: Any])
      for row in try #require(detail["assessments"] as? [[String: Any]]) {
        let area = try #require(row["areaCm2"] as? Double)
        let push = try #require(row["pushScore"] as? Int)
        #expect(
          html.contains(
            "<td class=\"number\">\(String(format: "%.1f", area))</td><td class=\"number\">\(push)</td>"
          )
        )
      }
      let verdict =
        detail["trajectory"] as? String == "offTrack"
        ? "Not on a healing trajectory: reassess the treatment" : "On a healing trajectory"
      #expect(html.contains(verdict))
    }
    #expect(html.components(separatedBy: "Not on a healing trajectory").count - 1 == 2)
    #expect(html.contains("under 50% for a diabetic foot ulcer"))
    #expect(html.contains("under 40% for this type of wound"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; Dupont"))
    #expect(!html.contains("<script") && !html.contains("<img src=x"))
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    #expect(html.contains("Produced by "))
    // The ABPI as LibPatient computed it: 120/132 on the left, 90/132 on the right.
    #expect(html.contains("<h2>Ankle-brachial pressure index</h2>"))
    #expect(
      html.contains("left 0.91 no significant arterial disease (compression: full or reduced)")
    )
    #expect(html.contains("right 0.68 arterial or mixed disease"))
  }

  /// Issue 27, item 2: the report names who recorded each care plan change and each visit, as
  /// it does each assessment and Braden.
  @Test func thePlanAndTheVisitsNameTheirAuthor() throws {
    let scenario = try ReportScenario()
    try scenario.sendMessages()  // logs anna in
    let wound = scenario.woundIDs[0]
    try scenario.ok(["wound", "plan", wound, "--primary", "alginate", "--every", "2"])
    try scenario.ok([
      "visit", "record", ReportScenario.patientID, "--dressing", wound, "--note", "dressing held",
    ])
    let (result, out) = try report(scenario)
    try #require(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: out, encoding: .utf8)
    #expect(html.contains("<dt>Care plan</dt><dd>alginate · changed every 2 days"))
    #expect(html.contains("assessed every 7 days (by anna, "))
    #expect(html.contains("<h2>Visits</h2>"))
    #expect(
      html.contains(
        "<span class=\"by\">by anna</span></td><td>1 dressing changed</td><td>dressing held</td>"
      )
    )
  }

  @Test func oneWoundOverAPeriod() throws {
    let scenario = try ReportScenario()
    let (result, out) = try report(
      scenario,
      [
        "--wound", String(scenario.woundIDs[1].prefix(8)), "--from", "2025-03-10", "--to",
        "2025-03-17",
      ]
    )
    try #require(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: out, encoding: .utf8)
    #expect(html.components(separatedBy: "<section class=\"wound\"").count - 1 == 1)
    #expect(html.contains("Pressure injury") && !html.contains("Venous leg ulcer"))
    #expect(html.contains("data-points=\"2\""))
    #expect(!html.contains("<img "), "the period's visits have no photo")
    #expect(html.contains("period 2025-03-10 to 2025-03-17"))
    #expect(!html.contains("Ankle-brachial"), "the ABPI of 2025-03-03 is outside the period")
  }

  @Test func refusalsWriteNothing() throws {
    let scenario = try ReportScenario()
    let before = try scenario.nurse.storeFingerprint()
    let missing = scenario.nurse.home.file("missing.html")
    let unknown = try scenario.nurse.run(
      ["report", "patient", "0000dead", "--out", missing.path]
    )
    #expect(unknown.status == 66)
    #expect(!FileManager.default.fileExists(atPath: missing.path))

    let existing = try scenario.nurse.file("existing.html", Data("keep me".utf8))
    let overwrite = try scenario.nurse.run(
      ["report", "patient", ReportScenario.patientID, "--out", existing]
    )
    #expect(overwrite.status == 64)
    #expect(overwrite.stderr.contains("exists"))
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me")

    let reversed = try report(scenario, ["--from", "2025-04-01", "--to", "2025-03-01"])
    #expect(reversed.0.status == 64)
    let otherWound = try report(scenario, ["--wound", "0000beef"])
    #expect(otherWound.0.status == 66)
    for refused in [reversed.1, otherWound.1] {
      #expect(!FileManager.default.fileExists(atPath: refused.path))
    }
    #expect(try scenario.nurse.storeFingerprint() == before)
  }

  /// A PNG's width, from its IHDR chunk.
  static func pngWidth(_ png: Data) -> Int {
    guard png.count > 24 else { return 0 }
    return png[16..<20].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The pages of a PDF: its `/Type /Page` objects (not `/Pages`).
  static func pdfPageCount(_ pdf: Data) -> Int {
    let text = String(decoding: pdf, as: UTF8.self)
    return text.matches(of: /\/Type\s*\/Page(?![s])/).count
  }
}
