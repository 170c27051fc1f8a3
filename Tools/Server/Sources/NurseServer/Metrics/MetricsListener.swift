import Foundation
import Hummingbird
import Logging
import Prometheus

/// Where `nurse-server serve --metrics-port` answers `GET /metrics`, and what from.
public struct MetricsEndpoint: Sendable {
  /// The address the metrics listener binds: loopback unless the operator said otherwise.
  public var host: String
  /// Its port; 0 picks a free one.
  public var port: Int
  /// The registry the server's figures are recorded into and read from.
  public var registry: PrometheusCollectorRegistry

  /// A listener on `host:port` reading `registry`.
  public init(host: String, port: Int, registry: PrometheusCollectorRegistry) {
    self.host = host
    self.port = port
    self.registry = registry
  }

  /// The figures recorded into this endpoint's registry.
  public var metrics: ServerMetrics {
    ServerMetrics(factory: ServerMetrics.prometheusFactory(registry: registry))
  }
}

/// The metrics listener: a second HTTP server, apart from the API's, that answers only
/// `GET /metrics` in Prometheus' text format.
///
/// Apart so that the API's port, which nurses reach through a balancer or a proxy, never
/// shows it, and so that it can stay on loopback (the default) for a local Prometheus or
/// agent while the API listens on the network. No token is asked: who reaches the port may
/// read it, which is why it names no patient, nurse or team.
enum MetricsListener {
  /// The text format's media type, version 0.0.4, which every Prometheus reads.
  static let contentType = "text/plain; version=0.0.4; charset=utf-8"

  /// The router answering `GET /metrics`; every other request is a 404.
  static func router(
    registry: PrometheusCollectorRegistry,
    metrics: ServerMetrics,
    store: any ServerStore,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self)
    router.get("metrics") { _, context in
      do {
        try await metrics.observe(store, now: now())
      } catch {
        // The request figures are worth having when the database is not: the gauges keep
        // their last reading, and readiness (`/health/ready`) says what is wrong.
        context.logger.warning(
          "metrics: the database could not be read",
          metadata: ["error": "\(type(of: error))"]
        )
      }
      let text = registry.emitToBuffer()
      return Response(
        status: .ok,
        headers: [.contentType: contentType, .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: text))
      )
    }
    return router
  }

  /// The listener as an application, run beside the API's (as one of its services).
  static func application(
    endpoint: MetricsEndpoint,
    metrics: ServerMetrics,
    store: any ServerStore,
    logger: Logger,
    onRunning: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    Application(
      router: router(registry: endpoint.registry, metrics: metrics, store: store),
      configuration: .init(
        address: .hostname(endpoint.host, port: endpoint.port),
        serverName: "nurse-server-metrics"
      ),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? endpoint.port) },
      logger: logger
    )
  }
}
