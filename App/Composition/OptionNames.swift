import CoreContract

/// The command-line option for each field a refusal names, so exit 65 points at what the
/// nurse typed: the wire fields of CoreContract's `RuleViolation` (`lengthCm` -> `--length`)
/// and the libraries' own field names (`length`, `sensory`, `reason`) in one table. No key
/// means two things: a field with no option of its own keeps its name.
///
/// `OptionNamesTests` holds the table to the contract and the command line: every field of a
/// record a nurse types, and every field a library's refusal names, has its option here or is
/// listed there as set by no option; every option here is one `nurse` has.
enum OptionNames {
  static let flags: [String: String] = [
    // A patient and her Braden scale: wire names, then LibPatient's own.
    "givenName": "--given", "familyName": "--family", "birthDate": "--birth-date",
    "sex": "--sex", "address": "--address", "phone": "--phone", "identifier": "--identifier",
    "physicianName": "--physician", "physicianPhone": "--physician-phone",
    "allergies": "--allergy", "notes": "--notes", "sensoryPerception": "--sensory",
    "moisture": "--moisture", "activity": "--activity", "mobility": "--mobility",
    "nutrition": "--nutrition", "frictionShear": "--friction", "assessedAt": "--at",
    "sensory": "--sensory", "friction": "--friction", "at": "--at", "id": "--id",
    "photoConsentOn": "--on", "photoConsentBy": "--by", "photoConsentScope": "--scope",
    "from": "--from", "keep": "KEEP",
    // A wound and its assessments: wire names, then LibWound's own.
    "type": "--type", "site": "--site", "clockPosition": "--clock", "description": "--description",
    "stage": "--stage",
    "openedOn": "--opened-on", "healedOn": "--on", "closedOn": "--on",
    "closedReason": "--reason", "lengthCm": "--length", "widthCm": "--width",
    "depthCm": "--depth", "exudate": "--exudate", "exudateType": "--exudate-type",
    "tissue": "--tissue", "undermining": "--undermining", "tunnelling": "--tunnelling",
    "pain": "--pain", "periwound": "--periwound",
    "infectionSigns": "--infection", "dressing": "--dressing", "supersedes": "--supersedes",
    "photos": "--photo", "takenAt": "--at", "sha256": "--photo", "format": "--photo",
    "byteCount": "--photo", "length": "--length", "width": "--width", "depth": "--depth",
    "on": "--on", "reason": "--reason", "photo": "--photo",
    // A message.
    "body": "TEXT", "replyTo": "--reply-to",
    // A care plan.
    "startsOn": "--starts-on", "cleansing": "--cleansing", "primaryDressing": "--primary",
    "secondaryDressing": "--secondary", "dressingChange": "--every", "changeWeekdays": "--on",
    "assessEveryDays": "--assess-every", "referringNurse": "--referring",
    "compression": "--compression", "specialistAdvice": "--specialist-advice",
    "advisedOn": "--advised-on",
    // A visit.
    "visitedAt": "--at", "dressingsChanged": "--dressing", "assessments": "--assessment",
    "assessment": "--assessment", "bradens": "--braden", "braden": "--braden", "note": "--note",
    // An ABPI measurement.
    "measuredAt": "--at", "brachialLeft": "--brachial-left", "brachialRight": "--brachial-right",
    "leftDorsalisPedis": "--left-dp", "leftPosteriorTibial": "--left-pt",
    "rightDorsalisPedis": "--right-dp", "rightPosteriorTibial": "--right-pt",
  ]

  /// `--length` for `lengthCm`; the field itself when no option sets it.
  static func flag(for field: String) -> String { flags[field] ?? field }

  /// `--pain must be 0-10`. A field no option sets (a wound's `status`) is named before a
  /// colon: `status: the wound is healed or closed; reopen it first`.
  static func message(for violation: RuleViolation) -> String {
    // A field a command renamed to its own option already (`CarePlanFlags`) stays as it is.
    let renamed = violation.field.hasPrefix("--") ? violation.field : nil
    guard let flag = flags[violation.field] ?? renamed else {
      return "\(violation.field): \(violation.reason)"
    }
    return "\(flag) \(violation.reason)"
  }
}
