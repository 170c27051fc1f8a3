import Foundation

/// A Braden assessment on the wire, in the shape of the client's `BradenPayload`.
///
/// Assessments are append-only: correcting one adds a new one, so `version` is always 1 in
/// answers and is ignored when a client sends it.
public struct BradenRecord: Codable, Equatable, Sendable {
  public var id: RecordID
  public var patientId: RecordID
  public var assessedAt: Date
  public var sensoryPerception: Int
  public var moisture: Int
  public var activity: Int
  public var mobility: Int
  public var nutrition: Int
  public var frictionShear: Int
  public var version: Int?

  /// Each subscale's value and allowed range (DOMAIN.md, Braden table); the total is their
  /// sum, 6-23.
  var subscales: [(field: String, value: Int, range: ClosedRange<Int>)] {
    [
      ("sensoryPerception", sensoryPerception, 1...4),
      ("moisture", moisture, 1...4),
      ("activity", activity, 1...4),
      ("mobility", mobility, 1...4),
      ("nutrition", nutrition, 1...4),
      ("frictionShear", frictionShear, 1...3),
    ]
  }
}

extension BradenRecord: StrictWireBody {
  static let allowedKeys: Set<String> = [
    "id", "patientId", "assessedAt", "sensoryPerception", "moisture", "activity", "mobility",
    "nutrition", "frictionShear", "version",
  ]
}
