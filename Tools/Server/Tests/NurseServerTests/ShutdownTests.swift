import CoreContract
import Foundation
import Testing

@testable import NurseServer

/// Issue 32, graceful shutdown: SIGTERM during a batch lets it finish (or never start), the
/// process exits 0 having closed its store, and the client's retry of the same batch finds
/// its answer: every record stored once.
@Suite("Graceful shutdown")
struct ShutdownTests {
  @Test func aBatchCutBySIGTERMIsAnsweredOnceWhenRetried() async throws {
    let server = try await TestServer(.sqlite)
    let file = server.directory.appendingPathComponent("server.sqlite").path
    let first = try ServerProcess(
      ["serve", "--port", "0", "--db", file, "--log-level", "info"],
      in: server.directory
    )
    let instance = Instance(base: try await first.listeningURL())
    let token = try await instance.token("anna")
    let entries = (0..<Wire.BatchRequest.maxEntries).map { _ in
      BatchEntry.put("patient", Fixtures.patient()).fields
    }
    let body = try JSONSerialization.data(withJSONObject: ["entries": entries])

    let cut = Task {
      try? await instance.send(.POST, ContractPaths.batch, token: token, body: body)
    }
    try await Task.sleep(for: .milliseconds(40))
    first.process.terminate()  // SIGTERM
    let answered = await cut.value
    #expect(try await first.exitStatus(within: 30) == 0, "\(first.standardError)")
    #expect(first.standardError.contains("nurse-server stopped"), "\(first.standardError)")

    let second = try ServerProcess(["serve", "--port", "0", "--db", file], in: server.directory)
    let again = Instance(base: try await second.listeningURL())
    let retry = try await again.send(
      .POST,
      ContractPaths.batch,
      token: try await again.token("anna"),
      body: body
    )
    #expect(retry.status == 200)
    let statuses = (retry.json["answers"] as? [[String: Any]])?.compactMap { $0["status"] as? Int }
    #expect(statuses == Array(repeating: 201, count: entries.count))
    if let answered, answered.status == 200 {
      #expect(retry.body == answered.body, "the retry finds the answer the cut request got")
    }
    #expect(try await server.count("SELECT COUNT(*) FROM team_record") == entries.count)
    second.stop()
  }
}
