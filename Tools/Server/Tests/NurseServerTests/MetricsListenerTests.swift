import Foundation
import Testing

@testable import NurseServer

/// Issue 32, metrics: `serve --metrics-port` opens a listener of its own, on loopback unless
/// the operator says otherwise, and the API's port never answers `/metrics`.
@Suite("Metrics listener")
struct MetricsListenerTests {
  @Test func metricsAreOffUnlessAPortIsGivenAndOnLoopbackByDefault() throws {
    #expect(try ServeOptions().resolved(environment: [:]).metrics == nil)
    let given = try ServeOptions(metricsPort: "9090").resolved(environment: [:])
    #expect(given.metrics == MetricsAddress(host: "127.0.0.1", port: 9090))
    let fromEnvironment = try ServeOptions().resolved(
      environment: ["NURSE_SERVER_METRICS_PORT": "0", "NURSE_SERVER_METRICS_HOST": "::1"]
    )
    #expect(fromEnvironment.metrics == MetricsAddress(host: "::1", port: 0))
    let local = try ServeOptions(metricsPort: "0", metricsHost: "127.0.0.2")
      .resolved(environment: [:])
    #expect(local.metrics?.host == "127.0.0.2")
  }

  @Test func aHostOtherMachinesReachNeedsTheOperatorsWord() throws {
    for host in ["0.0.0.0", "10.0.0.11", "::", "nurse.example.org", "127.0.0.1.example.org"] {
      #expect(throws: UsageError.self, "\(host)") {
        try ServeOptions(metricsPort: "9090", metricsHost: host).resolved(environment: [:])
      }
    }
    let allowed = try ServeOptions(
      metricsPort: "9090",
      metricsHost: "10.0.0.11",
      metricsAllowRemote: true
    ).resolved(environment: [:])
    #expect(allowed.metrics == MetricsAddress(host: "10.0.0.11", port: 9090))
  }

  @Test func aBadPortOrAHostWithoutAPortIsAUsageError() throws {
    for port in ["-1", "65536", "nine", ""] {
      #expect(throws: UsageError.self, "\(port)") {
        try ServeOptions(metricsPort: port).resolved(environment: [:])
      }
    }
    #expect(throws: UsageError.self) {
      try ServeOptions(metricsHost: "127.0.0.1").resolved(environment: [:])
    }
  }

  /// The real executable: the metrics listener has a port of its own on loopback, counts a
  /// refused login made on the API's port, and neither port answers the other's paths.
  @Test func theServerAnswersMetricsOnItsOwnPortOnly() async throws {
    let server = try await TestServer()
    let database = server.directory.appendingPathComponent("server.sqlite").path
    let process = try ServerProcess(
      ["serve", "--port", "0", "--metrics-port", "0", "--db", database, "--log-level", "error"],
      in: server.directory
    )
    defer { process.stop() }
    let api = Instance(base: try await process.listeningURL())
    let metricsURL = try await Self.metricsURL(of: process)
    #expect(metricsURL.host == "127.0.0.1")
    #expect(metricsURL.port != api.base.port)
    let metricsPort = try #require(metricsURL.port)
    let metrics = Instance(base: try #require(URL(string: "http://127.0.0.1:\(metricsPort)")))

    let refused = try await api.send(
      .POST,
      "/v1/auth/login",
      json: ["username": "anna", "password": "not-her-password"]
    )
    #expect(refused.status == 401)
    #expect(try await api.send(.GET, "/metrics").status == 404)
    #expect(try await metrics.send(.GET, "/v1/changes").status == 404)

    let scraped = try await metrics.send(.GET, "/metrics")
    #expect(scraped.status == 200)
    let text = try PrometheusText(String(decoding: scraped.body, as: UTF8.self))
    #expect(text.value(ServerMetrics.Name.loginFailures) == 1)
    #expect(text.value(ServerMetrics.Name.openSessions) == 0)
    for name in [
      ServerMetrics.Name.changeSequenceHead, ServerMetrics.Name.loginThrottled,
      ServerMetrics.Name.pullPageChanges, ServerMetrics.Name.pushBatchEntries,
    ] {
      #expect(text.types[name] != nil, "\(name)")
    }
  }

  /// Waits for `nurse-server metrics on http://HOST:PORT/metrics`.
  static func metricsURL(of process: ServerProcess) async throws -> URL {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let pattern = #"nurse-server metrics on (http://[0-9.]+:[0-9]+/metrics)\n"#
      if let match = process.standardOutput.firstMatch(of: try Regex(pattern)),
        let url = match.output[1].substring.flatMap({ URL(string: String($0)) })
      {
        return url
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    throw ServerProcess.Failure("no metrics line: \(process.standardError)")
  }
}
