import CoreTerminal
import CoreTesting
import Foundation
import Testing

@testable import FeatureWounds

/// The new-wound form through the shared question form view.
@MainActor
struct WoundFormViewTests {
  let layout = QuestionFormView(styling: .plain)

  @Test func askingTheStage() {
    let data = QuestionFormViewData(
      title: "New wound",
      content: .asking(
        .init(
          label: "Stage",
          hint: WoundFormField.stage.hint,
          draft: "stage-",
          position: "3 of 5"
        )
      ),
      answered: [
        .init(label: "Type", value: "pressure-injury"), .init(label: "Site", value: "sacrum"),
      ],
      problem: nil
    )
    assertLines(of: layout, for: data)
  }

  @Test func summary() {
    let data = QuestionFormViewData(
      title: "New wound",
      content: .confirming,
      answered: [
        .init(label: "Type", value: "venous-leg-ulcer"),
        .init(label: "Site", value: "left-lower-leg"),
        .init(label: "Location", value: "—"), .init(label: "Opened on", value: "today"),
      ],
      problem: nil
    )
    assertLines(of: layout, for: data)
  }
}
