import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// The care-plan form as the shared `QuestionFormPresenter` asks it: the dressing protocol,
/// how often it is changed, how often the wound is assessed, the referring nurse, the
/// compression and the specialist's advice it follows. It starts
/// from the wound's plan when it has one, so Enter keeps each answer.
@MainActor
final class WoundPlanForm: RoutedQuestionForm {
  private let woundID: Wound.ID
  private let interactor: any WoundPlanFormInteracting
  let router: any FormExitRouting
  private var answers = WoundPlanFormAnswers()
  private(set) var title = "Care plan"

  init(
    woundID: Wound.ID,
    interactor: any WoundPlanFormInteracting,
    router: any FormExitRouting
  ) {
    self.woundID = woundID
    self.interactor = interactor
    self.router = router
  }

  let needsLoading = true
  let fields = WoundPlanFormField.allCases
  /// True once the wound's plan is read: changing it opens on its summary.
  private(set) var opensOnSummary = false

  func load() async -> String? {
    do {
      let plan = try await interactor.plan(of: woundID)
      answers = WoundPlanFormAnswers(plan)
      title = plan == nil ? "New care plan" : "Edit care plan"
      opensOnSummary = plan != nil
      return nil
    } catch {
      return "Could not read the plan: \(readableMessage(for: error))"
    }
  }

  func holdsLines(_ field: WoundPlanFormField) -> Bool { field.holdsLines }
  func answer(_ field: WoundPlanFormField) -> String { answers[field] }

  func shownAnswer(_ field: WoundPlanFormField) -> String {
    let value = answers[field]
    switch field {
    case .assessEveryDays: return "\(value.isEmpty ? "7" : value) days"
    case .compression: return value.isEmpty ? "none" : value
    case .dressingChange:
      if case .everyDays(let days) = WoundPlanFormAnswers.change(value) {
        return days == 1 ? "every day" : "every \(days) days"
      }
      return value
    default: return value.isEmpty ? WoundText.none : value
    }
  }

  func submit(_ text: String, for field: WoundPlanFormField) -> String? {
    answers.answer(field, with: text)
  }

  func save(changed: [WoundPlanFormField]) async -> QuestionFormSaveResult<WoundPlanFormField> {
    guard let draft = answers.draft(woundID: woundID) else {
      return .refused(
        field: .primaryDressing,
        message: "A primary dressing and a frequency are required"
      )
    }
    do {
      try await interactor.setPlan(draft)
      let notice =
        opensOnSummary
        ? SavedNotice.edited("the care plan", changed: changed.map(\.label))
        : SavedNotice.added("care plan")
      router.route(to: .saved(notice: notice))
      return .saved
    } catch let refusal as RuleViolation {
      // Re-ask the question of the field it names, in that question's words.
      let field = WoundPlanFormField.asking(refusal.field)
      let message = WoundText.refusal(refusal, label: field?.label, openedOn: nil)
      return .refused(field: field, message: "Could not save: \(message)")
    } catch {
      return .refused(field: nil, message: "Could not save: \(readableMessage(for: error))")
    }
  }
}
