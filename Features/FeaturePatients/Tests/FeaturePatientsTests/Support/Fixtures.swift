import Foundation
import LibPatient

/// Fixed patients, ids and dates, so ages and snapshots never depend on the day tests run.
enum Fixtures {
  static let today = CalendarDate("2025-06-15")!
  static let utc = TimeZone(identifier: "UTC")!

  /// Patient `number`'s id.
  static func id(_ number: Int) -> Patient.ID { Patient.ID(uuid(number)) }

  static func uuid(_ number: Int) -> UUID {
    // A multiplicative hash spreads small numbers over the short id, like real UUIDs.
    let prefix = String(format: "%08x", (UInt32(number) &* 2_654_435_761))
    return UUID(uuidString: "\(prefix)-0000-4000-8000-\(String(format: "%012x", number))")!
  }

  /// Noon UTC: the same calendar day in every time zone a test machine is likely to use.
  static func noon(_ day: String) -> Date {
    let date = CalendarDate(day)!
    var components = DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)
    components.timeZone = utc
    return Calendar(identifier: .gregorian).date(from: components)!
  }

  static func braden(_ total: Int, on day: String, patient: Patient.ID = id(1)) -> BradenAssessment
  {
    // Spread `total` over the subscales, friction last (it only goes to 3).
    var rest = total - 6
    func take(_ maximum: Int) -> Int {
      let extra = min(rest, maximum - 1)
      rest -= extra
      return 1 + extra
    }
    let scores = BradenScores(
      sensoryPerception: take(4),
      moisture: take(4),
      activity: take(4),
      mobility: take(4),
      nutrition: take(4),
      frictionShear: take(3)
    )
    return BradenAssessment(
      id: BradenAssessment.ID(uuid(9)),
      patientID: patient,
      assessedAt: noon(day),
      scores: scores
    )
  }

  static let marieDetails = PatientDetails(
    givenName: "Marie",
    familyName: "Dupont",
    birthDate: CalendarDate("1942-05-14")!,
    sex: .female,
    address: "12 rue des Lilas, 69003 Lyon",
    phone: "04 78 00 00 01",
    identifier: "2420569123456",
    physicianName: "Dr Martin",
    physicianPhone: "04 78 00 00 02",
    allergies: ["penicillin", "latex"],
    notes: "Lives alone; daughter visits on Sundays. Key under the blue pot."
  )

  static func patient(
    _ details: PatientDetails = marieDetails,
    id: Patient.ID = id(1),
    status: PatientStatus = .active,
    braden: BradenAssessment? = nil
  ) -> Patient {
    Patient(
      id: id,
      details: details,
      status: status,
      version: nil,
      createdAt: noon("2025-01-02"),
      updatedAt: noon("2025-01-02"),
      latestBraden: braden
    )
  }

  static func summary(
    _ given: String,
    _ family: String,
    born: String = "1942-05-14",
    id number: Int = 1,
    status: PatientStatus = .active,
    braden: Int? = nil
  ) -> PatientSummary {
    PatientSummary(
      id: id(number),
      givenName: given,
      familyName: family,
      birthDate: CalendarDate(born)!,
      status: status,
      latestBraden: braden.map { self.braden($0, on: "2025-06-01", patient: id(number)) }
    )
  }
}
