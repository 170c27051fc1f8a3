import CoreVIPER
import Foundation
import LibWound

/// The assessment form as the shared `QuestionFormPresenter` asks it: the questions of
/// `AssessmentFormField` in the order a nurse examines a wound, reference values pre-filled
/// from the last visit and marked as such, the area and PUSH on the summary.
@MainActor
final class AssessmentForm: QuestionForm {
  private let woundID: UUID
  private let interactor: any AssessmentFormInteracting
  private let router: any AssessmentFormRouting
  private let now: () -> Date
  /// Makes the new assessment's id: ids are made by the caller so saving works offline.
  private let makeID: () -> UUID
  private var answers = AssessmentFormAnswers()
  private(set) var title = "New assessment"

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

  /// The wound and its last visit come first.
  let needsLoading = true
  var fields: [AssessmentFormField] { AssessmentFormField.allCases }

  func load() async -> String? {
    do {
      let (wound, last) = try await interactor.start(woundID)
      title = "Assess \(WoundText.title(wound))"
      guard wound.status.isOpen else {
        return "This wound is \(WoundText.status(wound.status)): reopen it to assess it."
      }
      answers = last.map { AssessmentFormAnswers(lastVisit: $0) } ?? AssessmentFormAnswers()
      return nil
    } catch WoundLookupError.woundNotFound {
      return "No wound with id \(woundID.uuidString.lowercased())."
    } catch {
      return "Could not read the wound: \(WoundText.message(for: error))"
    }
  }

  func label(of field: AssessmentFormField) -> String { field.label }
  func hint(of field: AssessmentFormField) -> String { field.hint }
  func holdsLines(_ field: AssessmentFormField) -> Bool { field.holdsLines }
  func answer(_ field: AssessmentFormField) -> String { answers[field] }
  func isFromLastVisit(_ field: AssessmentFormField) -> Bool {
    answers.fromLastVisit.contains(field)
  }

  func shownAnswer(_ field: AssessmentFormField) -> String {
    answers[field].isEmpty ? WoundText.none : answers[field]
  }

  func submit(_ text: String, for field: AssessmentFormField) -> String? {
    answers.answer(field, with: text)
  }

  /// The area and PUSH the answers give, for the nurse to check before saving.
  var summaryFacts: [QuestionFormViewData.Field] {
    guard let findings = answers.findings else { return [] }
    return [
      .init(label: "Area", value: WoundText.area(WoundArea.area(of: findings))),
      .init(label: "PUSH", value: String(PushScore(findings).total)),
    ]
  }

  func save() async -> QuestionFormSaveResult<AssessmentFormField> {
    guard let findings = answers.findings else {
      return .refused(field: .length, message: "Length, width, exudate and tissue are required")
    }
    do {
      let assessment = NewAssessment(
        id: makeID(),
        woundID: woundID,
        takenAt: now(),
        findings: findings
      )
      try await interactor.record(assessment)
      router.route(to: .saved)
      return .saved
    } catch let refusal as WoundValidationError {
      return .refused(
        field: AssessmentFormField(rawValue: refusal.field),
        message: refusal.description
      )
    } catch {
      return .refused(field: nil, message: "Could not save: \(WoundText.message(for: error))")
    }
  }

  func cancel() {
    router.route(to: .cancelled)
  }
}
