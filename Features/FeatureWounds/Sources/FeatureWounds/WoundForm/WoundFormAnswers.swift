import Foundation
import LibPatient
import LibWound

/// The wound's answers, each checked when entered: empty for a new wound, the wound as it is
/// for an edit.
struct WoundFormAnswers: Equatable, Sendable {
  private(set) var text: [WoundFormField: String] = [:]

  init() {}

  /// The answers an edit starts from.
  init(_ wound: Wound) {
    text = [
      .type: wound.type.rawValue,
      .site: wound.site.rawValue,
      .clockPosition: wound.clockPosition.map(String.init) ?? "",
      .stage: wound.stage?.rawValue ?? "",
      .openedOn: wound.openedOn.description,
    ]
    for (field, text) in WoundFormField.texts {
      self.text[field] = text.value(in: wound.details) ?? ""
    }
  }

  subscript(field: WoundFormField) -> String { text[field] ?? "" }

  /// Only a pressure injury has a stage (NPIAP): the form does not ask it of other wounds.
  var asksStage: Bool { self[.type] == WoundType.pressureInjury.rawValue }

  /// Stores `input` for `field` in its normal form, or returns what is wrong with it.
  mutating func answer(_ field: WoundFormField, with input: String, today: CalendarDate)
    -> String?
  {
    let input = input.trimmingCharacters(in: .whitespaces)
    let normal: String?
    switch field {
    case .type:
      normal = AssessmentFormParsing.choice(input, of: WoundType.self)?.rawValue
      if normal != WoundType.pressureInjury.rawValue { text[.stage] = "" }
    case .site:
      normal = AssessmentFormParsing.choice(input, of: BodySite.self)?.rawValue
    case .clockPosition:
      // Checked here as the contract checks it on saving (ClinicalLimits.clockPosition).
      normal =
        input.isEmpty ? "" : Int(input).flatMap { (1...12).contains($0) ? String($0) : nil }
    case .stage:
      normal =
        input.isEmpty
        ? "" : AssessmentFormParsing.choice(input, of: PressureInjuryStage.self)?.rawValue
    case .openedOn:
      if input.isEmpty {
        normal = ""
      } else if let day = CalendarDate(input) {
        guard day <= today else { return "\(field.label): \(day) is in the future" }
        normal = day.description
      } else {
        normal = nil
      }
    default:
      // A free text of the details (`WoundFormField.texts`): taken as typed.
      normal = input
    }
    guard let normal else {
      // Every valid value, never an example: the nurse sees what she may type.
      let expected = field.choices.isEmpty ? field.hint : field.choices.joined(separator: ", ")
      return "\(field.label): \"\(input)\" is not one of \(expected)"
    }
    text[field] = normal
    return nil
  }

  /// The wound the answers describe; nil until type and site are in.
  func newWound(id: Wound.ID, patientID: Patient.ID) -> NewWound? {
    guard let type = WoundType(rawValue: self[.type]), let site = BodySite(rawValue: self[.site])
    else { return nil }
    return NewWound(
      id: id,
      patientID: patientID,
      openedOn: CalendarDate(self[.openedOn]),
      details: details(type: type, site: site)
    )
  }

  /// The edit the answers describe; nil until type and site are in.
  var edit: WoundDetails? {
    guard let type = WoundType(rawValue: self[.type]), let site = BodySite(rawValue: self[.site])
    else { return nil }
    return details(type: type, site: site)
  }

  /// The details the answers describe, free texts blank as none.
  private func details(type: WoundType, site: BodySite) -> WoundDetails {
    var details = WoundDetails(
      type: type,
      site: site,
      clockPosition: Int(self[.clockPosition]),
      stage: PressureInjuryStage(rawValue: self[.stage])
    )
    for (field, text) in WoundFormField.texts {
      details[keyPath: text.field] = self[field].isEmpty ? nil : self[field]
    }
    return details
  }
}
