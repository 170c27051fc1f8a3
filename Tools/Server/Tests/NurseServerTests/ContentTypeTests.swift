import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// JSON routes read a body only when its `Content-Type` says JSON: anything else is a 415
/// naming the header, before the body is read and with nothing written. Photo bytes keep
/// their own types (`PhotoRoutesTests`).
@Suite struct ContentTypeTests {
  static let refused: [String?] = [
    nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
    "application/json-patch+json", "application/json; charset=iso-8859-1", "image/png",
  ]

  @Test func onlyJSONIsJSON() {
    for type in ["application/json", "Application/JSON", "application/json; charset=utf-8"] {
      #expect(RequestReading.isJSON(type), "\(type)")
    }
    #expect(RequestReading.isJSON("application/json;charset=\"UTF-8\""))
    for type in Self.refused { #expect(!RequestReading.isJSON(type), "\(type ?? "none")") }
  }

  @Test func everyJSONRouteRefusesAnotherType() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      let body = try JSONSerialization.data(withJSONObject: patient)
      let batch = try JSONSerialization.data(withJSONObject: ["entries": [[String: Any]]()])
      let login = try JSONSerialization.data(
        withJSONObject: ["username": "anna", "password": "password-anna"]
      )
      let routes: [(HTTPRequest.Method, String, Data)] = [
        (.put, "/v1/records/patient/\(id)", body),
        (.patch, "/v1/records/patient/\(id)", Data(#"{"changes":[]}"#.utf8)),
        (.post, "/v1/batch", batch),
        (.post, "/v1/auth/login", login),
      ]
      for (method, path, data) in routes {
        for type in Self.refused {
          var headers: HTTPFields = [.authorization: "Bearer \(token)", .ifMatch: "\"1\""]
          headers[HTTPField.Name("Idempotency-Key")!] = UUID().uuidString
          if let type { headers[.contentType] = type }
          let response = try await client.executeRequest(
            uri: path,
            method: method,
            headers: headers,
            body: ByteBuffer(bytes: data)
          )
          #expect(
            response.isProblem(.unsupportedMediaType, field: "Content-Type"),
            "\(method) \(path) as \(type ?? "none")"
          )
        }
      }
      #expect(try await server.count("SELECT COUNT(*) FROM team_record") == 0)
      var headers: HTTPFields = [.authorization: "Bearer \(token)"]
      headers[HTTPField.Name("Idempotency-Key")!] = UUID().uuidString
      headers[.contentType] = "application/json; charset=UTF-8"
      let stored = try await client.executeRequest(
        uri: "/v1/records/patient/\(id)",
        method: .put,
        headers: headers,
        body: ByteBuffer(bytes: body)
      )
      #expect(stored.status == .created)
    }
  }
}
