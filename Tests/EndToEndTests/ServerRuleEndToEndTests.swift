import Foundation
import Testing

/// The server refuses what the app refuses, with the same rule and the same field: a record
/// `nurse` wrote and synced, sent again by hand under a new id with one field broken, is 422
/// naming that field and never reaches the change log; sent unbroken, it is taken.
@Suite("The server holds the team's rules too", .serialized)
struct ServerRuleEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let marie: String
  let wound: String
  let assessment: String

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    marie = try anna.addPatient("Marie", "Dupont")
    wound = try anna.woundOK([
      "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    assessment = UUID().uuidString.lowercased()
    _ = try anna.woundOK([
      "assess", wound, "--id", assessment, "--length", "3", "--width", "2", "--exudate",
      "light", "--tissue", "granulation=100", "--at", "2025-01-06T10:00",
    ])
    try anna.syncCounts()
  }

  struct Breakage: CustomTestStringConvertible, Sendable {
    var type: String
    var field: String
    var value: String
    var testDescription: String { "\(type) \(field) \(value.debugDescription)" }
  }

  static let breakages = [
    Breakage(type: "patient", field: "givenName", value: "Ma\u{0}rie"),
    Breakage(type: "patient", field: "familyName", value: "Du\u{1B}[2Jpont"),
    Breakage(type: "patient", field: "birthDate", value: "1899-12-31"),
    Breakage(type: "wound", field: "openedOn", value: "1890-01-01"),
    Breakage(type: "assessment", field: "lengthCm", value: "99999"),
  ]

  @Test(arguments: breakages)
  func aBrokenFieldIsRefusedByTheServerNamingIt(_ breakage: Breakage) async throws {
    let http = try await TeamHTTP.login("bea", on: server)
    let id = ["patient": marie, "wound": wound, "assessment": assessment][breakage.type]!
    var record = try await http.record(breakage.type, id)
    let newID = UUID().uuidString.lowercased()
    record["id"] = newID
    record["version"] = nil
    record[breakage.field] = Double(breakage.value).map { $0 as Any } ?? breakage.value

    let refused = try await http.put(breakage.type, newID, record)
    #expect(refused.status == 422, "\(refused)")
    #expect(refused.object["field"] as? String == breakage.field, "\(refused)")
    let absent = try await http.send("GET", "/v1/records/\(breakage.type)/\(newID)")
    #expect(absent.status == 404, "nothing stored: \(absent)")

    // The same record unbroken is taken, and reaches anna like any other.
    record = try await http.record(breakage.type, id)
    record["id"] = newID
    record["version"] = nil
    let taken = try await http.put(breakage.type, newID, record)
    #expect((200..<300).contains(taken.status), "\(taken)")
    try anna.syncCounts()
    let records = try await ServerRecords.read(as: "anna", on: server)
    #expect(records.ids(breakage.type).contains(newID))
    try await server.expectHeld(by: [anna])
  }
}
