import ArgumentParser
import Foundation
import LibPatient
import LibWound

struct WoundAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Open a wound under a patient and print its id."
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: .patientReference)
  var patient: String
  @Option(help: .woundType) var type: WoundType
  @Option(help: .woundSite)
  var site: BodySite
  @Option(
    help: ArgumentHelp(
      "Where on the site, as a clock face (12 towards the head).",
      valueName: "1-12"
    )
  )
  var clock: Int?
  @OptionGroup var texts: WoundTextOptions
  @Option(help: .woundStage) var stage: PressureInjuryStage?
  @Option(help: ArgumentHelp("The day it was first seen (default: today).", valueName: "date"))
  var openedOn: String?
  @Option(help: .newRecordID) var id: UUID?

  func run() async throws {
    try await CommandFailure.report {
      let openedDay = try openedOn.map { try TimeArguments.date($0, field: "openedOn") }
      let app = try await AppEnvironment.open(global)
      var details = WoundDetails(type: type, site: site, clockPosition: clock, stage: stage)
      texts.apply(to: &details)
      let wound = NewWound(
        id: id.map { Wound.ID($0) } ?? Wound.ID(),
        patientID: try await app.patients.resolveID(patient),
        openedOn: openedDay,
        details: details
      )
      try await app.wounds.open(wound)
      print(wound.id.uuidString.lowercased())
    }
  }
}

struct WoundHealCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "heal",
    abstract: "Mark an open wound healed."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument
  @Option(help: ArgumentHelp("The day it healed (default: today).", valueName: "date"))
  var on: String?

  func run() async throws {
    try await CommandFailure.report {
      let day = try on.map { try TimeArguments.date($0, field: "on") }
      let app = try await AppEnvironment.open(global)
      try await app.wounds.markHealed(try await app.wounds.resolveWoundID(wound.id), on: day)
    }
  }
}

struct WoundCloseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "close",
    abstract: "Close an open wound for another reason than healing."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument
  @Option(help: "Why it is closed (the patient moved, another team took over, …).")
  var reason: String

  func run() async throws {
    try await wound.withWound(in: global) { app, id in
      try await app.wounds.close(id, reason: reason)
    }
  }
}

struct WoundReopenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reopen",
    abstract: "Reopen a healed or closed wound, so it can be assessed again."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument

  func run() async throws {
    try await wound.withWound(in: global) { app, id in try await app.wounds.reopen(id) }
  }
}
