import Foundation
import LibPatient
import LibWound

/// The plan's answers, each checked when entered, in the form the nurse types them.
struct WoundPlanFormAnswers: Equatable, Sendable {
  private(set) var text: [WoundPlanFormField: String] = [:]

  subscript(field: WoundPlanFormField) -> String { text[field] ?? "" }

  /// The answers that write `plan` again, for an edit.
  init(_ plan: CarePlan? = nil) {
    guard let plan else { return }
    text = [
      .cleansing: plan.cleansing ?? "", .primaryDressing: plan.primaryDressing,
      .secondaryDressing: plan.secondaryDressing ?? "",
      .dressingChange: Self.text(of: plan.change),
      .assessEveryDays: String(plan.assessEveryDays),
      .referringNurse: plan.referringNurse ?? "",
      .compression: plan.compression == .none ? "" : plan.compression.rawValue,
      .specialistAdvice: plan.specialistAdvice.map { "\($0.by) \($0.on)" } ?? "",
    ]
  }

  /// `full`, `reduced`, `none` or blank (none), or their first letter.
  static func compression(_ text: String) -> CompressionLevel? {
    let word = text.lowercased()
    if word.isEmpty { return CompressionLevel.none }
    return CompressionLevel.allCases.first { $0.rawValue == word || $0.rawValue.prefix(1) == word }
  }

  /// "Dr Okafor 2026-02-27": who, then the day; nil when either is missing.
  static func advice(_ text: String) -> SpecialistAdvice? {
    guard let space = text.lastIndex(of: " "),
      let day = CalendarDate(String(text[text.index(after: space)...]))
    else { return nil }
    let who = text[..<space].trimmingCharacters(in: .whitespaces)
    return who.isEmpty ? nil : SpecialistAdvice(by: who, on: day)
  }

  static func text(of change: DressingChangeFrequency) -> String {
    switch change {
    case .everyDays(let days): return String(days)
    case .weekdays(let days):
      return days.map { String($0.rawValue.prefix(3)) }.joined(separator: ",")
    }
  }

  /// Stores `input` for `field`, or returns what is wrong with it.
  mutating func answer(_ field: WoundPlanFormField, with input: String) -> String? {
    let input = input.trimmingCharacters(in: .whitespacesAndNewlines)
    switch field {
    case .primaryDressing where input.isEmpty:
      return "\(field.label): a plan names its primary dressing"
    case .dressingChange:
      guard Self.change(input) != nil else { return "\(field.label): \(field.hint)" }
    case .assessEveryDays:
      guard input.isEmpty || Int(input).map((1...60).contains) == true else {
        return "\(field.label): \(field.hint)"
      }
    case .compression:
      guard let level = Self.compression(input) else { return "\(field.label): \(field.hint)" }
      text[field] = level == .none ? "" : level.rawValue
      return nil
    case .specialistAdvice:
      guard input.isEmpty || Self.advice(input) != nil else {
        return "\(field.label): \(field.hint)"
      }
    default: break
    }
    text[field] = input
    return nil
  }

  /// `2` or `every 2` (days), or weekday names (`mon,thu`, `monday thursday`).
  static func change(_ text: String) -> DressingChangeFrequency? {
    let words = text.lowercased().split(whereSeparator: { $0 == "," || $0 == " " })
      .filter { $0 != "every" && $0 != "days" && $0 != "day" }
    if words.count == 1, let days = Int(words[0]) {
      return (1...60).contains(days) ? .everyDays(days) : nil
    }
    let weekdays = words.map { word in
      word.count >= 3 ? Weekday.allCases.first { $0.rawValue.hasPrefix(word) } : nil
    }
    guard !weekdays.isEmpty, weekdays.allSatisfy({ $0 != nil }) else { return nil }
    return .weekdays(Array(Set(weekdays.compactMap { $0 })).sorted())
  }

  /// The plan the answers describe; nil until the primary dressing and frequency are in.
  func draft(woundID: Wound.ID) -> CarePlanDraft? {
    guard !self[.primaryDressing].isEmpty, let change = Self.change(self[.dressingChange])
    else { return nil }
    func optional(_ field: WoundPlanFormField) -> String? {
      self[field].isEmpty ? nil : self[field]
    }
    return CarePlanDraft(
      woundID: woundID,
      cleansing: optional(.cleansing),
      primaryDressing: self[.primaryDressing],
      secondaryDressing: optional(.secondaryDressing),
      change: change,
      assessEveryDays: Int(self[.assessEveryDays]) ?? 7,
      referringNurse: optional(.referringNurse),
      compression: Self.compression(self[.compression]) ?? .none,
      specialistAdvice: Self.advice(self[.specialistAdvice])
    )
  }
}
