import CoreContract
import Foundation
import LibPatient

/// The `--json` shape of a patient: camelCase keys, dates as `YYYY-MM-DD`, times as ISO 8601
/// with an offset. Scripts and later issues rely on these names.
struct PatientJSON: Encodable {
  struct Braden: Encodable {
    var total: Int
    var risk: String
    var assessedAt: String
  }

  struct Physician: Encodable {
    var name: String?
    var phone: String?
  }

  var id: String
  var givenName: String
  var familyName: String
  var birthDate: String
  var sex: String
  var status: String
  var address: String?
  var phone: String?
  var identifier: String?
  var physician: Physician?
  var allergies: [String]?
  var notes: String?
  var braden: Braden?

  init(_ patient: Patient) {
    let details = patient.details
    id = patient.id.uuidString.lowercased()
    givenName = details.givenName
    familyName = details.familyName
    birthDate = details.birthDate.description
    sex = details.sex.rawValue
    status = patient.status.rawValue
    address = details.address
    phone = details.phone
    identifier = details.identifier
    if details.physicianName != nil || details.physicianPhone != nil {
      physician = Physician(name: details.physicianName, phone: details.physicianPhone)
    }
    allergies = details.allergies
    notes = details.notes
    braden = patient.latestBraden.map(Braden.init)
  }
}

extension PatientJSON {
  /// A list row: the keys every patient has, without the contact details.
  init(_ summary: PatientSummary) {
    id = summary.id.uuidString.lowercased()
    givenName = summary.givenName
    familyName = summary.familyName
    birthDate = summary.birthDate.description
    sex = summary.sex.rawValue
    status = summary.status.rawValue
    braden = summary.latestBraden.map(Braden.init)
  }
}

extension PatientJSON.Braden {
  init(_ assessment: BradenAssessment) {
    total = assessment.total
    risk = assessment.risk.rawValue
    assessedAt = JSONOutput.timestamp(assessment.assessedAt)
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

  /// ISO 8601 with the local offset, the way a nurse's clock shows it.
  static func timestamp(_ date: Date) -> String {
    date.formatted(timestampStyle)
  }

  /// Built once: an ICU formatter made per call took 41 % of `wound show --json`. A format
  /// style is a Sendable value, so one instance serves every task.
  private static let timestampStyle = Date.ISO8601FormatStyle(
    timeZoneSeparator: .colon,
    timeZone: .current
  )
}
