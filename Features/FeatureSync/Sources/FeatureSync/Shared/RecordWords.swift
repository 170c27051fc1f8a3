import CoreTerminal

/// How the sync screens name a record and its fields in a nurse's words ("Phone of Dupont,
/// Marie", "Wound (Skin tear · left foot) of Dupont, Marie"), never by a wire name or an id
/// alone. Every string it returns is safe to print.
enum RecordWords {
  /// "Patient", "Wound", "Care plan": what the record is.
  static func kind(_ type: String) -> String {
    switch type {
    case "patient": return "Patient"
    case "braden": return "Braden scale"
    case "wound": return "Wound"
    case "assessment": return "Assessment"
    case "photo": return "Photo"
    case "care-plan": return "Care plan"
    case "visit": return "Visit"
    case "message": return "Message"
    case "readMark": return "Read mark"
    default: return sentenceCase(words(type)).visibleControls(whitespace: .asPictures)
    }
  }

  /// The patient's name, or what stands for it when this device does not hold her.
  static func patient(_ name: SyncRecordName) -> String {
    name.patient?.visibleControls(whitespace: .asPictures) ?? "a patient not on this device"
  }

  /// The RECORD column: "Patient", "Wound: Skin tear · left foot".
  static func record(_ type: String, _ name: SyncRecordName) -> String {
    guard let wound = name.wound, type != "patient" else { return kind(type) }
    return "\(kind(type)): \(wound.visibleControls(whitespace: .asPictures))"
  }

  /// The record in a sentence: "Dupont, Marie" for her own record, "Wound (Skin tear · left
  /// foot) of Dupont, Marie" for another; a patient this device does not hold keeps the
  /// first characters of her id, which `nurse status` shows too.
  static func title(_ type: String, id: String, _ name: SyncRecordName) -> String {
    if type == "patient" {
      return name.patient?.visibleControls(whitespace: .asPictures)
        ?? "Patient \(id.visibleControls(whitespace: .asPictures).idPrefix), not on this device"
    }
    let wound = name.wound.map { " (\($0.visibleControls(whitespace: .asPictures)))" } ?? ""
    let about = type == "message" ? "about" : "of"
    return "\(kind(type))\(wound) \(about) \(patient(name))"
  }

  /// "Phone", "Physician", "Length (cm)": a wire field as the forms and screens label it.
  static func field(_ name: String) -> String {
    if let label = labels[name] { return label }
    return sentenceCase(words(name)).visibleControls(whitespace: .asPictures)
  }

  /// The field inside a sentence: "its length (cm)".
  static func fieldInSentence(_ name: String) -> String {
    let label = field(name)
    return label.prefix(1).lowercased() + label.dropFirst()
  }

  /// The fields whose label is not their name read aloud: the patient form's words, and the
  /// units a name abbreviates.
  private static let labels = [
    "physicianName": "Physician", "lengthCm": "Length (cm)", "widthCm": "Width (cm)",
    "depthCm": "Depth (cm)", "assessEveryDays": "Assess every (days)",
  ]

  /// "physicianPhone" -> "physician phone", "care-plan" -> "care plan".
  private static func words(_ name: String) -> String {
    var text = ""
    for character in name {
      if character == "-" || character == "_" {
        text.append(" ")
      } else if character.isUppercase, !text.isEmpty, text.last != " " {
        text += " " + character.lowercased()
      } else {
        text.append(character)
      }
    }
    return text
  }

  private static func sentenceCase(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
