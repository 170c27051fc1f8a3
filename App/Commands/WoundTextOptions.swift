import ArgumentParser
import LibWound

/// The wound's free texts (`WoundDetails.texts`) as options of `wound add` and `wound edit`,
/// each named as its field in kebab case (`--description`), so a refusal names the option
/// with no table to change. A new text is its option here and its line in `given`;
/// `WoundTextOptionsTests` fails for a text of the details that has neither.
struct WoundTextOptions: ParsableArguments {
  @Option(help: "Where exactly, in words (on edit, an empty text removes it).")
  var description: String?

  /// The texts given, by their fields' names.
  var given: [String: String] {
    ["description": description].compactMapValues { $0 }
  }

  /// Each text's option, as the details list them (`--description`).
  static var flags: [String] {
    WoundDetails.texts.map { OptionNames.flag(for: $0.name) ?? $0.name }
  }

  /// Sets each text given in `details`; a blank one removes it.
  func apply(to details: inout WoundDetails) {
    for text in WoundDetails.texts {
      if let value = given[text.name] { details[keyPath: text.field] = value.nilIfBlank }
    }
  }
}
