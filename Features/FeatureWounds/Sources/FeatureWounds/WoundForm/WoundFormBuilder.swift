import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the wound form (a new wound or an edit): the shared question form's view and presenter over this
/// form's questions, interactor and router.
@MainActor
enum WoundFormBuilder {
  static func build(
    mode: WoundForm.Mode,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    today: @escaping () -> CalendarDate,
    makeID: @escaping @Sendable () -> UUID,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    let form = WoundForm(
      mode: mode,
      interactor: WoundFormInteractor(library: library),
      router: FormExitRouter(navigator: navigator, onSaved: onSaved),
      today: today,
      makeID: makeID,
      styling: styling
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
