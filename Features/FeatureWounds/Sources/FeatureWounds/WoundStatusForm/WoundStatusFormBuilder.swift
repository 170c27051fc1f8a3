import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the heal-or-close form: the shared question form's view and presenter over
/// this form's question, interactor and router.
@MainActor
enum WoundStatusFormBuilder {
  static func build(
    woundID: Wound.ID,
    change: WoundStatusChange,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    today: @escaping @Sendable () -> CalendarDate,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    let form = WoundStatusForm(
      woundID: woundID,
      change: change,
      interactor: WoundStatusFormInteractor(library: library),
      router: FormExitRouter(navigator: navigator, onSaved: onSaved),
      today: today
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
