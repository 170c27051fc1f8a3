import Foundation
import Testing

@testable import LibMessage

@Suite("Message body rules")
struct MessageBodyTests {
  @Test func fourThousandCharactersAreAcceptedAndOneMoreIsNot() throws {
    #expect(try MessageBody(String(repeating: "a", count: 4000)).text.count == 4000)
    #expect(throws: body("is 4001 characters long; at most 4000")) {
      try MessageBody(String(repeating: "a", count: 4001))
    }
  }

  @Test func anEmojiCountsAsOneCharacter() throws {
    // A family emoji is seven scalars and one character.
    let family = "👨‍👩‍👧‍👦"
    #expect(try MessageBody(String(repeating: family, count: 4000)).text.count == 4000)
    #expect(throws: body("is 4001 characters long; at most 4000")) {
      try MessageBody(String(repeating: family, count: 4001))
    }
  }

  @Test func theTextIsTrimmedAndMustNotBeEmpty() throws {
    #expect(try MessageBody("  \n Heavier exudate \t\n").text == "Heavier exudate")
    #expect(throws: body("must not be empty")) { try MessageBody("") }
    #expect(throws: body("must not be empty")) { try MessageBody(" \n\t \r\n") }
  }

  @Test func newlineAndTabAreAllowedAndCRLFBecomesNewline() throws {
    #expect(try MessageBody("Exudate:\theavier\nOdour:\tnone").text.contains("\t"))
    #expect(try MessageBody("first line\r\nsecond line").text == "first line\nsecond line")
  }

  @Test(
    arguments: [
      0x00, 0x01, 0x08, 0x0B, 0x0C, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F,
    ] as [UInt32]
  )
  func everyOtherControlCharacterIsRefused(_ value: UInt32) throws {
    let character = Character(Unicode.Scalar(value)!)
    #expect(throws: control(value, at: 3)) {
      try MessageBody("ab\(character)cd")
    }
  }

  @Test func anEscapeSequenceIsRefusedNamingWhereItIs() throws {
    let error = #expect(throws: RuleViolation.self) {
      try MessageBody("ok \u{1B}[2J\u{1B}[H cleared")
    }
    #expect(error == control(0x1B, at: 4))
    #expect(
      error?.description
        == "body: control character U+001B at character 4 is not allowed (only newline and "
        + "tab are)"
    )
    #expect(error?.field == "body")
  }

  @Test func aLoneCarriageReturnIsRefused() throws {
    #expect(throws: control(0x0D, at: 5)) {
      try MessageBody("safe\rrewritten")
    }
  }

  @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069])
  func bidirectionalOverridesAndIsolatesAreRefused(_ value: UInt32) throws {
    let character = Character(Unicode.Scalar(value)!)
    #expect(
      throws: body(
        "bidirectional formatting character \(name(value)) at character 2 is not allowed"
      )
    ) {
      try MessageBody("a\(character)b")
    }
  }

  @Test(arguments: ["\u{20}", "~", "\u{A0}", "é", "e\u{301}", "\u{2029}", "\u{206A}", "🙂"])
  func theNeighboursOfTheRefusedRangesAreText(_ text: String) throws {
    #expect(try MessageBody("a\(text)b").text == "a\(text)b")
  }

  /// A refusal of the body for `reason`.
  private func body(_ reason: String) -> RuleViolation {
    RuleViolation(field: "body", reason: reason)
  }

  /// The refusal of a control character at a 1-based character position.
  private func control(_ value: UInt32, at position: Int) -> RuleViolation {
    body(
      "control character \(name(value)) at character \(position) is not allowed (only newline and tab are)"
    )
  }

  /// `U+001B`, as the refusals name a scalar.
  private func name(_ value: UInt32) -> String { String(format: "U+%04X", value) }
}
