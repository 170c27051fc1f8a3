import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// What a message body may hold: text a terminal prints as text, never a command to it.
@Suite struct MessageValidationTests {
  @Test(arguments: [
    ("escape sequence", "Call me \u{1B}[2J\u{1B}[H"),
    ("carriage return", "Fine\rHijacked"),
    ("NUL", "a\u{0}b"),
    ("bell", "ring\u{7}"),
    ("DEL", "x\u{7F}"),
    ("C1 CSI", "x\u{9B}31m"),
    ("C1 NEL", "x\u{85}y"),
    ("right-to-left override", "dose \u{202E}01 gm"),
    ("left-to-right embedding", "x\u{202A}y"),
    ("first strong isolate", "x\u{2068}y"),
    ("pop directional isolate", "x\u{2069}y"),
    ("empty", ""),
    ("only blanks", "  \n\t "),
    ("4001 characters", String(repeating: "a", count: 4001)),
  ])
  func aBadBodyIs422NamingBody(_ label: String, body: String) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = try await client.newPatient(token: anna)
      let response = try await client.sendMessage(
        MessageFixtures.message(body: body),
        patientID: patientID,
        token: anna
      )
      #expect(response.isProblem(.unprocessableContent, field: "body"), "\(label)")
      // The refusal never quotes the body: it is about a patient.
      #expect(!response.text.contains("Hijacked") && !response.text.contains("aaaa"))
    }
  }

  @Test(arguments: [
    String(repeating: "a", count: 4000),
    "Line one\n\tindented line two",
    "Plaie propre, pansement refait à 9 h — Zoë 👩🏽‍⚕️",
    String(repeating: "👩🏽‍⚕️", count: 4000),
  ])
  func anAcceptableBodyIs201(body: String) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = try await client.newPatient(token: anna)
      let response = try await client.sendMessage(
        MessageFixtures.message(body: body),
        patientID: patientID,
        token: anna
      )
      #expect(response.status == .created)
      #expect(response.json["body"] as? String == body)
    }
  }

  @Test func aNegativeReadMarkIs422AndAWrongTypeIs400() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = try await client.newPatient(token: anna)
      let negative = try await client.markRead(patientID: patientID, upTo: -1, token: anna)
      #expect(negative.isProblem(.unprocessableContent, field: "upToSequence"))
      let text = try await client.send(
        .put,
        "/v1/patients/\(patientID)/read-mark",
        token: anna,
        json: ["upToSequence": "3"],
        key: "mark"
      )
      #expect(text.isProblem(.badRequest, field: "upToSequence"))
    }
  }

  @Test func newlineAndTabAreTheOnlyControlsAllowed() {
    let allowed = (UInt32(0)...0x10FFFF).compactMap { Unicode.Scalar($0) }.filter {
      $0.properties.generalCategory == .control && !MessageValidation.isRefused($0)
    }
    #expect(allowed == ["\t", "\n"])
  }
}
