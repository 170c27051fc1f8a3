import Foundation
import Testing

@testable import CoreContract

@Suite("Rules")
struct RuleTests {
  @Test(arguments: ["\u{0}", "\u{1B}", "\u{9B}", "\u{7F}", "\u{202E}", "\u{2066}", "\u{85}"])
  func controlsAndBidiOverridesAreRefused(_ character: String) {
    for rule in [TextRule.line, .lines] {
      #expect(throws: RuleViolation.self) { try rule.check("Ada\(character)x", field: "givenName") }
    }
    #expect(throws: RuleViolation(field: "notes", reason: "holds a control character")) {
      try TextRule.line.check("a\u{1B}[2J", field: "notes")
    }
  }

  @Test func newlineAndTabOnlyInLines() throws {
    for text in ["two\nlines", "a\ttab"] {
      #expect(throws: RuleViolation.self) { try TextRule.line.check(text, field: "phone") }
      try TextRule.lines.check(text, field: "notes")
    }
    #expect(throws: RuleViolation.self) { try TextRule.lines.check("a\r\nb", field: "notes") }
    try TextRule.line.check("Zoë Ngô — 日本", field: "givenName")
    try TextRule.line.check(nil as String?, field: "phone")
  }

  @Test func lengthsAreCapped() throws {
    try TextRule.line.check(String(repeating: "a", count: 200), field: "f")
    #expect(throws: RuleViolation.self) {
      try TextRule.line.check(String(repeating: "a", count: 201), field: "f")
    }
    #expect(throws: RuleViolation.self) { try TextRule.requireNotBlank(" \n", field: "f") }
  }

  static let noon = Date(timeIntervalSince1970: 1_772_366_400)  // 2026-03-01T12:00:00Z

  @Test(arguments: ["1900-01-01", "1950-02-28", "2024-02-29", "2026-03-01", "2026-03-02"])
  func realDaysAreAccepted(_ day: String) throws {
    try CalendarDayRule.check(day, field: "birthDate", today: Self.noon)
  }

  @Test(arguments: [
    "1899-12-31", "1950-02-30", "2023-02-29", "2026-03-03", "1950-1-01", "1950-13-01",
    "1950-00-10", "19５0-01-01", "", "1950-01-01T00:00",
  ])
  func otherDaysAreRefused(_ day: String) {
    #expect(throws: RuleViolation.self) {
      try CalendarDayRule.check(day, field: "birthDate", today: Self.noon)
    }
  }

  @Test(arguments: ["0", "0.1", "3.5", "999.9", "1000", "1000.0"])
  func lengthsToATenthUpTo1000AreAccepted(_ text: String) throws {
    try ClinicalLimits.checkLength(Decimal(string: text)!, field: "lengthCm")
  }

  @Test(arguments: ["1000.1", "3.55", "-0.1", "0.01", "99999"])
  func otherLengthsAreRefused(_ text: String) {
    #expect(throws: RuleViolation.self) {
      try ClinicalLimits.checkLength(Decimal(string: text)!, field: "lengthCm")
    }
  }

  @Test func aViolationNamesTheFieldNotTheValue() {
    let violation = RuleViolation(field: "pain", reason: "must be 0-10")
    #expect(violation.description == "pain: must be 0-10")
  }
}
