import CoreHTTP

/// A short, data-free account of why a push failed, kept in `OutboxEntry.lastError`.
///
/// Only the status, the problem's type and the field it names: a problem's `detail` could
/// quote what was sent, and the outbox must never hold patient data outside its payload.
enum OutboxFailure {
  static func describe(_ error: Error) -> String {
    guard let error = error as? HTTPError else { return "not sent: \(type(of: error))" }
    switch error {
    case .unreachable(let reason): return "unreachable: \(reason)"
    case .timedOut: return "timed out"
    case .unauthorized: return "401 unauthorized"
    case .notFound: return "404 not found"
    case .conflict(let status, let problem, _): return refusal(status, problem)
    case .rejected(let status, let problem): return refusal(status, problem)
    case .throttled: return "429 too many requests"
    case .serverError(let status, _): return "\(status) server error"
    }
  }

  static func refusal(_ status: Int, _ problem: Problem?) -> String {
    var text = "\(status) refused"
    if let type = problem?.type { text += " (\(type))" }
    if let field = problem?.field { text += " field \(field)" }
    return text
  }
}
