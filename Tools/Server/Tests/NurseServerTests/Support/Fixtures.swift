import Foundation

/// Request bodies as the `nurse` client sends them.
enum Fixtures {
  static func patient(
    id: UUID = UUID(),
    givenName: String = "Marie",
    familyName: String = "Curie",
    version: Int? = nil
  ) -> [String: Any] {
    var patient: [String: Any] = [
      "id": id.uuidString,
      "givenName": givenName,
      "familyName": familyName,
      "birthDate": "1934-07-04",
      "sex": "female",
      "address": "1 rue des Lilas",
      "allergies": ["penicillin"],
      "status": "active",
      "createdAt": "2025-03-01T09:00:00.000Z",
      "updatedAt": "2025-03-01T09:00:00.000Z",
    ]
    if let version { patient["version"] = version }
    return patient
  }

  static func braden(id: UUID = UUID(), patientID: String, moisture: Int = 3) -> [String: Any] {
    [
      "id": id.uuidString.lowercased(),
      "patientId": patientID,
      "assessedAt": "2025-03-02T10:30:00.000Z",
      "sensoryPerception": 3,
      "moisture": moisture,
      "activity": 2,
      "mobility": 2,
      "nutrition": 3,
      "frictionShear": 2,
    ]
  }
}
