import ArgumentParser
import CoreReport
import Foundation
import LibPatient
import LibWound

/// `nurse report …`: what a nurse hands to a physician.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a printable report to share with a physician.",
    subcommands: [ReportPatientCommand.self]
  )
}

/// `nurse report patient ID --out FILE.html`: the patient's wounds, charts, photos and Braden
/// history as one self-contained HTML file, refused (64) when the file exists.
struct ReportPatientCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "patient",
    abstract: "A patient's wound report: one self-contained HTML file, printable on A4.",
    discussion: """
      Identity, allergies and physician; each wound on its own page with its assessments, \
      area and PUSH charts over time, the area reduction and the 4-week healing verdict with \
      its rule, and the photos; the Braden history. Needs no network to open or print.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: .patientReference)
  var patient: String
  @Option(help: "Only this wound (its id or first characters); all her wounds otherwise.")
  var wound: String?
  @Option(help: "The first day shown (YYYY-MM-DD), included.")
  var from: String?
  @Option(help: "The last day shown (YYYY-MM-DD), included.")
  var to: String?
  @Option(help: "The HTML file to create (readable by you only); never overwritten.")
  var out: String

  func run() async throws {
    try await CommandFailure.report {
      let period = ReportPeriod(
        from: try from.map { try TimeArguments.date($0, field: "--from") },
        to: try to.map { try TimeArguments.date($0, field: "--to") }
      )
      if let first = period.from, let last = period.to, first > last {
        throw UsageError(message: "--from \(first) is after --to \(last)")
      }
      try PrivateFile.refuseExisting(out)
      let app = try await AppEnvironment.open(global)
      let patientID = try await app.patients.resolveID(patient)
      var woundID: Wound.ID?
      if let wound { woundID = try await app.wounds.resolveWoundID(wound) }
      let record = try await PatientRecordSnapshot.load(app, patientID: patientID, woundID: woundID)
      if let woundID, record.wounds.isEmpty {
        throw NotFound(message: "--wound: wound \(woundID) is not one of this patient's")
      }
      let report = PatientReport(
        record,
        period: period,
        producedBy: PatientRecordSnapshot.producer(),
        producedAt: app.now(),
        timeZone: .current
      )
      let html = try PatientReportRenderer.render(report)
      try PrivateFile.create(at: out, bytes: Data(html.utf8))
      if let leftOut = record.photosLeftOut { CommandFailure.notice(leftOut) }
    }
  }
}
