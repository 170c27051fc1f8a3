/// How a home visit ended (docs/care-plans.md, "Visit outcomes"): the team's one vocabulary.
/// A visit recorded before outcomes existed has none, and was done.
public enum VisitOutcome: String, CaseIterable, Codable, Sendable {
  /// She saw the patient and did what the visit says.
  case done
  /// Nobody answered the door.
  case notAtHome = "not-at-home"
  /// The patient refused the care.
  case refused
  /// The patient is in hospital.
  case inHospital = "in-hospital"
  /// The patient has died (the visit says on which day).
  case deceased

  /// The outcome in a nurse's words: "not at home".
  public var words: String { rawValue.replacingOccurrences(of: "-", with: " ") }
}
