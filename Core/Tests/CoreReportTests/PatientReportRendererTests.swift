import Foundation
import Testing

@testable import CoreReport

@Suite("Physician report renderer")
struct PatientReportRendererTests {
  let utc = TimeZone(identifier: "UTC")!
  let day0 = Date(timeIntervalSince1970: 1_793_000_000)

  func assessment(day: Double, area: Double, push: Int) -> ReportAssessment {
    ReportAssessment(
      takenAt: day0.addingTimeInterval(day * 86_400),
      size: "4.0 × 3.0",
      area: area,
      areaText: String(format: "%.1f", area),
      push: push,
      reduction: "—",
      exudate: "moderate",
      tissue: "G70 S30",
      pain: "3/10"
    )
  }

  func report(name: String = "Dupont, Marie", notes: String = "above the malleolus")
    -> PatientReport
  {
    let wound = ReportWound(
      type: "Venous leg ulcer",
      site: "left lower leg: \(notes)",
      stage: nil,
      status: "open",
      openedOn: "2026-10-26",
      assessments: [
        assessment(day: 0, area: 12, push: 13), assessment(day: 7, area: 10, push: 12),
        assessment(day: 28, area: 9, push: 12),
      ],
      latestReduction: "25.0%",
      trajectory: ReportTrajectory(
        kind: .offTrack,
        verdict: "Not on a healing trajectory: reassess the treatment.",
        rule: "Under 40% reduction at day 21-35 (Phillips 2000)."
      ),
      photos: [ReportPhoto(takenAt: day0, mediaType: "image/png", bytes: Data([0x89, 0x50]))]
    )
    return PatientReport(
      patient: ReportPatient(
        name: name,
        birthDate: "1941-03-12",
        sex: "female",
        identifier: nil,
        address: "4 rue des Lilas",
        phone: nil,
        physician: "Dr Roux",
        allergies: ["latex"]
      ),
      wounds: [wound, wound],
      braden: [
        ReportBraden(assessedAt: day0, total: 14, risk: "moderate", subscales: [3, 2, 2, 2, 3, 2])
      ],
      period: nil,
      producedBy: "anna",
      producedAt: day0,
      timeZone: utc
    )
  }

  @Test func patientTextIsEscapedAndItsControlsMadeVisible() throws {
    let hostile = "<script>alert(1)</script>\"' & \u{1B}[2J\u{202E}"
    let html = try PatientReportRenderer.render(report(name: hostile, notes: hostile))
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; &amp; ␛[2J\u{FFFD}"))
    #expect(!html.contains("\u{1B}") && !html.contains("\u{202E}"))
  }

  @Test func eachAssessmentNamesWhoMeasuredItEscaped() throws {
    var marie = report()
    marie.wounds[0].assessments[0].takenBy = "anna"
    marie.wounds[0].assessments[1].takenBy = "<b>bea</b>\u{1B}[2J"
    let html = try PatientReportRenderer.render(marie)
    #expect(html.contains("<td>2026-10-26<br><span class=\"by\">by anna</span></td>"))
    #expect(html.contains("by &lt;b&gt;bea&lt;/b&gt;␛[2J</span>"))
    #expect(html.components(separatedBy: "class=\"by\"").count - 1 == 2, "none when unknown")
    marie.braden[0].assessedBy = "cleo"
    let withBraden = try PatientReportRenderer.render(marie)
    #expect(withBraden.contains("<span class=\"by\">by cleo</span>"))
  }

  @Test func eachVisitNamesWhoMadeItAndAVoidSaysSo() throws {
    var marie = report()
    #expect(try !PatientReportRenderer.render(marie).contains("<h2>Visits</h2>"), "none: none")
    marie.visits = [
      ReportVisit(
        visitedAt: day0,
        visitedBy: "<b>anna</b>\u{1B}[2J",
        done: "1 dressing changed · 1 assessment",
        note: "dressing held"
      ),
      ReportVisit(
        visitedAt: day0.addingTimeInterval(3600),
        visitedBy: nil,
        done: "",
        note: nil,
        voided: "by bea, 2026-10-26 09:00: recorded twice"
      ),
    ]
    let html = try PatientReportRenderer.render(marie)
    #expect(html.contains("<h2>Visits</h2>"))
    #expect(html.contains("<span class=\"by\">by &lt;b&gt;anna&lt;/b&gt;␛[2J</span>"))
    #expect(html.contains("<td>1 dressing changed · 1 assessment</td><td>dressing held</td>"))
    #expect(html.contains("<td>VOIDED by bea, 2026-10-26 09:00: recorded twice</td>"))
  }

  @Test func eachABPIShowsItsLegsAndWhoMeasuredItEscaped() throws {
    var marie = report()
    #expect(try !PatientReportRenderer.render(marie).contains("Ankle-brachial"), "none: none")
    marie.abpi = [
      ReportABPI(
        measuredAt: day0,
        measuredBy: "<b>anna</b>\u{1B}[2J",
        legs: "left 0.91 no significant arterial disease (compression: full or reduced) · "
          + "right <i>not</i> assessed"
      )
    ]
    let html = try PatientReportRenderer.render(marie)
    #expect(html.contains("<h2>Ankle-brachial pressure index</h2>"))
    #expect(html.contains("<span class=\"by\">by &lt;b&gt;anna&lt;/b&gt;␛[2J</span>"))
    #expect(
      html.contains(
        "<td>left 0.91 no significant arterial disease (compression: full or reduced) · "
          + "right &lt;i&gt;not&lt;/i&gt; assessed</td>"
      )
    )
  }

