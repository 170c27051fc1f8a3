import CoreContract
import CoreDatabase
import Foundation
import LibPatient
import Testing

@testable import LibWound

@Suite("Opening a wound and changing its status")
struct OpenAndStatusTests {
  @Test func openingStoresTheWoundAndACreateEntryInTheOutbox() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let id = Wound.ID()
    try await fixture.wounds.open(
      NewWound(
        id: id,
        patientID: patient,
        openedBy: " nurse.a ",
        details: WoundDetails(
          type: .pressureInjury,
          site: .sacrum,
          description: "  over the sacrum ",
          stage: .stage2
        )
      )
    )
    let detail = try await fixture.wounds.wound(id)
    #expect(detail.wound.openedOn == WoundFixture.day(0))
    #expect(detail.wound.stage == .stage2)
    #expect(detail.wound.description == "over the sacrum")
    #expect(detail.wound.openedBy == "nurse.a")
    #expect(detail.wound.status == .open)
    let outbox = try await fixture.outbox()
    #expect(outbox.map(\.entityType) == ["wound"])
    #expect(outbox.first?.operation == .create && outbox.first?.entityID == id.rawValue)
    let payload = try WireCoding.decoder.decode(Wire.Wound.self, from: outbox[0].payload)
    #expect(payload.type == .pressureInjury && payload.site == .sacrum)
    #expect(payload.stage == .stage2 && payload.patientId == RecordID(patient.rawValue))
  }

  @Test func aStageIsRefusedOnAnythingButAPressureInjury() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    await #expect(
      throws: RuleViolation(field: "stage", reason: "is for a pressure injury only")
    ) {
      try await fixture.wounds.open(
        NewWound(
          patientID: patient,
          details: WoundDetails(type: .venousLegUlcer, site: .leftLowerLeg, stage: .stage3)
        )
      )
    }
    #expect(try await fixture.count("wound") == 0)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func anUnknownPatientAFutureOpeningAndAUsedIdAreRefused() async throws {
    let fixture = try WoundFixture()
    let stranger = Patient.ID()
    await #expect(throws: WoundLookupError.patientNotFound(stranger)) {
      try await fixture.wounds.open(
        NewWound(patientID: stranger, details: WoundDetails(type: .burn, site: .back))
      )
    }
    let patient = try await fixture.addPatient()
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.open(
        NewWound(
          patientID: patient,
          openedOn: WoundFixture.day(1),
          details: WoundDetails(type: .burn, site: .back)
        )
      )
    }
    #expect(refusal?.field == "openedOn")
    let id = try await fixture.openWound(patient: patient)
    let duplicate = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.open(
        NewWound(id: id, patientID: patient, details: WoundDetails(type: .burn, site: .back))
      )
    }
    #expect(duplicate?.field == "id")
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func healCloseAndReopenEachWriteAnUpdateEntry() async throws {
    let fixture = try WoundFixture()
    let id = try await fixture.openWound(openedOn: WoundFixture.day(-10))
    try await fixture.wounds.markHealed(id, on: WoundFixture.day(-1))
    #expect(try await fixture.wounds.wound(id).wound.status == .healed(on: WoundFixture.day(-1)))
    try await fixture.wounds.reopen(id)
    #expect(try await fixture.wounds.wound(id).wound.status == .open)
    try await fixture.wounds.reopen(id)  // already open: nothing written
    try await fixture.wounds.close(id, reason: " moved to a care home ")
    #expect(
      try await fixture.wounds.wound(id).wound.status == .closed(reason: "moved to a care home")
    )
    let operations = try await fixture.outbox().map(\.operation)
    #expect(operations == [.create, .update, .update, .update])
  }

  @Test func healingIsRefusedBeforeTheOpeningInTheFutureOrWhenNotOpen() async throws {
    let fixture = try WoundFixture()
    let id = try await fixture.openWound(openedOn: WoundFixture.day(-5))
    for day in [WoundFixture.day(-6), WoundFixture.day(1)] {
      let refusal = await #expect(throws: RuleViolation.self) {
        try await fixture.wounds.markHealed(id, on: day)
      }
      #expect(refusal?.field == "on")
    }
    try await fixture.wounds.markHealed(id, on: WoundFixture.day(-5))
    let again = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.close(id, reason: "x")
    }
    #expect(again?.field == "status")
    let twice = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.markHealed(id)
    }
    #expect(twice?.field == "status")
    #expect(try await fixture.outbox().map(\.operation) == [.create, .update])
  }

  @Test func closingNeedsAReasonAndUnknownWoundsAreLookupErrors() async throws {
    let fixture = try WoundFixture()
    let id = try await fixture.openWound()
    let blank = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.close(id, reason: "  ")
    }
    #expect(blank?.field == "reason")
    let unknown = Wound.ID()
    await #expect(throws: WoundLookupError.woundNotFound(unknown)) {
      try await fixture.wounds.reopen(unknown)
    }
    await #expect(throws: WoundLookupError.woundNotFound(unknown)) {
      try await fixture.wounds.wound(unknown)
    }
    #expect(try await fixture.outbox().count == 1)
  }
}
