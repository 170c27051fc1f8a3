import CoreContract
import CoreContractCases
import Foundation
import Testing

/// The comparer every sync test relies on compares every kind the team shares, and sees a
/// difference when there is one: otherwise a convergence test would pass for want of looking.
@Suite("Stores are compared with the server kind by kind", .serialized)
struct StoreComparisonEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
  }

  @Test func everyKindIsComparedAndAMissingRecordIsSeen() async throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    try anna.consentToPhotos(marie)
    try anna.ok([
      "patient", "braden", marie, "--sensory", "3", "--moisture", "3", "--activity", "3",
      "--mobility", "3", "--nutrition", "3", "--friction", "2",
    ])
    let wound = try anna.woundOK([
      "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
    ])
    let photo = try anna.file("leg.jpg", SamplePhotos.jpeg)
    try anna.woundOK([
      "assess", wound, "--length", "3", "--width", "2", "--exudate", "light", "--tissue",
      "g=100", "--photo", photo,
    ])
    try anna.woundOK(["plan", wound, "--primary", "foam", "--every", "2"])
    try anna.ok(["patient", "abpi", marie, "--brachial-left", "120", "--left-dp", "110"])
    try anna.ok(["visit", "record", marie, "--dressing", wound])
    try anna.ok(["message", "send", "--patient", marie, "Dressing changed."])
    try anna.ok(["handover", "mark-seen", marie])
    try anna.syncCounts()
    try anna.ok(["message", "list", "--patient", marie, "--json"])
    try anna.syncCounts()

    let held = try await StoreWireRecords.read(anna)
    #expect(Set(held.kinds.map(\.type)) == Set(Wire.records.map { $0.type }), "every kind")
    for record in Wire.records {
      #expect(held.records[record.type.rawValue]?.isEmpty == false, "no \(record.type) held")
    }
    try await server.expectHeld(by: [anna])

    let unsent = try anna.addPatient("Jeanne", "Roux")
    let records = try await ServerRecords.read(as: "anna", on: server)
    let differences = try await records.differences(in: anna)
    #expect(differences == ["patient \(unsent.lowercased()): in the store, not on the server"])
  }
}
