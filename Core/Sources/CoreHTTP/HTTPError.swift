import CoreContract
import Foundation

/// The team server's error bodies are the contract's `Wire.Problem`.
public typealias Problem = Wire.Problem

/// Why a request did not succeed, in the terms sync needs: retry later, log in again, or
/// handle the server's verdict.
public enum HTTPError: Error, Equatable, Sendable {
  /// No answer: offline, the host unreachable, the connection lost. Retry later (exit 75).
  case unreachable(String)
  /// No answer within the request's timeout. Retry later (exit 75).
  case timedOut
  /// 401: the token is missing, wrong or expired. Log in again (exit 77).
  case unauthorized(Problem?)
  /// 404: absent, or not this nurse's team's.
  case notFound(Problem?)
  /// 409, 412, 428: the server refused the write as it stands; the body may hold its version.
  case conflict(status: Int, problem: Problem?, body: Data)
  /// 429: too many attempts (failed logins); `retryAfter` is the server's `Retry-After` in
  /// seconds when it sent one. Retry later (exit 75): nothing is wrong with the request.
  case throttled(retryAfter: Int?)
  /// Another 4xx: the request itself is wrong.
  case rejected(status: Int, problem: Problem?)
  /// 5xx: the server is in trouble. Retry later (exit 75).
  case serverError(status: Int, problem: Problem?)

  /// The error an unsuccessful response means.
  public init(response: HTTPResponse) {
    let problem = try? JSONDecoder().decode(Problem.self, from: response.body)
    switch response.status {
    case 401: self = .unauthorized(problem)
    case 404: self = .notFound(problem)
    case 409, 412, 428:
      self = .conflict(status: response.status, problem: problem, body: response.body)
    case 429: self = .throttled(retryAfter: response.headers["retry-after"].flatMap { Int($0) })
    case 500...: self = .serverError(status: response.status, problem: problem)
    default: self = .rejected(status: response.status, problem: problem)
    }
  }

  /// True when running again later may succeed with nothing changed: offline, timeouts, 5xx.
  public var isTemporary: Bool {
    switch self {
    case .unreachable, .timedOut, .throttled, .serverError: return true
    default: return false
    }
  }
}
