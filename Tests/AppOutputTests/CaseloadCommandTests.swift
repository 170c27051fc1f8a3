import CoreContract
import Foundation
import LibPatient
import LibWound
import Testing

@testable import NurseApp

/// `nurse caseload`'s options: the filter they ask for, and what they refuse (65, naming the
/// option) before the store is opened.
@Suite struct CaseloadCommandTests {
  @Test func theOptionsMakeTheFilter() throws {
    let filter = try CaseloadCommand.filter(nurse: "Anna", reasons: ["overdue", "No-Plan"])
    #expect(filter == CaseloadFilter(nurse: "Anna", reasons: [.overdue, .noPlan]))
    #expect(try CaseloadCommand.filter(nurse: nil, reasons: []) == CaseloadFilter())
  }

  @Test func anUnknownReasonIsRefusedNamingTheOptionAndItsValues() {
    let (code, message) = CommandFailure.describe(
      #expect(throws: RuleViolation.self) {
        try CaseloadCommand.filter(nurse: nil, reasons: ["late\u{1b}[2J"])
      } ?? RuleViolation(field: "", reason: "")
    )
    #expect(code == 65)
    #expect(message.contains("--reason"))
    #expect(message.contains("late␛[2J"), "the typed text shown escaped")
    #expect(message.contains("deep-infection, off-trajectory, rising, overdue, abpi-due, no-plan"))
  }

  @Test func aControlCharacterInTheNurseIsRefusedNamingTheOption() {
    let (code, message) = CommandFailure.describe(
      #expect(throws: RuleViolation.self) {
        try CaseloadCommand.filter(nurse: "an\u{7}na", reasons: [])
      } ?? RuleViolation(field: "", reason: "")
    )
    #expect(code == 65)
    #expect(message.contains("--nurse"))
  }

  @Test func eachRowCarriesItsReasonsCodesAndWords() throws {
    let wound = Wound(
      id: Wound.ID(),
      patientID: Patient.ID(),
      openedOn: CalendarDate(year: 2026, month: 11, day: 1)!,
      openedBy: "anna",
      details: WoundDetails(type: .venousLegUlcer, site: .leftLowerLeg),
      status: .open,
      version: nil,
      createdAt: Date(timeIntervalSince1970: 0),
      updatedAt: Date(timeIntervalSince1970: 0)
    )
    let entry = CaseloadEntry(
      wound: wound,
      givenName: "Zoë",
      familyName: "Dupont",
      lastAssessedBy: nil,
      lastAssessedAt: nil,
      lastArea: nil,
      lastPush: nil,
      reasons: [.noPlan, .overdue],
      since: Date(timeIntervalSince1970: 0)
    )
    let json = CaseloadJSON(entry)
    #expect(json.reasons.map(\.code) == ["overdue", "no-plan"])
    #expect(json.reasons.map(\.words) == ["overdue for an assessment", "no care plan"])
    #expect(json.nurse == "anna", "nobody assessed it: who opened it")
    #expect(json.patientName == "Dupont, Zoë")
  }
}
