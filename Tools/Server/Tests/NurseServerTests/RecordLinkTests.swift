import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// The links the contract declares (`TeamRecord.links`) are checked in the one write path, on
/// each engine: a reply names a message of the same patient, a correction an assessment of the
/// same wound, a visit only its patient's own records. Otherwise 422 naming the field, with one
/// answer whether the id is unknown or another team's, so that nothing of that team leaks.
@Suite struct RecordLinkTests {
  @Test(arguments: StoreEngine.all) func aReplyNamesAMessageOfTheSamePatient(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patient = try await client.newPatient(token: anna)
      let other = try await client.newPatient(token: anna)
      let southern = try await client.newPatient(token: cleo)
      let first = MessageFixtures.message(patientID: patient)
      let elsewhere = MessageFixtures.message(patientID: other)
      let south = MessageFixtures.message(patientID: southern)
      #expect(try await client.sendMessage(first, token: anna).status == .created)
      #expect(try await client.sendMessage(elsewhere, token: anna).status == .created)
      #expect(try await client.sendMessage(south, token: cleo).status == .created)

      var answers: [TestResponse] = []
      for named in [UUID().uuidString.lowercased(), south["id"], elsewhere["id"]] {
        var reply = MessageFixtures.message(patientID: patient)
        reply["replyTo"] = named
        let answer = try await client.sendMessage(reply, token: anna)
        #expect(answer.isProblem(.unprocessableContent, field: "replyTo"))
        answers.append(answer)
      }
      #expect(Self.sameRefusal(answers[0], answers[1]))
      var reply = MessageFixtures.message(patientID: patient)
      reply["replyTo"] = first["id"]
      #expect(try await client.sendMessage(reply, token: anna).status == .created)
      #expect(
        try await server.count("SELECT COUNT(*) FROM team_record WHERE type = 'message'") == 4
      )
    }
  }

  @Test(arguments: StoreEngine.all) func aCorrectionNamesAnAssessmentOfTheSameWound(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (anna, patientID, woundID) = try await client.woundOfAnna()
      let (cleo, _, southernWound) = try await client.woundOf("cleo")
      let secondWound = WoundFixtures.wound(patientID: patientID)
      #expect(try await client.putRecord("wound", secondWound, token: anna).status == .created)
      let first = WoundFixtures.assessment(woundID: woundID)
      let ofSecond = WoundFixtures.assessment(woundID: secondWound["id"] as! String)
      let south = WoundFixtures.assessment(woundID: southernWound)
      #expect(try await client.appendAssessment(first, token: anna).status == .created)
      #expect(try await client.appendAssessment(ofSecond, token: anna).status == .created)
      #expect(try await client.appendAssessment(south, token: cleo).status == .created)

      var answers: [TestResponse] = []
      for named in [UUID().uuidString.lowercased(), south["id"], ofSecond["id"]] {
        let correction = WoundFixtures.assessment(woundID: woundID, supersedes: named as? String)
        let answer = try await client.appendAssessment(correction, token: anna)
        #expect(answer.isProblem(.unprocessableContent, field: "supersedes"))
        answers.append(answer)
      }
      #expect(Self.sameRefusal(answers[0], answers[1]))
      let correction = WoundFixtures.assessment(
        woundID: woundID,
        supersedes: first["id"] as? String
      )
      #expect(try await client.appendAssessment(correction, token: anna).status == .created)
    }
  }

  @Test(arguments: StoreEngine.all) func aVisitNamesOnlyItsPatientsOwnRecords(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (anna, patientID, woundID) = try await client.woundOfAnna()
      let (_, otherPatient, otherWound) = try await client.woundOf("anna")
      let (cleo, southernPatient, southernWound) = try await client.woundOf("cleo")
      let assessment = WoundFixtures.assessment(woundID: woundID)
      let otherAssessment = WoundFixtures.assessment(woundID: otherWound)
      let southernAssessment = WoundFixtures.assessment(woundID: southernWound)
      let braden = Fixtures.braden(patientID: patientID)
      let otherBraden = Fixtures.braden(patientID: otherPatient)
      let southernBraden = Fixtures.braden(patientID: southernPatient)
      for (type, record, token) in [
        ("assessment", assessment, anna), ("assessment", otherAssessment, anna),
        ("assessment", southernAssessment, cleo), ("braden", braden, anna),
        ("braden", otherBraden, anna), ("braden", southernBraden, cleo),
      ] {
        #expect(try await client.putRecord(type, record, token: token).status == .created)
      }

      let unknown = UUID().uuidString.lowercased()
      let refusals: [(String, [Any?])] = [
        ("dressingsChanged", [unknown, southernWound, otherWound]),
        ("assessments", [unknown, southernAssessment["id"], otherAssessment["id"]]),
        ("bradens", [unknown, southernBraden["id"], otherBraden["id"]]),
      ]
      for (field, named) in refusals {
        var answers: [TestResponse] = []
        for id in named {
          var visit = CarePlanVisitRoutesTests.visit(patientID: patientID, woundID: woundID)
          visit[field] = (visit[field] as! [String]).filter { $0 != woundID } + [id as! String]
          let answer = try await client.putRecord("visit", visit, token: anna)
          #expect(answer.isProblem(.unprocessableContent, field: field), "\(field)")
          answers.append(answer)
        }
        #expect(Self.sameRefusal(answers[0], answers[1]), "\(field)")
      }
      var visit = CarePlanVisitRoutesTests.visit(patientID: patientID, woundID: woundID)
      visit["assessments"] = [assessment["id"]]
      visit["bradens"] = [braden["id"]]
      #expect(try await client.putRecord("visit", visit, token: anna).status == .created)
      #expect(try await server.count("SELECT COUNT(*) FROM team_record WHERE type = 'visit'") == 1)
    }
  }

  @Test(arguments: StoreEngine.all) func aVoidNamesAVisitOfItsOwnPatient(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (anna, patientID, woundID) = try await client.woundOfAnna()
      let otherPatient = try await client.newPatient(token: anna)
      let visit = CarePlanVisitRoutesTests.visit(patientID: patientID, woundID: woundID)
      #expect(try await client.putRecord("visit", visit, token: anna).status == .created)
      var void = CarePlanVisitRoutesTests.visit(patientID: otherPatient, woundID: woundID)
      void["dressingsChanged"] = [String]()
      void["voids"] = visit["id"]
      let misplaced = try await client.putRecord("visit", void, token: anna)
      #expect(misplaced.isProblem(.unprocessableContent, field: "voids"))
      void["patientId"] = patientID
      #expect(try await client.putRecord("visit", void, token: anna).status == .created)
    }
  }

  @Test(arguments: StoreEngine.all) func aBatchEntryNamingAnotherTeamsRecordIsRefusedInItsSlot(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patient = try await client.newPatient(token: anna)
      let south = MessageFixtures.message(patientID: try await client.newPatient(token: cleo))
      #expect(try await client.sendMessage(south, token: cleo).status == .created)
      var reply = MessageFixtures.message(patientID: patient)
      reply["replyTo"] = south["id"]
      let plain = MessageFixtures.message(patientID: patient)
      let answer = try await client.batch(
        [.put("message", reply), .put("message", plain)],
        token: anna
      )
      #expect(answer.statuses == [422, 201])
      #expect(answer.bodies.first?["field"] as? String == "replyTo")
    }
  }

  /// The same refusal, whatever the id named: the answers differ in nothing but their instance.
  static func sameRefusal(_ lhs: TestResponse, _ rhs: TestResponse) -> Bool {
    var (left, right) = (lhs.json, rhs.json)
    left["instance"] = nil
    right["instance"] = nil
    return NSDictionary(dictionary: left).isEqual(to: right) && lhs.status == rhs.status
  }
}

extension TestClientProtocol {
  /// `nurse`'s token, a new patient of hers and a wound on that patient.
  func woundOf(_ nurse: String) async throws -> (String, String, String) {
    let token = try await token(nurse)
    let patientID = try await newPatient(token: token)
    let wound = WoundFixtures.wound(patientID: patientID)
    #expect(try await putRecord("wound", wound, token: token).status == .created)
    return (token, patientID, wound["id"] as! String)
  }
}
