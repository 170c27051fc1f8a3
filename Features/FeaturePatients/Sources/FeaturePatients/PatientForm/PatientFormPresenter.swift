import CoreVIPER
import Foundation
import LibPatient

/// The add/edit form: asks field by field, checks each answer, then saves after a summary.
@MainActor
final class PatientFormPresenter: ActionHandling {
  enum Mode: Equatable {
    case add
    case edit(UUID)
  }

  private enum Step: Equatable {
    case loading
    case failed(String)
    case asking(PatientFormField)
    case confirming
    case saving
  }

  weak var view: (any ViewDisplaying<PatientFormViewData>)?
  private let mode: Mode
  private let interactor: any PatientFormInteracting
  private let router: any PatientFormRouting
  private let today: () -> CalendarDate
  /// Makes the id of a new patient: ids are made by the caller so adding works offline.
  private let makeID: () -> UUID

  private var step = Step.loading
  private var answers = PatientFormAnswers()
  private var draft = ""
  /// Why the last answer or save was refused, shown until the next attempt.
  private var problem: String?
  /// Set when the library refused one field on save: once fixed, back to the summary.
  private var returnsToSummary = false
  private var title: String

  init(
    mode: Mode,
    interactor: any PatientFormInteracting,
    router: any PatientFormRouting,
    today: @escaping () -> CalendarDate,
    makeID: @escaping () -> UUID = UUID.init
  ) {
    self.mode = mode
    self.interactor = interactor
    self.router = router
    self.today = today
    self.makeID = makeID
    self.title = mode == .add ? "New patient" : "Edit patient"
    // Adding has nothing to load: the first question shows at once, without a loading flash.
    self.step = mode == .add ? .asking(.givenName) : .loading
  }

  func start() async {
    if case .edit(let id) = mode {
      do {
        let patient = try await interactor.patient(id)
        answers = PatientFormAnswers(patient.details)
        let details = patient.details
        title = "Edit \(PatientText.name(given: details.givenName, family: details.familyName))"
      } catch PatientLookupError.notFound {
        step = .failed("No patient with id \(id.uuidString.lowercased()).")
        return display()
      } catch {
        step = .failed("Could not read the patient: \(PatientText.message(for: error))")
        return display()
      }
    }
    ask(.givenName)
  }

  func handle(_ action: PatientFormAction) async {
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
  private func ask(_ field: PatientFormField) {
    step = .asking(field)
    draft = answers[field]
    display()
  }

  private func submit(_ field: PatientFormField) {
    problem = answers.answer(field, with: draft, today: today())
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
    guard let details = answers.details else { return ask(.givenName) }
    step = .saving
    problem = nil
    display()
    do {
      switch mode {
      case .add: try await interactor.add(NewPatient(id: makeID(), details: details))
      case .edit(let id): try await interactor.edit(id, details: details)
      }
      router.route(to: .saved)
    } catch let refusal as PatientValidationError {
      problem = "\(refusal.description)"
      if let field = PatientFormField(rawValue: refusal.field) {
        returnsToSummary = true
        ask(field)
      } else {
        step = .confirming
        display()
      }
    } catch {
      problem = "Could not save: \(PatientText.message(for: error))"
      step = .confirming
      display()
    }
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: PatientFormViewData {
    PatientFormViewData(
      title: title,
      content: content,
      answered: answeredFields,
      problem: problem
    )
  }

  private var content: PatientFormViewData.Content {
    switch step {
    case .loading: return .loading
    case .failed(let message): return .failed(message: message)
    case .confirming: return .confirming
    case .saving: return .saving
    case .asking(let field):
      return .asking(
        PatientFormViewData.Question(
          label: field.label,
          hint: field.hint,
          draft: draft,
          position: "\(field.number) of \(PatientFormField.allCases.count)"
        )
      )
    }
  }

  /// The answers shown above the question: the ones before it, or all on the summary.
  private var answeredFields: [PatientFormViewData.Field] {
    let shown: [PatientFormField]
    switch step {
    case .loading, .failed: shown = []
    case .confirming, .saving: shown = PatientFormField.allCases
    case .asking(let current):
      // Re-asked from the summary, the other answers stay in view.
      shown = PatientFormField.allCases.filter {
        returnsToSummary ? $0 != current : $0.number < current.number
      }
    }
    return shown.map { field in
      PatientFormViewData.Field(
        label: field.label,
        value: answers[field].isEmpty ? PatientText.none : answers[field]
      )
    }
  }
}
