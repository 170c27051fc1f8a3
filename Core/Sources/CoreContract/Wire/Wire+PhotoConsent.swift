import Foundation

extension Wire.Patient {
  /// A patient's answer about wound photos, as the team shares it: one field of the patient,
  /// so a merge never pairs one nurse's status with another's scope. Absent: never asked.
  public struct PhotoConsent: Codable, Equatable, Sendable {
    /// Given, refused or withdrawn.
    public var status: PhotoConsentStatus
    /// `YYYY-MM-DD`: the day it was given, refused or withdrawn.
    public var on: String
    /// Who answered: the patient, or who speaks for her; required when consent is given.
    public var by: String?
    /// What a given consent covers; only a given consent has one.
    public var scope: PhotoConsentScope?

    /// An answer with every part given.
    public init(
      status: PhotoConsentStatus,
      on: String,
      by: String? = nil,
      scope: PhotoConsentScope? = nil
    ) {
      self.status = status
      self.on = on
      self.by = by
      self.scope = scope
    }

    /// A real day; a given consent names who gave it and its scope; only a given consent has
    /// a scope. Fields are named as the patient's (`photoConsent…`), so a refusal points at
    /// the part that is wrong.
    func validate(today: Date) throws(RuleViolation) {
      try CalendarDayRule.check(on, field: "photoConsentOn", today: today)
      try TextRule.line.check(by, field: "photoConsentBy")
      switch status {
      case .given:
        guard let by else {
          throw RuleViolation(field: "photoConsentBy", reason: "must name who gave the consent")
        }
        try TextRule.requireNotBlank(by, field: "photoConsentBy")
        try RuleViolation.require(
          scope != nil,
          "photoConsentScope",
          "must say what the consent covers (record or sharing)"
        )
      case .refused, .withdrawn:
        try RuleViolation.require(
          scope == nil,
          "photoConsentScope",
          "belongs to a given consent only"
        )
      }
    }
  }
}
