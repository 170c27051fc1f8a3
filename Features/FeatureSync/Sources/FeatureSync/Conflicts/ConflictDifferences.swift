import LibPatient

/// The fields a nurse sees differ between her version of a patient and the server's.
enum ConflictDifferences {
  /// The differing fields, in the order of the patient's chart; empty values read as a dash.
  static func between(mine: Patient, theirs: Patient) -> [ConflictsViewData.Difference] {
    let fields: [(String, (Patient) -> String)] = [
      ("Name", { "\($0.details.familyName), \($0.details.givenName)" }),
      ("Birth date", { $0.details.birthDate.description }),
      ("Sex", { $0.details.sex.rawValue }),
      ("Address", { text($0.details.address) }),
      ("Phone", { text($0.details.phone) }),
      ("Identifier", { text($0.details.identifier) }),
      ("Physician", { physician($0.details) }),
      (
        "Allergies",
        {
          $0.details.allergies.isEmpty
            ? SyncText.none : $0.details.allergies.joined(separator: ", ")
        }
      ),
      ("Notes", { text($0.details.notes) }),
      ("Status", { $0.status.rawValue }),
    ]
    return fields.compactMap { field, value in
      let (mineValue, theirsValue) = (value(mine), value(theirs))
      guard mineValue != theirsValue else { return nil }
      return ConflictsViewData.Difference(field: field, mine: mineValue, theirs: theirsValue)
    }
  }

  private static func text(_ value: String?) -> String {
    guard let value, !value.isEmpty else { return SyncText.none }
    return value
  }

  /// "Dr Martin, 04 78 00 00 02": name and phone change together when the doctor changes.
  private static func physician(_ details: PatientDetails) -> String {
    let parts = [details.physicianName, details.physicianPhone].compactMap { $0 }
      .filter { !$0.isEmpty }
    return parts.isEmpty ? SyncText.none : parts.joined(separator: ", ")
  }
}
