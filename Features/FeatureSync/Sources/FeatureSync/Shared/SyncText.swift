import CoreTerminal

/// How the sync screens word counts, so the status and a sync's outcome never disagree.
enum SyncText {
  /// "none", "1 change waiting to be sent", "3 changes waiting to be sent".
  static func count(_ count: Int, _ singular: String, _ plural: String, suffix: String)
    -> String
  {
    guard count > 0 else { return "none" }
    return "\(count) \(count == 1 ? singular : plural) \(suffix)"
  }

  /// "3 changes waiting to be sent (patient 1, wound 2)", or "none".
  static func pending(_ kinds: [PendingKindCount]) -> String {
    let total = kinds.reduce(0) { $0 + $1.count }
    let text = count(total, "change", "changes", suffix: "waiting to be sent")
    guard total > 0 else { return text }
    return text + " ("
      + kinds.map { "\($0.kind.visibleControls(whitespace: .asPictures)) \($0.count)" }
      .joined(separator: ", ") + ")"
  }

  /// "Synced: 2 sent, 5 received, 1 conflict to settle, 1 refused, 0 waiting."
  static func summary(of counts: SyncCounts) -> String {
    let conflicts = counts.conflicts == 1 ? "1 conflict" : "\(counts.conflicts) conflicts"
    return "Synced: \(counts.pushed) sent, \(counts.pulled) received, \(conflicts) to settle, "
      + "\(counts.refused) refused, \(counts.pending) waiting."
  }

  /// What an empty value shows.
  static let none = "—"
}
