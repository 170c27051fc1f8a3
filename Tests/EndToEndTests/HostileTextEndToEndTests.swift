import CoreContract
import Foundation
import GRDB
import Testing

/// Text that slipped into a store before the rules (or from an older app) is shown, never
/// obeyed: every once-mode printer and every `--json` keeps terminal controls out of stdout.
@Suite("Stored control characters are never printed raw")
struct HostileTextEndToEndTests {
  static let patient = "7e4d0c52-4b1f-4c3e-9d55-0a6f1c2b3d41"
  /// A title-setting OSC, a colour CSI, a right-to-left override, a one-character C1 CSI,
  /// DEL and a newline that would break a table row.
  static let hostile = "\u{1B}]0;owned\u{07}\u{1B}[31mRed\u{202E}gnp.exe\u{9B}2J\u{7F}\nsecond line"

  @Test func everyPrinterShowsThemAsVisibleReplacements() throws {
    let nurse = NurseSandbox()
    try nurse.addPatient(Self.patient)
    let wound = try nurse.woundOK([
      "add", "--patient", Self.patient, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2026-11-02",
    ])
    _ = try nurse.woundOK([
      "assess", wound, "--length", "3", "--width", "2", "--exudate", "light", "--tissue",
      "granulation=100", "--at", "2026-11-03T10:00",
    ])
    try plantHostileText(in: nurse.store, wound: wound)

    let commands: [[String]] = [
      ["patient", "list"], ["patient", "list", "--json"],
      ["patient", "show", Self.patient], ["patient", "show", Self.patient, "--json"],
      ["wound", "list", "--patient", Self.patient], ["wound", "show", wound],
      ["wound", "list", "--patient", Self.patient, "--json"], ["wound", "show", wound, "--json"],
      ["wound", "alerts"], ["wound", "alerts", "--json"],
    ]
    for command in commands {
      let result = try nurse.run(command, environment: ["TZ": "UTC"])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      let raw = result.stdout.unicodeScalars.filter(Self.obeyedByATerminal)
      #expect(raw.isEmpty, "\(command) printed \(raw.map { String($0.value, radix: 16) })")
    }
  }

  @Test func aTableRowStaysOneLineAndJSONStillMeansTheStoredText() throws {
    let nurse = NurseSandbox()
    try nurse.addPatient(Self.patient)
    try plantHostileText(in: nurse.store, wound: nil)

    let list = try nurse.run(["patient", "list"])
    let rows = list.stdout.split(separator: "\n").filter { $0.contains("Red") }
    #expect(rows.count == 1, "the stored newline broke the row: \(list.stdout)")

    let json = try #require(
      try nurse.json(["patient", "show", Self.patient, "--json"]) as? [String: Any]
    )
    #expect(json["givenName"] as? String == Self.hostile)
  }

  /// A patient, her wound and its assessment as if a colleague's old app had stored this text.
  private func plantHostileText(in store: URL, wound: String?) throws {
    let queue = try DatabaseQueue(path: store.path)
    try queue.write { db in
      try db.execute(
        sql: """
          UPDATE patient SET givenName = ?, address = ?, phone = ?, physicianName = ?,
            notes = ?, allergies = ?
          """,
        arguments: [
          Self.hostile, Self.hostile, Self.hostile, Self.hostile, Self.hostile,
          String(decoding: try JSONEncoder().encode([Self.hostile]), as: UTF8.self),
        ]
      )
      guard let wound else { return }
      try db.execute(
        sql: "UPDATE wound SET description = ?, openedBy = ? WHERE id = ?",
        arguments: [Self.hostile, Self.hostile, wound]
      )
      try db.execute(
        sql: "UPDATE assessment SET notes = ?, dressing = ?, takenBy = ? WHERE woundID = ?",
        arguments: [Self.hostile, Self.hostile, Self.hostile, wound]
      )
    }
  }

  /// What a terminal would act on: controls but newline, DEL, C1, bidirectional overrides.
  static func obeyedByATerminal(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && TextRule.lines.refuses(scalar)
  }
}
