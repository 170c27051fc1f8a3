import CoreVIPER
import Foundation
import LibWound

/// One wound that needs the nurse, with its patient's name.
struct WoundAlertItem: Equatable, Sendable {
  var summary: WoundListItem
  /// "Dupont, Marie"; nil when her record cannot be read (the row shows her id instead).
  var patientName: String?
}

/// What the alerts screen needs from the libraries.
protocol WoundAlertsInteracting: Sendable {
  /// LibWound's alerts (overdue or off-trajectory open wounds, the longest unseen first),
  /// each with its patient's name.
  func alerts() async throws -> [WoundAlertItem]
}

/// What the nurse asked for on the alerts screen.
enum WoundAlertsAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last wound: every list's keys.
  case move(ListMove)
  case open
  case back
}
