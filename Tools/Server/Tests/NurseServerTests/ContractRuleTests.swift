import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// The server refuses with CoreContract's own rules (the app's), each a 422 naming the field.
@Suite struct ContractRuleTests {
  @Test func aNulInANameIs422NamingTheField() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient(givenName: "Ma\u{0}rie")
      let response = try await client.putPatient(patient, token: token)
      #expect(response.isProblem(.unprocessableContent, field: "givenName"))
      #expect(!response.text.contains("Ma"))
    }
  }

  @Test func aLengthOver1000CmIs422() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      let assessment = WoundFixtures.assessment(woundID: woundID, length: 99999)
      let response = try await client.appendAssessment(assessment, token: token)
      #expect(response.isProblem(.unprocessableContent, field: "lengthCm"))
    }
  }

  @Test func aWoundOpenedBefore1900Is422() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patientID = try await client.newPatient(token: token)
      var wound = WoundFixtures.wound(patientID: patientID)
      wound["openedOn"] = "1890-01-01"
      let response = try await client.putRecord("wound", wound, token: token)
      #expect(response.isProblem(.unprocessableContent, field: "openedOn"))
    }
  }

  @Test func anUnknownVocabularyWordAndAnIdOtherThanThePathsAre422() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patientID = try await client.newPatient(token: token)
      var wound = WoundFixtures.wound(patientID: patientID)
      wound["site"] = "elbow-ish"
      let site = try await client.putRecord("wound", wound, token: token)
      #expect(site.isProblem(.unprocessableContent, field: "site"))
      // A side on a midline structure is no site; a clock off the face is refused by name.
      wound["site"] = "left-sacrum"
      let midline = try await client.putRecord("wound", wound, token: token)
      #expect(midline.isProblem(.unprocessableContent, field: "site"))
      wound["site"] = "bilateral-lower-leg"
      wound["clockPosition"] = 13
      let clock = try await client.putRecord("wound", wound, token: token)
      #expect(clock.isProblem(.unprocessableContent, field: "clockPosition"))
      let other = WoundFixtures.wound(patientID: patientID)
      let path = "/v1/records/wound/\(UUID())"
      let moved = try await client.send(.put, path, token: token, json: other, key: "k")
      #expect(moved.isProblem(.unprocessableContent, field: "id"))
    }
  }

  @Test func anEmptyMessageIs422() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patientID = try await client.newPatient(token: token)
      let message = MessageFixtures.message(patientID: patientID, body: "  ")
      let response = try await client.sendMessage(message, token: token)
      #expect(response.isProblem(.unprocessableContent, field: "body"))
    }
  }

  /// Issue 28, item 4: which texts hold lines is the contract's declaration
  /// (`TeamRecord.text(of:)`), so a newline in a one-line text is a 422 naming it, on a
  /// create and on a merge alike, and a text that holds lines keeps its newline.
  @Test func aNewlineInAOneLineTextIs422NamingItAndATextOfLinesKeepsIt() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID, woundID) = try await client.woundOfAnna()
      var closed = WoundFixtures.wound(patientID: patientID)
      closed["status"] = "closed"
      closed["closedReason"] = "transferred\nto hospital"
      let reason = try await client.putRecord("wound", closed, token: token)
      #expect(reason.isProblem(.unprocessableContent, field: "closedReason"), "\(reason.text)")
      var assessment = WoundFixtures.assessment(woundID: woundID)
      assessment["dressing"] = "alginate\nfoam"
      let dressing = try await client.appendAssessment(assessment, token: token)
      #expect(dressing.isProblem(.unprocessableContent, field: "dressing"))
      for field in ["cleansing", "primaryDressing", "secondaryDressing"] {
        var plan = CarePlanVisitRoutesTests.plan(woundID: woundID)
        plan[field] = "saline\nthen foam"
        let refused = try await client.putRecord("care-plan", plan, token: token)
        #expect(refused.isProblem(.unprocessableContent, field: field), "\(field)")
      }
      let plan = CarePlanVisitRoutesTests.plan(woundID: woundID)
      #expect(try await client.putRecord("care-plan", plan, token: token).status == .created)
      let merged = try await client.patchRecord(
        "care-plan",
        woundID,
        changes: [(field: "cleansing", from: "saline", to: "saline\nthen water")],
        token: token
      )
      #expect(merged.isProblem(.unprocessableContent, field: "cleansing"), "\(merged.text)")

      var described = WoundFixtures.wound(patientID: patientID)
      described["description"] = "left heel,\n2 cm above the sole"
      #expect(try await client.putRecord("wound", described, token: token).status == .created)
    }
  }
}
