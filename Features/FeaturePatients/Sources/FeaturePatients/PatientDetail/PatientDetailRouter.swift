import CoreVIPER
import Foundation
import LibPatient

/// Builds the form `PatientRecordForm` names for a patient; the closure runs after a save.
typealias RecordFormMaker =
  @MainActor (PatientRecordForm, Patient.ID, _ onSaved: @escaping @MainActor () -> Void) -> Screen

/// Sends the nurse from a patient's detail to the edit form, or back.
@MainActor
final class PatientDetailRouter: PatientDetailRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  /// Builds the edit form; its argument runs after a save so the detail shows the change.
  private let makeEditForm:
    @MainActor (Patient.ID, _ onSaved: @escaping @MainActor () -> Void) -> Screen
  /// Builds a form that adds to her record; its last argument runs after a save so the detail
  /// shows what was added.
  private let makeRecordForm: RecordFormMaker?
  /// Builds the app's wound list for a patient (id, name), when the app has a wound flow.
  private let makeWounds: (@MainActor (Patient.ID, String) -> Screen)?
  /// Builds the app's message thread for a patient (id, name), when the app has messages.
  private let makeMessages: (@MainActor (Patient.ID, String) -> Screen)?
  /// Set by the builder: reloads the detail once an edit is saved.
  var onPatientEdited: @MainActor () -> Void = {}
  /// Set by the builder: reloads the detail once the nurse leaves the wound list, where she
  /// may have opened or assessed a wound.
  var onWoundsLeft: @MainActor () -> Void = {}

  init(
    navigator: (any Navigating)?,
    makeEditForm:
      @escaping @MainActor (Patient.ID, _ onSaved: @escaping @MainActor () -> Void) -> Screen,
    makeWounds: (@MainActor (Patient.ID, String) -> Screen)? = nil,
    makeMessages: (@MainActor (Patient.ID, String) -> Screen)? = nil,
    makeRecordForm: RecordFormMaker? = nil
  ) {
    self.makeRecordForm = makeRecordForm
    self.makeMessages = makeMessages
    self.navigator = navigator
    self.makeEditForm = makeEditForm
    self.makeWounds = makeWounds
  }

  func route(to route: PatientDetailRoute) {
    switch route {
    case .edit(let id):
      navigator?.push(makeEditForm(id, { [weak self] in self?.onPatientEdited() }))
    case .form(let form, let id):
      guard let makeRecordForm else { return }
      // A save changes the detail's Braden, ABPI or photos line as an edit changes the rest.
      navigator?.push(makeRecordForm(form, id, { [weak self] in self?.onPatientEdited() }))
    case .wounds(let id, let name):
      guard let makeWounds else { return }
      let wounds = LeaveNotifyingScreen(makeWounds(id, name)) { [weak self] in
        self?.onWoundsLeft()
      }
      navigator?.push(wounds)
    case .messages(let id, let name):
      guard let makeMessages else { return }
      navigator?.push(makeMessages(id, name))
    case .back:
      navigator?.pop()
    }
  }
}
