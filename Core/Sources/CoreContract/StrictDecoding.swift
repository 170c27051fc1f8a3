import Foundation

extension TeamRecord {
  /// Reads a record from a body's JSON object the one way the team's server reads it: a key
  /// the record does not declare, a field missing or of the wrong type, or a broken rule is
  /// refused naming the field, never quoting its value (it may be patient data).
  public static func strictlyDecoded(_ fields: [String: JSONValue], today: Date)
    throws(RuleViolation) -> Self
  {
    // The set is built from `CodingKeys` on each use: once per record, not once per key.
    let allowed = allowedKeys
    if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw RuleViolation(field: unknown, reason: "is not a field of a \(type)")
    }
    let record: Self
    do {
      record = try JSONValue.object(fields).decode(as: Self.self)
    } catch let error as DecodingError {
      throw RuleViolation(error)
    } catch {
      throw RuleViolation(field: "body", reason: "could not be read")
    }
    try record.validate(today: today)
    return record
  }
}

extension RuleViolation {
  /// The field a `DecodingError` points at (`tissue.granulation`, `changes.0.field`), and
  /// what is wrong with it.
  public init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self.init(field: Self.path(context.codingPath + [key]), reason: "is required")
    case .valueNotFound(_, let context):
      self.init(field: Self.path(context.codingPath), reason: "must not be null")
    case .typeMismatch(let type, let context):
      self.init(field: Self.path(context.codingPath), reason: "must be a \(type)")
    case .dataCorrupted(let context):
      self.init(field: Self.path(context.codingPath), reason: "is malformed")
    @unknown default:
      self.init(field: "body", reason: "could not be read")
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    let text = keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    return text.isEmpty ? "body" : text
  }
}
