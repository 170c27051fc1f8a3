import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// A record's rule against its parent (`TeamRecord.validate(parent:)`) is applied by the
/// server, on each engine: an assessment taken before its wound was opened is 422 naming
/// `takenAt`, as the app refuses it.
@Suite struct ParentRuleTests {
  @Test(arguments: StoreEngine.all) func anAssessmentBeforeItsWoundWasOpenedIs422(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      // The fixture's wound was opened on 2025-03-01.
      let (anna, _, woundID) = try await client.woundOfAnna()
      var early = WoundFixtures.assessment(woundID: woundID)
      early["takenAt"] = "2025-02-27T10:00:00.000Z"
      let refused = try await client.appendAssessment(early, token: anna)
      #expect(refused.isProblem(.unprocessableContent, field: "takenAt"))
      #expect(refused.json["detail"] as? String == "takenAt is before the wound was opened.")
      // Already 2025-03-01 at UTC+14: a nurse east of Greenwich may have been there that day.
      var east = WoundFixtures.assessment(woundID: woundID)
      east["takenAt"] = "2025-02-28T10:30:00.000Z"
      #expect(try await client.appendAssessment(east, token: anna).status == .created)
      var evening = WoundFixtures.assessment(woundID: woundID)
      evening["takenAt"] = "2025-02-28T09:30:00.000Z"
      let before = try await client.appendAssessment(evening, token: anna)
      #expect(before.isProblem(.unprocessableContent, field: "takenAt"))
      let stored = "SELECT COUNT(*) FROM team_record WHERE type = 'assessment'"
      #expect(try await server.count(stored) == 1)
    }
  }
}
