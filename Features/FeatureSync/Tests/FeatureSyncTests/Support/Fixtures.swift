import Foundation
import LibPatient

/// Fixed patients, ids and dates, so snapshots never depend on the day tests run.
enum Fixtures {
  static let utc = TimeZone(identifier: "UTC")!

  static func id(_ number: Int) -> UUID {
    UUID(uuidString: "00000000-0000-4000-8000-\(String(format: "%012x", number))")!
  }

  /// 2025-06-15 at `hour`:`minute` UTC.
  static func date(hour: Int, minute: Int = 0) -> Date {
    var components = DateComponents(year: 2025, month: 6, day: 15, hour: hour, minute: minute)
    components.timeZone = utc
    return Calendar(identifier: .gregorian).date(from: components)!
  }

  static let marie = PatientDetails(
    givenName: "Marie",
    familyName: "Dupont",
    birthDate: CalendarDate("1942-05-14")!,
    sex: .female,
    address: "12 rue des Lilas, 69003 Lyon",
    phone: "04 78 00 00 01",
    identifier: "2420569123456",
    physicianName: "Dr Martin",
    physicianPhone: "04 78 00 00 02",
    allergies: ["penicillin"],
    notes: "Key under the blue pot."
  )

  static func patient(_ details: PatientDetails = marie, id: UUID = id(1)) -> Patient {
    Patient(
      id: id,
      details: details,
      status: .active,
      version: 3,
      createdAt: date(hour: 8),
      updatedAt: date(hour: 9),
      latestBraden: nil
    )
  }

  /// Marie's conflict: she changed the phone and added an allergy; a colleague moved her.
  static func conflict(_ number: Int = 1, patient details: PatientDetails = marie)
    -> PatientConflict
  {
    var mine = details
    mine.phone = "06 12 34 56 78"
    mine.allergies = ["penicillin", "latex"]
    var theirs = details
    theirs.address = "3 place Bellecour, 69002 Lyon"
    return PatientConflict(
      id: id(100 + number),
      patientID: id(number),
      mine: patient(mine, id: id(number)),
      theirs: patient(theirs, id: id(number)),
      createdAt: date(hour: 14, minute: 2)
    )
  }
}
