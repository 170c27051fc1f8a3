import CoreContract
import CoreContractCases
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `HEAD`, `PUT`, `GET /v1/photos/{sha256}`, and photo attachments (`/v1/records/photo/{id}`).
@Suite struct PhotoRoutesTests {
  @Test(arguments: StoreEngine.all) func bytesAreUploadedOnceAndReadBackWithTheirType(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let bytes = WoundFixtures.jpeg()
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      #expect(try await client.send(.head, path, token: token).status == .notFound)
      let created = try await client.sendBytes(.put, path, token: token, bytes: bytes)
      #expect(created.status == .created)
      #expect(created.json["byteCount"] as? Int == bytes.count)
      #expect(created.json["format"] as? String == "jpeg")
      let again = try await client.sendBytes(.put, path, token: token, bytes: bytes)
      #expect(again.status == .ok)
      #expect(try await client.send(.head, path, token: token).status == .ok)
      let read = try await client.send(.get, path, token: token)
      #expect(read.status == .ok)
      #expect(read.headers[.contentType] == "image/jpeg")
      #expect(Data(read.body.readableBytesView) == bytes)
    }
  }

  @Test(arguments: StoreEngine.all) func aPNGIsServedAsPNG(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let bytes = SamplePhotos.png(distinctBy: "served as PNG")
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes).uppercased())"
      let created = try await client.sendBytes(
        .put,
        path,
        token: token,
        bytes: bytes,
        contentType: "image/png"
      )
      #expect(created.status == .created)
      let read = try await client.send(.get, path, token: token)
      #expect(read.headers[.contentType] == "image/png")
    }
  }

  @Test(arguments: StoreEngine.all) func aWrongHashNotAnImageAWrongTypeAndTooLargeAreRefused(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let bytes = WoundFixtures.jpeg()
      let other = WoundFixtures.sha256(Data("other".utf8))
      let wrongHash = try await client.sendBytes(
        .put,
        "/v1/photos/\(other)",
        token: token,
        bytes: bytes
      )
      #expect(wrongHash.isProblem(.unprocessableContent, field: "sha256"))
      let text = Data("not an image".utf8)
      let notImage = try await client.sendBytes(
        .put,
        "/v1/photos/\(WoundFixtures.sha256(text))",
        token: token,
        bytes: text
      )
      #expect(notImage.isProblem(.unprocessableContent, field: "body"))
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      let pdf = try await client.sendBytes(
        .put,
        path,
        token: token,
        bytes: bytes,
        contentType: "application/pdf"
      )
      #expect(pdf.isProblem(.unsupportedMediaType, field: "Content-Type"))
      let mislabelled = try await client.sendBytes(
        .put,
        path,
        token: token,
        bytes: bytes,
        contentType: "image/png"
      )
      #expect(mislabelled.isProblem(.unprocessableContent, field: "Content-Type"))
      var huge = Data(count: PhotoFormat.maximumByteCount + 1)
      huge.replaceSubrange(0..<3, with: [0xFF, 0xD8, 0xFF])
      let tooLarge = try await client.sendBytes(
        .put,
        "/v1/photos/\(WoundFixtures.sha256(huge))",
        token: token,
        bytes: huge
      )
      #expect(tooLarge.isProblem(.contentTooLarge))
      let badPath = try await client.send(.get, "/v1/photos/not-a-hash", token: token)
      #expect(badPath.isProblem(.badRequest, field: "sha256"))
    }
  }

  /// Issue 28: the server stored a PNG signature and nothing else. Bytes that start like a
  /// photo must decode as one, as the app already requires.
  @Test(arguments: StoreEngine.all) func bytesThatDoNotDecodeAreRefusedNamingTheBody(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let cutJPEG = SamplePhotos.jpeg.prefix(100)
      for (bytes, type) in [(signature, "image/png"), (Data(cutJPEG), "image/jpeg")] {
        let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
        let refused = try await client.sendBytes(
          .put,
          path,
          token: token,
          bytes: bytes,
          contentType: type
        )
        #expect(refused.isProblem(.unprocessableContent, field: "body"))
        #expect((refused.json["detail"] as? String)?.contains("does not decode") == true)
        #expect(try await client.send(.head, path, token: token).status == .notFound)
      }
    }
  }

  @Test(arguments: StoreEngine.all) func twentyMegabytesFit(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      // A real JPEG padded after its end to the cap: it still decodes.
      var bytes = Data(count: PhotoFormat.maximumByteCount)
      bytes.replaceSubrange(0..<SamplePhotos.jpeg.count, with: SamplePhotos.jpeg)
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      #expect(try await client.sendBytes(.put, path, token: token, bytes: bytes).status == .created)
    }
  }

  @Test(arguments: StoreEngine.all) func anotherTeamNeitherSeesNorReadsTheBytes(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let bytes = WoundFixtures.jpeg()
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      _ = try await client.sendBytes(.put, path, token: anna, bytes: bytes)
      #expect(try await client.send(.head, path, token: cleo).status == .notFound)
      #expect(try await client.send(.get, path, token: cleo).isProblem(.notFound))
      // Her own upload of the same bytes is hers: created for her team, stored once.
      #expect(try await client.sendBytes(.put, path, token: cleo, bytes: bytes).status == .created)
      #expect(try await client.send(.head, path, token: cleo).status == .ok)
    }
  }

  @Test(arguments: StoreEngine.all) func anAttachmentComesBeforeOrAfterItsBytesOnce(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      let assessment = WoundFixtures.assessment(woundID: woundID)
      let assessmentID = assessment["id"] as! String
      _ = try await client.appendAssessment(assessment, token: token)
      let bytes = WoundFixtures.jpeg()
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      let attachment = WoundFixtures.attachment(assessmentID: assessmentID, bytes: bytes)
      // Records first: a colleague learns of the photo before its bytes are up.
      let early = try await client.putRecord("photo", attachment, token: token, key: "a")
      #expect(early.status == .created)
      #expect(try await client.send(.get, path, token: token).isProblem(.notFound))
      _ = try await client.sendBytes(.put, path, token: token, bytes: bytes)
      #expect(try await client.send(.get, path, token: token).status == .ok)
      let again = try await client.putRecord("photo", attachment, token: token, key: "c")
      #expect(again.status == .ok)
      var wrongSize = WoundFixtures.attachment(assessmentID: assessmentID, bytes: bytes)
      wrongSize["byteCount"] = 1
      let refused = try await client.putRecord("photo", wrongSize, token: token, key: "d")
      #expect(refused.isProblem(.unprocessableContent, field: "byteCount"))
      let cleo = try await client.token("cleo")
      let foreign = try await client.putRecord("photo", attachment, token: cleo, key: "e")
      #expect(foreign.isProblem(.notFound))
    }
  }

  @Test(arguments: StoreEngine.all) func attachingAnotherTeamsHashOpensNothing(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let bytes = WoundFixtures.jpeg()
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      _ = try await client.sendBytes(.put, path, token: anna, bytes: bytes)
      let cleo = try await client.token("cleo")
      let patient = Fixtures.patient()
      _ = try await client.putPatient(patient, token: cleo)
      let wound = WoundFixtures.wound(patientID: (patient["id"] as! String).lowercased())
      #expect(try await client.putRecord("wound", wound, token: cleo).status == .created)
      let assessment = WoundFixtures.assessment(woundID: wound["id"] as! String)
      _ = try await client.appendAssessment(assessment, token: cleo)
      let attachment = WoundFixtures.attachment(
        assessmentID: assessment["id"] as! String,
        bytes: bytes
      )
      #expect(try await client.putRecord("photo", attachment, token: cleo).status == .created)
      #expect(try await client.send(.head, path, token: cleo).status == .notFound)
      #expect(try await client.send(.get, path, token: cleo).isProblem(.notFound))
    }
  }
}
