import CoreVIPER
import Foundation
import LibPatient

/// The patient list, ready to print: every string already formatted by the presenter.
struct PatientListViewData: Equatable, Sendable {
  typealias Content = ListContent<Row>

  struct Row: Equatable, Sendable {
    var id: Patient.ID
    /// The first characters of the id, enough for `nurse patient show`.
    var shortID: String
    /// "Family, Given".
    var name: String
    /// "1942-05-14 (83)".
    var birthDateAndAge: String
    /// "14 moderate", or a dash when never assessed.
    var braden: String
    /// "archived" when the row is an archived patient, else empty.
    var statusMarker: String
    /// "✉2": messages from colleagues she has not read; empty when none.
    var unread = ""
    /// "!" when one of her wounds is overdue for assessment; empty otherwise.
    var overdue = ""
  }

  /// "Patients", "Archived patients"…
  var title: String
  /// "3 patients", shown beside the title; empty while loading.
  var countLabel: String
  var content: Content
  /// Index into the rows of the selected one; nil when there are no rows.
  var selectedIndex: Int?
  /// Whether the rows carry a status column (when archived patients can appear).
  var showsStatus: Bool
  /// The text of the search line: the applied search, or what is being typed.
  var searchText: String
  /// True while the nurse types a search: printable keys are text then.
  var isEditingSearch: Bool
  /// The keys that open another flow's screen (the app provides them), with what each opens.
  var crossings: [KeyHelp] = []
  /// Whether the rows carry the unread and overdue columns (the app lends badges).
  var showsBadges = false

  /// The id of the selected row, which Enter opens.
  var selectedID: Patient.ID? { content.row(at: selectedIndex)?.id }

  static let loading = PatientListViewData(
    title: "Patients",
    countLabel: "",
    content: .loading,
    selectedIndex: nil,
    showsStatus: false,
    searchText: "",
    isEditingSearch: false
  )
}
