import ArgumentParser
import Foundation
import LibPatient

struct PatientListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List patients, optionally matching a search."
  )

  @OptionGroup var global: GlobalOptions
  @Option(
    help:
      "Words to find in names, identifier, address or phone (its digits), or an id's start (case and accents ignored)."
  )
  var search: String?
  @Flag(help: "List archived patients instead of active ones.") var archived = false
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global, readsOnce: json)
      let status: PatientStatus = archived ? .archived : .active
      if json {
        let summaries = try await app.patients.list(
          PatientListQuery(search: search, status: status)
        )
        try JSONOutput.print(summaries.map(PatientJSON.init))
      } else {
        await app.printOnce(wholeList: true) { $0.patientList(search: search, status: status) }
      }
    }
  }
}

struct PatientShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show one patient with her latest Braden assessment."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var patient: PatientIDArgument
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await patient.withPatient(in: global) { app, id in
      if json {
        let patient = try await app.patients.patient(id)
        try JSONOutput.print(PatientJSON(patient))
      } else {
        await app.printOnce { $0.patientDetail(id: id) }
      }
    }
  }
}
