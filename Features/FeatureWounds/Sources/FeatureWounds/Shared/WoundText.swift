import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// How the wound screens word a wound, so the list, the detail and the form never disagree.
enum WoundText {
  /// What an empty optional field shows.
  static let none = "—"

  /// "Venous leg ulcer": the kebab-case name read aloud, capitalised.
  static func type(_ type: WoundType) -> String {
    capitalised(spaced(type.rawValue))
  }

  /// "left lower leg", or "left heel at 3 o'clock" with a clock position.
  static func site(_ site: BodySite, clock: Int? = nil) -> String {
    spaced(site.rawValue) + (clock.map { " at \($0) o'clock" } ?? "")
  }

  /// "stage 2", "deep tissue injury".
  static func stage(_ stage: PressureInjuryStage?) -> String {
    guard let stage else { return none }
    return spaced(stage.rawValue)
  }

  /// "Pressure injury · sacrum": the title a wound goes by.
  static func title(_ wound: Wound) -> String {
    "\(type(wound.type)) · \(site(wound.site, clock: wound.clockPosition))"
  }

  /// "open", "healed 2025-06-20", "closed: moved away".
  static func status(_ status: WoundStatus) -> String {
    switch status {
    case .open: return "open"
    case .healed(let day): return "healed \(day)"
    case .closed(let reason): return "closed: \(reason)"
    }
  }

  /// The day of `date` in the nurse's time zone: "2025-06-01".
  static func day(_ date: Date, in timeZone: TimeZone) -> String {
    CalendarDate(date, in: timeZone).description
  }

  /// "0b3e2c1f": the first 8 characters of an id, as a nurse types it into a command (every
  /// wound command takes 4 or more).
  static func shortID(_ id: UUID) -> String {
    String(id.uuidString.lowercased().prefix(8))
  }

  /// The same for a typed id (a patient's, a wound's, an assessment's).
  static func shortID<Tag>(_ id: Tagged<Tag, UUID>) -> String { shortID(id.rawValue) }

  /// "2025-06-01 09:30": the day and time of `date` in the nurse's time zone.
  static func time(_ date: Date, in timeZone: TimeZone) -> String {
    TypedTime.shown(date, timeZone: timeZone)
  }

  /// "12.5 cm²".
  static func area(_ area: SquareCentimetres) -> String { "\(area) cm²" }

  /// "41.7%", "-12.5%".
  static func reduction(_ reduction: PercentAreaReduction?) -> String {
    reduction.map { "\($0)%" } ?? none
  }

  /// "G70 S30": the tissue mix in the order of healing, each initial with its percentage.
  static func tissue(_ mix: TissueMix) -> String {
    let parts = [
      ("E", mix.epithelial), ("G", mix.granulation), ("S", mix.slough), ("N", mix.necrotic),
    ]
    let present = parts.filter { $0.1 > 0 }.map { "\($0.0)\($0.1)" }
    return present.isEmpty ? none : present.joined(separator: " ")
  }

  /// "moderate serous", "none".
  static func exudate(_ amount: ExudateAmount, _ type: ExudateType?) -> String {
    [amount.rawValue, type?.rawValue].compactMap { $0 }.joined(separator: " ")
  }

  /// "4.0×3.0×0.5", or "4.0×3.0" without a depth.
  static func size(_ findings: AssessmentFindings) -> String {
    ([findings.length, findings.width] + (findings.depth.map { [$0] } ?? []))
      .map(\.description).joined(separator: "×")
  }

  /// A library's refusal of what a form asked, in the form's words: the question's label, not
  /// the code's field name, and the wound's opening day when the refusal is about it ("Taken
  /// at: is before the wound was opened on 2025-06-10").
  static func refusal(
    _ refusal: RuleViolation,
    label: String?,
    openedOn: CalendarDate?
  ) -> String {
    let day = refusal.reason.hasSuffix("the wound was opened") ? openedOn.map { " on \($0)" } : nil
    return "\(label ?? refusal.field): \(refusal.reason)\(day ?? "")"
  }

  /// A form's save refused by `error`, in the form's words (`refusal(_:label:openedOn:)`),
  /// asking again the question `asking` names; anything else says the save failed.
  static func refused<Field: RawRepresentable & Hashable & Sendable>(
    _ error: any Error,
    openedOn: CalendarDate?,
    label: (Field) -> String,
    asking: (String) -> Field?
  ) -> QuestionFormSaveResult<Field> {
    guard let refusal = error as? RuleViolation else {
      return .refused(field: nil, message: "Could not save: \(readableMessage(for: error))")
    }
    let field = asking(refusal.field)
    return .refused(
      field: field,
      message: Self.refusal(refusal, label: field.map(label), openedOn: openedOn)
    )
  }

  /// What a form says of a day or time typed before the wound's opening day, or nil when it is
  /// not: checked where it is typed, as the library will check it on saving.
  static func beforeOpening(_ day: CalendarDate, typed: String, openedOn: CalendarDate?)
    -> String?
  {
    guard let openedOn, day < openedOn else { return nil }
    return "\(typed) is before the wound was opened on \(openedOn)"
  }

  static func spaced(_ kebab: String) -> String {
    kebab.replacingOccurrences(of: "-", with: " ")
  }

  private static func capitalised(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
