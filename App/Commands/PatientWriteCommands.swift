import ArgumentParser
import Foundation
import LibPatient

struct PatientAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a patient and print her id."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var details: PatientDetailsOptions
  @Option(help: "The id to give her (default: a new UUID).") var id: UUID?
  @Flag(help: .notADuplicate)
  var notADuplicate = false

  func run() async throws {
    try await CommandFailure.report {
      let newPatient = NewPatient(
        // The option is read as a UUID; here it becomes a patient's id.
        id: id.map { Patient.ID($0) } ?? Patient.ID(),
        details: try details.newDetails(),
        notADuplicate: notADuplicate
      )
      let app = try await AppEnvironment.open(global)
      try await app.patients.add(newPatient)
      print(newPatient.id.uuidString.lowercased())
    }
  }
}

struct PatientEditCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Change a patient's details (only the options given)."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var patient: PatientIDArgument
  @OptionGroup var details: PatientDetailsOptions
  @Flag(help: .notADuplicate)
  var notADuplicate = false

  func run() async throws {
    try await CommandFailure.report {
      guard !details.isEmpty else { throw UsageError(message: "nothing to change: give an option") }
      let app = try await AppEnvironment.open(global)
      let id = try await app.patients.resolveID(patient.id)
      var changed = try await app.patients.patient(id).details
      try details.apply(to: &changed)
      try await app.patients.edit(id, details: changed, notADuplicate: notADuplicate)
    }
  }
}

struct PatientArchiveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "archive",
    abstract: "Archive a patient: she leaves the lists, nothing is deleted."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var patient: PatientIDArgument

  func run() async throws {
    try await patient.withPatient(in: global) { app, id in try await app.patients.archive(id) }
  }
}

struct PatientUnarchiveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unarchive",
    abstract: "Bring an archived patient back to the lists."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var patient: PatientIDArgument

  func run() async throws {
    try await patient.withPatient(in: global) { app, id in try await app.patients.unarchive(id) }
  }
}

struct PatientBradenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "braden",
    abstract: "Record a Braden assessment (pressure-injury risk) and print its total and band."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var patient: PatientIDArgument
  @Option(help: "Sensory perception, 1-4.") var sensory: Int
  @Option(help: "Moisture, 1-4.") var moisture: Int
  @Option(help: "Activity, 1-4.") var activity: Int
  @Option(help: "Mobility, 1-4.") var mobility: Int
  @Option(help: "Nutrition, 1-4.") var nutrition: Int
  @Option(help: "Friction and shear, 1-3.") var friction: Int
  @Option(help: ArgumentHelp("When it was assessed (default: now).", valueName: "date-time"))
  var at: String?

  func run() async throws {
    try await CommandFailure.report {
      let scores = BradenScores(
        sensoryPerception: sensory,
        moisture: moisture,
        activity: activity,
        mobility: mobility,
        nutrition: nutrition,
        frictionShear: friction
      )
      let assessedAt =
        try at.map { try TimeArguments.instant($0, field: "at") } ?? AppEnvironment.clock()
      let app = try await AppEnvironment.open(global)
      let id = try await app.patients.resolveID(patient.id)
      let assessment = BradenAssessment(patientID: id, assessedAt: assessedAt, scores: scores)
      try await app.patients.recordBraden(assessment)
      print("Braden \(assessment.total): \(assessment.risk.label) risk")
    }
  }
}
