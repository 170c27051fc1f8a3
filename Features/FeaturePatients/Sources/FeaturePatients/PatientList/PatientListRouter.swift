import CoreVIPER
import Foundation

/// Sends the nurse from the list to a patient, the add form, or back.
@MainActor
final class PatientListRouter: PatientListRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeDetail: @MainActor (UUID) -> Screen
  private let makeAddForm: @MainActor () -> Screen
  private let makeSync: (@MainActor () -> Screen)?
  private let makeInbox: (@MainActor () -> Screen)?

  init(
    navigator: (any Navigating)?,
    makeDetail: @escaping @MainActor (UUID) -> Screen,
    makeAddForm: @escaping @MainActor () -> Screen,
    makeSync: (@MainActor () -> Screen)? = nil,
    makeInbox: (@MainActor () -> Screen)? = nil
  ) {
    self.makeInbox = makeInbox
    self.navigator = navigator
    self.makeDetail = makeDetail
    self.makeAddForm = makeAddForm
    self.makeSync = makeSync
  }

  func route(to route: PatientListRoute) {
    switch route {
    case .detail(let id): navigator?.push(makeDetail(id))
    case .addPatient: navigator?.push(makeAddForm())
    case .sync: if let makeSync { navigator?.push(makeSync()) }
    case .inbox: if let makeInbox { navigator?.push(makeInbox()) }
    case .back: navigator?.pop()
    }
  }
}
