import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the caseload screen: view, presenter, interactor and router.
@MainActor
enum CaseloadBuilder {
  static func build(
    library: WoundLibrary,
    filter: CaseloadFilter,
    navigator: (any Navigating)?,
    styling: Styling,
    timeZone: TimeZone,
    makeDetail:
      @escaping @MainActor (Wound.ID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  ) -> Screen {
    let router = WoundOpeningRouter(navigator: navigator, makeDetail: makeDetail)
    let presenter = CaseloadPresenter(
      interactor: CaseloadInteractor(library: library),
      router: router,
      filter: filter,
      timeZone: timeZone
    )
    router.onChanged = { [weak presenter] in Task { await presenter?.reload() } }
    return TerminalView(layout: CaseloadView(styling: styling), presenter: presenter)
  }
}
