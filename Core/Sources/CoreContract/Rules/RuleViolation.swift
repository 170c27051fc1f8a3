/// A value that breaks one of the team's rules: the field at fault and why, never the value
/// itself (it may be patient data); nothing was written. The one refusal type of the contract,
/// the libraries (their `RuleViolation` is this type) and the server: the app shows it with
/// exit 65, a form beside its field, the server answers 422.
public struct RuleViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// The wire field at fault (`lengthCm`, `givenName`, `tissue`).
  public var field: String
  /// Why, in words a nurse reads after the field's name ("must be 0-10").
  public var reason: String

  /// A violation of `field`.
  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }

  /// `field: reason`, e.g. `pain: must be 0-10`.
  public var description: String { "\(field): \(reason)" }

  /// Throws a violation of `field` unless `condition` holds.
  public static func require(_ condition: Bool, _ field: String, _ reason: String)
    throws(RuleViolation)
  {
    if !condition { throw RuleViolation(field: field, reason: reason) }
  }
}
