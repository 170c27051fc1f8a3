import Foundation
import Mustache

/// Renders a `PatientReport` as one self-contained HTML page for a physician: inline CSS,
/// inline SVG charts, photos as data URIs, a Content-Security-Policy that forbids any
/// network access and any script, printable on A4 with each wound on its own page.
///
/// ```swift
/// let html = try PatientReportRenderer.render(report)
/// ```
public enum PatientReportRenderer {
  /// The page's HTML.
  public static func render(_ report: PatientReport) throws -> String {
    let template = try MustacheTemplate(string: ReportTemplate.html)
    return template.render(page(report))
  }

  static func page(_ report: PatientReport) -> ReportPage {
    let patient = report.patient
    let optionalFacts: [(String, String?)] = [
      ("Born", patient.birthDate), ("Sex", patient.sex), ("Identifier", patient.identifier),
      ("Address", patient.address), ("Phone", patient.phone), ("Physician", patient.physician),
    ]
    let allergies = patient.allergies.map(\.shown).joined(separator: ", ")
    var produced =
      "Produced by \(report.producedBy.shown) on \(stamp(report.producedAt, report.timeZone))"
    if let period = report.period { produced += " · period \(period.shown)" }
    return ReportPage(
      title: "Wound care report: \(patient.name.shown)",
      patientName: patient.name.shown,
      facts: optionalFacts.compactMap { label, value in
        value.map { Fact(label: label, value: $0.shown) }
      },
      allergies: allergies.isEmpty ? "none recorded" : allergies,
      produced: produced,
      hasBraden: !report.braden.isEmpty,
      braden: report.braden.map { row in
        BradenRow(
          date: day(row.assessedAt, report.timeZone),
          by: row.assessedBy.map(\.shown),
          total: String(row.total),
          risk: row.risk.shown,
          subscales: row.subscales.map(String.init)
        )
      },
      hasABPI: !report.abpi.isEmpty,
      abpi: report.abpi.map { row in
        ABPIRow(
          date: stamp(row.measuredAt, report.timeZone),
          by: row.measuredBy.map(\.shown),
          legs: row.legs.shown
        )
      },
      hasVisits: !report.visits.isEmpty,
      visits: report.visits.map { visit in
        let note = [visit.note, visit.voided.map { "VOIDED \($0)" }].compactMap { $0 }
        return VisitRow(
          date: stamp(visit.visitedAt, report.timeZone),
          by: visit.visitedBy.map(\.shown),
          done: visit.done.shown,
          note: note.joined(separator: " · ").shown
        )
      },
      wounds: report.wounds.enumerated().map { index, wound in
        section(wound, number: index + 1, timeZone: report.timeZone)
      },
      hasWounds: !report.wounds.isEmpty,
      photosLeftOut: report.photosLeftOut.map(\.shown)
    )
  }

  static func section(_ wound: ReportWound, number: Int, timeZone: TimeZone) -> WoundSection {
    let facts: [(String, String?)] = [
      ("Site", wound.site), ("Stage", wound.stage), ("Status", wound.status),
      ("Opened", wound.openedOn),
      ("Care plan", wound.plan.map { plan($0, timeZone) }),
    ]
    let areas = wound.assessments.map { ($0.takenAt, $0.area, "\($0.areaText) cm²") }
    let pushes = wound.assessments.map { ($0.takenAt, Double($0.push), "PUSH \($0.push)") }
    return WoundSection(
      number: String(number),
      heading: "\(number). \(wound.type.shown)",
      facts: facts.compactMap { label, value in value.map { Fact(label: label, value: $0.shown) } },
      verdictClass: "verdict-\(wound.trajectory.kind.rawValue)",
      verdict: wound.trajectory.verdict.shown,
      rule: wound.trajectory.rule.shown,
      infection: wound.infection.map {
        InfectionView(
          infectionClass: $0.isAlert ? "verdict-infection" : "verdict-clear",
          verdict: $0.verdict.shown,
          signs: $0.signs.shown
        )
      },
      latestReduction: wound.latestReduction?.shown ?? "not known",
      hasAssessments: !wound.assessments.isEmpty,
      assessments: wound.assessments.map { row in
        AssessmentRow(
          date: day(row.takenAt, timeZone),
          by: row.takenBy.map(\.shown),
          size: row.size.shown,
          area: row.areaText.shown,
          push: String(row.push),
          reduction: row.reduction.shown,
          exudate: row.exudate.shown,
          tissue: row.tissue.shown,
          pain: row.pain.shown
        )
      },
      charts: [
        ChartView(
          kind: "chart-area",
          title: "Area (cm²)",
          chart: TimeAxisChart(areas.map { ($0.0, $0.1, $0.2) }, timeZone: timeZone)
        ),
        ChartView(
          kind: "chart-push",
          title: "PUSH 3.0 (0-17)",
          // 0-20 so the ticks fall on whole points (0, 5, 10, 15, 20); PUSH tops at 17.
          chart: TimeAxisChart(pushes.map { ($0.0, $0.1, $0.2) }, maximum: 20, timeZone: timeZone)
        ),
      ],
      hasPhotos: !wound.photos.isEmpty,
      photos: wound.photos.sorted { $0.takenAt < $1.takenAt }.map { photo in
        PhotoView(
          source: "data:\(photo.mediaType);base64,\(photo.bytes.base64EncodedString())",
          caption: day(photo.takenAt, timeZone),
          alternative: "Wound \(number), \(day(photo.takenAt, timeZone))"
        )
      }
    )
  }

  /// "alginate · changed every 2 days (by anna, 2026-11-20 17:53 UTC)": the plan with who
  /// wrote it or last changed it, and when.
  static func plan(_ plan: ReportPlan, _ timeZone: TimeZone) -> String {
    let by = plan.changedBy.map { "by \($0), " } ?? ""
    return "\(plan.summary) (\(by)\(stamp(plan.changedAt, timeZone)))"
  }

  /// "2026-11-20": a date in the nurse's time zone.
  static func day(_ date: Date, _ timeZone: TimeZone) -> String {
    format(date, timeZone, "yyyy-MM-dd")
  }

  /// "2026-11-20 09:30 UTC".
  static func stamp(_ date: Date, _ timeZone: TimeZone) -> String {
    format(date, timeZone, "yyyy-MM-dd HH:mm zzz")
  }

  private static func format(_ date: Date, _ timeZone: TimeZone, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
