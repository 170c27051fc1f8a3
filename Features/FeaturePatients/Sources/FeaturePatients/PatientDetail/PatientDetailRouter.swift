import CoreVIPER
import Foundation

/// Sends the nurse from a patient's detail to the edit form, or back.
@MainActor
final class PatientDetailRouter: PatientDetailRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  /// Builds the edit form; its argument runs after a save so the detail shows the change.
  private let makeEditForm: @MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen
  /// Builds the Braden form; its argument runs after a save so the detail shows the score.
  private let makeBradenForm:
    (@MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen)?
  /// Builds the ABPI form; its argument runs after a save so the detail shows the index.
  private let makeABPIForm:
    (@MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen)?
  /// Builds the app's wound list for a patient (id, name), when the app has a wound flow.
  private let makeWounds: (@MainActor (UUID, String) -> Screen)?
  /// Builds the app's message thread for a patient (id, name), when the app has messages.
  private let makeMessages: (@MainActor (UUID, String) -> Screen)?
  /// Set by the builder: reloads the detail once an edit is saved.
  var onPatientEdited: @MainActor () -> Void = {}
  /// Set by the builder: reloads the detail once the nurse leaves the wound list, where she
  /// may have opened or assessed a wound.
  var onWoundsLeft: @MainActor () -> Void = {}

  init(
    navigator: (any Navigating)?,
    makeEditForm: @escaping @MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen,
    makeWounds: (@MainActor (UUID, String) -> Screen)? = nil,
    makeMessages: (@MainActor (UUID, String) -> Screen)? = nil,
    makeBradenForm: (@MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen)? =
      nil,
    makeABPIForm: (@MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen)? = nil
  ) {
    self.makeBradenForm = makeBradenForm
    self.makeABPIForm = makeABPIForm
    self.makeMessages = makeMessages
    self.navigator = navigator
    self.makeEditForm = makeEditForm
    self.makeWounds = makeWounds
  }

  func route(to route: PatientDetailRoute) {
    switch route {
    case .edit(let id):
      navigator?.push(makeEditForm(id, { [weak self] in self?.onPatientEdited() }))
    case .braden(let id):
      guard let makeBradenForm else { return }
      // A saved assessment changes the detail's Braden line as an edit changes the rest.
      navigator?.push(makeBradenForm(id, { [weak self] in self?.onPatientEdited() }))
    case .abpi(let id):
      guard let makeABPIForm else { return }
      navigator?.push(makeABPIForm(id, { [weak self] in self?.onPatientEdited() }))
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
