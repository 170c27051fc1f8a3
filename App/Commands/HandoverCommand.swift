import ArgumentParser
import CoreContract
import Foundation
import LibPatient
import LibWound

/// `nurse handover …`: what colleagues recorded about the nurse's patients since she last saw
/// each (docs/care-plans.md "Handover"), and her mark of a patient's seen.
struct HandoverCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "handover",
    abstract: "What colleagues recorded since you last saw each patient of your round.",
    subcommands: [HandoverShowCommand.self, HandoverMarkSeenCommand.self],
    defaultSubcommand: HandoverShowCommand.self
  )
}

struct HandoverShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print each patient's changes by colleagues, with who and when.",
    discussion: """
      Since your last visit done to the patient or your last mark of it seen, whichever is
      later (else the last \(HandoverRule.windowDays) days); --since instead for every patient.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Option(
    help: ArgumentHelp(
      "From this day (YYYY-MM-DD, its start) or time (HH:MM, YYYY-MM-DD HH:MM).",
      valueName: "when"
    )
  )
  var since: String?
  @Flag(help: "Every active patient of the team, not your round's only.") var all = false
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let from = try since.map(Self.instant)
      let app = try await AppEnvironment.open(global, readsOnce: json)
      let scope: HandoverScope = all ? .all : .round
      if json {
        let handover = try await app.handover(scope, since: from)
        try JSONOutput.print(handover.filter { !$0.changes.isEmpty }.map(HandoverJSON.init))
      } else {
        _ = try SessionStore.current()
        await app.printHandoverOnce(scope, since: from)
      }
    }
  }

  /// `--since`: a day is its start in the nurse's zone; a time as every command reads one.
  static func instant(_ text: String) throws -> Date {
    if let day = CalendarDate(text) {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .current
      let parts = DateComponents(year: day.year, month: day.month, day: day.day)
      if let start = calendar.date(from: parts) { return start }
    }
    return try TimeArguments.instant(text, field: "since")
  }
}

struct HandoverMarkSeenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mark-seen",
    abstract: "Mark a patient's changes seen: they leave your handover, on every device of yours."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: .patientReference)
  var patient: String

  func run() async throws {
    try await CommandFailure.report {
      _ = try SessionStore.current()
      let app = try await AppEnvironment.open(global)
      try await app.wounds.markHandoverSeen(try await app.patients.resolveID(patient))
    }
  }
}

/// A patient of `handover --json`: since when, and each change with who and when.
struct HandoverJSON: Encodable {
  /// One change; the numbers of an assessment or a Braden beside its words.
  struct Change: Encodable {
    var at: String
    var by: String?
    var kind: String
    var text: String
    var woundId: String?
    var site: String?
    var areaCm2: Double?
    var areaChangeCm2: Double?
    var pushScore: Int?
    var pushChange: Int?
    var verdicts: [String]?
    var total: Int?
    var risk: String?

    init(_ change: HandoverChange) {
      at = JSONOutput.timestamp(change.at)
      by = change.by
      kind = change.kind
      text = change.words
      switch change.event {
      case .assessment(let assessment):
        woundId = RecordID.text(assessment.woundID)
        site = assessment.site.rawValue
        areaCm2 = assessment.area.value
        areaChangeCm2 = assessment.areaChange.map { Double($0) / 10 }
        pushScore = assessment.push
        pushChange = assessment.pushChange
        verdicts = assessment.verdicts.map(\.rawValue)
      case .plan(let woundID, let site, _, _):
        woundId = RecordID.text(woundID)
        self.site = site.rawValue
      case .braden(let total, let risk):
        self.total = total
        self.risk = risk.rawValue
      case .abpi, .message: break
      }
    }
  }

  var patientId: String
  var patientName: String
  var since: String
  var sinceReason: String
  var changes: [Change]

  init(_ handover: PatientHandover) {
    patientId = RecordID.text(handover.patientID)
    patientName = PatientName.display(
      familyName: handover.familyName,
      givenName: handover.givenName
    )
    since = JSONOutput.timestamp(handover.since.instant)
    sinceReason = handover.since.reason.rawValue
    changes = handover.changes.map(Change.init)
  }
}
