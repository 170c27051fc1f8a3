import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Metrics
import NurseServer
import Prometheus
import ServiceLifecycle

/// `nurse-server [serve] --host --port --db [--tls-cert --tls-key] [--token-lifetime]
/// [--log-level] [--metrics-port [--metrics-host [--metrics-allow-remote]]]`: runs the API
/// (and its metrics listener) until SIGINT or SIGTERM.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Serve the API (the default).")

  @Option(help: "The address to listen on.") var host = "127.0.0.1"
  @Option(help: "The port to listen on; 0 picks a free one.") var port = 8080
  @Option(
    name: .customLong("tls-cert"),
    help: "A PEM certificate chain, to serve HTTPS (env NURSE_SERVER_TLS_CERT); needs --tls-key."
  )
  var tlsCertificate: String?
  @Option(
    name: .customLong("tls-key"),
    help: "The certificate's PEM private key, unencrypted (env NURSE_SERVER_TLS_KEY)."
  )
  var tlsKey: String?
  @Option(help: "Hours a login lasts (env NURSE_SERVER_TOKEN_LIFETIME; default 12).")
  var tokenLifetime: String?
  @Option(
    help: """
      trace|debug|info|notice|warning|error|critical (env NURSE_SERVER_LOG_LEVEL; default \
      info).
      """
  )
  var logLevel: String?
  @Option(
    help: """
      Serve Prometheus metrics at /metrics on this port, apart from the API's; 0 picks a free \
      one (env NURSE_SERVER_METRICS_PORT; default: no metrics).
      """
  )
  var metricsPort: String?
  @Option(
    help: """
      The metrics listener's address (env NURSE_SERVER_METRICS_HOST; default 127.0.0.1); \
      other than loopback only with --metrics-allow-remote.
      """
  )
  var metricsHost: String?
  @Flag(help: "Allow a --metrics-host that other machines reach.")
  var metricsAllowRemote = false
  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    // First, before the server's threads allocate: each would otherwise get an arena.
    ProcessHeap.configure()
    let options = ServeOptions(
      tlsCertificate: tlsCertificate,
      tlsKey: tlsKey,
      tokenLifetimeHours: tokenLifetime,
      logLevel: logLevel,
      metricsPort: metricsPort,
      metricsHost: metricsHost,
      metricsAllowRemote: metricsAllowRemote
    )
    let settings: ServeSettings
    do {
      settings = try options.resolved(environment: ProcessInfo.processInfo.environment)
    } catch {
      // Before anything listens: a server that half starts is worse than one that says why.
      FileHandle.standardError.write(Data("nurse-server: \(error.description)\n".utf8))
      throw ExitCode(64)
    }
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var logger = Logger(label: "nurse-server")
    logger.logLevel = settings.logLevel
    let store = try await database.openStore()
    let host = self.host
    let scheme = settings.scheme
    let metrics = settings.metrics.map { address in
      let registry = PrometheusCollectorRegistry()
      // Here only, once per process: whatever a library records through the process-wide
      // system lands in the same registry as the server's own figures.
      MetricsSystem.bootstrap(ServerMetrics.prometheusFactory(registry: registry))
      return MetricsEndpoint(host: address.host, port: address.port, registry: registry)
    }
    let app = try ServerApplication.make(
      store: store,
      host: host,
      port: port,
      tls: settings.tls,
      auth: settings.auth,
      metrics: metrics,
      logger: logger,
      onMetricsRunning: { bound in
        let address = metrics.map { $0.host.contains(":") ? "[\($0.host)]" : $0.host } ?? host
        let line = "nurse-server metrics on http://\(address):\(bound)/metrics\n"
        FileHandle.standardOutput.write(Data(line.utf8))
      }
    ) { bound in
      // Written straight to stdout (not buffered): scripts and tests read the port from it.
      let line = "nurse-server listening on \(scheme)://\(host):\(bound)\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
    // SIGTERM or SIGINT: stop accepting, let the requests in flight finish (a batch commits
    // or not; its retry finds its answer either way), then close the store.
    var group = ServiceGroupConfiguration(
      services: [
        .init(service: app),
        .init(service: HeapTrimming(), successTerminationBehavior: .ignore),
      ],
      gracefulShutdownSignals: [.sigterm, .sigint],
      logger: logger
    )
    group.maximumGracefulShutdownDuration = Self.shutdownGrace
    group.maximumCancellationDuration = .seconds(5)
    do {
      try await ServiceGroup(configuration: group).run()
    } catch {
      await store.close()
      throw error
    }
    await store.close()
    logger.info("nurse-server stopped")
  }

  /// How long requests in flight may take to finish once asked to stop, before they are
  /// cancelled: a batch of the largest size commits well within it.
  static let shutdownGrace: Duration = .seconds(15)
}
