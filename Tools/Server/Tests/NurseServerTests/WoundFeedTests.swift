import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `GET /v1/wounds/changes`: wounds, assessments, photo attachments and, after an erasure,
/// their tombstones, in change-sequence order, page by page, for the team only.
@Suite struct WoundFeedTests {
  /// A wound with an assessment and a photo on a patient of Anna's; returns their ids in the
  /// order they were written.
  static func woundWithPhoto(_ client: any TestClientProtocol) async throws -> (
    token: String, patientID: String, ids: [String]
  ) {
    let (token, patientID, woundID) = try await client.woundOfAnna()
    let assessment = WoundFixtures.assessment(woundID: woundID)
    let assessmentID = assessment["id"] as! String
    _ = try await client.appendAssessment(assessment, token: token)
    let bytes = WoundFixtures.jpeg(patientID)
    _ = try await client.sendBytes(
      .put,
      "/v1/photos/\(WoundFixtures.sha256(bytes))",
      token: token,
      bytes: bytes
    )
    let attachment = WoundFixtures.attachment(assessmentID: assessmentID, bytes: bytes)
    let attached = try await client.send(
      .post,
      "/v1/assessments/\(assessmentID)/photos",
      token: token,
      json: attachment,
      key: UUID().uuidString
    )
    #expect(attached.status == .created)
    return (token, patientID, [woundID, assessmentID, attachment["id"] as! String])
  }

  /// The id an entry carries, under whichever key it has.
  static func entryID(_ entry: [String: Any]) -> String? {
    for key in ["wound", "assessment", "photo"] {
      if let record = entry[key] as? [String: Any] { return "\(key):\(record["id"] ?? "")" }
    }
    return (entry["deletedId"] as? String).map { "deleted:\($0)" }
  }

  @Test func pagesCarryWoundsAssessmentsPhotosAndTombstonesInOrder() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let erased = try await Self.woundWithPhoto(client)
      let kept = try await Self.woundWithPhoto(client)
      let bytes = WoundFixtures.jpeg(erased.patientID)
      let lines = try await server.administration.erasePatient(erased.patientID)
      #expect(
        lines == [
          "erased patient \(erased.patientID): 1 photoAttachment, 1 woundAssessment, 1 wound, "
            + "1 patient"
        ]
      )
      let pages = try await ErasureTests.pages(client, "wounds", token: kept.token, limit: 2)
      #expect(pages.map(\.count) == [2, 2, 2])
      let entries = pages.flatMap { $0 }
      #expect(
        entries.compactMap(Self.entryID) == [
          "wound:\(kept.ids[0])", "assessment:\(kept.ids[1])", "photo:\(kept.ids[2])",
          "deleted:\(erased.ids[2])", "deleted:\(erased.ids[1])", "deleted:\(erased.ids[0])",
        ]
      )
      let sequences = entries.compactMap { $0["sequence"] as? Int }
      #expect(sequences == sequences.sorted() && Set(sequences).count == 6)
      // The erased patient's photo bytes left the server with her.
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      #expect(try await client.send(.head, path, token: kept.token).status == .notFound)
      let wound = try await client.send(.get, "/v1/wounds/\(erased.ids[0])", token: kept.token)
      #expect(wound.isProblem(.notFound))
    }
  }

  @Test func anotherTeamSeesNothingOfTheWoundFeed() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let erased = try await Self.woundWithPhoto(client)
      _ = try await Self.woundWithPhoto(client)
      _ = try await server.administration.erasePatient(erased.patientID)
      let cleo = try await client.token("cleo")
      let page = try await client.send(.get, "/v1/wounds/changes?since=0", token: cleo)
      #expect((page.json["changes"] as? [Any])?.isEmpty == true)
      #expect(page.json["hasMore"] as? Bool == false)
    }
  }

  @Test func woundReadsWritesAndFeedPagesAreAudited() async throws {
    let server = try await TestServer()
    let patientID = try await server.run { client in
      let made = try await Self.woundWithPhoto(client)
      _ = try await client.send(.get, "/v1/wounds/\(made.ids[0])", token: made.token)
      _ = try await client.send(.get, "/v1/wounds/changes", token: made.token)
      return made.patientID
    }
    let log = try await server.administration.audit(patient: patientID)
    let actions = log.map {
      $0.split(separator: "\t").dropFirst(2).prefix(2).joined(separator: " ")
    }
    #expect(
      actions == [
        "create patient", "create wound", "create wound-assessment", "create photo", "read wound",
        "read wound", "read wound-assessment", "read photo",
      ]
    )
  }
}
