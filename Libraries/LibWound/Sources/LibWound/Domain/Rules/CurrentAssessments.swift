import Foundation

/// Which assessments count. Assessments are never edited: a correction is a new assessment that
/// supersedes the old one, and only the ones nothing supersedes enter the computations.
public enum CurrentAssessments {
  /// The assessments no other one supersedes, oldest first (ties by id, so the order is
  /// stable).
  public static func of(_ assessments: [Assessment]) -> [Assessment] {
    let superseded = Set(assessments.compactMap(\.supersedes))
    return
      assessments
      .filter { !superseded.contains($0.id) }
      .sorted { ($0.takenAt, $0.id.uuidString) < ($1.takenAt, $1.id.uuidString) }
  }

  /// DOMAIN.md: the baseline is the first assessment of the wound, once corrections replace the
  /// assessments they correct (a corrected first visit is still the baseline, with the
  /// corrected numbers).
  public static func baseline(of assessments: [Assessment]) -> Assessment? {
    of(assessments).first
  }
}
