import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A nurse talking to the team server over HTTP herself, as another app (or an older, broken
/// one) would: to read the team's change log, and to send what `nurse` would never send.
struct TeamHTTP: Sendable {
  let base: URL
  let token: String

  /// What the server answered: its status and its body.
  struct Answer: Sendable, CustomStringConvertible {
    var status: Int
    var body: Data

    /// The body as a JSON object (a record, a page, a problem), or empty.
    var object: [String: Any] {
      (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    var description: String { "\(status) \(String(decoding: body, as: UTF8.self))" }
  }

  /// `POST /v1/auth/login` with the nurse's password from `TeamServer.passwords`.
  static func login(_ username: String, on server: TeamServer) async throws -> TeamHTTP {
    let body = try JSONSerialization.data(withJSONObject: [
      "username": username, "password": TeamServer.passwords[username] ?? "",
    ])
    let anonymous = TeamHTTP(base: server.url, token: "")
    let answer = try await anonymous.send("POST", "/v1/auth/login", body: body)
    guard answer.status == 200, let token = answer.object["token"] as? String else {
      throw Failure(description: "login of \(username): \(answer)")
    }
    return TeamHTTP(base: server.url, token: token)
  }

  /// One request with the bearer token; `body` is JSON.
  func send(
    _ method: String,
    _ path: String,
    body: Data? = nil,
    headers: [String: String] = [:]
  ) async throws -> Answer {
    var request = URLRequest(url: URL(string: base.absoluteString + path)!)
    request.httpMethod = method
    request.httpBody = body
    request.timeoutInterval = 30
    if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
    if !token.isEmpty { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
    return Answer(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
  }

  /// `PUT /v1/records/<type>/<id>` of a record written by hand, with a fresh idempotency key.
  func put(_ type: String, _ id: String, _ record: [String: Any]) async throws -> Answer {
    try await send(
      "PUT",
      "/v1/records/\(type)/\(id)",
      body: try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]),
      headers: ["Idempotency-Key": UUID().uuidString]
    )
  }

  /// `PATCH /v1/records/<type>/<id>`: one field changed from `from` to `to` on `version`.
  func patch(
    _ type: String,
    _ id: String,
    field: String,
    from: Any,
    to: Any,
    version: Int
  ) async throws -> Answer {
    let change: [String: Any] = ["field": field, "from": from, "to": to]
    return try await send(
      "PATCH",
      "/v1/records/\(type)/\(id)",
      body: try JSONSerialization.data(withJSONObject: ["changes": [change]]),
      headers: ["Idempotency-Key": UUID().uuidString, "If-Match": "\"\(version)\""]
    )
  }

  /// `GET /v1/records/<type>/<id>`: the record, which must be there.
  func record(_ type: String, _ id: String) async throws -> [String: Any] {
    let answer = try await send("GET", "/v1/records/\(type)/\(id)")
    guard answer.status == 200 else { throw Failure(description: "GET \(type) \(id): \(answer)") }
    return answer.object
  }

  /// Every change of `GET /v1/changes`, page after page from the start, in the log's order.
  func changes(pageSize: Int = 200) async throws -> [[String: Any]] {
    var changes: [[String: Any]] = []
    var since: Int64 = 0
    while true {
      let answer = try await send("GET", "/v1/changes?since=\(since)&limit=\(pageSize)")
      let page = answer.object
      guard answer.status == 200, let some = page["changes"] as? [[String: Any]],
        let next = (page["next"] as? NSNumber)?.int64Value
      else { throw Failure(description: "GET /v1/changes?since=\(since): \(answer)") }
      changes += some
      guard (page["hasMore"] as? NSNumber)?.boolValue == true, next > since else { return changes }
      since = next
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }
}
