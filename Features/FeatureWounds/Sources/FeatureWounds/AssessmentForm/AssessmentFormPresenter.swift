import CoreVIPER
import Foundation
import LibWound

/// The assessment form: asks field by field (reference values pre-filled from the last
/// visit, shown as such), checks each answer, then saves after a summary.
@MainActor
final class AssessmentFormPresenter: ActionHandling {
  private enum Step: Equatable {
    case loading
    case failed(String)
    case asking(AssessmentFormField)
    case confirming
    case saving
  }

  weak var view: (any ViewDisplaying<QuestionFormViewData>)?
  private let woundID: UUID
  private let interactor: any AssessmentFormInteracting
  private let router: any AssessmentFormRouting
  private let now: () -> Date
  /// Makes the new assessment's id: ids are made by the caller so saving works offline.
  private let makeID: () -> UUID

  private var step = Step.loading
  private var answers = AssessmentFormAnswers()
  private var draft = ""
  /// Why the last answer or save was refused, shown until the next attempt.
  private var problem: String?
  /// Set when LibWound refused one field on save: once fixed, back to the summary.
  private var returnsToSummary = false
  private var title = "New assessment"

  init(
    woundID: UUID,
    interactor: any AssessmentFormInteracting,
    router: any AssessmentFormRouting,
    now: @escaping () -> Date,
    makeID: @escaping () -> UUID
  ) {
    self.woundID = woundID
    self.interactor = interactor
    self.router = router
    self.now = now
    self.makeID = makeID
  }

  func start() async {
    do {
      let (wound, last) = try await interactor.start(woundID)
      title = "Assess \(WoundText.title(wound))"
      guard wound.status.isOpen else {
        step = .failed("This wound is \(WoundText.status(wound.status)): reopen it to assess it.")
        return display()
      }
      answers = last.map { AssessmentFormAnswers(lastVisit: $0) } ?? AssessmentFormAnswers()
    } catch WoundLookupError.woundNotFound {
      step = .failed("No wound with id \(woundID.uuidString.lowercased()).")
      return display()
    } catch {
      step = .failed("Could not read the wound: \(WoundText.message(for: error))")
      return display()
    }
    ask(.length)
  }

  func handle(_ action: QuestionFormAction) async {
    switch action {
    case .editDraft(let text):
      guard case .asking = step else { return }
      draft = text
      display()
    case .submit:
      guard case .asking(let field) = step else { return }
      submit(field)
    case .save:
      guard step == .confirming else { return }
      await save()
    case .cancel:
      guard step != .saving else { return }
      router.route(to: .cancelled)
    }
  }

  /// Asks `field`, its current answer pre-filled so Enter keeps it.
  private func ask(_ field: AssessmentFormField) {
    step = .asking(field)
    draft = answers[field]
    display()
  }

  private func submit(_ field: AssessmentFormField) {
    problem = answers.answer(field, with: draft)
    guard problem == nil else { return display() }
    if returnsToSummary || field.next == nil {
      returnsToSummary = false
      step = .confirming
      display()
    } else if let next = field.next {
      ask(next)
    }
  }

  private func save() async {
    guard let findings = answers.findings else { return ask(.length) }
    step = .saving
    problem = nil
    display()
    do {
      let assessment = NewAssessment(
        id: makeID(),
        woundID: woundID,
        takenAt: now(),
        findings: findings
      )
      try await interactor.record(assessment)
      router.route(to: .saved)
    } catch let refusal as WoundValidationError {
      problem = refusal.description
      if let field = AssessmentFormField(rawValue: refusal.field) {
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
    QuestionFormViewData(
      title: title,
      content: content,
      answered: answeredFields,
      problem: problem
    )
  }

  private var content: QuestionFormViewData.Content {
    switch step {
    case .loading: return .loading
    case .failed(let message): return .failed(message: message)
    case .confirming: return .confirming
    case .saving: return .saving
    case .asking(let field):
      return .asking(
        QuestionFormViewData.Question(
          label: field.label,
          hint: field.hint,
          draft: draft,
          fromLastVisit: answers.fromLastVisit.contains(field) && draft == answers[field],
          position: "\(field.number) of \(AssessmentFormField.allCases.count)"
        )
      )
    }
  }

  /// The answers shown above the question: the ones before it, or all on the summary with
  /// the area and PUSH they give.
  private var answeredFields: [QuestionFormViewData.Field] {
    let shown: [AssessmentFormField]
    switch step {
    case .loading, .failed: shown = []
    case .confirming, .saving: shown = AssessmentFormField.allCases
    case .asking(let current):
      shown = AssessmentFormField.allCases.filter {
        returnsToSummary ? $0 != current : $0.number < current.number
      }
    }
    var fields = shown.map { field in
      QuestionFormViewData.Field(
        label: field.label,
        value: answers[field].isEmpty ? WoundText.none : answers[field]
      )
    }
    if step == .confirming || step == .saving, let findings = answers.findings {
      let area = WoundArea.area(of: findings)
      fields.append(.init(label: "Area", value: WoundText.area(area)))
      fields.append(.init(label: "PUSH", value: String(PushScore(findings).total)))
    }
    return fields
  }
}
