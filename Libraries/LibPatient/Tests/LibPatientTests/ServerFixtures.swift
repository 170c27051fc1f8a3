import Foundation

/// Server answers shaped as Tools/Server/openapi.yaml describes them.
enum ServerFixtures {
  static let patientID = "6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11"
  static let bradenID = "0a8e3c5d-1b2f-4e6a-8c9d-7f1e2d3c4b5a"

  /// A `Patient` as the server answers it.
  static func patient(
    id: String = patientID,
    givenName: String = "Zoë",
    version: Int = 1,
    status: String = "active"
  ) -> String {
    """
    {"id":"\(id)","givenName":"\(givenName)","familyName":"Dupont","birthDate":"1941-03-09",\
    "sex":"female","address":null,"phone":null,"identifier":null,"physicianName":null,\
    "physicianPhone":null,"allergies":["penicillin"],"notes":null,"status":"\(status)",\
    "version":\(version),"createdAt":"2025-06-15T10:00:00.000Z",\
    "updatedAt":"2025-06-15T11:00:00.000Z"}
    """
  }

  static func braden(id: String = bradenID, patientID: String = patientID) -> String {
    """
    {"id":"\(id)","patientId":"\(patientID)","assessedAt":"2025-06-15T09:30:00.000Z",\
    "sensoryPerception":3,"moisture":2,"activity":2,"mobility":3,"nutrition":3,\
    "frictionShear":2,"version":1}
    """
  }

  /// The 412 problem with the server's record in `current`.
  static func stale(current: String) -> String {
    """
    {"type":"https://nurse.invalid/problems/stale-version","title":"Precondition Failed",\
    "status":412,"detail":"The patient changed on the server since that version; see current.",\
    "field":"If-Match","current":\(current)}
    """
  }

  static let unauthorized = """
    {"type":"https://nurse.invalid/problems/unauthorized","title":"Unauthorized","status":401}
    """

  static func changes(_ entries: [String], next: Int64, hasMore: Bool) -> String {
    "{\"changes\":[\(entries.joined(separator: ","))],\"next\":\(next),\"hasMore\":\(hasMore)}"
  }
}
