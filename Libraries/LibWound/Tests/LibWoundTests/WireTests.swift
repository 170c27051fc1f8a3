import CoreHTTP
import Foundation
import Testing

@testable import LibWound

@Suite("Wire payloads")
struct WireTests {
  @Test func outboxPayloadsReadBackIntoTheSameRecords() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(type: .pressureInjury)
    var findings = AssessmentFindings.sample(length: 35, width: 21)
    findings.depth = Centimetres(tenths: 3)
    findings.tunnelling = ClockExtent(clockPosition: 6, depth: Centimetres(tenths: 15))
    findings.infectionSigns = [.fever, .warmth]
    try await fixture.wounds.record(NewAssessment(woundID: wound, findings: findings))
    let entries = try await fixture.outbox()
    let decoder = WireCoding.decoder
    let woundPayload = try decoder.decode(WoundPayload.self, from: entries[0].payload)
    let woundRecord = try WirePayloadAdapter.record(from: woundPayload)
    #expect(
      try WoundAdapter.wound(from: woundRecord) == (try await fixture.wounds.wound(wound)).wound
    )
    let assessmentPayload = try decoder.decode(AssessmentPayload.self, from: entries[1].payload)
    let record = try WirePayloadAdapter.record(
      from: assessmentPayload,
      recordedAt: WoundFixture.start
    )
    let assessment = try AssessmentAdapter.assessment(from: record, photoIDs: [])
    #expect(assessment.findings == findings)
  }

  @Test func aLengthWithTwoDecimalsOrAnUnknownTypeIsRefused() throws {
    #expect(try WirePayloadAdapter.tenths(Decimal(string: "3.5")!, "lengthCm") == 35)
    #expect(throws: WoundAdapter.CorruptRow.self) {
      try WirePayloadAdapter.tenths(Decimal(string: "3.55")!, "lengthCm")
    }
    let payload = WoundPayload(
      id: UUID(),
      patientId: UUID(),
      openedOn: "2025-06-01",
      type: "gunshot",
      site: "sacrum",
      status: "open",
      createdAt: WoundFixture.start,
      updatedAt: WoundFixture.start
    )
    #expect(throws: WoundAdapter.CorruptRow.self) { try WirePayloadAdapter.record(from: payload) }
  }
}
