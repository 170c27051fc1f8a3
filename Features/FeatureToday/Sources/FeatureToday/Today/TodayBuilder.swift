import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the Today screen: view, presenter, interactor and router.
@MainActor
enum TodayBuilder {
  static func build(
    day: CalendarDate?,
    interactor: any TodayInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    title: @escaping (CalendarDate?) -> String,
    openPatient: (@MainActor (UUID, String) -> Screen)?,
    openPatients: (@MainActor () -> Screen)?,
    crossings: [Crossing] = []
  ) -> Screen {
    let router = TodayRouter(
      navigator: navigator,
      openPatient: openPatient,
      openPatients: openPatients,
      crossings: crossings
    )
    let presenter = TodayPresenter(
      day: day,
      interactor: interactor,
      router: router,
      title: title,
      crossings: crossings.map(\.help)
    )
    router.onReturn = { [weak presenter] in Task { await presenter?.reload() } }
    let view = TerminalView<TodayView, TodayPresenter>(
      layout: TodayView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
