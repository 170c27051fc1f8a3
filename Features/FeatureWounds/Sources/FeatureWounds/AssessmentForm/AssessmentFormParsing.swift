import Foundation
import LibWound

/// Reads what the nurse typed into one field, in the words of the command line; tissue and
/// clock extents are LibWound's `FindingsText`, the command line's own reading.
enum AssessmentFormParsing {
  /// Why a typed value cannot be read: the same as `FindingsText`'s.
  typealias Problem = FindingsText.Problem

  static func length(_ input: String) -> Result<Centimetres, Problem> {
    guard let value = Centimetres(input) else {
      return .failure(Problem(reason: "\"\(input)\" is not a length in cm with one decimal"))
    }
    guard value.tenths >= 0 else { return .failure(Problem(reason: "must not be negative")) }
    return .success(value)
  }

  /// One value of an enum by its raw value, or a unique prefix of it.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ input: String,
    of type: Value.Type
  ) -> Value? where Value.RawValue == String {
    let typed = input.lowercased()
    if let exact = Value.allCases.first(where: { $0.rawValue == typed }) { return exact }
    let matches = Value.allCases.filter { !typed.isEmpty && $0.rawValue.hasPrefix(typed) }
    return matches.count == 1 ? matches.first : nil
  }

  /// One value of an enum in its normal form, or a refusal listing every value (never an
  /// example: the nurse sees what she may type).
  static func oneOf<Value: RawRepresentable & CaseIterable>(
    _ input: String,
    _ type: Value.Type
  ) -> Result<String, Problem> where Value.RawValue == String {
    guard let value = choice(input, of: type) else {
      let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(Problem(reason: "\"\(input)\" is not one of \(known)"))
    }
    return .success(value.rawValue)
  }

  /// Comma-separated values of an enum, in the enum's order.
  static func choices<Value: RawRepresentable & CaseIterable & Hashable>(
    _ input: String,
    of type: Value.Type
  ) -> Result<Set<Value>, Problem> where Value.RawValue == String {
    var values = Set<Value>()
    for part in input.split(separator: ",") {
      let word = part.trimmingCharacters(in: .whitespaces)
      guard let value = choice(word, of: type) else {
        let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(Problem(reason: "\"\(word)\" is not one of \(known)"))
      }
      values.insert(value)
    }
    return .success(values)
  }

  static func choicesText<Value: RawRepresentable & CaseIterable & Hashable>(
    _ values: Set<Value>
  ) -> String where Value.RawValue == String {
    Value.allCases.filter { values.contains($0) }.map(\.rawValue).joined(separator: ", ")
  }
}
