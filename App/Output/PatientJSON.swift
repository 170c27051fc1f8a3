import CoreContract
import Foundation
import LibPatient

/// The `--json` shape of a patient: camelCase keys, dates as `YYYY-MM-DD`, times as ISO 8601
/// with an offset. Scripts and later issues rely on these names. Written as `PrettyJSON` (a
/// list of 10,000 patients is 60,000 values), laid out as every other `--json` output.
enum PatientJSON {
  /// A patient with her contact details, physician, allergies, notes and latest Braden.
  static func write(_ patient: Patient, to json: inout PrettyJSON) {
    let details = patient.details
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
  }

  /// A list: each row has the keys every patient has, without the contact details.
  static func write(_ summaries: [PatientSummary], to json: inout PrettyJSON) {
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
  }

  /// The latest Braden (`braden`: its total, risk, when and by whom), left out when there is
  /// none.
  private static func write(_ braden: BradenAssessment?, to json: inout PrettyJSON) {
    guard let braden else { return }
    json.key("braden")
    json.beginObject()
    json.member("assessedAt", JSONOutput.timestamp(braden.assessedAt))
    json.member("assessedBy", braden.assessedBy)
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

  /// Prints the JSON `write` writes (`PrettyJSON`, laid out as `print(_:)` lays it out) as
  /// it is written, a chunk at a time, and a line end.
  static func print(_ write: (inout PrettyJSON) throws -> Void) rethrows {
    var json = PrettyJSON(chunksTo: printChunk)
    try write(&json)
    json.finish()
    printChunk([UInt8(ascii: "\n")])
  }

  /// A chunk of whole UTF-8, straight to the descriptor when all its bytes are below DEL
  /// (nothing to escape), else escaped as `print(_:)` escapes. Every chunk goes the same way,
  /// so they stay in order; the caller prints nothing else before them.
  private static func printChunk(_ bytes: [UInt8]) {
    if isBelowDelete(bytes) {
      try? FileHandle.standardOutput.write(contentsOf: bytes)
    } else {
      let text = escapingInvisibles(String(decoding: bytes, as: UTF8.self))
      try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
  }

  /// Whether every byte is below 0x7F, eight at a time: adding 1 to each byte sets its top
  /// bit exactly when it is 0x7F, and a byte of 0x80 or more has it already (the one carry,
  /// out of 0xFF, comes from a byte that is found anyway).
  static func isBelowDelete(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      let ones: UInt64 = 0x0101_0101_0101_0101
      let tops: UInt64 = 0x8080_8080_8080_8080
      var offset = 0
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if (word | (word &+ ones)) & tops != 0 { return false }
        offset += 8
      }
      return raw[offset...].allSatisfy { $0 < 0x7F }
    }
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
