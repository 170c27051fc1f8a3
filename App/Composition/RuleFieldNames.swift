/// The command-line option for each wire field a `RuleViolation` (CoreContract) names, so
/// exit 65 points at what the nurse typed: `lengthCm` -> `--length`. A field with no option
/// of its own keeps its wire name.
enum RuleFieldNames {
  static let options: [String: String] = [
    // A patient and her Braden scale.
    "givenName": "--given", "familyName": "--family", "birthDate": "--birth-date",
    "sex": "--sex", "address": "--address", "phone": "--phone", "identifier": "--identifier",
    "physicianName": "--physician", "physicianPhone": "--physician-phone",
    "allergies": "--allergy", "notes": "--notes", "sensoryPerception": "--sensory",
    "moisture": "--moisture", "activity": "--activity", "mobility": "--mobility",
    "nutrition": "--nutrition", "frictionShear": "--friction", "assessedAt": "--at",
    // A wound and its assessments.
    "type": "--type", "site": "--site", "description": "--description", "stage": "--stage",
    "openedOn": "--opened-on", "healedOn": "--on", "closedOn": "--on",
    "closedReason": "--reason", "lengthCm": "--length", "widthCm": "--width",
    "depthCm": "--depth", "exudate": "--exudate", "exudateType": "--exudate-type",
    "tissue": "--tissue", "pain": "--pain", "periwound": "--periwound",
    "infectionSigns": "--infection", "dressing": "--dressing", "supersedes": "--supersedes",
    "photos": "--photo", "takenAt": "--at", "sha256": "--photo", "format": "--photo",
    "byteCount": "--photo",
    // A message.
    "body": "TEXT", "replyTo": "--reply-to",
  ]

  /// `--length` for `lengthCm`; the field itself when no option sets it.
  static func option(for field: String) -> String { options[field] ?? field }
}
