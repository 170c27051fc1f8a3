import ArgumentParser
import CoreContract
import Foundation
import LibPatient

extension PhotoConsentStatus: @retroactive ExpressibleByArgument {}
extension PhotoConsentScope: @retroactive ExpressibleByArgument {}

/// `nurse patient consent P [given|refused|withdrawn] …`: records the patient's answer about
/// wound photos, or prints the one recorded.
struct PatientConsentCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "consent",
    abstract: "Record a patient's consent to wound photos, or show it.",
    discussion: """
      A photo is added only while consent is given; a report or FHIR export carries her \
      photos only when it is given for sharing. Withdrawing stops new photos and sharing; \
      photos already taken stay in the record (docs/clinical-rules.md, "Photo consent").
      """
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var patient: PatientIDArgument
  @Argument(help: "given, refused or withdrawn; without it, prints her consent.")
  var answer: PhotoConsentStatus?
  @Option(
    help:
      "What a given consent covers: record (the record only) or sharing (also with other professionals)."
  )
  var scope: PhotoConsentScope?
  @Option(
    help: "Who answered: the patient, or who speaks for her (default for given: the patient)."
  )
  var by: String?
  @Option(help: ArgumentHelp("The day of the answer (default: today).", valueName: "YYYY-MM-DD"))
  var on: String?
  @Flag(help: "Print JSON instead of a line.") var json = false

  func validate() throws {
    if answer == nil, scope != nil || by != nil || on != nil {
      throw ValidationError("--scope, --by and --on go with an answer: given, refused or withdrawn")
    }
    if answer == .given, scope == nil {
      throw ValidationError("--scope is required with given: record or sharing")
    }
    if let answer, answer != .given, scope != nil {
      throw ValidationError("--scope goes with given only")
    }
  }

  func run() async throws {
    try await patient.withPatient(in: global) { app, id in
      if let answer {
        let day = try on.map { try TimeArguments.date($0, field: "photoConsentOn") }
        try await app.patients.recordPhotoConsent(
          consent(answer, on: day ?? CalendarDate(AppEnvironment.clock())),
          for: id
        )
      }
      let consent = try await app.patients.patient(id).photoConsent
      if json { return try JSONOutput.print(PhotoConsentJSON(consent)) }
      print("Photo consent: \(consent.text.visibleControls())")
    }
  }

  private func consent(_ answer: PhotoConsentStatus, on day: CalendarDate) -> PhotoConsent {
    switch answer {
    case .given: .given(on: day, by: by ?? "the patient", scope: scope ?? .record)
    case .refused: .refused(on: day, by: by)
    case .withdrawn: .withdrawn(on: day, by: by)
    }
  }
}
