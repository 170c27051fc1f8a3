import CoreVIPER
import Foundation
import LibPatient

/// The day's round, ready to print.
struct TodayViewData: Equatable, Sendable {
  typealias Content = ListContent<Row>

  /// One layer of the round's supplies: "Primary dressings" and its products.
  struct SupplySection: Equatable, Sendable {
    var title: String
    var items: [SupplyItem]
  }

  /// "2", "Foam 10x10": how many of a product, its name made visible.
  struct SupplyItem: Equatable, Sendable {
    var count: String
    var product: String
  }

  struct Row: Equatable, Sendable {
    var id: Patient.ID
    /// "1", her place in the visit order.
    var position: String
    /// "Dupont, Marie", control characters made visible.
    var name: String
    /// "75011 rue Oberkampf": the postal code and the street line, or empty.
    var place: String
    /// "3 rue Oberkampf, 75011 Paris": the whole address on one line, or empty; shown under
    /// the list for the selected patient when her row has no room for it.
    var address: String = ""
    /// "dressing left-heel due · assess sacrum overdue 2 d".
    var due: String
    /// "INFECTION", "OVERDUE", "2 UNREAD", "VISITED", in that order when present.
    var badges: [String]
    /// Whether the row calls for the nurse now (an overdue duty or an infection): red.
    var isUrgent: Bool
  }

  /// "Today, Sunday 2025-06-15".
  var title: String
  /// "3 patients", or "3 patients, your order".
  var countLabel: String
  var content: Content
  var selectedIndex: Int?
  /// One line under the list: what the last action did, or why it failed.
  var status: String?
  /// "Visited at 09:12 by anna": the selected patient's visit of the day.
  var selectedVisit: String?
  /// The keys that open another flow's screen from the round (sync, messages, alerts).
  var crossings: [KeyHelp] = []
  /// A question waiting for y or n ("Void the visit to Dupont, Marie at 09:12 by anna?").
  var question: String?
  /// Whether `/` finds a patient (the app gave the round the patient list's search).
  var canSearch = false
  /// What the round's dressing changes still due need (`u`), by layer, standing in place of
  /// the round (`u` goes back to it); empty when none is, nil while the round shows.
  var supplies: [SupplySection]?

  /// Whether the supplies stand in place of the round.
  var showsSupplies: Bool { supplies != nil }

  /// The id of the selected row, which Enter opens and `v` records a visit to.
  var selectedID: Patient.ID? { showsSupplies ? nil : content.row(at: selectedIndex)?.id }

  static func loading(title: String) -> TodayViewData {
    TodayViewData(title: title, countLabel: "", content: .loading, selectedIndex: nil)
  }
}
