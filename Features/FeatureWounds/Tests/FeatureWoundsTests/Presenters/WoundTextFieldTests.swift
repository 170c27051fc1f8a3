import CoreTerminal
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

/// Each free text of a wound's details (`WoundDetails.texts`) is a question of the wound form,
/// read from and into the details, and a line of the detail screen under the question's label:
/// a text added to the details without its case in `WoundFormField` fails here, naming it.
struct WoundTextFieldTests {
  @Test func everyTextOfTheDetailsIsAQuestion() {
    let asked = WoundFormField.texts.map(\.text.name)
    #expect(asked == WoundDetails.texts.map(\.name), "add a WoundFormField case named as the text")
  }

  @Test func everyTextIsAnsweredIntoTheDetailsAndReadBack() throws {
    for (field, text) in WoundFormField.texts {
      var answers = WoundFormAnswers()
      let today = CalendarDate("2025-06-15")!
      #expect(answers.answer(.type, with: "venous-leg-ulcer", today: today) == nil)
      #expect(answers.answer(.site, with: "left-heel", today: today) == nil)
      #expect(answers.answer(field, with: " typed ", today: today) == nil)
      let details = try #require(answers.edit)
      #expect(details[keyPath: text.field] == "typed", "\(field)")
      var wound = Fixtures.wound()
      wound.details = details
      #expect(WoundFormAnswers(wound)[field] == "typed", "\(field)")
    }
  }

  @Test func everyTextIsALineOfTheDetailUnderItsLabel() {
    for (field, text) in WoundFormField.texts {
      var wound = Fixtures.wound()
      wound.details[keyPath: text.field] = "typed\u{1B}"
      let formatter = WoundDetailFormatter(charset: .unicode, timeZone: Fixtures.utc)
      let loaded = formatter.loaded(Fixtures.history(wound, []), selected: nil)
      let line = loaded.fields.first { $0.label == field.label }
      #expect(line?.value == "typed\u{1B}".visibleControls(), "\(field)")
    }
  }
}
