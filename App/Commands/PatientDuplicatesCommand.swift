import ArgumentParser
import CoreTerminal
import Foundation
import LibPatient

/// `nurse patient duplicates`: the team's patients that may be one person (two nurses'
/// offline registrations meet here after a sync), with why (docs/clinical-rules.md
/// "Possible duplicate patients").
struct PatientDuplicatesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "duplicates",
    abstract: "List the patients of the store that may be one person, with why."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: .jsonInsteadOfLines) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global, readsOnce: true)
      let pairs = try await app.patients.possibleDuplicates()
      if json { return try JSONOutput.print(pairs.map(DuplicatePairJSON.init)) }
      if pairs.isEmpty { return print("No possible duplicates.") }
      for pair in pairs {
        print(
          "\(PatientDuplicateLines.patient(pair.first))  ~  "
            + "\(PatientDuplicateLines.patient(pair.second))  \(pair.criterion.text)"
        )
      }
    }
  }
}

/// How a possible duplicate is named on the command line, its text from colleagues made
/// visible.
enum PatientDuplicateLines {
  /// "Dupont, Marie (born 1941-03-12, 3f2a1b0c, archived)".
  static func patient(_ patient: PatientIdentity) -> String {
    let id = patient.id.uuidString.lowercased().prefix(8)
    let archived = patient.status == .archived ? ", archived" : ""
    return "\(patient.familyName), \(patient.givenName)".visibleControls()
      + " (born \(patient.birthDate), \(id)\(archived))"
  }

  /// The refusal of a possible duplicate: who she may be, why, and how to add her anyway.
  static func refusal(_ error: PossibleDuplicatesError) -> String {
    let candidates = error.candidates.map { "\(patient($0.patient)): \($0.criterion.text)" }
    return "possibly the same person as " + candidates.joined(separator: "; ")
      + " (give --not-a-duplicate if she is another person)"
  }
}

/// A row of `patient duplicates --json`: the two patients and the criterion that holds.
struct DuplicatePairJSON: Encodable {
  var first: Patient
  var second: Patient
  /// `identifier`, `birth-date-and-names` or `phone-and-family-name`.
  var criterion: String

  /// One patient of a pair.
  struct Patient: Encodable {
    var id: String
    var givenName: String
    var familyName: String
    var birthDate: String
    var status: String
  }

  init(_ pair: PossibleDuplicatePair) {
    func patient(_ identity: PatientIdentity) -> Patient {
      Patient(
        id: identity.id.uuidString.lowercased(),
        givenName: identity.givenName,
        familyName: identity.familyName,
        birthDate: identity.birthDate.description,
        status: identity.status.rawValue
      )
    }
    first = patient(pair.first)
    second = patient(pair.second)
    criterion = pair.criterion.rawValue
  }
}
