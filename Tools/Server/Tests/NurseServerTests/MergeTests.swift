import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `PATCH /v1/records/{type}/{id}`: field changes merged with `FieldMerge`, per field.
@Suite struct MergeTests {
  @Test(arguments: StoreEngine.all) func twoNursesChangesOfDifferentFieldsBothLand(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      _ = try await client.putPatient(patient, token: anna)
      let address = [(field: "address", from: "1 rue des Lilas" as Any, to: "2 rue Neuve" as Any)]
      let phone = [(field: "phone", from: NSNull() as Any, to: "0102030405" as Any)]
      let first = try await client.patchRecord("patient", id, changes: address, token: bea)
      let second = try await client.patchRecord("patient", id, changes: phone, token: anna)
      #expect(first.status == .ok)
      #expect(second.status == .ok)
      #expect(second.headers[.eTag] == "\"3\"")
      #expect((second.json["conflicts"] as? [Any])?.isEmpty == true)
      let record = try #require(second.json["record"] as? [String: Any])
      #expect(record["address"] as? String == "2 rue Neuve")
      #expect(record["phone"] as? String == "0102030405")
      #expect(record["version"] as? Int == 3)
      #expect(record["updatedAt"] as? String != patient["updatedAt"] as? String)
    }
  }

  @Test(arguments: StoreEngine.all) func theSameFieldChangedToAnotherValueComesBackAsAConflict(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      _ = try await client.putPatient(patient, token: anna)
      let beas = [(field: "notes", from: NSNull() as Any, to: "Bea's note" as Any)]
      let annas = [
        (field: "notes", from: NSNull() as Any, to: "Anna's note" as Any),
        (field: "phone", from: NSNull() as Any, to: "0607080910" as Any),
      ]
      _ = try await client.patchRecord("patient", id, changes: beas, token: bea)
      let answer = try await client.patchRecord("patient", id, changes: annas, token: anna)
      #expect(answer.status == .ok)
      let conflicts = try #require(answer.json["conflicts"] as? [[String: Any]])
      #expect(conflicts.count == 1)
      #expect(conflicts.first?["field"] as? String == "notes")
      #expect(conflicts.first?["mine"] as? String == "Anna's note")
      #expect(conflicts.first?["theirs"] as? String == "Bea's note")
      let record = try #require(answer.json["record"] as? [String: Any])
      #expect(record["notes"] as? String == "Bea's note")
      #expect(record["phone"] as? String == "0607080910")
    }
  }

  @Test(arguments: StoreEngine.all)
  func aPatchWithoutIfMatchIs428AndAFieldOutsideTheMergeableOnesIs422(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      let change = [(field: "description", from: NSNull() as Any, to: "deep" as Any)]
      let bare = try await client.patchRecord(
        "wound",
        woundID,
        changes: change,
        token: token,
        ifMatch: nil
      )
      #expect(bare.isProblem(.preconditionRequired, field: "If-Match"))
      let moved = [(field: "patientId", from: "x" as Any, to: "y" as Any)]
      let refused = try await client.patchRecord("wound", woundID, changes: moved, token: token)
      #expect(refused.isProblem(.unprocessableContent, field: "patientId"))
      let landed = try await client.patchRecord("wound", woundID, changes: change, token: token)
      #expect(landed.status == .ok)
      #expect(landed.headers[.eTag] == "\"2\"")
    }
  }

  @Test(arguments: StoreEngine.all) func aMergeThatBreaksARuleIs422AndChangesNothing(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      let healed = [(field: "status", from: "open" as Any, to: "healed" as Any)]
      let refused = try await client.patchRecord("wound", woundID, changes: healed, token: token)
      #expect(refused.isProblem(.unprocessableContent, field: "healedOn"))
      let read = try await client.send(.get, "/v1/records/wound/\(woundID)", token: token)
      #expect(read.json["status"] as? String == "open")
      #expect(read.json["version"] as? Int == 1)
    }
  }
}
