import LibWound

/// A library's details' free texts (`WoundDetails.texts`) as an output prints them: each under
/// its field's name, absent when none, written into the container of the object it belongs
/// to, beside that object's own keys. A new text of the details is printed with no line here
/// or in the output; docs/json.md lists its key (`JSONKeysTests`).
struct DetailTextsJSON<Details>: Encodable {
  /// The texts that hold a value, by name.
  var values: [String: String]

  /// The texts of `details` that `texts` lists.
  init(_ details: Details, _ texts: [DetailText<Details>]) {
    var values: [String: String] = [:]
    for text in texts { values[text.name] = text.value(in: details) }
    self.values = values
  }

  /// Adds the texts to the keyed container `encoder` already holds (the object's own keys).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Name.self)
    for (name, value) in values { try container.encode(value, forKey: Name(name)) }
  }

  /// A text's name as a JSON key.
  struct Name: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
