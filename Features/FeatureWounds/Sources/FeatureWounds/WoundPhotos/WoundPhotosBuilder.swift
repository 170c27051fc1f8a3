import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the Wound Photos screen: view, presenter, interactor and router.
@MainActor
enum WoundPhotosBuilder {
  static func build(
    id: Wound.ID,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    mode: PictureMode,
    cell: CellPixels,
    timeZone: TimeZone
  ) -> Screen {
    build(
      id: id,
      interactor: WoundPhotosInteractor(library: library),
      navigator: navigator,
      styling: styling,
      mode: mode,
      cell: cell,
      timeZone: timeZone
    )
  }

  /// The screen over any interactor: tests give one of known pictures.
  static func build(
    id: Wound.ID,
    interactor: any WoundPhotosInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    mode: PictureMode,
    cell: CellPixels = .assumed,
    timeZone: TimeZone
  ) -> Screen {
    let presenter = WoundPhotosPresenter(
      id: id,
      interactor: interactor,
      router: WoundPhotosRouter(navigator: navigator),
      timeZone: timeZone
    )
    return TerminalView(
      layout: WoundPhotosView(styling: styling, mode: mode, cell: cell),
      presenter: presenter
    )
  }
}
