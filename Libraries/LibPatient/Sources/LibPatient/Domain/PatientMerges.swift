import Foundation
import Tagged

/// Which patients were merged into which (docs/clinical-rules.md, "Possible duplicate
/// patients"): the one reading of merges that every library's reads go through, so a
/// patient's wounds, messages, visits, Bradens and ABPIs recorded under a merged-away id are
/// read under the kept one.
///
/// Records keep the id they were written under; a read that asks for one patient asks for
/// her `members`, and a read that groups by patient groups by `kept(_:)`. In SQL, the store's
/// view `PatientMerges.view` (`id`, `keptID`: one row per merged-away patient) is the same
/// answer: `PatientMerges.members(of:)` writes the condition.
public struct PatientMerges: Equatable, Sendable {
  /// The store's view of merged-away patients and the patient each is read under.
  public static let view = "patient_merge"
  /// How many merges a chain follows before it counts as not ending.
  public static let longestChain = 64

  /// Merged-away patient -> the patient her records are read under.
  public var keptIDs: [Patient.ID: Patient.ID]

  /// The merges `keptIDs` names.
  public init(keptIDs: [Patient.ID: Patient.ID] = [:]) {
    self.keptIDs = keptIDs
  }

  /// The patient `id`'s records are read under: herself unless she was merged.
  public func kept(_ id: Patient.ID) -> Patient.ID { keptIDs[id] ?? id }

  /// True when `id` was merged into another patient: she leaves every list.
  public func isMergedAway(_ id: Patient.ID) -> Bool { keptIDs[id] != nil }

  /// Every id whose records are read under `id`'s kept patient: that patient first, then the
  /// patients merged into her, in id order.
  public func members(of id: Patient.ID) -> [Patient.ID] {
    let kept = kept(id)
    let merged = keptIDs.filter { $0.value == kept }.map(\.key)
      .sorted { $0.uuidString < $1.uuidString }
    return [kept] + merged
  }

  /// A SQL condition: `column` names the kept patient bound twice after it (`?`, `?`), or a
  /// patient merged into her. Bind the kept id (`kept(_:)`) to both.
  public static func members(of column: String) -> String {
    "(\(column) = ? OR \(column) IN (SELECT id FROM \(view) WHERE keptID = ?))"
  }
}
