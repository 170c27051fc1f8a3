import Foundation
import LibPatient

/// The care team's threads, ready to print.
struct InboxViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case empty(message: String)
    case failed(message: String)
    case rows([Row])
  }

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
  var selectedPatientID: Patient.ID? {
    guard case .rows(let rows) = content, let index = selectedIndex, rows.indices.contains(index)
    else { return nil }
    return rows[index].patientID
  }

  static let loading = InboxViewData(
    title: "Messages",
    countLabel: "",
    content: .loading,
    selectedIndex: nil
  )
}
