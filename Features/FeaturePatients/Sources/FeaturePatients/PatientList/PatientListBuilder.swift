import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the patient list: view, presenter, interactor and router.
@MainActor
enum PatientListBuilder {
  static func build(
    library: PatientLibrary,
    navigator: (any Navigating)?,
    search: String?,
    searching: Bool = false,
    status: PatientStatus?,
    styling: Styling,
    today: @escaping () -> CalendarDate,
    makeDetail: @escaping @MainActor (Patient.ID) -> Screen,
    makeAddForm: @escaping @MainActor () -> Screen,
    crossings: [Crossing] = [],
    badges: (@Sendable () async -> PatientBadges)? = nil
  ) -> Screen {
    let router = PatientListRouter(
      navigator: navigator,
      makeDetail: makeDetail,
      makeAddForm: makeAddForm,
      crossings: crossings
    )
    let presenter = PatientListPresenter(
      interactor: PatientListInteractor(library: library, badgeProvider: badges),
      router: router,
      search: search,
      searching: searching,
      status: status,
      today: today,
      crossings: crossings.map(\.help),
      showsBadges: badges != nil
    )
    return TerminalView(layout: PatientListView(styling: styling), presenter: presenter)
  }
}
