import Foundation
import LibPatient

/// The answers typed so far, each checked when it is entered, turned into `PatientDetails`
/// once complete.
struct PatientFormAnswers: Equatable, Sendable {
  private(set) var text: [PatientFormField: String] = [:]

  init() {}

  /// The answers an edit starts from.
  init(_ details: PatientDetails) {
    text = [
      .givenName: details.givenName,
      .familyName: details.familyName,
      .birthDate: details.birthDate.description,
      .sex: details.sex.rawValue,
      .address: details.address ?? "",
      .phone: details.phone ?? "",
      .identifier: details.identifier ?? "",
      .physicianName: details.physicianName ?? "",
      .physicianPhone: details.physicianPhone ?? "",
      .allergies: details.allergies.joined(separator: ", "),
      .notes: details.notes ?? "",
    ]
  }

  subscript(field: PatientFormField) -> String { text[field] ?? "" }

  /// Stores `input` for `field` in its normal form, or returns what is wrong with it
  /// ("birth date: 2030-01-01 is in the future") and stores nothing.
  mutating func answer(_ field: PatientFormField, with input: String, today: CalendarDate)
    -> String?
  {
    switch Self.check(field, input.trimmingCharacters(in: .whitespaces), today: today) {
    case .success(let normal):
      text[field] = normal
      return nil
    case .failure(let problem):
      return "\(field.label): \(problem.reason)"
    }
  }

  /// The details the answers describe; nil until the required ones are in.
  var details: PatientDetails? {
    guard let birthDate = CalendarDate(self[.birthDate]), !self[.givenName].isEmpty,
      !self[.familyName].isEmpty
    else { return nil }
    func optional(_ field: PatientFormField) -> String? {
      self[field].isEmpty ? nil : self[field]
    }
    return PatientDetails(
      givenName: self[.givenName],
      familyName: self[.familyName],
      birthDate: birthDate,
      sex: Sex(rawValue: self[.sex]) ?? .unknown,
      address: optional(.address),
      phone: optional(.phone),
      identifier: optional(.identifier),
      physicianName: optional(.physicianName),
      physicianPhone: optional(.physicianPhone),
      allergies: Self.allergies(self[.allergies]),
      notes: optional(.notes)
    )
  }

  private struct Problem: Error {
    var reason: String
  }

  private static func check(_ field: PatientFormField, _ input: String, today: CalendarDate)
    -> Result<String, Problem>
  {
    switch field {
    case .givenName, .familyName:
      return input.isEmpty ? .failure(Problem(reason: "must not be empty")) : .success(input)
    case .birthDate:
      guard let date = CalendarDate(input) else {
        return .failure(Problem(reason: "\"\(input)\" is not a date written YYYY-MM-DD"))
      }
      guard date <= today else { return .failure(Problem(reason: "\(date) is in the future")) }
      // The team's rule, said where the day is typed rather than at saving, in code words.
      guard date.year >= CalendarDayRule.earliestYear else {
        return .failure(
          Problem(reason: "\(date) is before \(CalendarDayRule.earliestYear): check the year")
        )
      }
      return .success(date.description)
    case .sex:
      guard let sex = sex(input) else {
        return .failure(Problem(reason: "\"\(input)\" is not female, male, other or unknown"))
      }
      return .success(sex.rawValue)
    case .allergies:
      return .success(allergies(input).joined(separator: ", "))
    case .phone, .physicianPhone:
      // Asked again at once, by the rule the library and the server apply on saving.
      do {
        if !input.isEmpty { try PhoneRule.check(input, field: field.rawValue) }
        return .success(input)
      } catch {
        return .failure(Problem(reason: error.reason))
      }
    case .address, .identifier, .physicianName, .notes:
      return .success(input)
    }
  }

  /// A sex typed in full or by its first letter, any case; empty means unknown.
  private static func sex(_ input: String) -> Sex? {
    let typed = input.lowercased()
    if typed.isEmpty { return .unknown }
    return Sex.allCases.first { $0.rawValue == typed || String($0.rawValue.prefix(1)) == typed }
  }

  private static func allergies(_ input: String) -> [String] {
    input.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}
