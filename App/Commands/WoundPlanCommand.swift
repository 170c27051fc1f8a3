import ArgumentParser
import CoreTerminal
import Foundation
import LibPatient
import LibWound

/// `nurse wound plan WOUND …`: shows the wound's care plan, or writes it (docs/care-plans.md).
struct WoundPlanCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Show or set an open wound's care plan: dressings, how often, assessments.",
    discussion: """
      With no option it prints the plan. A new plan needs --primary and --every or --on; an
      existing one changes only what is given (an empty text clears it).
      """
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument
  @Option(help: "How the wound is cleansed.") var cleansing: String?
  @Option(help: "The dressing on the wound bed.") var primary: String?
  @Option(help: "The dressing over it.") var secondary: String?
  @Option(help: ArgumentHelp("Change the dressing every N days (1-60).", valueName: "days"))
  var every: Int?
  @Option(
    help: ArgumentHelp(
      "Change it on these weekdays instead (monday,thursday).",
      valueName: "days"
    )
  )
  var on: String?
  @Option(help: ArgumentHelp("Assess the wound every N days (default 7).", valueName: "days"))
  var assessEvery: Int?
  @Option(help: "The wound's referring nurse.") var referring: String?
  @Option(help: ArgumentHelp("The plan's first day (default: today).", valueName: "date"))
  var startsOn: String?
  @Option(
    help: ArgumentHelp(
      "Compression on the wound's leg: full, reduced or none (needs the leg's ABPI).",
      valueName: "level"
    )
  )
  var compression: String?
  @Option(
    help: ArgumentHelp(
      "The specialist who advised the compression despite the ABPI (with --advised-on).",
      valueName: "who"
    )
  )
  var specialistAdvice: String?
  @Option(help: ArgumentHelp("The day of the specialist's advice.", valueName: "date"))
  var advisedOn: String?
  @Flag(help: .jsonInsteadOfLines) var json = false

  private var writes: Bool {
    [
      cleansing, primary, secondary, on, referring, startsOn, compression, specialistAdvice,
      advisedOn,
    ]
    .contains { $0 != nil }
      || every != nil || assessEvery != nil
  }

  func run() async throws {
    try await wound.withWound(in: global) { app, id in
      if writes {
        let stored = try await app.wounds.plan(of: id)
        let draft = try self.draft(for: id, stored: stored)
        try await CarePlanFlags.renaming { try await app.wounds.setPlan(draft) }
      }
      guard let plan = try await app.wounds.plan(of: id) else {
        throw NotFound(
          message: "plan: the wound has no care plan (set one with --primary and --every or --on)"
        )
      }
      if json { return try JSONOutput.print(CarePlanJSON(plan)) }
      if !writes { CarePlanLines.print(plan) }
    }
  }

  /// The plan the options describe, over the stored one when there is one.
  private func draft(for woundID: Wound.ID, stored: CarePlan?) throws -> CarePlanDraft {
    if every != nil && on != nil {
      throw UsageError(message: "--every and --on: give one of them")
    }
    let change: DressingChangeFrequency?
    if let every {
      change = .everyDays(every)
    } else if let on {
      change = .weekdays(try Self.weekdays(on))
    } else {
      change = stored?.change
    }
    guard let change, let primaryDressing = primary ?? stored?.primaryDressing else {
      throw UsageError(message: "a new plan needs --primary and --every or --on")
    }
    func kept(_ given: String?, _ stored: String?) -> String? {
      guard let given else { return stored }
      return given.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : given
    }
    let level = try compression.map(Self.compressionLevel) ?? stored?.compression ?? .none
    return CarePlanDraft(
      woundID: woundID,
      startsOn: try startsOn.map { try TimeArguments.date($0, field: "startsOn") },
      cleansing: kept(cleansing, stored?.cleansing),
      primaryDressing: primaryDressing,
      secondaryDressing: kept(secondary, stored?.secondaryDressing),
      change: change,
      assessEveryDays: assessEvery ?? stored?.assessEveryDays ?? 7,
      referringNurse: kept(referring, stored?.referringNurse),
      compression: level,
      specialistAdvice: try advice(level: level, stored: stored)
    )
  }

  /// `full`, `reduced` or `none`.
  static func compressionLevel(_ text: String) throws -> CompressionLevel {
    let name = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard let level = CompressionLevel(rawValue: name) else {
      throw UsageError(
        message: "--compression: '\(name.visibleControls())' is not full, reduced or none"
      )
    }
    return level
  }

  /// The advice the options give (both or neither), else the stored one while the plan still
  /// compresses; none without compression. An empty `--specialist-advice` clears it.
  private func advice(level: CompressionLevel, stored: CarePlan?) throws -> SpecialistAdvice? {
    guard level != .none else {
      if specialistAdvice != nil || advisedOn != nil {
        throw UsageError(message: "--specialist-advice: only with --compression full or reduced")
      }
      return nil
    }
    switch (specialistAdvice, advisedOn) {
    case (nil, nil):
      return stored?.specialistAdvice
    case (let who?, nil) where who.trimmingCharacters(in: .whitespaces).isEmpty:
      return nil
    case (let who?, let day?):
      return SpecialistAdvice(by: who, on: try TimeArguments.date(day, field: "advisedOn"))
    case (nil, _?):
      throw UsageError(message: "--advised-on: give --specialist-advice too (who advised)")
    case (_?, nil):
      throw UsageError(message: "--specialist-advice: give --advised-on too (the day)")
    }
  }

  /// `monday,thursday` (or `mon,thu`), any case.
  static func weekdays(_ text: String) throws -> [Weekday] {
    try text.split(separator: ",").map { part in
      let name = part.trimmingCharacters(in: .whitespaces).lowercased()
      guard name.count >= 3,
        let day = Weekday.allCases.first(where: { $0.rawValue.hasPrefix(name) })
      else {
        throw UsageError(
          message: "--on: '\(name.visibleControls())' is not a weekday (monday … sunday)"
        )
      }
      return day
    }
  }
}

/// A plan as `nurse wound plan` prints it: one field a line, control characters visible.
enum CarePlanLines {
  static func print(_ plan: CarePlan) {
    let change: String
    switch plan.change {
    case .everyDays(let days): change = days == 1 ? "every day" : "every \(days) days"
    case .weekdays(let days): change = "on " + days.map(\.rawValue).joined(separator: ", ")
    }
    let lines: [(String, String?)] = [
      ("starts on", plan.startsOn.description), ("cleansing", plan.cleansing),
      ("primary dressing", plan.primaryDressing), ("secondary dressing", plan.secondaryDressing),
      ("dressing changed", change), ("assessed every", "\(plan.assessEveryDays) days"),
      ("referring nurse", plan.referringNurse),
      ("compression", plan.compressionText ?? "none"),
      ("changed", CarePlanLines.changed(plan)),
    ]
    for (label, value) in lines {
      let text = value.map { $0.visibleControls() } ?? "—"
      Swift.print("\(label.padding(toLength: 19, withPad: " ", startingAt: 0))\(text)")
    }
  }

  /// "2026-11-26 17:53 by anna" in the nurse's time zone: when the plan was written or last
  /// changed, and by whom when known.
  static func changed(_ plan: CarePlan) -> String {
    let when = TypedTime.shown(plan.updatedAt)
    return plan.updatedBy.map { "\(when) by \($0)" } ?? when
  }
}
