import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The photo consent form as the shared `QuestionFormPresenter` asks it: her answer, then what
/// a given consent covers (asked only when given), who answered (the patient unless told) and
/// the day (today unless told). Saving is LibPatient's `recordPhotoConsent`, whose refusal
/// re-asks the part it names.
@MainActor
final class PhotoConsentForm: RoutedQuestionForm {
  private let patientID: Patient.ID
  private let interactor: any PhotoConsentFormInteracting
  let router: any FormExitRouting
  private let today: () -> CalendarDate
  private var answers: [PhotoConsentFormField: String] = [.on: "today"]

  let title = "Photo consent"

  init(
    patientID: Patient.ID,
    interactor: any PhotoConsentFormInteracting,
    router: any FormExitRouting,
    today: @escaping () -> CalendarDate
  ) {
    self.patientID = patientID
    self.interactor = interactor
    self.router = router
    self.today = today
  }

  /// The scope is a given consent's only.
  var fields: [PhotoConsentFormField] {
    PhotoConsentFormField.allCases.filter { $0 != .scope || answers[.answer] == "given" }
  }

  func answer(_ field: PhotoConsentFormField) -> String { answers[field] ?? "" }

  func choices(of field: PhotoConsentFormField) -> [String] {
    switch field {
    case .answer: return ["given", "refused", "withdrawn"]
    case .scope: return PhotoConsentScope.allCases.map(\.rawValue)
    case .by, .on: return []
    }
  }

  func shownAnswer(_ field: PhotoConsentFormField) -> String {
    guard let value = answers[field], !value.isEmpty else {
      return field == .by && answers[.answer] == "given" ? "the patient" : "—"
    }
    return value
  }

  func submit(_ text: String, for field: PhotoConsentFormField) -> String? {
    let input = text.trimmingCharacters(in: .whitespaces)
    switch field {
    case .answer, .scope:
      guard choices(of: field).contains(input) else {
        return "\(field.label): one of \(choices(of: field).joined(separator: ", "))"
      }
    case .on:
      guard input == "today" || CalendarDate(input) != nil else {
        return "\(field.label): not a day (today or YYYY-MM-DD)"
      }
    case .by:
      break
    }
    answers[field] = input
    return nil
  }

  /// The consent the answers describe, nil until they name one.
  private var consent: PhotoConsent? {
    let typed = answers[.on] ?? "today"
    guard let day = typed == "today" ? today() : CalendarDate(typed) else { return nil }
    let by = answers[.by].flatMap { $0.isEmpty ? nil : $0 }
    switch answers[.answer] {
    case "given":
      guard let scope = answers[.scope].flatMap(PhotoConsentScope.init(rawValue:)) else {
        return nil
      }
      return .given(on: day, by: by ?? "the patient", scope: scope)
    case "refused": return .refused(on: day, by: by)
    case "withdrawn": return .withdrawn(on: day, by: by)
    default: return nil
    }
  }

  /// What photos the answer allows, before saving.
  var summaryFacts: [QuestionFormViewData.Field] {
    guard let consent else { return [] }
    let allows =
      consent.allowsSharing
      ? "new photos, shared in reports and exports"
      : consent.allowsNewPhotos ? "new photos, kept in the record only" : "no new photo"
    return [.init(label: "Allows", value: allows)]
  }

  func save(changed: [PhotoConsentFormField]) async -> QuestionFormSaveResult<
    PhotoConsentFormField
  > {
    guard let consent else {
      return .refused(field: .answer, message: "Answer: given, refused or withdrawn")
    }
    do {
      try await interactor.record(consent, for: patientID)
      router.route(to: .saved(notice: SavedNotice.added("photo consent " + consent.text)))
      return .saved
    } catch {
      return PatientText.refused(error, asking: PhotoConsentFormField.init(rawValue:))
    }
  }
}
