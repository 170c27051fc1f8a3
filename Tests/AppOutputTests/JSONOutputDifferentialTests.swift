import CoreContract
import CoreTesting
import Foundation
import LibMessage
import LibPatient
import Testing

@testable import NurseApp

/// Every `--json` output prints byte for byte what Foundation's `JSONEncoder` wrote for it,
/// pretty-printed with sorted keys, followed by the escaping of DEL, C1 controls and
/// bidirectional overrides (`FoundationJSON`, the oracle): `JSONOutput`'s hand-written writer
/// stays only as long as this holds.
@Suite("JSON output against JSONEncoder")
struct JSONOutputDifferentialTests {
  static func expectSame<Value: Encodable>(_ value: Value, _ comment: String) throws {
    let expected = try FoundationJSON.text(value, options: [.pretty, .escapingInvisibles])
    let printed = try JSONOutput.text(value)
    #expect(printed == expected, "\(comment)")
  }

  @Test func everyOutputIsWhatTheEncoderWrites() async throws {
    let outputs = try await JSONKeysTests.outputs()
    #expect(outputs.count > 20)
    for (command, output) in outputs {
      try Self.expectSame(output, command)
    }
  }

  /// Stored text with every control, DEL, C1 controls, bidirectional overrides, quotes,
  /// backslashes, slashes and characters past ASCII, in every field a message prints.
  @Test func hostileTextIsEscapedAsTheEncoderAndTheOldRuleEscapedIt() throws {
    let controls = (0..<0x20).map { String(UnicodeScalar($0)!) }.joined()
    let hostile =
      controls + "\u{7F}\u{80}\u{9B}2J\u{9F}\u{A0}\u{202A}\u{202E}gnp.exe\u{2066}\u{2069}"
      + "\"quoted\" back\\slash / slash Zoë e\u{301} 😀 👩🏽‍⚕️ \u{2028}"
    let messages = [hostile, "", "plain"].map { text in
      MessageJSON(
        Message(
          id: Message.ID(),
          patientID: Patient.ID(),
          author: text,
          body: text + text,
          sentAt: Date(timeIntervalSince1970: 1_760_000_000),
          isPending: text.isEmpty
        )
      )
    }
    try Self.expectSame(messages, "messages")
    try Self.expectSame([String: [MessageJSON]](), "empty")
    try Self.expectSame([hostile: messages], "hostile key")
  }
}
