import ArgumentParser
import CoreContract
import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// `nurse caseload`: the team lead's triage of every open wound of the team, ranked by concern
/// (docs/clinical-rules.md "Caseload"), as the caseload screen prints it, or as JSON.
struct CaseloadCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "caseload",
    abstract: "Every open wound of the team ranked by concern, each with why.",
    discussion: """
      Reasons, most concerning first: \(CaseloadReason.allCases.map(\.rawValue).joined(separator: ", ")).
      A wound's nurse is who last assessed it, else who opened it.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: ArgumentHelp("Only the wounds of this nurse (any case).", valueName: "name"))
  var nurse: String?
  @Option(
    help: ArgumentHelp("Only the wounds with this reason; repeat for several.", valueName: "reason")
  )
  var reason: [String] = []
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let filter = try Self.filter(nurse: nurse, reasons: reason)
      let app = try await AppEnvironment.open(global, readsOnce: true)
      if json {
        try JSONOutput.print(try await app.wounds.caseload(filter).map(CaseloadJSON.init))
      } else {
        await app.printCaseloadOnce(filter)
      }
    }
  }

  /// The filter the options ask for; a reason outside the list, or a control character in the
  /// nurse's name, is refused naming its option (65) before the store is opened.
  static func filter(nurse: String?, reasons: [String]) throws -> CaseloadFilter {
    if let nurse,
      nurse.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
    {
      throw RuleViolation(field: "nurse", reason: "holds a control character")
    }
    var kept: Set<CaseloadReason> = []
    for text in reasons {
      guard let reason = CaseloadReason(rawValue: text.lowercased()) else {
        let known = CaseloadReason.allCases.map(\.rawValue).joined(separator: ", ")
        throw RuleViolation(
          field: "reason",
          reason: "is not a reason: '\(text.visibleControls())' (one of \(known))"
        )
      }
      kept.insert(reason)
    }
    return CaseloadFilter(nurse: nurse, reasons: kept)
  }
}

extension AppEnvironment {
  /// The caseload screen printed once, every row (not a terminal's height), at the once-mode
  /// width.
  func printCaseloadOnce(_ filter: CaseloadFilter) async {
    let navigator = Navigator(terminal: SystemTerminal())
    let screen = woundsNavigation(navigator: navigator).caseload(filter: filter)
    let size = TerminalSize(columns: Self.onceSize().columns, rows: 100_000)
    await Navigator.printOnce(screen, size: size)
  }
}

/// A row of `caseload --json`: the wound, its patient, its nurse and why it ranks there.
struct CaseloadJSON: Encodable {
  /// A reason: its code (`--reason`) and its words.
  struct Reason: Encodable {
    var code: String
    var words: String
  }

  var woundId: String
  var patientId: String
  var patientName: String
  var type: String
  var site: String
  var nurse: String?
  var openedBy: String?
  var lastAssessedBy: String?
  var lastAssessedAt: String?
  var lastAreaCm2: Double?
  var lastPushScore: Int?
  var reasons: [Reason]
  /// Her visit missed yesterday (the day, the outcome when one was recorded, why in words).
  var missedVisit: MissedJSON?

  init(_ entry: CaseloadEntry) {
    woundId = RecordID.text(entry.wound.id)
    patientId = RecordID.text(entry.wound.patientID)
    patientName = PatientName.display(familyName: entry.familyName, givenName: entry.givenName)
    type = entry.wound.type.rawValue
    site = entry.wound.site.rawValue
    nurse = entry.nurse
    openedBy = entry.wound.openedBy
    lastAssessedBy = entry.lastAssessedBy
    lastAssessedAt = entry.lastAssessedAt.map(JSONOutput.timestamp)
    lastAreaCm2 = entry.lastArea?.value
    lastPushScore = entry.lastPush
    reasons = entry.reasons.map { Reason(code: $0.rawValue, words: $0.words) }
    missedVisit = entry.missedVisit.map(MissedJSON.init)
  }
}
