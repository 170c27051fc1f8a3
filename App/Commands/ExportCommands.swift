import ArgumentParser
import CoreFHIR
import Foundation

/// `nurse export …`: the record in a standard other health systems read.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export a patient's record for another health system.",
    subcommands: [ExportFHIRCommand.self]
  )
}

/// `nurse export fhir --patient ID [--out FILE.json]`: a FHIR R4 (4.0.1) collection Bundle.
struct ExportFHIRCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fhir",
    abstract: "A patient's record as a FHIR R4 (4.0.1) Bundle of type collection.",
    discussion: """
      Patient and allergies; each wound as a Condition (SNOMED CT type, site and stage); each \
      current assessment as an Observation panel (LOINC 72287-6) with its photos as Media; \
      Braden assessments (LOINC 38227-5); the team's messages as Communications. The codes \
      and their sources are listed in docs/report-and-fhir.md.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: .patientReference)
  var patient: String
  @Option(help: "The JSON file to create (readable by you only); stdout otherwise.")
  var out: String?

  func run() async throws {
    try await CommandFailure.report {
      if let out { try PrivateFile.refuseExisting(out) }
      let app = try await AppEnvironment.open(global)
      let patientID = try await app.patients.resolveID(patient)
      let record = try await PatientRecordSnapshot.load(
        app,
        patientID: patientID,
        includeMessages: true
      )
      let json = FHIRBundleExport.json(FHIRExportInput(record, exportedAt: app.now()))
      if let leftOut = record.photosLeftOut { CommandFailure.notice(leftOut) }
      if let out {
        try PrivateFile.create(at: out, bytes: Data(json.utf8))
      } else {
        FileHandle.standardOutput.write(Data(json.utf8))
      }
    }
  }
}
