import CoreVIPER
import Foundation

/// Sends the nurse from a patient's detail to the edit form, or back.
@MainActor
final class PatientDetailRouter: PatientDetailRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  /// Builds the edit form; its argument runs after a save so the detail shows the change.
  private let makeEditForm: @MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen
  /// Set by the builder: reloads the detail once an edit is saved.
  var onPatientEdited: @MainActor () -> Void = {}

  init(
    navigator: (any Navigating)?,
    makeEditForm: @escaping @MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void) -> Screen
  ) {
    self.navigator = navigator
    self.makeEditForm = makeEditForm
  }

  func route(to route: PatientDetailRoute) {
    switch route {
    case .edit(let id):
      navigator?.push(makeEditForm(id, { [weak self] in self?.onPatientEdited() }))
    case .back:
      navigator?.pop()
    }
  }
}
