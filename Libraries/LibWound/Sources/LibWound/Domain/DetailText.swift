/// One free text of a library's details (a wound's `description`), under the name its record
/// gives it on the wire, in `--json` and in a refusal (`RuleViolation.field`).
///
/// The details list theirs once (`WoundDetails.texts`); the form's questions, the detail
/// screen's lines, the command line and the `--json` output walk that list, so a new optional
/// text is one line there and none in them.
public struct DetailText<Details>: Sendable {
  /// The field's name: its record's key (`description`).
  public let name: String
  /// Where the details hold it; nil or blank for none.
  public let field: WritableKeyPath<Details, String?> & Sendable

  /// The text `name`, held at `field`.
  public init(name: String, field: WritableKeyPath<Details, String?> & Sendable) {
    self.name = name
    self.field = field
  }

  /// The text as `details` hold it, nil when blank.
  public func value(in details: Details) -> String? {
    guard let text = details[keyPath: field], !text.isEmpty else { return nil }
    return text
  }
}
