import Foundation
import Hummingbird

/// `GET /health/live` and `GET /health/ready`, for a load balancer or an orchestrator in
/// front of several instances: unauthenticated, and never a word about a patient or a nurse.
struct HealthRoutes {
  /// How long the database may take to answer before the instance is said not ready: a
  /// balancer probes every few seconds and must not pile up waiting probes.
  static let readinessBound: Duration = .seconds(2)

  let store: any ServerStore

  /// The answer of a probe.
  struct Health: Encodable {
    /// `live`, `ready` or `not ready`.
    var status: String
    /// Why an instance is not ready, in an operator's words.
    var reason: String?
  }

  func register(on router: Router<NurseRequestContext>) {
    let health = router.group("health")
    // The process answers: nothing else is looked at, so a slow database never gets a live
    // instance restarted.
    health.get("live") { _, _ in
      try JSONAnswer.response(.ok, Health(status: "live"), headers: Self.noStore)
    }
    health.get("ready") { _, _ in try await ready() }
  }

  /// Ready when the database answers within the bound with every migration applied.
  func ready() async throws -> Response {
    let problem: String?
    do {
      let missing = try await Self.withinBound { try await store.missingMigrations() }
      if let missing {
        problem = missing.isEmpty ? nil : "\(missing.count) migration(s) not applied: run migrate"
      } else {
        problem = "the database did not answer within \(Self.readinessBound)"
      }
    } catch {
      problem = "the database cannot be read"
    }
    return try JSONAnswer.response(
      problem == nil ? .ok : .serviceUnavailable,
      Health(status: problem == nil ? "ready" : "not ready", reason: problem),
      headers: Self.noStore
    )
  }

  /// A probe's answer is never cached: each one asks again.
  static let noStore: HTTPFields = [.cacheControl: "no-store"]

  /// `work`'s value, or nil when it takes longer than the bound (it is then cancelled).
  static func withinBound<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value
  ) async throws -> Value? {
    try await withThrowingTaskGroup(of: Value?.self) { group in
      group.addTask { try await work() }
      group.addTask {
        try await Task.sleep(for: readinessBound)
        return nil
      }
      let first = try await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }
}
