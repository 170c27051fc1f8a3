import ArgumentParser
import Foundation
import LibPatient

/// The fields `patient add` takes and `patient edit` changes.
struct PatientDetailsOptions: ParsableArguments {
  @Option(help: "Given (first) name.") var given: String?
  @Option(help: "Family name.") var family: String?
  @Option(help: ArgumentHelp("Date of birth.", valueName: "YYYY-MM-DD")) var birthDate: String?
  @Option(help: "female, male, other or unknown.") var sex: Sex?
  @Option(help: "Home address.") var address: String?
  @Option(help: "Phone number.") var phone: String?
  @Option(help: "National health number or the practice's record number.") var identifier: String?
  @Option(help: "Referring physician's name.") var physician: String?
  @Option(help: "Referring physician's phone.") var physicianPhone: String?
  @Option(help: "An allergy; repeat for several (on edit, replaces the list; \"\" clears it).")
  var allergy: [String] = []
  @Option(help: "Notes.") var notes: String?

  var isEmpty: Bool {
    given == nil && family == nil && birthDate == nil && sex == nil && address == nil
      && phone == nil && identifier == nil && physician == nil && physicianPhone == nil
      && allergy.isEmpty && notes == nil
  }

  /// The details of a new patient; given, family name and birth date are required.
  func newDetails() throws -> PatientDetails {
    guard let given, let family, let birthDate else {
      let missing = [("--given", given), ("--family", family), ("--birth-date", birthDate)]
        .filter { $0.1 == nil }.map(\.0)
      throw UsageError(message: "missing \(missing.joined(separator: ", "))")
    }
    var details = PatientDetails(
      givenName: given,
      familyName: family,
      birthDate: try TimeArguments.date(birthDate, field: "birthDate")
    )
    try apply(to: &details)
    return details
  }

  /// Changes only what was given; an empty value clears an optional field.
  func apply(to details: inout PatientDetails) throws {
    if let given { details.givenName = given }
    if let family { details.familyName = family }
    if let birthDate { details.birthDate = try TimeArguments.date(birthDate, field: "birthDate") }
    if let sex { details.sex = sex }
    if let address { details.address = address.nilIfBlank }
    if let phone { details.phone = phone.nilIfBlank }
    if let identifier { details.identifier = identifier.nilIfBlank }
    if let physician { details.physicianName = physician.nilIfBlank }
    if let physicianPhone { details.physicianPhone = physicianPhone.nilIfBlank }
    if !allergy.isEmpty { details.allergies = allergy.compactMap(\.nilIfBlank) }
    if let notes { details.notes = notes.nilIfBlank }
  }
}

extension String {
  var nilIfBlank: String? {
    let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
