import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the Today screen: view, presenter, interactor and router; the router builds the
/// visit sheet with the same interactor, and the sheet's "saved" line comes back to the round.
@MainActor
enum TodayBuilder {
  static func build(
    day: CalendarDate?,
    interactor: any TodayInteracting & VisitSheetInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    title: @escaping (CalendarDate?) -> String,
    openPatient: (@MainActor (Patient.ID, String) -> Screen)?,
    openPatients: (@MainActor () -> Screen)?,
    openSearch: (@MainActor () -> Screen)? = nil,
    crossings: [Crossing] = [],
    showsSupplies: Bool = false,
    openHandover: (@MainActor () -> Screen)? = nil
  ) -> Screen {
    weak var shown: TodayPresenter?
    let router = TodayRouter(
      navigator: navigator,
      openPatient: openPatient,
      openPatients: openPatients,
      openSearch: openSearch,
      crossings: crossings,
      visitSheet: { [weak navigator] patient in
        VisitSheetBuilder.build(
          patient: patient,
          interactor: interactor,
          navigator: navigator,
          styling: styling,
          now: now,
          timeZone: timeZone,
          onSaved: { shown?.showSaved($0) }
        )
      },
      openHandover: openHandover
    )
    let presenter = TodayPresenter(
      day: day,
      interactor: interactor,
      router: router,
      title: title,
      timeZone: timeZone,
      crossings: crossings.map(\.help),
      canSearch: openSearch != nil,
      showsSupplies: showsSupplies
    )
    shown = presenter
    router.onReturn = { [weak presenter] in Task { await presenter?.reload() } }
    return TerminalView(layout: TodayView(styling: styling), presenter: presenter)
  }
}
