import CoreContract
import Foundation
import LibMessage
import LibPatient
import Testing

@testable import NurseApp

/// The values `JSONOutput` prints: numbers as the findings hold them, ids in lowercase, instants
/// to the second with the local offset, text escaped so that a terminal obeys none of it.
@Suite("JSON output")
struct JSONOutputTests {
  @Test func aWoundPrintsItsFindingsAndItsHistory() async throws {
    let fixture = try await OutputFixture()
    let text = try JSONOutput.text(try await fixture.woundOutputs()[0])
    // Tenths as short numbers, a whole one without `.0`; a slash as it is, a backslash escaped.
    #expect(text.contains(#""lengthCm" : 4.3,"#))
    #expect(text.contains(#""depthCm" : 0.5,"#))
    #expect(text.contains(#""widthCm" : 2\#n"#))
    #expect(text.contains(#"back\\slash / slash"#))
    let wound = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    )
    #expect(wound["id"] as? String == fixture.woundID.uuidString.lowercased())
    #expect(wound["stage"] as? String == "stage-2")
    let assessments = try #require(wound["assessments"] as? [[String: Any]])
    #expect(assessments.count == 3)
    #expect(assessments[0]["infection"] as? [String] == ["increasing-pain", "warmth"])
    #expect(assessments[0]["periwound"] as? [String] == ["erythema", "macerated"])
    #expect(assessments[0]["notes"] as? String == OutputFixture.notes)
    // The correction's link both ways, and no score on the superseded assessment.
    #expect(assessments[1]["supersededBy"] as? String == assessments[2]["id"] as? String)
    #expect(assessments[2]["supersedes"] as? String == assessments[1]["id"] as? String)
    #expect(assessments[1]["areaCm2"] == nil && assessments[1]["pushScore"] == nil)
    #expect(assessments[2]["areaCm2"] is Double)
    // The instant in the nurse's zone, to the second: the fraction is dropped.
    let takenAt = OutputFixture.now.addingTimeInterval(-20 * 86_400)
    #expect(assessments[0]["takenAt"] as? String == JSONOutput.timestamp(takenAt))
  }

  @Test func instantsAreISO8601ToTheSecondWithTheLocalOffset() throws {
    let instant = Date(timeIntervalSince1970: 1_735_810_200.75)
    let text = JSONOutput.timestamp(instant)
    #expect(text.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)/) != nil)
    let read = try Date.ISO8601FormatStyle(timeZoneSeparator: .colon).parse(text)
    #expect(read == Date(timeIntervalSince1970: 1_735_810_200))
    #expect(text.hasSuffix("Z") == (TimeZone.current.secondsFromGMT(for: instant) == 0))
  }

  /// A title-setting OSC, a colour CSI, a right-to-left override, a one-character C1 CSI, DEL,
  /// a newline and a NUL, as a colleague's old app might have stored them.
  @Test func storedControlsAreEscapedAndStillMeanTheText() throws {
    let hostile = "\u{1B}]0;owned\u{07}\u{1B}[31mRed\u{202E}gnp.exe\u{9B}2J\u{7F}\nline\u{0}"
    let message = Message(
      id: Message.ID(),
      patientID: Patient.ID(),
      author: hostile,
      body: hostile,
      sentAt: Date(),
      isPending: false
    )
    let text = try JSONOutput.text([MessageJSON(message)])
    let raw = text.unicodeScalars.filter { $0 != "\n" && TextRule.lines.refuses($0) }
    #expect(raw.isEmpty, "printed raw: \(raw.map { String($0.value, radix: 16) })")
    #expect(text.contains(#"\u009B2J\u007F"#) && text.contains(#"\u202Egnp"#))
    let read = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
    )
    #expect(read.first?["body"] as? String == hostile)
    #expect(read.first?["author"] as? String == hostile)
  }

  @Test func aMessageAnsweringNothingHasReplyToNull() throws {
    let message = Message(
      id: Message.ID(),
      patientID: Patient.ID(),
      author: "anna",
      body: "Seen.",
      sentAt: Date(),
      isPending: false
    )
    #expect(try JSONOutput.text(MessageJSON(message)).contains(#""replyTo" : null"#))
  }
}
