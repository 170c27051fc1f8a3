import CoreVIPER
import Foundation
import LibPatient

/// The care team's threads, ready to print.
struct InboxViewData: Equatable, Sendable {
  typealias Content = ListContent<Row>

  struct Row: Equatable, Sendable {
    var patientID: Patient.ID
    /// "Dupont, Marie".
    var patientName: String
    /// "anna: the dressing was changed": the author and the first line of the last message.
    var lastMessage: String
    /// "09:12" today, "2025-06-01" before.
    var time: String
    /// "● 2", or empty when every message is read.
    var unreadBadge: String
    /// "1 pending" while messages written here wait for a sync, or empty.
    var pendingMarker: String
  }

  /// "Messages".
  var title: String
  /// "3 threads · 2 unread", empty while loading.
  var countLabel: String
  var content: Content
  var selectedIndex: Int?

  /// The patient of the selected thread, which Enter opens.
  var selectedPatientID: Patient.ID? { content.row(at: selectedIndex)?.patientID }

  static let loading = InboxViewData(
    title: "Messages",
    countLabel: "",
    content: .loading,
    selectedIndex: nil
  )
}
