import CoreContract
import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Care plans and visits through the generic record path (docs/care-plans.md): a plan is
/// versioned and hangs under a wound, a visit is append-only and hangs under a patient, and
/// another team's parent is 404 like an absent one.
@Suite struct CarePlanVisitRoutesTests {
  static func plan(woundID: String, every days: Int = 2) -> [String: Any] {
    [
      "id": woundID,
      "woundId": woundID,
      "startsOn": "2025-03-01",
      "cleansing": "saline",
      "primaryDressing": "alginate",
      "dressingChange": ["everyDays": days],
      "assessEveryDays": 7,
      "referringNurse": "anna",
      "createdAt": "2025-03-01T09:00:00.000Z",
      "updatedAt": "2025-03-01T09:00:00.000Z",
    ]
  }

  static func visit(patientID: String, woundID: String, note: String = "ok") -> [String: Any] {
    [
      "id": UUID().uuidString.lowercased(),
      "patientId": patientID,
      "visitedAt": "2025-03-02T18:30:00.000Z",
      "visitedBy": "anna",
      "dressingsChanged": [woundID],
      "assessments": [],
      "bradens": [],
      "note": note,
    ]
  }

  @Test func aPlanIsCreatedUnderItsWoundMergedFieldByFieldAndHiddenFromAnotherTeam()
    async throws
  {
    let server = try await TestServer()
    try await server.run { client in
      let (anna, _, woundID) = try await client.woundOfAnna()
      let bea = try await client.token("bea")
      let cleo = try await client.token("cleo")
      let plan = Self.plan(woundID: woundID)
      #expect(try await client.putRecord("care-plan", plan, token: cleo).isProblem(.notFound))
      let created = try await client.putRecord("care-plan", plan, token: anna)
      #expect(created.status == .created)
      #expect(created.json["version"] as? Int == 1)
      #expect(created.json["updatedBy"] as? String == "anna", "the writer's name, stamped")
      // Two colleagues change two fields on version 1: both land.
      let weekdays = ["weekdays": ["monday", "thursday"]]
      let first = try await client.patchRecord(
        "care-plan",
        woundID,
        changes: [(field: "dressingChange", from: ["everyDays": 2], to: weekdays)],
        token: anna
      )
      #expect(first.status == .ok)
      let second = try await client.patchRecord(
        "care-plan",
        woundID,
        changes: [(field: "secondaryDressing", from: NSNull(), to: "foam")],
        token: bea
      )
      #expect(second.status == .ok)
      let record = second.json["record"] as? [String: Any]
      #expect(record?["secondaryDressing"] as? String == "foam")
      #expect(
        (record?["dressingChange"] as? [String: Any])?["weekdays"] as? [String] == [
          "monday", "thursday",
        ]
      )
      #expect(record?["version"] as? Int == 3)
      #expect(record?["updatedBy"] as? String == "bea", "the last change's author")
      // Whatever a client claims, the plan names the nurse whose token wrote it.
      var claimed = Self.plan(woundID: woundID)
      claimed["updatedBy"] = "cleo"
      let (_, _, otherWound) = try await client.woundOfAnna()
      claimed["id"] = otherWound
      claimed["woundId"] = otherWound
      let stamped = try await client.putRecord("care-plan", claimed, token: anna)
      #expect(stamped.json["updatedBy"] as? String == "anna")
      let path = "/v1/records/care-plan/\(woundID)"
      #expect(try await client.send(.get, path, token: cleo).isProblem(.notFound))
    }
  }

  @Test func aPlanBreakingTheContractIs422NamingTheField() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (anna, _, woundID) = try await client.woundOfAnna()
      var otherID = Self.plan(woundID: woundID)
      otherID["id"] = UUID().uuidString.lowercased()
      #expect(
        try await client.putRecord("care-plan", otherID, token: anna).isProblem(
          .unprocessableContent,
          field: "id"
        )
      )
      let tooLong = Self.plan(woundID: woundID, every: 61)
      #expect(
        try await client.putRecord("care-plan", tooLong, token: anna).isProblem(
          .unprocessableContent,
          field: "dressingChange"
        )
      )
      var both = Self.plan(woundID: woundID)
      both["dressingChange"] = ["everyDays": 2, "weekdays": ["monday"]]
      #expect(
        try await client.putRecord("care-plan", both, token: anna).isProblem(
          .unprocessableContent,
          field: "dressingChange"
        )
      )
      var hostile = Self.plan(woundID: woundID)
      hostile["primaryDressing"] = "foam\u{1B}[2J"
      #expect(
        try await client.putRecord("care-plan", hostile, token: anna).isProblem(
          .unprocessableContent,
          field: "primaryDressing"
        )
      )
      #expect(
        try await server.count("SELECT COUNT(*) FROM team_record WHERE type = 'care-plan'") == 0
      )
    }
  }

  @Test func aVisitIsAppendedUnderItsPatientOnceAndFollowsItInTheFeed() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (anna, patientID, woundID) = try await client.woundOfAnna()
      let cleo = try await client.token("cleo")
      let visit = Self.visit(patientID: patientID, woundID: woundID)
      #expect(try await client.putRecord("visit", visit, token: cleo).isProblem(.notFound))
      #expect(try await client.putRecord("visit", visit, token: anna).status == .created)
      #expect(try await client.putRecord("visit", visit, token: anna).status == .ok)
      var changed = visit
      changed["note"] = "another"
      #expect(try await client.putRecord("visit", changed, token: anna).isProblem(.conflict))
      let id = visit["id"] as! String
      let patch = try await client.patchRecord("visit", id, changes: [], token: anna)
      #expect(patch.isProblem(.methodNotAllowed))
      let long = Self.visit(
        patientID: patientID,
        woundID: woundID,
        note: String(repeating: "a", count: 501)
      )
      #expect(
        try await client.putRecord("visit", long, token: anna).isProblem(
          .unprocessableContent,
          field: "note"
        )
      )
      let types = try await client.changes(token: anna).changes.compactMap { $0["type"] as? String }
      #expect(types == ["patient", "wound", "visit"])
      #expect(try await client.changes(token: cleo).changes.isEmpty)
    }
  }
}
