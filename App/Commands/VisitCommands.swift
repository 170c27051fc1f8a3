import ArgumentParser
import CoreContract
import CoreTerminal
import Foundation
import LibPatient
import LibWound

/// `nurse visit …`: the visits of the round, append-only like assessments.
struct VisitCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "visit",
    abstract: "Record a visit (dressings changed, assessments and Bradens linked); list them.",
    subcommands: [VisitRecordCommand.self, VisitListCommand.self]
  )
}

struct VisitRecordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a visit to a patient and print its id.",
    discussion: """
      An assessment recorded during the visit (nurse wound assess prints its id) is linked by
      --assessment; a dressing changed by --dressing, which makes the plan's next change fall
      due from the visit's day.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The patient: her full id or its first characters (at least 4).")
  var patient: String
  @Option(help: "A wound whose dressing was changed (repeat for several).") var dressing: [String] =
    []
  @Option(help: "An assessment recorded during the visit (repeat for several).")
  var assessment: [String] = []
  @Option(help: "A Braden scale recorded during the visit: its full id.") var braden: [UUID] = []
  @Option(help: "A short note (500 characters at most).") var note: String?
  @Option(help: ArgumentHelp("When (default: now).", valueName: "time")) var at: String?
  @Option(help: "The id to give it (default: a new UUID).") var id: UUID?

  func run() async throws {
    try await CommandFailure.report {
      let instant = try at.map { try TimeArguments.instant($0, field: "at") }
      let app = try await AppEnvironment.open(global)
      var wounds: [UUID] = []
      for text in dressing { wounds.append(try await app.wounds.resolveWoundID(text)) }
      var assessments: [UUID] = []
      for text in assessment { assessments.append(try await app.wounds.resolveAssessmentID(text)) }
      let visit = NewVisit(
        id: id ?? UUID(),
        patientID: try await app.patients.resolveID(patient),
        visitedAt: instant,
        dressingsChanged: wounds,
        assessments: assessments,
        bradens: braden,
        note: note
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
  @Argument(help: "The patient: her full id or its first characters (at least 4).")
  var patient: String
  @Flag(help: "Print JSON instead of lines.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let visits = try await app.wounds.visits(of: try await app.patients.resolveID(patient))
      if json { return try JSONOutput.print(visits.map(VisitJSON.init)) }
      for visit in visits {
        var parts = [JSONOutput.timestamp(visit.visitedAt)]
        if !visit.dressingsChanged.isEmpty {
          parts.append("dressings \(visit.dressingsChanged.count)")
        }
        if !visit.assessments.isEmpty { parts.append("assessments \(visit.assessments.count)") }
        if !visit.bradens.isEmpty { parts.append("Braden") }
        if let by = visit.visitedBy { parts.append("by \(by.visibleControls())") }
        if let note = visit.note { parts.append(note.visibleControls()) }
        print(parts.joined(separator: "  "))
      }
    }
  }
}

/// The options of `wound plan` and `visit record` for the wire fields a refusal names, so exit
/// 65 points at what the nurse typed (`primaryDressing` -> `--primary`).
enum CarePlanFlags {
  static let flags = [
    "primaryDressing": "--primary", "secondaryDressing": "--secondary",
    "cleansing": "--cleansing", "dressingChange": "--every/--on",
    "assessEveryDays": "--assess-every", "referringNurse": "--referring",
    "startsOn": "--starts-on", "note": "--note", "dressing": "--dressing",
    "assessment": "--assessment", "braden": "--braden", "visitedAt": "--at",
  ]

  /// Runs `body`, renaming the field of a `RuleViolation` it throws to its option.
  static func renaming(_ body: () async throws -> Void) async throws {
    do {
      try await body()
    } catch let violation as RuleViolation where flags[violation.field] != nil {
      throw RuleViolation(field: flags[violation.field]!, reason: violation.reason)
    }
  }
}
