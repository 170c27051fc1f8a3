import Foundation
import LibPatient

/// The handover screen, ready to print: every string already formatted by the presenter.
struct HandoverViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    /// Nothing new from colleagues for any patient of the scope.
    case empty
    case patients([Patient])
  }

  /// One patient: her name, since when, and her changes, oldest first.
  struct Patient: Equatable, Sendable {
    var id: LibPatient.Patient.ID
    var name: String
    var since: String
    var changes: [Change]
  }

  /// One change: when, who, what.
  struct Change: Equatable, Sendable {
    var when: String
    var who: String
    var what: String
  }

  /// Whether it lists every patient of the team, not the round's only.
  var showsAll: Bool
  var content: Content
  /// Index of the selected patient; nil when there is none.
  var selectedIndex: Int?
  /// What the last action did ("Marked seen: Dupont, Marie"), until the next key.
  var status: String?

  /// "your round" or "the team".
  var scope: String { showsAll ? "the team" : "your round" }

  var selectedID: LibPatient.Patient.ID? {
    guard case .patients(let patients) = content, let selectedIndex else { return nil }
    return patients[selectedIndex].id
  }

  static let loading = HandoverViewData(showsAll: false, content: .loading)
}
