import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the assessment form: the shared question form's view and presenter over this
/// form's questions, interactor and router.
@MainActor
enum AssessmentFormBuilder {
  static func build(
    woundID: Wound.ID,
    correcting: Assessment.ID?,
    library: WoundLibrary,
    photoReader: @escaping @Sendable (String) throws -> Data,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    makeID: @escaping @Sendable () -> UUID,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    let form = AssessmentForm(
      woundID: woundID,
      correcting: correcting,
      interactor: AssessmentFormInteractor(library: library, photoReader: photoReader),
      router: FormExitRouter(navigator: navigator, onSaved: onSaved),
      now: now,
      timeZone: timeZone,
      makeID: makeID
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
