import CoreVIPER
import Foundation
import LibMessage

/// One patient's thread, ready to print.
struct ThreadViewData: Equatable, Sendable {
  /// The messages are the list's rows.
  typealias Content = ListContent<Message>

  struct Message: Equatable, Sendable {
    var id: LibMessage.Message.ID
    /// "anna".
    var author: String
    /// "09:12" today, "2025-06-01 09:12" before.
    var time: String
    /// The text as written, line breaks kept; the view wraps it to the terminal.
    var body: String
    /// "↳ reply to anna 09:12", or nil for a message that answers none.
    var replyLine: String?
    /// "pending" until the server has it, or empty.
    var pendingMarker: String
  }

  /// "Dupont, Marie".
  var title: String
  /// "4 messages · 1 pending", empty while loading.
  var countLabel: String
  var content: Content
  var selectedIndex: Int?
  /// Something that went wrong without hiding the thread (marking it read failed).
  var notice: String?

  /// The selected message, which `r` answers.
  var selectedMessageID: LibMessage.Message.ID? {
    content.row(at: selectedIndex)?.id
  }

  /// Whether the thread is shown (possibly empty): `c` writes a message only then.
  var canCompose: Bool {
    switch content {
    case .empty, .rows: return true
    case .loading, .failed: return false
    }
  }

  static func loading(title: String) -> ThreadViewData {
    ThreadViewData(title: title, countLabel: "", content: .loading, selectedIndex: nil)
  }
}
