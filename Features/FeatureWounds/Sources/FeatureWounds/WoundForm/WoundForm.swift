import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The new-wound form as the shared `QuestionFormPresenter` asks it: type, site, stage
/// (pressure injuries only), location and opening day, each checked by `WoundFormAnswers`.
@MainActor
final class WoundForm: QuestionForm {
  private let patientID: UUID
  private let interactor: any WoundFormInteracting
  private let router: any WoundFormRouting
  private let today: () -> CalendarDate
  /// Makes the new wound's id: ids are made by the caller so opening works offline.
  private let makeID: () -> UUID
  private var answers = WoundFormAnswers()

  init(
    patientID: UUID,
    interactor: any WoundFormInteracting,
    router: any WoundFormRouting,
    today: @escaping () -> CalendarDate,
    makeID: @escaping () -> UUID
  ) {
    self.patientID = patientID
    self.interactor = interactor
    self.router = router
    self.today = today
    self.makeID = makeID
  }

  let title = "New wound"
  /// Nothing to load: the first question shows at once.
  let needsLoading = false

  /// Only a pressure injury has a stage (NPIAP): the form does not ask it of other wounds.
  var fields: [WoundFormField] {
    WoundFormField.allCases.filter { $0 != .stage || answers.asksStage }
  }

  func load() async -> String? { nil }

  func label(of field: WoundFormField) -> String { field.label }
  func hint(of field: WoundFormField) -> String { field.hint }
  func holdsLines(_ field: WoundFormField) -> Bool { field.holdsLines }
  func choices(of field: WoundFormField) -> [String] { field.choices }
  func answer(_ field: WoundFormField) -> String { answers[field] }

  func shownAnswer(_ field: WoundFormField) -> String {
    let value = answers[field]
    if field == .openedOn && value.isEmpty { return "today" }
    return value.isEmpty ? WoundText.none : value
  }

  func submit(_ text: String, for field: WoundFormField) -> String? {
    answers.answer(field, with: text, today: today())
  }

  func save() async -> QuestionFormSaveResult<WoundFormField> {
    guard let wound = answers.newWound(id: makeID(), patientID: patientID) else {
      return .refused(field: .type, message: "Type and site are required")
    }
    do {
      try await interactor.open(wound)
      router.route(to: .saved)
      return .saved
    } catch let refusal as WoundValidationError {
      return .refused(field: WoundFormField(rawValue: refusal.field), message: refusal.description)
    } catch {
      return .refused(field: nil, message: "Could not save: \(WoundText.message(for: error))")
    }
  }

  func cancel() {
    router.route(to: .cancelled)
  }
}
