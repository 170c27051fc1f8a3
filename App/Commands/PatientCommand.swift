import ArgumentParser
import Foundation
import LibPatient

/// `nurse patient …`: a nurse's patients and their Braden assessments.
struct PatientCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "patient",
    abstract: "Add, find, show, edit and archive patients; record Braden assessments and ABPIs.",
    subcommands: [
      PatientAddCommand.self, PatientListCommand.self, PatientShowCommand.self,
      PatientEditCommand.self, PatientArchiveCommand.self, PatientUnarchiveCommand.self,
      PatientBradenCommand.self, PatientABPICommand.self, PatientConsentCommand.self,
      PatientDuplicatesCommand.self, PatientMergeCommand.self,
    ]
  )
}

extension Sex: @retroactive ExpressibleByArgument {}

extension UUID: @retroactive ExpressibleByArgument {
  public init?(argument: String) {
    self.init(uuidString: argument)
  }
}

/// A patient named on the command line: a full UUID or an unambiguous prefix of 4 or more.
struct PatientIDArgument: ParsableArguments {
  @Argument(help: .patientReference)
  var id: String

  /// Opens the store, finds the patient, and runs `body` on her; any failure is reported
  /// with its exit code.
  func withPatient(
    in global: GlobalOptions,
    _ body: (AppEnvironment, Patient.ID) async throws -> Void
  ) async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      try await body(app, try await app.patients.resolveID(id))
    }
  }
}
