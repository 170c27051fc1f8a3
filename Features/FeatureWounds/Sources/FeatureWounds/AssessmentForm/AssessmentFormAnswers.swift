import Foundation
import LibWound

/// The answers typed so far, each checked when it is entered, turned into
/// `AssessmentFindings` once complete.
struct AssessmentFormAnswers: Equatable, Sendable {
  private typealias Parse = AssessmentFormParsing
  private(set) var text: [AssessmentFormField: String] = [:]

  /// A first assessment: nothing to keep but "no odour" and "no exudate type".
  init() {}

  /// The fields whose answer is still last visit's, not yet confirmed by the nurse.
  private(set) var fromLastVisit: Set<AssessmentFormField> = []

  /// A new assessment starting from last visit's values of what a nurse checks against a
  /// reference: the tissue mix as a starting point, the exudate type, the periwound skin and
  /// the dressing in place.
  ///
  /// Never the measurements, the exudate amount, odour, pain, infection signs or notes: a
  /// nurse pressing Enter must not record last week's findings as today's.
  init(lastVisit findings: AssessmentFindings) {
    let last: [AssessmentFormField: String] = [
      .tissue: FindingsText.tissueText(findings.tissue),
      .exudateType: findings.exudateType?.rawValue ?? "",
      .periwound: Parse.choicesText(findings.periwound),
      .dressing: findings.dressing ?? "",
    ]
    text = last.filter { !$0.value.isEmpty }
    fromLastVisit = Set(text.keys)
  }

  /// A correction: every answer of the assessment it corrects, measurements and notes
  /// included, for the nurse to change what was wrong (nothing is marked as last visit's).
  init(correcting findings: AssessmentFindings) {
    func optional(_ value: String?) -> String { value ?? "" }
    text = [
      .length: findings.length.description, .width: findings.width.description,
      .depth: optional(findings.depth?.description),
      .undermining: FindingsText.clockExtentText(findings.undermining),
      .tunnelling: FindingsText.clockExtentText(findings.tunnelling),
      .tissue: FindingsText.tissueText(findings.tissue),
      .exudateAmount: findings.exudateAmount.rawValue,
      .exudateType: optional(findings.exudateType?.rawValue),
      .periwound: Parse.choicesText(findings.periwound), .odour: findings.odour ? "y" : "n",
      .pain: optional(findings.pain.map(String.init)),
      .infectionSigns: Parse.choicesText(findings.infectionSigns),
      .dressing: optional(findings.dressing), .notes: optional(findings.notes),
    ]
  }

  subscript(field: AssessmentFormField) -> String { text[field] ?? "" }

  /// Stores `input` for `field` in its normal form, or returns what is wrong with it
  /// ("Tissue %: sums to 90, not 100") and stores nothing.
  mutating func answer(_ field: AssessmentFormField, with input: String) -> String? {
    switch check(field, input.trimmingCharacters(in: .whitespaces)) {
    case .success(let normal):
      text[field] = normal
      fromLastVisit.remove(field)
      return nil
    case .failure(let problem):
      return "\(field.label): \(problem.reason)"
    }
  }

  /// 0 × 0: a closed (resurfaced) wound, whose tissue may be left blank.
  private var isClosed: Bool {
    Centimetres(self[.length])?.tenths == 0 && Centimetres(self[.width])?.tenths == 0
  }

  private func check(_ field: AssessmentFormField, _ input: String)
    -> Result<String, Parse.Problem>
  {
    switch field {
    case .length:
      return Parse.length(input).map(\.description)
    case .width:
      return Parse.length(input).flatMap { width in
        let lengthIsZero = Centimetres(self[.length])?.tenths == 0
        if lengthIsZero != (width.tenths == 0) {
          return .failure(
            Parse.Problem(reason: "length and width are both above 0, or both 0 when closed")
          )
        }
        return .success(width.description)
      }
    case .depth:
      return input.isEmpty ? .success("") : Parse.length(input).map(\.description)
    case .undermining, .tunnelling:
      return FindingsText.clockExtent(input).map(
        FindingsText.clockExtentText
      )
    case .tissue:
      if input.isEmpty && isClosed { return .success("") }
      return FindingsText.tissue(input).flatMap { mix in
        // `none`, a closed wound bed, as `--tissue none` takes it: only with a 0 × 0 bed.
        if mix.total == 0 && isClosed { return .success("none") }
        if mix.total == 0 && input.lowercased() == "none" {
          return .failure(Parse.Problem(reason: "none is for a closed bed: length and width 0"))
        }
        guard mix.total == 100 else {
          return .failure(Parse.Problem(reason: "sums to \(mix.total), not 100"))
        }
        return .success(FindingsText.tissueText(mix))
      }
    case .exudateAmount:
      return Parse.oneOf(input, ExudateAmount.self)
    case .exudateType:
      return input.isEmpty ? .success("") : Parse.oneOf(input, ExudateType.self)
    case .periwound:
      return Parse.choices(input, of: PeriwoundCondition.self).map(Parse.choicesText)
    case .infectionSigns:
      return Parse.choices(input, of: InfectionSign.self).map(Parse.choicesText)
    case .odour:
      switch input.lowercased() {
      case "y", "yes": return .success("y")
      case "", "n", "no": return .success("n")
      default: return .failure(Parse.Problem(reason: "y or n"))
      }
    case .pain:
      if input.isEmpty { return .success("") }
      guard let pain = Int(input), (0...10).contains(pain) else {
        return .failure(Parse.Problem(reason: "a whole number from 0 to 10"))
      }
      return .success(String(pain))
    case .dressing, .notes:
      return .success(input)
    case .takenAt, .photos:
      // The form's `AssessmentFormVisit` reads these two: they need the clock and the files.
      return .success(input)
    }
  }

  /// The findings the answers describe; nil until the required ones are in.
  var findings: AssessmentFindings? {
    guard let length = Centimetres(self[.length]), let width = Centimetres(self[.width]),
      let amount = ExudateAmount(rawValue: self[.exudateAmount]),
      case .success(let tissue) = FindingsText.tissue(self[.tissue])
    else { return nil }
    func optional(_ field: AssessmentFormField) -> String? {
      self[field].isEmpty ? nil : self[field]
    }
    return AssessmentFindings(
      length: length,
      width: width,
      depth: Centimetres(self[.depth]),
      undermining: try? FindingsText.clockExtent(self[.undermining]).get(),
      tunnelling: try? FindingsText.clockExtent(self[.tunnelling]).get(),
      tissue: tissue,
      exudateAmount: amount,
      exudateType: ExudateType(rawValue: self[.exudateType]),
      periwound: (try? Parse.choices(self[.periwound], of: PeriwoundCondition.self).get()) ?? [],
      odour: self[.odour] == "y",
      pain: Int(self[.pain]),
      infectionSigns: (try? Parse.choices(self[.infectionSigns], of: InfectionSign.self).get())
        ?? [],
      dressing: optional(.dressing),
      notes: optional(.notes)
    )
  }
}
