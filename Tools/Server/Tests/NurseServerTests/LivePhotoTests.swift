import CoreContract
import CoreContractCases
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Photos over a real loopback socket: the 20 MB cap is the photo route's own, above the 1 MB
/// of JSON bodies, and a HEAD answer carries no body that would spoil the connection.
@Suite struct LivePhotoTests {
  @Test func twentyMegabytesPassOverHTTPAndMoreIs413() async throws {
    let server = try await TestServer()
    try await server.run(.live) { client in
      let token = try await client.token("anna")
      // A real JPEG padded after its end to the cap: it still decodes.
      var bytes = Data(count: PhotoFormat.maximumByteCount)
      bytes.replaceSubrange(0..<SamplePhotos.jpeg.count, with: SamplePhotos.jpeg)
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      #expect(try await client.sendBytes(.put, path, token: token, bytes: bytes).status == .created)
      #expect(try await client.send(.head, path, token: token).status == .ok)
      let read = try await client.send(.get, path, token: token)
      #expect(read.body.readableBytes == bytes.count)
      bytes.append(0)
      let tooLarge = try await client.sendBytes(
        .put,
        "/v1/photos/\(WoundFixtures.sha256(bytes))",
        token: token,
        bytes: bytes
      )
      #expect(tooLarge.isProblem(.contentTooLarge))
      let unknown = "/v1/photos/\(WoundFixtures.sha256(Data("none".utf8)))"
      #expect(try await client.send(.head, unknown, token: token).status == .notFound)
      #expect(try await client.send(.get, "/v1/changes", token: token).status == .ok)
    }
  }
}
