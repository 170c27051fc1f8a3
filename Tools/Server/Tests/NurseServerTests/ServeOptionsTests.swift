import Foundation
import Logging
import Testing

@testable import NurseServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `serve --log-level` and `--token-lifetime` (or their environment variables): checked before
/// the server listens, a bad value being exit 64 naming the option.
@Suite struct ServeOptionsTests {
  @Test func everyLogLevelIsAccepted() throws {
    for level in Logger.Level.allCases {
      let options = ServeOptions(logLevel: level.rawValue)
      #expect(try options.resolved(environment: [:]).logLevel == level)
    }
    #expect(try ServeOptions().resolved(environment: [:]).logLevel == .info)
    let fromEnvironment = try ServeOptions().resolved(
      environment: ["NURSE_SERVER_LOG_LEVEL": "warning"]
    )
    #expect(fromEnvironment.logLevel == .warning)
    let optionFirst = try ServeOptions(logLevel: "debug").resolved(
      environment: ["NURSE_SERVER_LOG_LEVEL": "error"]
    )
    #expect(optionFirst.logLevel == .debug)
  }

  @Test func aBadLogLevelNamesTheOption() {
    #expect(throws: UsageError.self) {
      try ServeOptions(logLevel: "loud").resolved(environment: [:])
    }
    do {
      _ = try ServeOptions().resolved(environment: ["NURSE_SERVER_LOG_LEVEL": "verbose"])
      Issue.record("a bad NURSE_SERVER_LOG_LEVEL was accepted")
    } catch {
      #expect(error.description.contains("--log-level"))
      #expect(error.description.contains("trace|debug|info|notice|warning|error|critical"))
    }
  }

  @Test func theTokenLifetimeIsInHours() throws {
    #expect(try ServeOptions().resolved(environment: [:]).auth.tokenLifetime == 12 * 3600)
    let two = try ServeOptions(tokenLifetimeHours: "2").resolved(environment: [:])
    #expect(two.auth.tokenLifetime == 2 * 3600)
    let half = try ServeOptions().resolved(environment: ["NURSE_SERVER_TOKEN_LIFETIME": "0.5"])
    #expect(half.auth.tokenLifetime == 1800)
    for bad in ["0", "-3", "twelve", "721", "nan"] {
      do {
        _ = try ServeOptions(tokenLifetimeHours: bad).resolved(environment: [:])
        Issue.record("--token-lifetime \(bad) was accepted")
      } catch {
        #expect(error.description.contains("--token-lifetime"))
      }
    }
  }

  @Test func theCommandExits64NamingTheOptionBeforeListening() async throws {
    let scratch = try ScratchDirectory("options")
    let database = scratch.path("server.sqlite")
    let runs: [(arguments: [String], environment: [String: String], option: String)] = [
      (["--log-level", "loud"], [:], "--log-level"),
      ([], ["NURSE_SERVER_LOG_LEVEL": "loud"], "--log-level"),
      (["--token-lifetime", "0"], [:], "--token-lifetime"),
      ([], ["NURSE_SERVER_TOKEN_LIFETIME": "forever"], "--token-lifetime"),
    ]
    for run in runs {
      let server = try ServerProcess(
        ["serve", "--port", "0", "--db", database] + run.arguments,
        environment: run.environment,
        in: scratch.url
      )
      #expect(try await server.exitStatus() == 64, "\(run)")
      #expect(server.standardError.contains(run.option), "\(server.standardError)")
      #expect(!server.standardOutput.contains("listening"))
    }
  }

  @Test func aPlainServerStillSaysHTTPAndRefusesTRACE() async throws {
    let scratch = try ScratchDirectory("options")
    let database = scratch.path("server.sqlite")
    let server = try ServerProcess(
      ["--host", "127.0.0.1", "--port", "0", "--db", database, "--log-level", "error"],
      in: scratch.url
    )
    defer { server.stop() }
    let url = try await server.listeningURL()
    #expect(url.scheme == "http")
    var request = URLRequest(url: url.appendingPathComponent("v1/changes"))
    request.httpMethod = "TRACE"
    request.timeoutInterval = 10
    let (body, answer) = try await URLSession.shared.data(for: request)
    let response = try #require(answer as? HTTPURLResponse)
    #expect(response.statusCode == 405)
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/problem+json")
    let problem = try JSONSerialization.jsonObject(with: body) as? [String: Any]
    #expect(problem?["status"] as? Int == 405)
  }
}
