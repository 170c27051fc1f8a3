import CoreContract

/// The command-line option for each field a refusal names, so exit 65 points at what the
/// nurse typed: the wire fields of CoreContract's `RuleViolation` and the libraries' own field
/// names. A field's option is its name in kebab case (`birthDate` -> `--birth-date`), so a new
/// field whose option says the same needs nothing here; only the options named otherwise
/// (`lengthCm` -> `--length`) and the fields no option sets are listed.
///
/// `OptionNamesTests` holds both lists to the contract and the command line: every field of a
/// record, and every field a library's refusal names, has an option `nurse` has (its own name
/// or the one here) or is listed as set by none; no entry restates the default.
enum OptionNames {
  /// The fields whose option is not their name in kebab case.
  static let renamed: [String: String] = [
    // A patient and her Braden scale: wire names, then LibPatient's own.
    "givenName": "--given", "familyName": "--family", "physicianName": "--physician",
    "allergies": "--allergy", "sensoryPerception": "--sensory", "frictionShear": "--friction",
    "assessedAt": "--at", "photoConsentOn": "--on", "photoConsentBy": "--by",
    "photoConsentScope": "--scope", "keep": "KEEP",
    // A wound and its assessments.
    "clockPosition": "--clock", "healedOn": "--on", "closedReason": "--reason",
    "lengthCm": "--length", "widthCm": "--width", "depthCm": "--depth",
    "infectionSigns": "--infection", "takenAt": "--at", "sha256": "--photo",
    "format": "--photo", "byteCount": "--photo",
    // A message.
    "body": "TEXT",
    // A care plan.
    "primaryDressing": "--primary", "secondaryDressing": "--secondary",
    "dressingChange": "--every", "assessEveryDays": "--assess-every",
    "referringNurse": "--referring",
    // A visit.
    "visitedAt": "--at", "dressingsChanged": "--dressing", "assessments": "--assessment",
    "bradens": "--braden",
    // An ABPI measurement.
    "measuredAt": "--at", "leftDorsalisPedis": "--left-dp", "leftPosteriorTibial": "--left-pt",
    "rightDorsalisPedis": "--right-dp", "rightPosteriorTibial": "--right-pt",
  ]

  /// Fields no option sets, and why: a refusal names the field itself, before a colon.
  static let setByNoOption: [String: String] = [
    "version": "the server's version", "createdAt": "this store's time",
    "updatedAt": "this store's time", "sequence": "the server's change log",
    "upToSequence": "a read mark is made by reading a thread",
    "patientId": "the patient argument", "patient": "the patient argument",
    "woundId": "the wound argument", "assessmentId": "the assessment a photo is added to",
    "status": "set by archive, heal, close and reopen",
    "openedBy": "the nurse logged in", "takenBy": "the nurse logged in",
    "assessedBy": "the nurse logged in", "visitedBy": "the nurse logged in",
    "updatedBy": "the nurse logged in", "measuredBy": "the nurse logged in",
    "author": "the nurse logged in", "sentAt": "the time she sends it",
    "voids": "the visit argument of visit void",
    "photoConsent": "the answer argument of patient consent (its parts have options)",
    "mergedInto": "set by patient merge, whose refusals name --from or KEEP",
    "seenAt": "the time she marks a handover seen",
    "odour": "a flag, never refused", "before": "a day of the patient's record, not an option",
  ]

  /// `--length` for `lengthCm`, `--birth-date` for `birthDate`; nil for a field no option sets.
  static func flag(for field: String) -> String? {
    if let flag = renamed[field] { return flag }
    // An argument's name (`PATIENT`) or a path (`tissue.slough`) is named as it is.
    guard setByNoOption[field] == nil, field.first?.isLowercase == true,
      field.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    return kebabCase(field)
  }

  /// `--birth-date` for `birthDate`: the option a field has unless `renamed` says otherwise.
  static func kebabCase(_ field: String) -> String {
    "--"
      + field.map { $0.isUppercase ? "-\($0.lowercased())" : String($0) }.joined()
  }

  /// `--pain must be 0-10`. A field no option sets (a wound's `status`) is named before a
  /// colon: `status: the wound is healed or closed; reopen it first`.
  static func message(for violation: RuleViolation) -> String {
    // A field a command renamed to its own option already (`CarePlanFlags`) stays as it is.
    let renamed = violation.field.hasPrefix("--") ? violation.field : nil
    guard let flag = renamed ?? flag(for: violation.field) else {
      return "\(violation.field): \(violation.reason)"
    }
    return "\(flag) \(violation.reason)"
  }
}
