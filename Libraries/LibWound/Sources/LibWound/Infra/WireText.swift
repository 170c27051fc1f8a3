import CoreContract

/// A free text of a library's details paired with the field of its wire record that carries
/// it, by the record's key: the adapter copies it each way, the store trims it, and its name
/// is the key's, so neither the adapter nor any output lists it again.
struct WireText<Details, Record: TeamRecord>: Sendable {
  /// The record's key for the text (`Wire.Wound.CodingKeys.description`).
  let key: Record.CodingKeys
  /// Where the details hold it.
  let details: WritableKeyPath<Details, String?> & Sendable
  /// Where the wire record holds it.
  let wire: WritableKeyPath<Record, String?> & Sendable

  init(
    _ key: Record.CodingKeys,
    _ details: WritableKeyPath<Details, String?> & Sendable,
    _ wire: WritableKeyPath<Record, String?> & Sendable
  ) {
    self.key = key
    self.details = details
    self.wire = wire
  }

  /// The text as the details' public list names it.
  var text: DetailText<Details> { DetailText(name: key.stringValue, field: details) }

  /// Copies every text of `texts` from `record` into `details`.
  static func copy(_ texts: [Self], from record: Record, into details: inout Details) {
    for text in texts { details[keyPath: text.details] = record[keyPath: text.wire] }
  }

  /// Copies every text of `texts` from `details` into `record`.
  static func copy(_ texts: [Self], from details: Details, into record: inout Record) {
    for text in texts { record[keyPath: text.wire] = details[keyPath: text.details] }
  }

  /// `details` as the store keeps them: each text trimmed, a blank one as none.
  static func trimmed(_ texts: [Self], _ details: Details) -> Details {
    var details = details
    for text in texts {
      details[keyPath: text.details] = Trimmed.text(details[keyPath: text.details])
    }
    return details
  }
}
