import ArgumentParser
import LibWound
import Testing

@testable import NurseApp

/// Each free text of a wound's details (`WoundDetails.texts`) has its option on `wound add`
/// and `wound edit`, named as the field, and the option sets the text: a text added to the
/// details without its option, or without its line in `WoundTextOptions.given`, fails here.
@Suite("Wound text options")
struct WoundTextOptionsTests {
  @Test func everyTextOfTheDetailsIsSetByItsOwnOption() throws {
    #expect(!WoundDetails.texts.isEmpty)
    for (text, flag) in zip(WoundDetails.texts, WoundTextOptions.flags) {
      let options = try WoundTextOptions.parse([flag, " typed \n"])
      var details = WoundDetails(type: .venousLegUlcer, site: .leftHeel)
      options.apply(to: &details)
      #expect(details[keyPath: text.field] == "typed", "\(text.name) has no option \(flag)")
      // On edit, an empty text removes it.
      try WoundTextOptions.parse([flag, " "]).apply(to: &details)
      #expect(details[keyPath: text.field] == nil, "\(flag) \"\" does not remove it")
    }
  }

  @Test func theOptionsAreThoseOfAddAndEdit() {
    for command in [WoundAddCommand.self, WoundEditCommand.self] as [any ParsableCommand.Type] {
      let options = OptionNamesTests.options(of: command)
      for flag in WoundTextOptions.flags {
        #expect(options.contains(flag), "\(command) has no \(flag)")
      }
    }
  }
}
