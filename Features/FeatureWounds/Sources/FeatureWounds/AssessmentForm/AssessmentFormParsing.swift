import Foundation
import LibWound

/// Reads what the nurse typed into one field, in the words of the command line.
enum AssessmentFormParsing {
  struct Problem: Error, Equatable {
    var reason: String
  }

  static func length(_ input: String) -> Result<Centimetres, Problem> {
    guard let value = Centimetres(input) else {
      return .failure(Problem(reason: "\"\(input)\" is not a length in cm with one decimal"))
    }
    guard value.tenths >= 0 else { return .failure(Problem(reason: "must not be negative")) }
    return .success(value)
  }

  /// "3@1.5": undermining or a tunnel at 3 o'clock, 1.5 cm deep.
  static func clockExtent(_ input: String) -> Result<ClockExtent?, Problem> {
    guard !input.isEmpty else { return .success(nil) }
    let parts = input.split(separator: "@").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let clock = Int(parts[0]), let depth = Centimetres(parts[1]) else {
      return .failure(Problem(reason: "write it clock@cm, e.g. 3@1.5"))
    }
    guard (1...12).contains(clock) else {
      return .failure(Problem(reason: "the clock position must be 1-12"))
    }
    guard depth.tenths > 0 else { return .failure(Problem(reason: "the depth must be above 0")) }
    return .success(ClockExtent(clockPosition: clock, depth: depth))
  }

  static func clockExtentText(_ extent: ClockExtent?) -> String {
    extent.map { "\($0.clockPosition)@\($0.depth)" } ?? ""
  }

  /// "granulation=70, slough=30"; names may be cut to their first letter.
  static func tissue(_ input: String) -> Result<TissueMix, Problem> {
    var mix = TissueMix.none
    for part in input.split(separator: ",") {
      let pair = part.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
      guard pair.count == 2, let percent = Int(pair[1]), (0...100).contains(percent),
        let name = ["epithelial", "granulation", "slough", "necrotic"].first(where: {
          !pair[0].isEmpty && $0.hasPrefix(pair[0].lowercased())
        })
      else {
        return .failure(Problem(reason: "write it name=percent, e.g. granulation=70, slough=30"))
      }
      switch name {
      case "epithelial": mix.epithelial = percent
      case "granulation": mix.granulation = percent
      case "slough": mix.slough = percent
      default: mix.necrotic = percent
      }
    }
    return .success(mix)
  }

  static func tissueText(_ mix: TissueMix) -> String {
    [
      ("epithelial", mix.epithelial), ("granulation", mix.granulation), ("slough", mix.slough),
      ("necrotic", mix.necrotic),
    ].filter { $0.1 > 0 }.map { "\($0.0)=\($0.1)" }.joined(separator: ", ")
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
