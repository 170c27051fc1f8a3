import ArgumentParser
import Foundation
import LibPatient
import LibWound

struct WoundListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List a patient's wounds, open ones first, with their latest numbers."
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: .patientReference)
  var patient: String
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let id = try await app.patients.resolveID(patient)
      if json {
        try JSONOutput.print(try await app.wounds.wounds(of: id).map(WoundSummaryJSON.init))
      } else {
        let name = PatientName.display(try await app.patients.patient(id).details)
        await app.printWoundScreenOnce { $0.woundList(patientID: id, patientName: name) }
      }
    }
  }
}

struct WoundShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show a wound: its assessments, area and PUSH chart, reduction and trajectory."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await wound.withWound(in: global, readsOnce: json) { app, id in
      if json {
        let detail = try await app.wounds.wound(id)
        var photos: [String: Photo] = [:]
        for photoID in Set(detail.assessments.flatMap(\.assessment.photoIDs)) {
          photos[photoID] = try await app.wounds.photoFacts(photoID)
        }
        try JSONOutput.print(WoundJSON(detail, photos: photos))
      } else {
        await app.printWoundScreenOnce { $0.woundDetail(id: id) }
      }
    }
  }
}

/// How the screens name a patient: "Dupont, Marie".
enum PatientName {
  static func display(_ details: PatientDetails) -> String {
    display(familyName: details.familyName, givenName: details.givenName)
  }

  static func display(familyName: String, givenName: String) -> String {
    "\(familyName), \(givenName)"
  }
}
