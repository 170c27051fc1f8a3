import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The new-wound form: type, site, stage (pressure injuries only), location and opening day,
/// each checked as typed, then opened after a summary.
@MainActor
final class WoundFormPresenter: ActionHandling {
  private enum Step: Equatable {
    case asking(WoundFormField)
    case confirming
    case saving
  }

  weak var view: (any ViewDisplaying<QuestionFormViewData>)?
  private let patientID: UUID
  private let interactor: any WoundFormInteracting
  private let router: any WoundFormRouting
  private let today: () -> CalendarDate
  /// Makes the new wound's id: ids are made by the caller so opening works offline.
  private let makeID: () -> UUID

  private var step = Step.asking(.type)
  private var answers = WoundFormAnswers()
  private var draft = ""
  private var problem: String?
  /// Set when LibWound refused one field on save: once fixed, back to the summary.
  private var returnsToSummary = false

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

  /// Nothing to load: the first question is already showing.
  func start() async {
    display()
  }

  func handle(_ action: QuestionFormAction) async {
    switch action {
    case .editDraft(let text):
      guard case .asking = step else { return }
      draft = text
      display()
    case .submit:
      guard case .asking(let field) = step else { return }
      problem = answers.answer(field, with: draft, today: today())
      guard problem == nil else { return display() }
      if let next = answers.next(after: field), !returnsToSummary {
        ask(next)
      } else {
        returnsToSummary = false
        step = .confirming
        display()
      }
    case .save:
      guard step == .confirming else { return }
      await save()
    case .cancel:
      guard step != .saving else { return }
      router.route(to: .cancelled)
    }
  }

  private func ask(_ field: WoundFormField) {
    step = .asking(field)
    draft = answers[field]
    display()
  }

  private func save() async {
    guard let wound = answers.newWound(id: makeID(), patientID: patientID) else {
      return ask(.type)
    }
    step = .saving
    problem = nil
    display()
    do {
      try await interactor.open(wound)
      router.route(to: .saved)
    } catch let refusal as WoundValidationError {
      problem = refusal.description
      if let field = WoundFormField(rawValue: refusal.field) {
        returnsToSummary = true
        ask(field)
      } else {
        step = .confirming
        display()
      }
    } catch {
      problem = "Could not save: \(WoundText.message(for: error))"
      step = .confirming
      display()
    }
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: QuestionFormViewData {
    QuestionFormViewData(title: "New wound", content: content, answered: answered, problem: problem)
  }

  private var content: QuestionFormViewData.Content {
    switch step {
    case .confirming: return .confirming
    case .saving: return .saving
    case .asking(let field):
      return .asking(
        QuestionFormViewData.Question(
          label: field.label,
          hint: field.hint,
          draft: draft,
          position: "\(field.number) of \(WoundFormField.allCases.count)"
        )
      )
    }
  }

  private var answered: [QuestionFormViewData.Field] {
    let shown = WoundFormField.allCases.filter { field in
      guard field != .stage || answers.asksStage else { return false }
      switch step {
      case .confirming, .saving: return true
      case .asking(let current):
        return returnsToSummary ? field != current : field.number < current.number
      }
    }
    return shown.map { field in
      let value = answers[field]
      let shownValue =
        field == .openedOn && value.isEmpty ? "today" : value.isEmpty ? WoundText.none : value
      return QuestionFormViewData.Field(label: field.label, value: shownValue)
    }
  }
}
