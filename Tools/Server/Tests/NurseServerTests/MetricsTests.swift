import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Prometheus
import Testing

@testable import NurseServer

/// Issue 32, metrics: what `/metrics` reports after real requests, read back through a strict
/// Prometheus text parser, each test with a registry of its own; and that no label names a
/// patient, a nurse or a team.
@Suite("Metrics")
struct MetricsTests {
  /// A fresh registry per test, and the figures recorded into it.
  struct Figures {
    let registry = PrometheusCollectorRegistry()
    var metrics: ServerMetrics {
      ServerMetrics(factory: ServerMetrics.prometheusFactory(registry: registry))
    }
  }

  /// `GET /metrics` from the metrics listener's router, parsed.
  static func scrape(_ server: TestServer, _ figures: Figures) async throws -> PrometheusText {
    let clock = server.clock
    let router = MetricsListener.router(
      registry: figures.registry,
      metrics: figures.metrics,
      store: server.store
    ) { clock.now }
    return try await Application(router: router).test(.router) { client in
      let response = try await client.send(.get, "/metrics")
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == MetricsListener.contentType)
      return try PrometheusText(response.text)
    }
  }

  static func requests(_ route: String, _ method: String, _ status: Int) -> [String: String] {
    ["route": route, "method": method, "status": String(status)]
  }

  @Test func requestsAreCountedByRoutePatternAndStatusWithNoIdInALabel() async throws {
    let server = try await TestServer()
    let figures = Figures()
    let patientID = UUID()
    let id = patientID.uuidString
    let absent = UUID().uuidString
    try await server.run(metrics: figures.metrics) { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient(id: patientID)
      #expect(try await client.putPatient(patient, token: token).status == .created)
      for _ in 0..<2 {
        #expect(
          try await client.send(.get, "/v1/records/patient/\(id)", token: token).status == .ok
        )
      }
      let missing = try await client.send(.get, "/v1/records/patient/\(absent)", token: token)
      #expect(missing.status == .notFound)
      #expect(try await client.send(.get, "/nothing/\(absent)").status == .notFound)
      let propfind = try #require(HTTPRequest.Method("PROPFIND"))
      #expect(try await client.send(propfind, "/v1/changes").status == .methodNotAllowed)
    }
    let text = try await Self.scrape(server, figures)
    let requests = ServerMetrics.Name.requests
    let record = "/v1/records/{type}/{id}"
    #expect(text.types[requests] == "counter")
    #expect(text.value(requests, Self.requests("/v1/auth/login", "POST", 200)) == 1)
    #expect(text.value(requests, Self.requests(record, "PUT", 201)) == 1)
    #expect(text.value(requests, Self.requests(record, "GET", 200)) == 2)
    #expect(text.value(requests, Self.requests(record, "GET", 404)) == 1)
    #expect(text.value(requests, Self.requests("unmatched", "GET", 404)) == 1)
    #expect(text.value(requests, Self.requests("unmatched", "other", 405)) == 1)
    let duration = ServerMetrics.Name.requestDuration
    #expect(text.types[duration] == "histogram")
    #expect(text.value(duration + "_count", Self.requests(record, "GET", 200)) == 2)
    var infinite = Self.requests(record, "GET", 200)
    infinite["le"] = "+Inf"
    #expect(text.value(duration + "_bucket", infinite) == 2)
    // Every route label is a pattern or `unmatched`; no label holds an id, a nurse or a team.
    let routes = Set(text.samples.compactMap { $0.labels["route"] })
    #expect(routes.allSatisfy { $0 == "unmatched" || $0.hasPrefix("/") && !$0.contains("-") })
    let labelText = text.samples.flatMap { $0.labels.values }.joined(separator: " ")
    for secret in [id, absent, "anna", "north", "Curie", "Marie"] {
      #expect(!labelText.localizedCaseInsensitiveContains(secret), "\(secret) in a label")
    }
  }

  @Test func loginFailuresAndThrottlesAreCounted() async throws {
    let server = try await TestServer()
    let figures = Figures()
    let statuses = try await server.run(metrics: figures.metrics) { client in
      var statuses: [HTTPResponse.Status] = []
      // Five wrong passwords lock the username; the sixth attempt is refused unchecked.
      for _ in 0..<6 {
        let body = ["username": "anna", "password": "not-her-password"]
        statuses.append(try await client.send(.post, "/v1/auth/login", json: body).status)
      }
      return statuses
    }
    let expected: [HTTPResponse.Status] =
      Array(repeating: .unauthorized, count: 4) + Array(repeating: .tooManyRequests, count: 2)
    #expect(statuses == expected)
    let text = try await Self.scrape(server, figures)
    #expect(text.types[ServerMetrics.Name.loginFailures] == "counter")
    #expect(text.value(ServerMetrics.Name.loginFailures) == 5)
    #expect(text.value(ServerMetrics.Name.loginThrottled) == 2)
    let login = "/v1/auth/login"
    #expect(text.value(ServerMetrics.Name.requests, Self.requests(login, "POST", 401)) == 4)
    #expect(text.value(ServerMetrics.Name.requests, Self.requests(login, "POST", 429)) == 2)
  }

  @Test func pushBatchAndPullPageSizesAreObserved() async throws {
    let server = try await TestServer()
    let figures = Figures()
    try await server.run(metrics: figures.metrics) { client in
      let token = try await client.token("anna")
      let entries = (0..<3).map { _ in BatchEntry.put("patient", Fixtures.patient()) }
      #expect(try await client.batch(entries, token: token).statuses == [201, 201, 201])
      #expect(try await client.changes(token: token).changes.count == 3)
      #expect(try await client.changes(token: token, since: 3).changes.isEmpty)
    }
    let text = try await Self.scrape(server, figures)
    let push = ServerMetrics.Name.pushBatchEntries
    #expect(text.types[push] == "histogram")
    #expect(text.value(push + "_count") == 1)
    #expect(text.value(push + "_sum") == 3)
    #expect(text.bucket(push, upTo: 1) == 0)
    #expect(text.bucket(push, upTo: 5) == 1)
    let pull = ServerMetrics.Name.pullPageChanges
    #expect(text.value(pull + "_count") == 2)
    #expect(text.value(pull + "_sum") == 3)
    #expect(text.bucket(pull, upTo: 0) == 1)
    #expect(text.bucket(pull, upTo: 5) == 2)
  }

  @Test(arguments: StoreEngine.all)
  func theSequenceHeadAndOpenSessionsAreTheStoresAtEachScrape(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    let figures = Figures()
    let empty = try await Self.scrape(server, figures)
    #expect(empty.types[ServerMetrics.Name.changeSequenceHead] == "gauge")
    #expect(empty.value(ServerMetrics.Name.changeSequenceHead) == 0)
    #expect(empty.value(ServerMetrics.Name.openSessions) == 0)
    try await server.run(metrics: figures.metrics) { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      for _ in 0..<3 {
        #expect(try await client.putPatient(Fixtures.patient(), token: anna).status == .created)
      }
      #expect(try await client.send(.post, "/v1/auth/logout", token: bea).status == .noContent)
    }
    // A write through another instance is the store's too.
    let other = try await server.anotherInstance()
    try await server.run(store: other) { client in
      let cleo = try await client.token("cleo")
      #expect(try await client.putPatient(Fixtures.patient(), token: cleo).status == .created)
    }
    let text = try await Self.scrape(server, figures)
    let head = try await server.count("SELECT MAX(sequence) FROM team_record")
    #expect(head >= 4)
    #expect(text.value(ServerMetrics.Name.changeSequenceHead) == Double(head))
    #expect(text.value(ServerMetrics.Name.openSessions) == 2)
    // Sessions past their lifetime are not open, deleted or not.
    server.clock.advance(by: TestServer.auth.tokenLifetime + 1)
    let later = try await Self.scrape(server, figures)
    #expect(later.value(ServerMetrics.Name.openSessions) == 0)
  }

  @Test func theAPIRouterDoesNotAnswerMetrics() async throws {
    let server = try await TestServer()
    let figures = Figures()
    try await server.run(metrics: figures.metrics) { client in
      let token = try await client.token("anna")
      for path in ["/metrics", "/v1/metrics"] {
        let response = try await client.send(.get, path, token: token)
        #expect(response.isProblem(.notFound))
        #expect(!response.text.contains("nurse_"))
      }
    }
  }
}
