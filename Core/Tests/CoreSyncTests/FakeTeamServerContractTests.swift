import CoreContract
import CoreContractCases
import CoreHTTP
import CoreTesting
import Foundation
import Testing

/// The fake answers every case of the team server's contract as nurse-server does
/// (nurse-server's `ContractCaseTests` run the same cases): the libraries' sync tests run
/// against the fake, so a difference would let a client bug pass them.
@Suite("FakeTeamServer keeps nurse-server's contract")
struct FakeTeamServerContractTests {
  @Test(arguments: TeamServerContract.cases)
  func theFakeAnswersAsTheServer(_ contractCase: TeamServerContract.Case) async throws {
    let nurse = FakeTeamServer().client(for: "anna")
    var last = TeamServerContract.Outcome(0)
    for (index, request) in contractCase.requests.enumerated() {
      let response = try await nurse.send(
        HTTPRequest(
          method: request.method,
          path: request.path,
          headers: request.headers,
          body: request.body
        )
      )
      last = TeamServerContract.outcome(status: response.status, body: response.body)
      if index < contractCase.requests.count - 1 {
        #expect(
          last.status < 300,
          "request \(index + 1) of \(contractCase.requests.count): \(last)"
        )
      }
    }
    #expect(last == contractCase.expected)
  }
}
