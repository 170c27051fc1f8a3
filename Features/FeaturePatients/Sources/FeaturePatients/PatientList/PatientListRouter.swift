import CoreVIPER
import Foundation
import LibPatient

/// Sends the nurse from the list to a patient, the add form, or back.
@MainActor
final class PatientListRouter: PatientListRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeDetail: @MainActor (Patient.ID) -> Screen
  private let makeAddForm: @MainActor () -> Screen
  private let crossings: [Crossing]

  init(
    navigator: (any Navigating)?,
    makeDetail: @escaping @MainActor (Patient.ID) -> Screen,
    makeAddForm: @escaping @MainActor () -> Screen,
    crossings: [Crossing] = []
  ) {
    self.crossings = crossings
    self.navigator = navigator
    self.makeDetail = makeDetail
    self.makeAddForm = makeAddForm
  }

  func route(to route: PatientListRoute) {
    switch route {
    case .detail(let id): navigator?.push(makeDetail(id))
    case .addPatient: navigator?.push(makeAddForm())
    case .crossing(let key):
      if let crossing = crossings.first(where: { $0.key == key }) {
        navigator?.push(crossing.screen())
      }
    case .back: navigator?.pop()
    }
  }
}
