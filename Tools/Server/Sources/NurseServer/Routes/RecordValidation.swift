import Foundation

/// The rules a record meets before it is stored: the same as the `nurse` client's, so that
/// anything a nurse could enter offline is accepted, and nothing else. Each refusal is a 422
/// problem naming the field, never quoting its value (it may be patient data).
enum RecordValidation {
  /// The earliest year of a day accepted (a birth date, the day a wound opened), as on the
  /// client: an earlier one is a typing mistake.
  static let earliestBirthYear = 1900

  static func validate(_ patient: PatientRecord, pathID: RecordID, today: Date) throws {
    guard patient.id == pathID else {
      throw Problem.invalid("The id in the body differs from the id in the path.", field: "id")
    }
    for (field, name) in [("givenName", patient.givenName), ("familyName", patient.familyName)]
    where name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw Problem.invalid("The name must not be empty.", field: field)
    }
    try validateDay(patient.birthDate, field: "birthDate", today: today)
    guard PatientRecord.sexes.contains(patient.sex) else {
      throw Problem.invalid("sex must be one of female, male, other, unknown.", field: "sex")
    }
    guard PatientRecord.statuses.contains(patient.status) else {
      throw Problem.invalid("status must be active or archived.", field: "status")
    }
  }

  static func validate(_ braden: BradenRecord, pathID: RecordID) throws {
    guard braden.id == pathID else {
      throw Problem.invalid("The id in the body differs from the id in the path.", field: "id")
    }
    for subscale in braden.subscales where !subscale.range.contains(subscale.value) {
      let range = subscale.range
      throw Problem.invalid(
        "\(subscale.field) must be between \(range.lowerBound) and \(range.upperBound).",
        field: subscale.field
      )
    }
  }

  /// A real calendar day, `YYYY-MM-DD`, from 1900 to today. "Today" allows one day ahead of
  /// UTC: the nurse's own day may already have begun east of Greenwich.
  static func validateDay(_ text: String, field: String, today: Date) throws {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard text.count == 10, parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
      calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
    else { throw Problem.invalid("\(field) must be a real date, YYYY-MM-DD.", field: field) }
    guard year >= earliestBirthYear else {
      throw Problem.invalid("\(field) is before \(earliestBirthYear).", field: field)
    }
    guard date <= today.addingTimeInterval(24 * 60 * 60) else {
      throw Problem.invalid("\(field) is in the future.", field: field)
    }
  }
}
