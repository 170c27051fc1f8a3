import CoreVIPER
import Foundation
import LibWound

/// What the caseload screen needs from the libraries.
protocol CaseloadInteracting: Sendable {
  /// LibWound's caseload: every open wound of the team, ranked by concern, unfiltered (the
  /// screen filters as the lead asks, without reading the store again).
  func caseload() async throws -> [CaseloadEntry]
}

/// What the lead asked for on the caseload screen.
enum CaseloadAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last wound: every list's keys.
  case move(ListMove)
  case open
  /// The next nurse of the list to keep only hers (after the last: every nurse).
  case nextNurse
  /// The next reason to keep only wounds with it (after the last: every reason).
  case nextReason
  /// Every wound again.
  case clearFilter
  case back
}
