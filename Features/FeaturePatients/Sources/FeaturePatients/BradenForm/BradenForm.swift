import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The Braden form as the shared `QuestionFormPresenter` asks it: when (now unless told),
/// then the six subscales, each a score in its range. The summary shows the total and the
/// risk band as LibPatient computes them (`BradenScores.total`, `.risk`), never recomputed
/// here; saving is LibPatient's Braden command.
@MainActor
final class BradenForm: RoutedQuestionForm {
  private let patientID: Patient.ID
  private let interactor: any BradenFormInteracting
  let router: any FormExitRouting
  private let now: @Sendable () -> Date
  private let timeZone: TimeZone
  /// Makes the assessment's id: ids are made by the caller so recording works offline.
  private let makeID: () -> BradenAssessment.ID
  /// "now" or "YYYY-MM-DD HH:MM" for the time; "1"…"4" for a subscale.
  private var answers: [BradenFormField: String] = [.assessedAt: "now"]

  let title = "Braden assessment"
  let fields = BradenFormField.allCases

  init(
    patientID: Patient.ID,
    interactor: any BradenFormInteracting,
    router: any FormExitRouting,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    makeID: @escaping () -> BradenAssessment.ID = { BradenAssessment.ID() }
  ) {
    self.patientID = patientID
    self.interactor = interactor
    self.router = router
    self.now = now
    self.timeZone = timeZone
    self.makeID = makeID
  }

  func answer(_ field: BradenFormField) -> String { answers[field] ?? "" }
  func shownAnswer(_ field: BradenFormField) -> String { answers[field] ?? "—" }

  func submit(_ text: String, for field: BradenFormField) -> String? {
    let input = text.trimmingCharacters(in: .whitespaces)
    switch field {
    case .assessedAt:
      // CoreTerminal's one reading of a typed time, the other forms' and --at's too.
      switch TypedTime.pastAnswer(input, label: field.label, now: now(), timeZone: timeZone) {
      case .success(let normal): answers[field] = normal
      case .failure(let problem): return problem.message
      }
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
    let typed = answers[.assessedAt] ?? "now"
    guard let scores, let assessedAt = TypedTime.instant(typed, now: now(), timeZone: timeZone)
    else {
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
