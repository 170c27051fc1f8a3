import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The Braden form as the shared `QuestionFormPresenter` asks it: when (now unless told),
/// then the six subscales, each a score in its range. The summary shows the total and the
/// risk band as LibPatient computes them (`BradenScores.total`, `.risk`), never recomputed
/// here; saving is LibPatient's Braden command.
@MainActor
final class BradenForm: TimedRecordForm<BradenFormField, BradenAssessment>, RoutedQuestionForm {
  let title = "Braden assessment"
  let fields = BradenFormField.allCases

  func shownAnswer(_ field: BradenFormField) -> String { answers[field] ?? "—" }

  func submit(_ text: String, for field: BradenFormField) -> String? {
    let input = text.trimmingCharacters(in: .whitespaces)
    switch field {
    case .assessedAt:
      return submitTime(input)
    default:
      guard let score = Int(input), field.scores.contains(score) else {
        let range = field.scores
        return "\(field.label): must be a score from \(range.lowerBound) to \(range.upperBound)"
      }
      answers[field] = String(score)
    }
    return nil
  }

  /// The scores once every subscale is answered; nil before.
  private var scores: BradenScores? {
    func score(_ field: BradenFormField) -> Int? { answers[field].flatMap { Int($0) } }
    guard let sensory = score(.sensoryPerception), let moisture = score(.moisture),
      let activity = score(.activity), let mobility = score(.mobility),
      let nutrition = score(.nutrition), let friction = score(.frictionShear)
    else { return nil }
    return BradenScores(
      sensoryPerception: sensory,
      moisture: moisture,
      activity: activity,
      mobility: mobility,
      nutrition: nutrition,
      frictionShear: friction
    )
  }

  /// The total and its band, from LibPatient's own rule.
  var summaryFacts: [QuestionFormViewData.Field] {
    guard let scores else { return [] }
    return [
      .init(label: "Total", value: "\(scores.total) of 23 (lower is riskier)"),
      .init(label: "Risk", value: scores.risk.label),
    ]
  }

  func save(changed: [BradenFormField]) async -> QuestionFormSaveResult<BradenFormField> {
    guard let scores, let assessedAt = time else {
      return .refused(field: .sensoryPerception, message: "Every subscale needs a score")
    }
    let assessment = BradenAssessment(
      id: makeID(),
      patientID: patientID,
      assessedAt: assessedAt,
      scores: scores
    )
    do {
      try await interactor.record(assessment)
      let risk = scores.risk == .none ? "no risk" : "\(scores.risk.label) risk"
      router.route(to: .saved(notice: SavedNotice.added("Braden \(scores.total), \(risk)")))
      return .saved
    } catch {
      return PatientText.refused(error, asking: BradenFormField.init(refusedField:))
    }
  }
}
