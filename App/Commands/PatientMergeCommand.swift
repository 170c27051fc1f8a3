import ArgumentParser
import Foundation
import LibPatient

/// `nurse patient merge KEEP --from OTHER`: OTHER, a second registration of the same person,
/// is merged into KEEP (docs/clinical-rules.md, "Possible duplicate patients"). Everything
/// recorded under OTHER, before or after, is read under KEEP; KEEP's empty fields take OTHER's
/// values; OTHER leaves every list and her id names KEEP. Synced like any change.
struct PatientMergeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge a duplicate registration (--from) into the patient kept."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The patient kept: her full id or its first characters (at least 4).")
  var keep: String
  @Option(help: "The duplicate registration merged into her: an id or its first characters.")
  var from: String

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      // Each id names the patient as she is: a merged one is refused, not followed.
      let keepID = try await Self.resolve(keep, field: "keep", app)
      let otherID = try await Self.resolve(from, field: "from", app)
      try await app.patients.merge(otherID, into: keepID)
      print("Merged \(Self.short(otherID)) into \(Self.short(keepID)).")
    }
  }

  /// The patient `typed` names, not following merges; an id naming none (or several) is a
  /// refusal naming the argument (65), as any other bad value of the merge.
  static func resolve(_ typed: String, field: String, _ app: AppEnvironment) async throws
    -> Patient.ID
  {
    do {
      return try await app.patients.resolveID(typed, followingMerges: false)
    } catch let error as IDLookupError {
      switch error {
      case .notFound: throw RuleViolation(field: field, reason: "names no patient")
      case .ambiguous(_, _, let matches):
        throw RuleViolation(field: field, reason: "names \(matches) patients; type more of it")
      case .malformed: throw RuleViolation(field: field, reason: "is not a patient id")
      }
    }
  }

  static func short(_ id: Patient.ID) -> String { String(id.uuidString.lowercased().prefix(8)) }
}
