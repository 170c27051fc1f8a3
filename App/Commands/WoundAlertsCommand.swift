import ArgumentParser
import CoreContract
import CoreTerminal
import Foundation
import LibPatient
import LibWound

struct WoundAlertsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "alerts",
    abstract: "The open wounds of every patient that are overdue or off their healing trajectory."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Print JSON instead of a table.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      // Read-only: one connection, not a pool (`AppEnvironment.open(_:readsOnce:)`).
      let app = try await AppEnvironment.open(global, readsOnce: true)
      let summaries = try await app.wounds.alerts()
      // Every patient's name in one read, not one patient fetch per alert: at 3,000 wounds
      // those fetches took most of the command's time.
      var names: [Patient.ID: String] = [:]
      if !summaries.isEmpty {
        for patient in try await app.patients.list(PatientListQuery(status: nil)) {
          names[patient.id] = PatientName.display(
            familyName: patient.familyName,
            givenName: patient.givenName
          )
        }
      }
      // A wound of a patient merged into another is named by the patient kept.
      let merges = summaries.isEmpty ? PatientMerges() : try await app.patients.merges()
      var alerts: [WoundAlertJSON] = []
      for summary in summaries {
        let patientID = merges.kept(summary.wound.patientID)
        let name: String
        if let known = names[patientID] {
          name = known
        } else {
          name = PatientName.display(try await app.patients.patient(patientID).details)
        }
        alerts.append(WoundAlertJSON(summary, patientName: name))
      }
      if json {
        try JSONOutput.print(alerts)
      } else {
        print(Self.table(alerts).joined(separator: "\n"))
      }
    }
  }

  /// The alerts as a plain table at the once-mode width: there is no alerts screen, and a
  /// nurse reading this in a script or a pipe wants text, not escape codes.
  static func table(_ alerts: [WoundAlertJSON]) -> [String] {
    guard !alerts.isEmpty else { return ["No wound needs attention."] }
    let table = TextTable(
      columns: [
        TextTable.Column("Patient"), TextTable.Column("Wound", width: .fixed(8)),
        TextTable.Column("Site"), TextTable.Column("Why", width: .flexible(minimum: 30)),
      ],
      showsSelectionMarker: false
    )
    let rows = alerts.map {
      [
        $0.patientName.visibleControls(whitespace: .asPictures), String($0.woundId.prefix(8)),
        $0.site, $0.reason,
      ]
    }
    return table.render(rows, width: AppEnvironment.onceSize().columns)
  }
}

/// A row of `wound alerts --json`: which wound of which patient, and why it needs attention.
struct WoundAlertJSON: Encodable {
  var patientId: String
  var patientName: String
  var woundId: String
  var type: String
  var site: String
  var lastAssessedAt: String?
  var overdue: Bool
  var trajectory: String
  /// Its latest assessment suspects a deep infection: tell the physician today.
  var deepInfectionSuspected: Bool
  /// Its plan compresses a leg whose ABPI is more than 84 days old or missing.
  var abpiDue: Bool
  var reason: String

  init(_ summary: WoundSummary, patientName: String) {
    patientId = RecordID.text(summary.wound.patientID)
    self.patientName = patientName
    woundId = RecordID.text(summary.wound.id)
    type = summary.wound.type.rawValue
    site = summary.wound.site.rawValue
    lastAssessedAt = summary.lastAssessedAt.map(JSONOutput.timestamp)
    overdue = summary.isOverdue
    trajectory = summary.trajectory.rawValue
    deepInfectionSuspected = summary.isDeepInfectionSuspected
    abpiDue = summary.isABPIDue
    var reasons: [String] = []
    if summary.isDeepInfectionSuspected {
      reasons.append(InfectionVerdict.deepInfectionSuspected.actionFirst)
    }
    if summary.isOverdue {
      let since = summary.lastAssessedAt.map { "last assessed \(CalendarDate($0))" }
      reasons.append("overdue: \(since ?? "never assessed")")
    }
    if summary.trajectory == .offTrack {
      reasons.append("not on a healing trajectory: reassess the treatment")
    }
    if summary.isABPIDue {
      reasons.append("ABPI due: the compression's ABPI is over 84 days old or missing")
    }
    reason = reasons.joined(separator: "; ")
  }
}
