import ArgumentParser
import CoreContract
import CoreTerminal
import Foundation
import LibPatient
import LibWound

/// `nurse visit …`: the visits of the round, append-only like assessments; a visit recorded
/// by mistake is voided, never deleted.
struct VisitCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "visit",
    abstract:
      "Record a visit (dressings changed, assessments and Bradens linked); list them; void one.",
    subcommands: [VisitRecordCommand.self, VisitListCommand.self, VisitVoidCommand.self]
  )
}

struct VisitRecordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a visit to a patient and print its id.",
    discussion: """
      An assessment recorded during the visit (nurse wound assess prints its id) is linked by
      --assessment; a dressing changed by --dressing, which makes the plan's next change fall
      due from the visit's day. A visit not done says why with --outcome (not-at-home,
      refused, in-hospital, deceased with --deceased-on) and names nothing done; --started-at
      is when the visit began, --at when it ended.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: .patientReference)
  var patient: String
  @Option(help: "A wound whose dressing was changed (repeat for several).") var dressing: [String] =
    []
  @Option(help: "An assessment recorded during the visit (repeat for several).")
  var assessment: [String] = []
  @Option(help: "A Braden scale recorded during the visit: its full id.") var braden: [UUID] = []
  @Option(help: "A short note (500 characters at most).") var note: String?
  @Option(help: ArgumentHelp("When (default: now).", valueName: "time")) var at: String?
  @Option(
    help: ArgumentHelp(
      "How it ended: \(VisitOutcome.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "outcome"
    )
  )
  var outcome: String = VisitOutcome.done.rawValue
  @Option(help: ArgumentHelp("The day she died (with --outcome deceased).", valueName: "date"))
  var deceasedOn: String?
  @Option(help: ArgumentHelp("When the visit began (at or before --at).", valueName: "time"))
  var startedAt: String?
  @Option(help: .newRecordID) var id: UUID?

  func run() async throws {
    try await CommandFailure.report {
      let instant = try at.map { try TimeArguments.instant($0, field: "at") }
      guard let outcome = VisitOutcome(rawValue: outcome) else {
        let known = VisitOutcome.allCases.map(\.rawValue).joined(separator: ", ")
        throw RuleViolation(field: "outcome", reason: "must be one of \(known)")
      }
      let died = try deceasedOn.map { try TimeArguments.date($0, field: "deceasedOn") }
      let started = try startedAt.map { try TimeArguments.instant($0, field: "startedAt") }
      let app = try await AppEnvironment.open(global)
      var wounds: [Wound.ID] = []
      for text in dressing { wounds.append(try await app.wounds.resolveWoundID(text)) }
      var assessments: [Assessment.ID] = []
      for text in assessment { assessments.append(try await app.wounds.resolveAssessmentID(text)) }
      let visit = NewVisit(
        id: id.map { Visit.ID($0) } ?? Visit.ID(),
        patientID: try await app.patients.resolveID(patient),
        visitedAt: instant,
        dressingsChanged: wounds,
        assessments: assessments,
        bradens: braden.map { BradenAssessment.ID($0) },
        note: note,
        outcome: outcome,
        deceasedOn: died,
        startedAt: started
      )
      try await CarePlanFlags.renaming { try await app.wounds.record(visit) }
      print(visit.id.uuidString.lowercased())
    }
  }
}

struct VisitListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List a patient's visits, newest first."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: .patientReference)
  var patient: String
  @Flag(help: .jsonInsteadOfLines) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let visits = try await app.wounds.visits(of: try await app.patients.resolveID(patient))
      if json { return try JSONOutput.print(visits.map(VisitJSON.init)) }
      for visit in visits { print(Self.line(visit)) }
    }
  }

  /// "9f1c2e4a  2026-11-26 17:53  25 min  by anna  dressings 1  assessments 1  Braden  note",
  /// "NOT AT HOME" (or "DECEASED 2026-11-25"…) after the time for a visit not done, then
  /// "VOIDED by bea, 2026-11-26 18:10: reason" for a voided visit: her id prefix for
  /// `nurse visit void`, the time in the nurse's time zone, texts with their controls visible.
  static func line(_ visit: Visit) -> String {
    var parts = [
      String(visit.id.uuidString.lowercased().prefix(8)), TypedTime.shown(visit.visitedAt),
    ]
    if let minutes = visit.durationMinutes { parts.append("\(minutes) min") }
    if visit.outcome != .done {
      let died = visit.deceasedOn.map { " \($0)" } ?? ""
      parts.append(visit.outcome.words.uppercased() + died)
    }
    if let by = visit.visitedBy { parts.append("by \(by.visibleControls())") }
    if !visit.dressingsChanged.isEmpty { parts.append("dressings \(visit.dressingsChanged.count)") }
    if !visit.assessments.isEmpty { parts.append("assessments \(visit.assessments.count)") }
    if !visit.bradens.isEmpty { parts.append("Braden") }
    if let note = visit.note { parts.append(note.visibleControls()) }
    if let void = visit.voided {
      let by = void.voidedBy.map { "by \($0.visibleControls()), " } ?? ""
      let why = void.reason.map { ": \($0.visibleControls())" } ?? ""
      parts.append("VOIDED \(by)\(TypedTime.shown(void.voidedAt))\(why)")
    }
    return parts.joined(separator: "  ")
  }
}

struct VisitVoidCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "void",
    abstract: "Void a visit recorded by mistake and print the void's id.",
    discussion: """
      The visit is never deleted: a void naming it is recorded (who, now, the reason) and synced
      like any visit, and the visit then counts for nothing (no dressing changed, nothing linked,
      not visited). nurse visit list shows it voided.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The visit: its full id or its first characters (at least 4; visit list).")
  var visit: String
  @Option(help: "Why (500 characters at most).") var reason: String?

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let visitID = try await app.wounds.resolveVisitID(visit)
      let id = Visit.ID()
      try await CarePlanFlags.renaming(["note": "--reason", "voids": "VISIT"]) {
        try await app.wounds.voidVisit(visitID, reason: reason, id: id)
      }
      print(id.uuidString.lowercased())
    }
  }
}

/// The options of `wound plan` and `visit record` that differ from `OptionNames` for the
/// fields a refusal names: a frequency is `--every` or `--on`, and a visit's void has its own
/// words. Every other field is named by `OptionNames`, the one table.
enum CarePlanFlags {
  static let flags = ["dressingChange": "--every/--on"]

  /// Runs `body`, renaming the field of a `RuleViolation` it throws to its option (`flags`
  /// by default; a command whose options differ gives its own).
  static func renaming(_ names: [String: String] = flags, _ body: () async throws -> Void)
    async throws
  {
    do {
      try await body()
    } catch let violation as RuleViolation where names[violation.field] != nil {
      throw RuleViolation(field: names[violation.field]!, reason: violation.reason)
    }
  }
}
