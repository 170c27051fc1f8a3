import CoreReport
import Foundation
import LibPatient
import LibWound

/// The days a report covers, both included, in the nurse's time zone; nil ends are open.
struct ReportPeriod {
  var from: CalendarDate?
  var to: CalendarDate?

  func contains(_ date: Date, in timeZone: TimeZone) -> Bool {
    let day = CalendarDate(date, in: timeZone)
    return (from.map { day >= $0 } ?? true) && (to.map { day <= $0 } ?? true)
  }

  /// "2026-11-01 to 2026-11-30", "from 2026-11-01"; nil for the whole record.
  var text: String? {
    switch (from, to) {
    case (nil, nil): return nil
    case (let from?, nil): return "from \(from)"
    case (nil, let to?): return "until \(to)"
    case (let from?, let to?): return "\(from) to \(to)"
    }
  }
}

extension PatientReport {
  /// The report of a patient's record over `period`. Every number is LibWound's: the table
  /// and the charts show the current assessments of the period; the reduction and the 4-week
  /// verdict are the wound's, judged on its whole history.
  init(
    _ record: PatientRecordSnapshot,
    period: ReportPeriod,
    producedBy: String,
    producedAt: Date,
    timeZone: TimeZone
  ) {
    let details = record.patient.details
    let physician = [details.physicianName, details.physicianPhone].compactMap { $0 }
    self.init(
      patient: ReportPatient(
        name: PatientName.display(details),
        birthDate: details.birthDate.description,
        sex: details.sex.rawValue,
        identifier: details.identifier,
        address: details.address,
        phone: details.phone,
        physician: physician.isEmpty ? nil : physician.joined(separator: ", "),
        allergies: details.allergies
      ),
      wounds: record.wounds.map { detail in
        ReportWound(detail, photos: record.photos, period: period, timeZone: timeZone)
      },
      braden: record.braden.filter { period.contains($0.assessedAt, in: timeZone) }.map {
        ReportBraden(
          assessedAt: $0.assessedAt,
          total: $0.total,
          risk: $0.risk.label,
          subscales: $0.scores.inScaleOrder,
          assessedBy: $0.assessedBy
        )
      },
      period: period.text,
      producedBy: producedBy,
      producedAt: producedAt,
      timeZone: timeZone
    )
    visits = record.visits.filter { period.contains($0.visitedAt, in: timeZone) }.map {
      ReportWords.visit($0, timeZone: timeZone)
    }
    photosLeftOut = record.photosLeftOut
    abpi = record.abpi.filter { period.contains($0.measuredAt, in: timeZone) }.map {
      ReportABPI(measuredAt: $0.measuredAt, measuredBy: $0.measuredBy, legs: $0.legsText)
    }
  }
}

extension ReportWound {
  init(
    _ detail: WoundDetail,
    photos: [String: (photo: Photo, bytes: Data)],
    period: ReportPeriod,
    timeZone: TimeZone
  ) {
    let wound = detail.wound
    let shown = detail.currentAssessments.filter {
      period.contains($0.assessment.takenAt, in: timeZone)
    }
    let clock = wound.clockPosition.map { " at \($0) o'clock" } ?? ""
    let site = [ReportWords.spaced(wound.site.rawValue) + clock, wound.description].compactMap {
      $0
    }
    self.init(
      type: ReportWords.type(wound.type),
      site: site.joined(separator: ": "),
      stage: wound.stage.map { ReportWords.spaced($0.rawValue) },
      status: ReportWords.status(wound.status),
      openedOn: wound.openedOn.description,
      assessments: shown.compactMap(ReportAssessment.init),
      latestReduction: detail.latest?.scores?.reduction.map { "\($0)%" },
      trajectory: ReportWords.trajectory(detail.trajectory, type: wound.type),
      photos: shown.flatMap { entry in
        entry.assessment.photoIDs.compactMap { id in
          photos[id].map {
            ReportPhoto(
              takenAt: entry.assessment.takenAt,
              mediaType: $0.photo.format.mediaType,
              bytes: $0.bytes
            )
          }
        }
      }
    )
    infection = shown.last?.screening.map(ReportWords.infection)
    plan = detail.carePlan.map(ReportWords.plan)
  }
}

extension ReportAssessment {
  /// Nil for a superseded assessment, which has no scores.
  init?(_ entry: AssessmentEntry) {
    guard let scores = entry.scores else { return nil }
    let findings = entry.assessment.findings
    let size = ([findings.length, findings.width] + (findings.depth.map { [$0] } ?? []))
      .map(\.description).joined(separator: " × ")
    self.init(
      takenAt: entry.assessment.takenAt,
      size: size,
      area: scores.area.value,
      areaText: scores.area.description,
      push: scores.push.total,
      reduction: entry.isBaseline ? "baseline" : scores.reduction.map { "\($0)%" } ?? "—",
      exudate: [findings.exudateAmount.rawValue, findings.exudateType?.rawValue]
        .compactMap { $0 }.joined(separator: " "),
      tissue: ReportWords.tissue(findings.tissue),
      pain: findings.pain.map { "\($0)/10" } ?? "—",
      takenBy: entry.assessment.takenBy
    )
  }
}