  @Test func aWoundsCarePlanNamesWhoLastChangedItEscaped() throws {
    var marie = report()
    #expect(try !PatientReportRenderer.render(marie).contains("Care plan"), "none without one")
    marie.wounds[0].plan = ReportPlan(
      summary: "alginate · changed every 2 days",
      changedAt: Date(timeIntervalSince1970: 1_792_972_800 + 17 * 3600 + 53 * 60),
      changedBy: "<b>bea</b>\u{1B}[2J"
    )
    let html = try PatientReportRenderer.render(marie)
    #expect(html.contains("<dt>Care plan</dt>"))
    #expect(html.contains("alginate · changed every 2 days (by &lt;b&gt;bea&lt;/b&gt;␛[2J, "))
    #expect(html.contains(", 2026-10-26 17:53 "), "when, in the report's time zone")
    marie.wounds[0].plan?.changedBy = nil
    #expect(try !PatientReportRenderer.render(marie).contains("(by "), "nobody named: no name")
  }

  @Test func aWoundShowsItsLatestInfectionScreeningEscaped() throws {
    var marie = report()
    marie.wounds[0].infection = ReportInfection(
      verdict: "Deep infection suspected: tell the physician today.",
      signs: "NERDS 1/5 (smell) · STONEES 3/7 (<b>size</b> bigger, smell, new breakdown)",
      isAlert: true
    )
    marie.wounds[1].infection = ReportInfection(
      verdict: "No infection verdict.",
      signs: "NERDS 0/5 · STONEES 0/7",
      isAlert: false
    )
    let html = try PatientReportRenderer.render(marie)
    #expect(
      html.contains(
        "<div class=\"verdict verdict-infection\"><strong>Deep infection suspected: tell the"
          + " physician today.</strong>"
      )
    )
    #expect(html.contains("STONEES 3/7 (&lt;b&gt;size&lt;/b&gt; bigger"))
    #expect(html.contains("<div class=\"verdict verdict-clear\"><strong>No infection verdict."))
    // The trajectory's verdict is still the wound's own.
    #expect(html.contains("Not on a healing trajectory: reassess the treatment."))
    let unscreened = try PatientReportRenderer.render(report())
    #expect(!unscreened.contains("verdict verdict-infection"))
    #expect(!unscreened.contains("verdict verdict-clear"))
  }

  @Test func theTemplateNeverWritesAValueUnescaped() {
    #expect(!ReportTemplate.html.contains("{{{"))
    #expect(!ReportTemplate.html.contains("{{&"))
  }

  @Test func thePageIsSelfContainedAndEachWoundStartsAPrintedPage() throws {
    let html = try PatientReportRenderer.render(report())
    #expect(html.contains("Content-Security-Policy"))
    #expect(html.components(separatedBy: "class=\"wound\"").count - 1 == 2)
    #expect(html.components(separatedBy: "<svg class=\"chart").count - 1 == 4)
    #expect(html.contains("data:image/png;base64,iVA="))
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    #expect(html.contains(".wound { break-before: page; }"))
    #expect(html.contains("Not on a healing trajectory: reassess the treatment."))
    #expect(html.contains("Under 40% reduction at day 21-35 (Phillips 2000)."))
  }

  @Test func theTimeAxisIsTrueToTime() {
    let chart = TimeAxisChart(
      [
        (day0, 12, "12"), (day0.addingTimeInterval(7 * 86_400), 10, "10"),
        (day0.addingTimeInterval(28 * 86_400), 9, "9"),
      ],
      timeZone: utc
    )
    let xs = chart.points.map(\.x)
    // Day 7 sits a quarter of the way from day 0 to day 28.
    #expect(abs((xs[1] - xs[0]) / (xs[2] - xs[0]) - 0.25) < 0.0001)
    #expect(chart.yTicks.last?.label == "20")
    #expect(chart.path.hasPrefix("M38 "))
    #expect(chart.xTicks.count == 5)
  }

  @Test func oneVisitSitsInTheMiddleAndAnEmptyChartHasNoTicks() {
    let one = TimeAxisChart([(day0, 3, "3")], timeZone: utc)
    #expect(one.points.first?.x == TimeAxisChart.left + (340 - 38 - 26) / 2)
    #expect(one.xTicks.count == 1)
    #expect(TimeAxisChart([], timeZone: utc).xTicks.isEmpty)
  }

  @Test func roundCeilings() {
    #expect(TimeAxisChart.roundCeiling(12) == 20)
    #expect(TimeAxisChart.roundCeiling(2.1) == 2.5)
    #expect(TimeAxisChart.roundCeiling(0.4) == 0.5)
    #expect(TimeAxisChart.roundCeiling(0) == 4)
    #expect(TimeAxisChart.format(12.5) == "12.5" && TimeAxisChart.format(4) == "4")
    #expect([5, 2.5, 20, 2, 4].map(TimeAxisChart.tickSteps) == [5, 5, 4, 4, 4])
  }
}
