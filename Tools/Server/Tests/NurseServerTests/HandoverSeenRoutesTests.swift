import CoreContract
import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// A handover's seen mark through the generic record path (docs/care-plans.md "Handover"):
/// append-only under a patient, and it names the nurse whose token sent it, whatever the
/// client claims, so nobody marks a handover seen for a colleague.
@Suite struct HandoverSeenRoutesTests {
  static func mark(patientID: String, nurse: String) -> [String: Any] {
    [
      "id": UUID().uuidString.lowercased(),
      "patientId": patientID,
      "nurse": nurse,
      "seenAt": "2025-03-02T18:30:00.000Z",
    ]
  }

  @Test func aMarkNamesTheNurseWhoseTokenSentItAndAnotherTeamsPatientIs404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (anna, patientID, _) = try await client.woundOfAnna()
      let cleo = try await client.token("cleo")
      let claimed = Self.mark(patientID: patientID, nurse: "bea")
      let stored = try await client.putRecord("handoverSeen", claimed, token: anna)
      #expect(stored.status == .created)
      #expect(stored.json["nurse"] as? String == "anna", "the sender's name, stamped")
      let again = try await client.putRecord("handoverSeen", claimed, token: anna)
      #expect(again.status == .ok, "the same mark again answers the stored one")
      let other = Self.mark(patientID: patientID, nurse: "cleo")
      #expect(try await client.putRecord("handoverSeen", other, token: cleo).isProblem(.notFound))
    }
  }
}
