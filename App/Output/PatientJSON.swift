import CoreContract
import Foundation
import LibPatient

/// The `--json` shape of a patient: camelCase keys, dates as `YYYY-MM-DD`, times as ISO 8601
/// with an offset. Scripts and later issues rely on these names. Written as `PrettyJSON` (a
/// list of 10,000 patients is 60,000 values), laid out as every other `--json` output.
enum PatientJSON {
  /// A patient with her contact details, physician, allergies, notes and latest Braden.
  static func utf8(_ patient: Patient) -> [UInt8] {
    let details = patient.details
    var json = PrettyJSON(capacity: 1_024)
    json.beginObject()
    json.member("address", details.address)
    json.member("allergies", details.allergies)
    json.member("birthDate", details.birthDate.description)
    write(patient.latestBraden, to: &json)
    json.member("familyName", details.familyName)
    json.member("givenName", details.givenName)
    json.member("id", PrettyJSON.id(patient.id))
    json.member("identifier", details.identifier)
    json.member("notes", details.notes)
    json.member("phone", details.phone)
    if details.physicianName != nil || details.physicianPhone != nil {
      json.key("physician")
      json.beginObject()
      json.member("name", details.physicianName)
      json.member("phone", details.physicianPhone)
      json.endObject()
    }
    json.member("sex", details.sex.rawValue)
    json.member("status", patient.status.rawValue)
    json.endObject()
    return json.utf8
  }

  /// A list: each row has the keys every patient has, without the contact details.
  static func utf8(_ summaries: [PatientSummary]) -> [UInt8] {
    // About 200 bytes a row: reserved once.
    var json = PrettyJSON(capacity: 1_024 + summaries.count * 224)
    json.beginArray()
    for summary in summaries {
      json.item()
      json.beginObject()
      json.member("birthDate", summary.birthDate.description)
      write(summary.latestBraden, to: &json)
      json.member("familyName", summary.familyName)
      json.member("givenName", summary.givenName)
      json.member("id", PrettyJSON.id(summary.id))
      json.member("sex", summary.sex.rawValue)
      json.member("status", summary.status.rawValue)
      json.endObject()
    }
    json.endArray()
    return json.utf8
  }

  /// The latest Braden (`braden`: its total, risk and when), left out when there is none.
  private static func write(_ braden: BradenAssessment?, to json: inout PrettyJSON) {
    guard let braden else { return }
    json.key("braden")
    json.beginObject()
    json.member("assessedAt", JSONOutput.timestamp(braden.assessedAt))
    json.member("risk", braden.risk.rawValue)
    json.member("total", braden.total)
    json.endObject()
  }
}

enum JSONOutput {
  /// Prints `value` as pretty JSON with sorted keys, so output diffs cleanly.
  static func print<Value: Encodable>(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    Swift.print(escapingInvisibles(String(decoding: try encoder.encode(value), as: UTF8.self)))
  }

  /// Prints JSON already laid out as `print(_:)` lays it out (`PrettyJSON`), as UTF-8 bytes:
  /// written as they are when all are below DEL (nothing to escape), else as `print(_:)` does.
  static func print(utf8 bytes: [UInt8]) {
    guard bytes.allSatisfy({ $0 < 0x7F }) else {
      Swift.print(escapingInvisibles(String(decoding: bytes, as: UTF8.self)))
      return
    }
    // Straight to the descriptor, without copying a megabyte into a String or a Data: the
    // caller prints nothing else before it.
    try? FileHandle.standardOutput.write(contentsOf: bytes)
    try? FileHandle.standardOutput.write(contentsOf: [UInt8(ascii: "\n")])
  }

  /// `json` with DEL, C1 controls and bidirectional overrides written as `\uXXXX` escapes.
  ///
  /// JSONEncoder escapes C0 controls only; the others would reach a terminal that a script
  /// pipes its output to (a C1 CSI acts like ESC [). Escaped, the JSON means the same text.
  /// Outside strings JSON is ASCII, so every such scalar is inside a string.
  static func escapingInvisibles(_ json: String) -> String {
    // Most output needs nothing escaped: checking first spares rebuilding it scalar by
    // scalar (a 10,000-patient list is megabytes).
    // Every scalar to escape is 0x7F or above: JSON of plain ASCII below it has none.
    var json = json
    guard !json.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x7F } }) else { return json }
    guard json.unicodeScalars.contains(where: needsEscape) else { return json }
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars
        )
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x7F && TextRule.line.refuses(scalar)
  }
}
