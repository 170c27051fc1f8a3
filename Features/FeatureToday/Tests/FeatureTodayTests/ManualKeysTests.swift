import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeatureToday

/// docs/manual.md's keys tables of Today and the visit sheet say what their `?` says, in
/// every state: both come from the screen's key bindings.
@MainActor
struct TodayManualKeysTests {
  let manual: ManualKeys

  init() throws { manual = try ManualKeys.read() }

  func expectAgreement(_ screen: String, _ help: [KeyHelp]) {
    let problems = manual.differences(screen: screen, help: help)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func today() {
    let row = TodayViewData.Row(
      id: Patient.ID(),
      position: "1",
      name: "Dupont, Marie",
      place: "69003 rue des Lilas",
      due: "dressing left heel",
      badges: [],
      isUrgent: false
    )
    var round = TodayViewData(
      title: "Today",
      countLabel: "1 patient",
      content: .rows([row]),
      selectedIndex: 0,
      selectedVisit: "Visited 09:12 by anna",
      crossings: ManualKeys.appCrossings,
      canSearch: true
    )
    var asking = round
    asking.question = "Leave nurse? (y/n)"
    round.status = nil
    let layout = TodayView(styling: .plain)
    expectAgreement("Today", [round, asking].flatMap { layout.keyHelp(for: $0) })
  }

  @Test func theVisitSheet() {
    let tick = VisitSheetViewData.Line(label: "dressing left heel", kind: .tick(false))
    let note = VisitSheetViewData.Line(
      label: "Note",
      kind: .text(draft: "", cursor: 0, hint: "what was done")
    )
    let sheet = VisitSheetViewData(
      title: "Visit",
      content: .sheet,
      lines: [tick, note],
      focus: 0
    )
    var typing = sheet
    typing.focus = 1
    var asking = sheet
    asking.question = "Discard this visit? (y/n)"
    let outcome = VisitSheetViewData(title: "Visit", content: .outcome, lines: [], focus: 0)
    let layout = VisitSheetView(styling: .plain)
    expectAgreement(
      "The visit sheet",
      [outcome, sheet, typing, asking].flatMap { layout.keyHelp(for: $0) }
    )
  }

  @Test func theHandover() {
    let patient = HandoverViewData.Patient(
      id: Patient.ID(),
      name: "Dupont, Marie",
      since: "",
      changes: []
    )
    let round = HandoverViewData(showsAll: false, content: .patients([patient]), selectedIndex: 0)
    var team = round
    team.showsAll = true
    let layout = HandoverView(styling: .plain)
    let size = TerminalSize(columns: 80, rows: 24)
    expectAgreement(
      "The handover",
      [round, team].flatMap { layout.keyTable(for: $0, size: size).keyHelp() }
    )
  }
}
