import Foundation
import Testing

@testable import CoreHTTP

@Suite("Responses into typed errors")
struct HTTPErrorTests {
  private func problem(_ status: Int, field: String? = nil) -> Data {
    try! JSONEncoder().encode(Problem(title: "t", status: status, detail: "d", field: field))
  }

  @Test func successPassesThrough() throws {
    for status in [200, 201, 204, 299] {
      #expect(try HTTPResponse(status: status).requireSuccess().status == status)
    }
  }

  @Test(arguments: [
    (401, "unauthorized"), (404, "notFound"), (409, "conflict"), (412, "conflict"),
    (428, "conflict"), (400, "rejected"), (422, "rejected"), (500, "serverError"),
    (503, "serverError"), (429, "throttled"),
  ])
  func eachStatusMeansOneThing(status: Int, kind: String) {
    let error = HTTPError(response: HTTPResponse(status: status, body: problem(status)))
    let name: String
    switch error {
    case .unauthorized(let problem): name = problem?.status == status ? "unauthorized" : "?"
    case .notFound: name = "notFound"
    case .conflict(let code, let problem, _):
      name = code == status && problem != nil ? "conflict" : "?"
    case .rejected(let code, _): name = code == status ? "rejected" : "?"
    case .throttled: name = "throttled"
    case .serverError(let code, _): name = code == status ? "serverError" : "?"
    case .unreachable, .timedOut: name = "transport"
    }
    #expect(name == kind)
    #expect(error.isTemporary == (status >= 500 || status == 429))
  }

  @Test func aStaleWriteKeepsTheServersVersionInTheBody() {
    let body = Data(#"{"status":412,"title":"stale","current":{"version":3}}"#.utf8)
    let error = HTTPError(response: HTTPResponse(status: 412, body: body))
    guard case .conflict(412, let problem, let kept) = error else {
      Issue.record("expected a conflict")
      return
    }
    #expect(problem?.title == "stale")
    #expect(kept == body)
  }

  @Test func aBodyThatIsNotAProblemStillMapsByStatus() {
    let error = HTTPError(response: HTTPResponse(status: 502, body: Data("<html>".utf8)))
    #expect(error == .serverError(status: 502, problem: nil))
    #expect(error.isTemporary)
  }

  @Test func tooManyAttemptsSaysWhenToTryAgain() {
    let answer = HTTPResponse(status: 429, headers: ["retry-after": "600"], body: problem(429))
    #expect(HTTPError(response: answer) == .throttled(retryAfter: 600))
    #expect(HTTPError(response: HTTPResponse(status: 429)) == .throttled(retryAfter: nil))
  }
}
