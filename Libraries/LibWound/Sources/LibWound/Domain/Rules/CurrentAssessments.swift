import Foundation
import LibPatient

/// Which assessments count. Assessments are never edited: a correction is a new assessment that
/// supersedes the old one, and only the ones nothing supersedes enter the computations.
public enum CurrentAssessments {
  /// The assessments no other one supersedes, oldest first (ties by id, so the order is
  /// stable).
  public static func of(_ assessments: [Assessment]) -> [Assessment] {
    of(assessments, id: \.id, takenAt: \.takenAt, supersedes: \.supersedes)
  }

  /// The same over any record of an assessment (the round reads only the columns it needs).
  /// Ties are ordered by the ids' bytes: the order of their `uuidString`s, without writing
  /// them out.
  static func of<Item>(
    _ items: [Item],
    id: (Item) -> Assessment.ID,
    takenAt: (Item) -> Date,
    supersedes: (Item) -> Assessment.ID?
  ) -> [Item] {
    // Most histories are read oldest first with no correction: then the filter removes
    // nothing and the sort moves nothing, so they are answered as they are (the round and the
    // caseload ask this of every wound several times; docs/speed.md).
    if !items.contains(where: { supersedes($0) != nil })
      && zip(items, items.dropFirst()).allSatisfy({ takenAt($0) < takenAt($1) })
    {
      return items
    }
    let superseded = Set(items.compactMap(supersedes))
    return
      items
      .filter { !superseded.contains(id($0)) }
      .sorted { lhs, rhs in
        let (left, right) = (takenAt(lhs), takenAt(rhs))
        if left != right { return left < right }
        return id(lhs).isOrdered(before: id(rhs))
      }
  }

  /// docs/clinical-rules.md "Computed per wound": the baseline is the first assessment of the
  /// wound, once corrections replace the assessments they correct (a corrected first visit is
  /// still the baseline, with the corrected numbers).
  public static func baseline(of assessments: [Assessment]) -> Assessment? {
    of(assessments).first
  }
}

extension UUID {
  /// True when `self`'s `uuidString` sorts before `other`'s: the string is the bytes in order,
  /// in upper-case hex, so comparing the bytes compares the strings.
  func isOrdered(before other: UUID) -> Bool {
    withUnsafeBytes(of: uuid) { left in
      withUnsafeBytes(of: other.uuid) { right in
        left.lexicographicallyPrecedes(right)
      }
    }
  }
}

extension Tagged where RawValue == UUID {
  /// The same order over typed ids (a wound's, an assessment's): their UUIDs'.
  func isOrdered(before other: Self) -> Bool { rawValue.isOrdered(before: other.rawValue) }
}
