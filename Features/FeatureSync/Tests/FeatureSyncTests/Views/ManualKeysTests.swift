import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

/// docs/manual.md's keys tables of the sync screens say what their `?` says, in every
/// state: both come from the screen's key bindings.
@MainActor
struct SyncManualKeysTests {
  let manual: ManualKeys

  init() throws { manual = try ManualKeys.read() }

  func expectAgreement(_ screen: String, _ help: [KeyHelp]) {
    let problems = manual.differences(screen: screen, help: help)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func theSyncScreen() {
    let fields = SyncStatusViewData.Fields(
      server: "https://nurse.example",
      nurse: "anna",
      pending: "0",
      refused: "0",
      conflicts: "0",
      parked: "0",
      lastSync: "today 09:12",
      hint: nil
    )
    let status = SyncStatusViewData(
      content: .status(fields),
      syncLine: .idle,
      canSync: true,
      canOpenLists: true
    )
    expectAgreement("The sync screen", SyncStatusView(styling: .plain).keyHelp(for: status))
  }

  @Test func conflicts() {
    let row = ConflictsViewData.Row(
      id: UUID(),
      patient: "Dupont, Marie",
      record: "patient",
      field: "phone",
      subject: "Dupont, Marie's phone",
      mine: "04 78 00 00 01",
      theirs: "04 78 00 00 09",
      found: "2026-11-26 17:53"
    )
    var list = ConflictsViewData(countLabel: "1 conflict", content: .rows([row]))
    list.selectedIndex = 0
    var asking = list
    asking.question = "Drop yours? (y/n)"
    let layout = ConflictsView(styling: .plain)
    expectAgreement("Conflicts", [list, asking].flatMap { layout.keyHelp(for: $0) })
  }

  @Test func refusedChanges() {
    let row = RefusedViewData.Row(
      id: 1,
      patient: "Dupont, Marie",
      record: "patient",
      change: "update",
      account: "The server refused the phone",
      field: "Phone",
      changedFields: nil,
      refusedAt: "2026-11-26 17:53"
    )
    var list = RefusedViewData(countLabel: "1 change", content: .rows([row]))
    list.selectedIndex = 0
    var asking = list
    asking.question = "Discard your change? (y/n)"
    let layout = RefusedView(styling: .plain)
    expectAgreement("Refused changes", [list, asking].flatMap { layout.keyHelp(for: $0) })
  }
}
