import CoreContractCases
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// nurse-server answers every case of the team server's contract, on each engine; the
/// libraries' FakeTeamServer runs the same cases (`FakeTeamServerContractTests`).
@Suite struct ContractCaseTests {
  @Test(arguments: StoreEngine.all, TeamServerContract.cases)
  func theServerAnswersAsTheContractSays(
    engine: StoreEngine,
    contractCase: TeamServerContract.Case
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      var last = TeamServerContract.Outcome(0)
      for (index, request) in contractCase.requests.enumerated() {
        var headers: HTTPFields = [.authorization: "Bearer \(token)"]
        for (name, value) in request.headers {
          headers[try #require(HTTPField.Name(name))] = value
        }
        let response = try await client.executeRequest(
          uri: request.path,
          method: try #require(HTTPRequest.Method(request.method)),
          headers: headers,
          body: request.body.map { ByteBuffer(bytes: $0) }
        )
        last = TeamServerContract.outcome(
          status: response.status.code,
          body: Data(response.body.readableBytesView)
        )
        if index < contractCase.requests.count - 1 {
          #expect(last.status < 300, "request \(index + 1): \(last)")
        }
      }
      #expect(last == contractCase.expected)
    }
  }
}
