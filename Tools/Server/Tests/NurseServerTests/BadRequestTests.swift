import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Whatever a client sends, the answer is a 4xx problem+json, never a 5xx or a crash.
@Suite struct BadRequestTests {
  /// A patient body with one part spoilt, as raw text so that it can be malformed.
  static let spoiltPatientBodies: [(name: String, body: String, field: String?)] = [
    ("malformed JSON", #"{"id": "#, nil),
    ("not an object", #"[1, 2, 3]"#, nil),
    ("empty body", "", nil),
    ("deeply nested", String(repeating: "[", count: 100_000), nil),
    (
      "object for a text", patientText(replacing: #""sex": "female""#, with: #""sex": {"a": 1}"#),
      "sex"
    ),
    (
      "huge version",
      patientText(
        replacing: #""status": "active""#,
        with: #""status": "active", "version": 1e400"#
      ), nil
    ),
    ("wrong type", patientText(replacing: #""sex": "female""#, with: #""sex": 7"#), "sex"),
    (
      "null name", patientText(replacing: #""givenName": "Marie""#, with: #""givenName": null"#),
      "givenName"
    ),
    (
      "unknown field",
      patientText(replacing: #""sex": "female""#, with: #""sex": "female", "ssn": "1""#), "ssn"
    ),
    ("missing field", patientText(replacing: #""sex": "female","#, with: ""), "sex"),
    (
      "bad date",
      patientText(
        replacing: #""createdAt": "2025-03-01T09:00:00.000Z""#,
        with: #""createdAt": "yesterday""#
      ), "createdAt"
    ),
    (
      "allergies not a list",
      patientText(replacing: #""allergies": []"#, with: #""allergies": "none""#), "allergies"
    ),
  ]

  static let pathID = "0b4e7b2a-7d2f-4a55-9a52-2b1a0c3d4e5f"

  static func patientText(replacing old: String, with new: String) -> String {
    """
    {"id": "\(pathID)", "givenName": "Marie", "familyName": "Curie", "birthDate": "1934-07-04",
     "sex": "female", "allergies": [], "status": "active",
     "createdAt": "2025-03-01T09:00:00.000Z", "updatedAt": "2025-03-01T09:00:00.000Z"}
    """.replacingOccurrences(of: old, with: new)
  }

  @Test func theUnspoiltBodyIsAccepted() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let body = Self.patientText(replacing: "", with: "")
      let response = try await client.send(
        .put,
        "/v1/records/patient/\(Self.pathID)",
        token: token,
        raw: body,
        key: "k"
      )
      #expect(response.status == .created)
    }
  }

  @Test(arguments: spoiltPatientBodies)
  func aSpoiltBodyIs400NamingTheField(name: String, body: String, field: String?) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let response = try await client.send(
        .put,
        "/v1/records/patient/\(Self.pathID)",
        token: token,
        raw: body,
        key: "k"
      )
      #expect(response.isProblem(.unprocessableContent, field: field), "\(name): \(response.text)")
    }
  }

  @Test func aBodyOverOneMegabyteIs413() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let notes = String(repeating: "x", count: 1_100_000)
      let body = Self.patientText(
        replacing: #""status": "active""#,
        with: #""status": "active", "notes": "\#(notes)""#
      )
      let response = try await client.send(
        .put,
        "/v1/records/patient/\(Self.pathID)",
        token: token,
        raw: body,
        key: "k"
      )
      #expect(response.isProblem(.contentTooLarge))
    }
  }

  @Test func aMalformedLoginIs400AndAnUnknownRouteIs404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      #expect(try await client.send(.post, "/v1/auth/login", raw: "{").isProblem(.badRequest))
      let extra = try await client.send(
        .post,
        "/v1/auth/login",
        json: ["username": "a", "password": "b", "x": 1]
      )
      #expect(extra.isProblem(.badRequest, field: "x"))
      #expect(try await client.send(.get, "/v1/nothing-here").isProblem(.notFound))
    }
  }

  @Test func aWrongMethodIsA4xxProblem() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      for (method, path) in [
        (HTTPRequest.Method.delete, "/v1/records/patient/\(UUID())"), (.post, "/v1/changes"),
      ] {
        let response = try await client.send(method, path, token: token)
        #expect((400..<500).contains(response.status.code), "\(method) \(path)")
        #expect(response.headers[.contentType] == "application/problem+json")
      }
    }
  }
}
