import CoreTerminal
import CoreTesting
import CoreVIPER
import Testing

@testable import FeatureWounds

@MainActor
struct WoundAlertsViewTests {
  let layout = WoundAlertsView(styling: .plain)

  static func row(_ number: Int, patient: String = "Dupont, Marie") -> WoundAlertsViewData.Row {
    WoundAlertsViewData.Row(
      patient: patient,
      wound: "Pressure injury · sacrum",
      lastAssessed: "2025-05-\(String(format: "%02d", number % 28 + 1))",
      why: number.isMultiple(of: 3) ? "overdue; off track" : "overdue"
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading, widths: [80])
  }

  @Test func empty() {
    assertLines(
      of: layout,
      for: WoundAlertsViewData(content: .empty(message: WoundAlertsViewData.nothingNeedsAttention))
    )
  }

  /// Scrolled, a click picks the row it lands on, a second one on the picked row opens it, and
  /// the "↑ N more" line picks nothing.
  @Test func aClickOnAScrolledListPicksTheRowItLandsOn() throws {
    let rows = (0..<40).map { Self.row($0, patient: "Patient \($0)") }
    let data = WoundAlertsViewData(content: .rows(rows), selectedIndex: 30)
    try expectScrolledListClicks(
      layout,
      data,
      pick: .move(.row(20)),
      open: .open,
      more: "↑ 12 more"
    )
  }

  @Test func someRowsWithLongAndEmojiNames() {
    let rows = [
      Self.row(1, patient: "Dupont-Lefèvre de la Tour, Marie-Thérèse"),
      Self.row(2, patient: "Nguyễn, 👩🏽‍⚕️ Thi"),
      Self.row(3),
    ]
    assertLines(of: layout, for: WoundAlertsViewData(content: .rows(rows), selectedIndex: 1))
  }

  @Test func aDeepInfectionToTellThePhysicianToday() {
    var infected = Self.row(2, patient: "Roux, Léa")
    infected.why = "tell the physician today: deep infection suspected; overdue"
    let rows = [Self.row(1), infected]
    assertLines(of: layout, for: WoundAlertsViewData(content: .rows(rows), selectedIndex: 1))
  }

  @Test func aLongListKeepsTheSelectionOnScreen() {
    let rows = (1...40).map { Self.row($0, patient: "Patient \($0)") }
    assertLines(of: layout, for: WoundAlertsViewData(content: .rows(rows), selectedIndex: 30))
  }
}
