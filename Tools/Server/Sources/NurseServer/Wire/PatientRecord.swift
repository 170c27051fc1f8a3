import Foundation

/// A patient on the wire, in the shape the `nurse` client's `PatientPayload` has.
///
/// The server keeps its own type instead of importing LibPatient: the contract between them is
/// `openapi.yaml`, not a shared Swift module. `version` is what the server assigned; a client
/// may send it, but `If-Match` alone decides whether an update is current.
public struct PatientRecord: Codable, Equatable, Sendable {
  public var id: RecordID
  public var givenName: String
  public var familyName: String
  /// `YYYY-MM-DD`.
  public var birthDate: String
  public var sex: String
  public var address: String?
  public var phone: String?
  public var identifier: String?
  public var physicianName: String?
  public var physicianPhone: String?
  public var allergies: [String]
  public var notes: String?
  public var status: String
  public var version: Int?
  public var createdAt: Date
  public var updatedAt: Date

  /// The values `sex` may take.
  public static let sexes: Set<String> = ["female", "male", "other", "unknown"]
  /// The values `status` may take: archived patients leave lists, nothing is deleted.
  public static let statuses: Set<String> = ["active", "archived"]
}

extension PatientRecord: StrictWireBody {
  static let allowedKeys: Set<String> = [
    "id", "givenName", "familyName", "birthDate", "sex", "address", "phone", "identifier",
    "physicianName", "physicianPhone", "allergies", "notes", "status", "version", "createdAt",
    "updatedAt",
  ]
}
