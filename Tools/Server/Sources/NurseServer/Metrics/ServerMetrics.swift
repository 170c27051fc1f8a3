import Foundation
import Metrics
import Prometheus

/// Every figure `nurse-server` reports at `/metrics`, named in one place (`Name`, `Label`):
/// the routes call its methods, never a metrics API with a name of their own.
///
/// It records through the swift-metrics factory it is given, so that each test can have a
/// registry of its own; only the executable bootstraps the process-wide `MetricsSystem`.
/// A label holds a route pattern, a method, a status or nothing: never an id, a team, a
/// username or anything a nurse typed.
public struct ServerMetrics: Sendable {
  /// The metric names, as Prometheus shows them; Tools/Server/README.md's table follows them.
  public enum Name {
    /// Answered requests (counter), by `route`, `method` and `status`.
    public static let requests = "nurse_http_requests_total"
    /// Time from a request's arrival to its answer's last byte (histogram), same labels.
    public static let requestDuration = "nurse_http_request_duration_seconds"
    /// Changes in each page of `GET /v1/changes` (histogram): the sync's pull sizes.
    public static let pullPageChanges = "nurse_sync_pull_page_changes"
    /// Entries in each `POST /v1/batch` (histogram): the sync's push sizes.
    public static let pushBatchEntries = "nurse_sync_push_batch_entries"
    /// Unexpired sessions in the database, every instance's (gauge, read at each scrape).
    public static let openSessions = "nurse_sessions_open"
    /// Logins refused for a wrong password, an unknown username or a disabled nurse (counter).
    public static let loginFailures = "nurse_login_failures_total"
    /// Logins answered 429 by the throttle (counter).
    public static let loginThrottled = "nurse_login_throttled_total"
    /// The highest change sequence number committed on a record (gauge, read at each scrape).
    public static let changeSequenceHead = "nurse_change_sequence_head"
  }

  /// The label names a request's figures carry.
  public enum Label {
    /// The route's pattern (`/v1/records/{type}/{id}`), or `unmatched`.
    public static let route = "route"
    /// The request's method, or `other` for a word the API does not use.
    public static let method = "method"
    /// The answer's status code.
    public static let status = "status"
  }

  /// The route label of a request no route matched: its path could hold anything.
  static let unmatchedRoute = "unmatched"
  /// The methods the API answers; any other word is labelled `other`, so a client cannot
  /// grow the number of series by inventing methods.
  static let labelledMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH"]

  /// Buckets of request durations, in seconds: 0.3 is the goal for record routes' p99.
  static let durationBuckets: [Duration] = [
    .milliseconds(1), .milliseconds(5), .milliseconds(10), .milliseconds(25),
    .milliseconds(50), .milliseconds(100), .milliseconds(300), .milliseconds(500),
    .seconds(1), .seconds(2), .seconds(5), .seconds(10),
  ]
  /// Buckets of pull and push sizes: a page holds at most 1000 changes, a batch fewer.
  static let sizeBuckets: [Double] = [0, 1, 5, 10, 25, 50, 100, 250, 500, 1000]

  private let requestFigures: RequestFigures
  private let pullPageChanges: CoreMetrics.Recorder
  private let pushBatchEntries: CoreMetrics.Recorder
  private let openSessions: CoreMetrics.Gauge
  private let loginFailures: CoreMetrics.Counter
  private let loginThrottled: CoreMetrics.Counter
  private let changeSequenceHead: CoreMetrics.Gauge

  /// False for `off`: the router then adds no request middleware at all, so a server without
  /// metrics answers exactly as it did before they existed.
  let isRecording: Bool

  /// Figures recorded through `factory`.
  public init(factory: any MetricsFactory) {
    isRecording = !(factory is NOOPMetricsHandler)
    requestFigures = RequestFigures(factory: factory)
    pullPageChanges = CoreMetrics.Recorder(label: Name.pullPageChanges, factory: factory)
    pushBatchEntries = CoreMetrics.Recorder(label: Name.pushBatchEntries, factory: factory)
    openSessions = CoreMetrics.Gauge(label: Name.openSessions, factory: factory)
    loginFailures = CoreMetrics.Counter(label: Name.loginFailures, factory: factory)
    loginThrottled = CoreMetrics.Counter(label: Name.loginThrottled, factory: factory)
    changeSequenceHead = CoreMetrics.Gauge(label: Name.changeSequenceHead, factory: factory)
  }

  /// Figures recorded nowhere: a server started without `--metrics-port`, and most tests.
  public static let off = ServerMetrics(factory: NOOPMetricsHandler.instance)

  /// A factory writing into `registry`, with the buckets these figures need.
  public static func prometheusFactory(
    registry: PrometheusCollectorRegistry
  ) -> PrometheusMetricsFactory {
    var factory = PrometheusMetricsFactory(registry: registry)
    factory.durationHistogramBuckets = [Name.requestDuration: durationBuckets]
    factory.valueHistogramBuckets = [
      Name.pullPageChanges: sizeBuckets, Name.pushBatchEntries: sizeBuckets,
    ]
    return factory
  }

  /// One answered request.
  func request(route: String?, method: String, status: Int, nanoseconds: UInt64) {
    let route = route.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? Self.unmatchedRoute
    let method = Self.labelledMethods.contains(method) ? method : "other"
    let figures = requestFigures.figures(route: route, method: method, status: status)
    figures.count.increment()
    figures.duration.recordNanoseconds(Int64(clamping: nanoseconds))
  }

  /// A page of the change feed sent with `changes` changes.
  func pulled(changes: Int) { pullPageChanges.record(changes) }

  /// A batch of `entries` record writes received.
  func pushed(entries: Int) { pushBatchEntries.record(entries) }

  /// A login refused for its password, username or nurse.
  func loginFailed() { loginFailures.increment() }

  /// A login answered 429.
  func loginWasThrottled() { loginThrottled.increment() }

  /// Reads the figures the database holds for every instance (the change sequence's head and
  /// the open sessions) into their gauges: called at each scrape, so they are never stale by
  /// more than a scrape and need no write path to remember them.
  func observe(_ store: any ServerStore, now: Date) async throws {
    changeSequenceHead.record(try await store.changeSequenceHead())
    openSessions.record(try await store.openSessionCount(now: now))
  }
}

/// The counter and timer of each route, method and status met so far, so that a request
/// looks its pair up instead of asking the factory (and its registry's lock) for new ones.
private final class RequestFigures: @unchecked Sendable {
  struct Key: Hashable {
    var route: String
    var method: String
    var status: Int
  }

  struct Figures: Sendable {
    var count: CoreMetrics.Counter
    var duration: CoreMetrics.Timer
  }

  private let factory: any MetricsFactory
  /// Guards `known` (hence `@unchecked Sendable`).
  private let lock = NSLock()
  private var known: [Key: Figures] = [:]

  init(factory: any MetricsFactory) { self.factory = factory }

  func figures(route: String, method: String, status: Int) -> Figures {
    let key = Key(route: route, method: method, status: status)
    return lock.withLock {
      if let figures = known[key] { return figures }
      let labels = [
        (ServerMetrics.Label.route, route), (ServerMetrics.Label.method, method),
        (ServerMetrics.Label.status, String(status)),
      ]
      let figures = Figures(
        count: CoreMetrics.Counter(
          label: ServerMetrics.Name.requests,
          dimensions: labels,
          factory: factory
        ),
        duration: CoreMetrics.Timer(
          label: ServerMetrics.Name.requestDuration,
          dimensions: labels,
          preferredDisplayUnit: .seconds,
          factory: factory
        )
      )
      known[key] = figures
      return figures
    }
  }
}
