import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The wound form as the shared `QuestionFormPresenter` asks it: a new wound (type, site,
/// stage for pressure injuries only, location and opening day, walked in order), or an edit of
/// what a wound is and where (opened on its summary), each answer checked by
/// `WoundFormAnswers`.
@MainActor
final class WoundForm: RoutedQuestionForm {
  enum Mode: Equatable {
    /// A new wound under the patient.
    case open(patientID: Patient.ID)
    /// The wound's type, site, stage and location corrected (LibWound's `edit`).
    case edit(woundID: Wound.ID)
  }

  private let mode: Mode
  private let interactor: any WoundFormInteracting
  let router: any FormExitRouting
  private let today: () -> CalendarDate
  /// Makes the new wound's id: ids are made by the caller so opening works offline.
  private let makeID: () -> Wound.ID
  private var answers = WoundFormAnswers()
  private(set) var title: String
  /// True once `map` was answered on the site question, until a site is picked: the body map
  /// with its letters shows in place of the numbered list.
  private(set) var showsMap = false
  /// How the body map's letters are drawn.
  private let styling: Styling

  init(
    mode: Mode,
    interactor: any WoundFormInteracting,
    router: any FormExitRouting,
    today: @escaping () -> CalendarDate,
    makeID: @escaping () -> Wound.ID,
    styling: Styling = .plain
  ) {
    self.mode = mode
    self.styling = styling
    self.interactor = interactor
    self.router = router
    self.today = today
    self.makeID = makeID
    if case .edit = mode { title = "Edit wound" } else { title = "New wound" }
  }

  /// A new wound under the patient `patientID`.
  convenience init(
    patientID: Patient.ID,
    interactor: any WoundFormInteracting,
    router: any FormExitRouting,
    today: @escaping () -> CalendarDate,
    makeID: @escaping () -> Wound.ID
  ) {
    self.init(
      mode: .open(patientID: patientID),
      interactor: interactor,
      router: router,
      today: today,
      makeID: makeID
    )
  }

  /// A new wound has nothing to load: the first question shows at once. An edit reads the
  /// wound first and opens on its summary.
  var needsLoading: Bool { isEdit }
  var opensOnSummary: Bool { isEdit }

  private var isEdit: Bool {
    if case .edit = mode { return true }
    return false
  }

  /// Only a pressure injury has a stage (NPIAP): the form does not ask it of other wounds.
  /// The opening day is the wound's history, not something an edit changes.
  var fields: [WoundFormField] {
    WoundFormField.allCases.filter {
      ($0 != .stage || answers.asksStage) && ($0 != .openedOn || !isEdit)
    }
  }

  func load() async -> String? {
    guard case .edit(let id) = mode else { return nil }
    do {
      let wound = try await interactor.wound(id)
      answers = WoundFormAnswers(wound)
      title = "Edit \(WoundText.title(wound))"
      return nil
    } catch WoundLookupError.woundNotFound {
      return "No wound with id \(id.uuidString.lowercased())."
    } catch {
      return "Could not read the wound: \(readableMessage(for: error))"
    }
  }

  func label(of field: WoundFormField) -> String { field.label }
  func holdsLines(_ field: WoundFormField) -> Bool { field.holdsLines }
  func answer(_ field: WoundFormField) -> String { answers[field] }

  func hint(of field: WoundFormField) -> String {
    isPicking(field) ? "a letter on the map, or a name" : field.hint
  }

  func choices(of field: WoundFormField) -> [String] {
    isPicking(field) ? BodySitePicker.sites.map(\.rawValue) : field.choices
  }

  func choiceKeys(of field: WoundFormField) -> [String] {
    isPicking(field) ? BodySitePicker.letters : []
  }

  func picture(of field: WoundFormField) -> [String] {
    isPicking(field) ? BodySitePicker.picture(styling: styling) : []
  }

  /// `map` on the site question shows the body map to pick the site on.
  func takesRequest(_ text: String, for field: WoundFormField) -> Bool {
    guard field == .site, text.lowercased() == BodySitePicker.request else { return false }
    showsMap = true
    return true
  }

  private func isPicking(_ field: WoundFormField) -> Bool { field == .site && showsMap }

  func shownAnswer(_ field: WoundFormField) -> String {
    let value = answers[field]
    if field == .openedOn && value.isEmpty { return "today" }
    return value.isEmpty ? WoundText.none : value
  }

  func submit(_ text: String, for field: WoundFormField) -> String? {
    let problem = answers.answer(field, with: text, today: today())
    guard isPicking(field) else { return problem }
    guard problem == nil else {
      return "\(field.label): \"\(text)\" is neither a letter on the map "
        + "(\(BodySitePicker.letterRange)) nor a site's name"
    }
    // Picked: the question shows its list again if she comes back to it.
    showsMap = false
    return nil
  }

  func save(changed: [WoundFormField]) async -> QuestionFormSaveResult<WoundFormField> {
    do {
      switch mode {
      case .open(let patientID):
        guard let wound = answers.newWound(id: makeID(), patientID: patientID) else {
          return .refused(field: .type, message: "Type and site are required")
        }
        try await interactor.open(wound)
        let title = "\(WoundText.type(wound.type)) · \(WoundText.site(wound.site))"
        router.route(to: .saved(notice: SavedNotice.added("new wound \(title)")))
      case .edit(let id):
        guard let edit = answers.edit else {
          return .refused(field: .type, message: "Type and site are required")
        }
        try await interactor.edit(id, edit)
        let labels = changed.map { $0.label }
        router.route(to: .saved(notice: SavedNotice.edited("the wound", changed: labels)))
      }
      return .saved
    } catch let refusal as RuleViolation {
      return .refused(field: WoundFormField(rawValue: refusal.field), message: refusal.description)
    } catch {
      // The contract's refusal reads "<field> <reason>": re-ask the field it names.
      let message = readableMessage(for: error)
      let field = WoundFormField.allCases.first { message.hasPrefix("\($0.rawValue) ") }
      return .refused(field: field, message: "Could not save: \(message)")
    }
  }
}
