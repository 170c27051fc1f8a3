import CoreContract
import CoreHTTP
import Foundation

extension FakeTeamServer {
  /// What a request is made to meet instead of the server's answer.
  public enum Failure: Sendable, Equatable {
    /// No answer: `send` throws `HTTPError.unreachable("offline")`.
    case offline
    /// No answer in time: `send` throws `HTTPError.timedOut`.
    case timedOut
    /// A problem+json answer with this status (`500`, `503`, `409`, …).
    case status(Int)
    /// `401`: the token is refused.
    case unauthorized
    /// A validation problem naming `field` (`422` unless another status is given).
    case refused(field: String, status: Int = 422)
    /// The request is handled and stored, then its answer is lost on the way back: `send`
    /// throws `HTTPError.unreachable("answer lost")` (a connection killed mid-flight). For
    /// whole requests: met by one entry of a batch, the batch stores nothing.
    case answerLost

    /// Throws or answers as the failure says.
    func play(on request: HTTPRequest) throws -> HTTPResponse {
      switch self {
      case .offline: throw HTTPError.unreachable("offline")
      case .timedOut: throw HTTPError.timedOut
      case .status(let status):
        return .problem(status, status >= 500 ? "internal" : "http-\(status)")
      case .unauthorized: return .problem(401, "unauthorized", detail: "token refused")
      case .refused(let field, let status):
        return .problem(status, "validation", detail: "\(field) refused", field: field)
      case .answerLost: throw HTTPError.unreachable("answer lost")
      }
    }
  }

  /// While true, every request throws `HTTPError.unreachable("offline")`.
  public var isOffline: Bool {
    get { locked { $0.isOffline } }
    set { locked { $0.isOffline = newValue } }
  }

  /// Makes the next `times` requests that match fail as `failure`, before anything is stored.
  /// - Parameters:
  ///   - nurse: only requests sent with this nurse's token.
  ///   - method: only requests with this method (`PUT`, `PATCH`, `GET`).
  ///   - type: only requests to `/v1/records/<type>/…`.
  ///   - skipping: how many matching requests are answered first (fail the second page).
  public func failNext(
    _ failure: Failure,
    times: Int = 1,
    skipping: Int = 0,
    nurse: String? = nil,
    method: String? = nil,
    type: RecordType? = nil
  ) {
    locked {
      $0.failures.append(
        ScheduledFailure(
          failure: failure,
          remaining: times,
          skipping: skipping,
          nurse: nurse,
          methods: method.map { [$0] },
          type: type
        )
      )
    }
  }

  /// Makes the next `times` writes (`PUT`, `PATCH`) of `type` answer a problem naming `field`,
  /// as the real server refuses a body that breaks a rule.
  public func refuse(_ type: RecordType, field: String, status: Int = 422, times: Int = 1) {
    locked {
      $0.failures.append(
        ScheduledFailure(
          failure: .refused(field: field, status: status),
          remaining: times,
          skipping: 0,
          nurse: nil,
          methods: ["PUT", "PATCH"],
          type: type
        )
      )
    }
  }
}

/// A failure waiting for the requests it matches.
struct ScheduledFailure: Sendable {
  var failure: FakeTeamServer.Failure
  var remaining: Int
  var skipping: Int
  var nurse: String?
  var methods: Set<String>?
  var type: RecordType?

  func matches(_ request: HTTPRequest, nurse: String) -> Bool {
    if let expected = self.nurse, expected != nurse { return false }
    if let methods, !methods.contains(request.method) { return false }
    if let type, !request.path.hasPrefix("/v1/records/\(type.rawValue)/") { return false }
    return true
  }
}

extension FakeServerState {
  /// The failure this request meets, if any, counting it down.
  mutating func takeFailure(for request: HTTPRequest, nurse: String) -> FakeTeamServer.Failure? {
    if isOffline { return .offline }
    guard let index = failures.firstIndex(where: { $0.matches(request, nurse: nurse) }) else {
      return nil
    }
    if failures[index].skipping > 0 {
      failures[index].skipping -= 1
      return nil
    }
    let failure = failures[index].failure
    failures[index].remaining -= 1
    if failures[index].remaining <= 0 { failures.remove(at: index) }
    return failure
  }
}
