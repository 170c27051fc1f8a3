import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// docs/manual.md's keys tables of the wound screens say what their `?` says, in every
/// state: both come from the screen's key bindings.
@MainActor
struct WoundManualKeysTests {
  let manual: ManualKeys

  init() throws { manual = try ManualKeys.read() }

  func expectAgreement(_ screen: String, _ help: [KeyHelp]) {
    let problems = manual.differences(screen: screen, help: help)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func aWoundsPhotos() {
    expectAgreement(
      "A wound's photos",
      WoundPhotosView(styling: .plain, mode: .plain).keyHelp(for: .loading)
    )
  }

  @Test func aPatientsWounds() {
    let list = Fixtures.woundList()
    expectAgreement("A patient's wounds", WoundListView(styling: .plain).keyHelp(for: list))
  }

  @Test func aWound() {
    let visit = WoundDetailViewData.Row(
      id: "5d1e9a02",
      date: "2026-11-20",
      size: "3.0 × 1.5 × 0.2",
      area: "4.5",
      push: "9",
      reduction: "",
      exudate: "light serous",
      tissue: "granulation 100%"
    )
    let open = WoundDetailViewData.Loaded(
      fields: [],
      rows: [visit],
      selected: 0,
      visit: [],
      chart: nil,
      canAssess: true,
      canCorrect: true
    )
    var healed = open
    healed.canAssess = false
    let states = [
      WoundDetailViewData(title: "Wound", status: "open", content: .loaded(open)),
      WoundDetailViewData(title: "Wound", status: "healed", content: .loaded(healed)),
      WoundDetailViewData(
        title: "Wound",
        status: "healed",
        content: .loaded(healed),
        prompt: "Reopen the wound? (y/n)"
      ),
    ]
    let layout = WoundDetailView(styling: .plain)
    expectAgreement("A wound", states.flatMap { layout.keyHelp(for: $0) })
  }

  @Test func theWoundAlerts() {
    let row = WoundAlertsViewData.Row(
      patient: "Dupont, Marie",
      wound: "PI 2 sacrum",
      lastAssessed: "2026-11-01",
      why: "overdue"
    )
    let alerts = WoundAlertsViewData(content: .rows([row]), selectedIndex: 0)
    expectAgreement("The wound alerts", WoundAlertsView(styling: .plain).keyHelp(for: alerts))
  }

  @Test func theCaseload() {
    let row = CaseloadViewData.Row(
      patient: "Dupont, Marie",
      wound: "PI 2 sacrum",
      nurse: "anna",
      lastAssessed: "2026-11-01",
      why: "overdue",
      words: "overdue for an assessment"
    )
    let caseload = CaseloadViewData(content: .rows([row]), selectedIndex: 0)
    expectAgreement("The caseload", CaseloadView(styling: .plain).keyHelp(for: caseload))
  }
}
