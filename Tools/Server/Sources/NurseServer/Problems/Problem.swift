import CoreContract
import Foundation
import Hummingbird

/// An RFC 9457 problem: the body of every error the API answers, as `application/problem+json`,
/// written as the contract's `Wire.Problem`, which clients read.
///
/// `field` names the request field at fault, so a client can point the nurse at it.
public struct Problem: Error, Sendable, Encodable {
  public var type: String
  public var title: String
  public var status: Int
  public var detail: String?
  public var field: String?
  /// Extra headers the answer needs (`WWW-Authenticate: Bearer` on a 401).
  var headers: HTTPFields = [:]

  /// The problem as the contract words it.
  public var wire: Wire.Problem {
    Wire.Problem(type: type, title: title, status: status, detail: detail, field: field)
  }

  public func encode(to encoder: any Encoder) throws {
    try wire.encode(to: encoder)
  }

  init(
    status: HTTPResponse.Status,
    type: String,
    detail: String? = nil,
    field: String? = nil
  ) {
    self.type = "https://nurse.invalid/problems/\(type)"
    self.title = status.reasonPhrase
    self.status = status.code
    self.detail = detail
    self.field = field
  }

  static func badRequest(_ detail: String, field: String? = nil) -> Problem {
    Problem(status: .badRequest, type: "bad-request", detail: detail, field: field)
  }

  static func invalid(_ detail: String, field: String) -> Problem {
    Problem(status: .unprocessableContent, type: "validation", detail: detail, field: field)
  }

  static func notFound(_ detail: String = "No such record.") -> Problem {
    Problem(status: .notFound, type: "not-found", detail: detail)
  }

  static func unauthorized(_ detail: String) -> Problem {
    var problem = Problem(status: .unauthorized, type: "unauthorized", detail: detail)
    // Bearer only: a Basic challenge makes URLSession on Linux hang (docs/architecture.md,
    // "HTTP").
    problem.headers[.wwwAuthenticate] = "Bearer realm=\"nurse-server\""
    return problem
  }

  /// A login refused by the throttle: `Retry-After` says in how many seconds (at least 1) it
  /// may be tried again.
  static func loginThrottled(retryAfter seconds: Int) -> Problem {
    var problem = Problem(
      status: .tooManyRequests,
      type: "login-throttled",
      detail: "Too many failed logins; try again in \(seconds) seconds."
    )
    problem.headers[.retryAfter] = "\(seconds)"
    return problem
  }

  /// A method the API has no use for (TRACE, DELETE, a made-up one): 405 with the methods it
  /// has, rather than a 404 that would say the path is unknown.
  static func methodNotAllowed(allowed: [HTTPRequest.Method]) -> Problem {
    var problem = Problem(
      status: .methodNotAllowed,
      type: "method-not-allowed",
      detail: "This server does not answer that method."
    )
    problem.headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
    return problem
  }

  /// The problem+json answer.
  func response() -> Response {
    let body = (try? WireCoding.encoder.encode(self)) ?? Data("{}".utf8)
    var headers = self.headers
    headers[.contentType] = "application/problem+json"
    return Response(
      status: HTTPResponse.Status(code: status),
      headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
    )
  }
}
