import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging

/// Builds the `nurse-server` HTTP application: the router, its middleware and the store.
public enum ServerApplication {
  /// The router with every `/v1` route; tests drive it directly through HummingbirdTesting.
  ///
  /// `now` is injectable so that tests can expire a token or a login lock without waiting;
  /// `metrics` records what `/metrics` reports (on its own listener, never on this router).
  public static func router(
    store: any ServerStore,
    auth: AuthSettings = AuthSettings(),
    metrics: ServerMetrics = .off,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> Router<NurseRequestContext> {
    let router = Router(context: NurseRequestContext.self)
    if metrics.isRecording { router.add(middleware: RequestMetricsMiddleware(metrics: metrics)) }
    router.add(middleware: ConnectionCloseMiddleware())
    router.add(middleware: ProblemMiddleware())
    router.add(middleware: KnownMethodsMiddleware())
    HealthRoutes(store: store).register(on: router)
    let v1 = router.group("v1")
    let authRoutes = AuthRoutes(
      store: store,
      settings: auth,
      passwords: PasswordCheck(cost: auth.passwordCost),
      metrics: metrics,
      now: now
    )
    authRoutes.registerLogin(on: v1)
    let protected = v1.group().add(middleware: BearerAuthMiddleware(store: store, now: now))
    authRoutes.registerLogout(on: protected)
    RecordRoutes(store: store, now: now).register(on: protected)
    BatchRoutes(store: store, metrics: metrics, now: now).register(on: protected)
    ChangeRoutes(store: store, metrics: metrics).register(on: protected)
    PhotoRoutes(store: store).register(on: protected)
    return router
  }

  /// The application listening on `host:port`, over TLS when `tls` is given; `onRunning` gets
  /// the port actually bound (useful with port 0, which lets the system pick a free one).
  /// With `metrics`, a second listener answers `GET /metrics` there (`onMetricsRunning` gets
  /// its port), run as a service of the API's application so that both stop together.
  public static func make(
    store: any ServerStore,
    host: String,
    port: Int,
    tls: TLSConfiguration? = nil,
    auth: AuthSettings = AuthSettings(),
    metrics endpoint: MetricsEndpoint? = nil,
    logger: Logger,
    onMetricsRunning: @escaping @Sendable (Int) async -> Void = { _ in },
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) throws -> some ApplicationProtocol {
    let server: HTTPServerBuilder =
      if let tls { try .tls(.http1(), tlsConfiguration: tls) } else { .http1() }
    let metrics = endpoint?.metrics ?? .off
    var application = Application(
      router: router(store: store, auth: auth, metrics: metrics),
      server: server,
      configuration: .init(address: .hostname(host, port: port), serverName: "nurse-server"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
      logger: logger
    )
    if let endpoint {
      application.addServices(
        MetricsListener.application(
          endpoint: endpoint,
          metrics: metrics,
          store: store,
          logger: logger,
          onRunning: onMetricsRunning
        )
      )
    }
    return application
  }
}
