import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the care-plan form: its questions, interactor and router on the shared question
/// form screen.
@MainActor
enum WoundPlanFormBuilder {
  static func build(
    woundID: Wound.ID,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    let form = WoundPlanForm(
      woundID: woundID,
      interactor: WoundPlanFormInteractor(library: library),
      router: FormExitRouter(navigator: navigator, onSaved: onSaved)
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
