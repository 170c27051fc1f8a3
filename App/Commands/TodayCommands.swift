import ArgumentParser
import CoreContract
import Foundation
import LibPatient
import LibWound

/// `nurse today …`: the day's round (docs/care-plans.md).
struct TodayCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "today",
    abstract: "The day's round: every patient with something due, in visit order.",
    subcommands: [TodayShowCommand.self, TodayMoveCommand.self],
    defaultSubcommand: TodayShowCommand.self
  )
}

struct TodayShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print the round of a day (today by default) with what is due and why."
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: ArgumentHelp("The day (default: today).", valueName: "date")) var date: String?
  @Flag(help: "Print the dressings the round's changes still due need, counted per product.")
  var supplies = false
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let day = try date.map { try TimeArguments.date($0, field: "date") }
      let app = try await AppEnvironment.open(global)
      if json {
        let round = try await app.wounds.round(on: day, unread: await app.unreadCounts())
        if supplies {
          try JSONOutput.print(RoundSuppliesJSON(round))
        } else {
          try JSONOutput.print(RoundJSON(round))
        }
      } else {
        await app.printTodayOnce(day: day, supplies: supplies)
      }
    }
  }
}

struct TodayMoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "move",
    abstract: "Visit a patient before another on a day's round (kept on this device)."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The patient to move: her full id or its first characters (at least 4).")
  var patient: String
  @Option(help: "The patient she goes before.") var before: String
  @Option(help: ArgumentHelp("The day (default: today).", valueName: "date")) var date: String?

  func run() async throws {
    try await CommandFailure.report {
      let day = try date.map { try TimeArguments.date($0, field: "date") }
      let app = try await AppEnvironment.open(global)
      let moved = try await app.patients.resolveID(patient)
      let other = try await app.patients.resolveID(before)
      do {
        try await app.wounds.moveInRound(
          moved,
          before: other,
          on: day,
          unread: await app.unreadCounts()
        )
      } catch let error as RuleViolation where error.field == "patient" {
        throw RuleViolation(field: "PATIENT", reason: error.reason)
      } catch let error as RuleViolation where error.field == "before" {
        throw RuleViolation(field: "--before", reason: error.reason)
      }
    }
  }
}
