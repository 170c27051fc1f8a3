import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The add/edit patient form as the shared `QuestionFormPresenter` asks it: the questions of
/// `PatientFormField`, each checked by `PatientFormAnswers`, saved through the interactor.
@MainActor
final class PatientForm: RoutedQuestionForm {
  enum Mode: Equatable {
    case add
    case edit(Patient.ID)
  }

  private let mode: Mode
  private let interactor: any PatientFormInteracting
  let router: any FormExitRouting
  private let today: () -> CalendarDate
  /// Makes the id of a new patient: ids are made by the caller so adding works offline.
  private let makeID: () -> Patient.ID
  private var answers = PatientFormAnswers()
  private(set) var title: String
  /// The possible duplicates the last save was refused for: saving again with the same
  /// answers says she is another person (`--not-a-duplicate` on the command line).
  private var warnedOf: (details: PatientDetails, candidates: [Patient.ID])?

  init(
    mode: Mode,
    interactor: any PatientFormInteracting,
    router: any FormExitRouting,
    today: @escaping () -> CalendarDate,
    makeID: @escaping () -> Patient.ID = { Patient.ID() }
  ) {
    self.mode = mode
    self.interactor = interactor
    self.router = router
    self.today = today
    self.makeID = makeID
    self.title = mode == .add ? "New patient" : "Edit patient"
  }

  /// Adding has nothing to load; an edit starts from the patient as stored.
  var needsLoading: Bool { mode != .add }
  /// An edit opens on the summary of her record: the nurse picks the answer to change.
  var opensOnSummary: Bool { mode != .add }

  var fields: [PatientFormField] { PatientFormField.allCases }

  func load() async -> String? {
    guard case .edit(let id) = mode else { return nil }
    do {
      let details = try await interactor.patient(id).details
      answers = PatientFormAnswers(details)
      title = "Edit \(PatientText.name(given: details.givenName, family: details.familyName))"
      return nil
    } catch IDLookupError.notFound(.patient, _) {
      return "No patient with id \(id.uuidString.lowercased())."
    } catch {
      return "Could not read the patient: \(readableMessage(for: error))"
    }
  }

  func holdsLines(_ field: PatientFormField) -> Bool { field.holdsLines }
  func answer(_ field: PatientFormField) -> String { answers[field] }

  func shownAnswer(_ field: PatientFormField) -> String {
    answers[field].isEmpty ? PatientText.none : answers[field]
  }

  func submit(_ text: String, for field: PatientFormField) -> String? {
    answers.answer(field, with: text, today: today())
  }

  func save(changed: [PatientFormField]) async -> QuestionFormSaveResult<PatientFormField> {
    guard let details = answers.details else {
      return .refused(field: .givenName, message: "Names and birth date are required")
    }
    // The nurse saw who she may be and saves again unchanged: she is another person.
    let notADuplicate = warnedOf?.details == details
    do {
      let name = PatientText.name(given: details.givenName, family: details.familyName)
      let notice: String
      switch mode {
      case .add:
        try await interactor.add(
          NewPatient(id: makeID(), details: details, notADuplicate: notADuplicate)
        )
        notice = SavedNotice.added("new patient \(name)")
      case .edit(let id):
        try await interactor.edit(id, details: details, notADuplicate: notADuplicate)
        notice = SavedNotice.edited(name, changed: changed.map(\.label))
      }
      router.route(to: .saved(notice: notice))
      return .saved
    } catch let refusal as PossibleDuplicatesError {
      warnedOf = (details, refusal.candidates.map(\.patient.id))
      let who = refusal.candidates.map { candidate in
        let patient = candidate.patient
        let name = PatientText.name(given: patient.givenName, family: patient.familyName)
        return "\(name) (born \(patient.birthDate)): \(candidate.criterion.text)"
      }
      return .refused(
        field: nil,
        message: "Possibly the same person as \(who.joined(separator: "; ")). "
          + "Save again if she is another person."
      )
    } catch {
      return PatientText.refused(error, asking: PatientFormField.init(rawValue:))
    }
  }
}
