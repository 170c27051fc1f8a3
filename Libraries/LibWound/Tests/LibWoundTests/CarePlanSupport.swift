import CoreDatabase
import CoreTesting
import Foundation
import LibPatient

@testable import LibWound

extension WoundFixture {
  /// A patient with a name and an address, for the round's order.
  func addPatient(family: String, address: String?) async throws -> Patient.ID {
    let id = Patient.ID()
    let details = PatientDetails(
      givenName: "Anne",
      familyName: family,
      birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
      sex: .female,
      address: address
    )
    try await patients.add(NewPatient(id: id, details: details, notADuplicate: true))
    return id
  }

  /// Plans the wound's care: a dressing changed as `change`, the plan starting `startsOn`.
  func plan(
    _ wound: Wound.ID,
    _ change: DressingChangeFrequency = .everyDays(2),
    startsOn: CalendarDate = WoundFixture.day(0),
    assessEveryDays: Int = 7
  ) async throws {
    try await wounds.setPlan(
      CarePlanDraft(
        woundID: wound,
        startsOn: startsOn,
        cleansing: "saline",
        primaryDressing: "alginate",
        change: change,
        assessEveryDays: assessEveryDays
      )
    )
  }

  /// Records a visit that changed the dressings of `wounds` at `instant`.
  func changeDressing(of wounds: [Wound.ID], patient: Patient.ID, at instant: Date) async throws {
    try await self.wounds.record(
      NewVisit(patientID: patient, visitedAt: instant, dressingsChanged: wounds)
    )
  }

  /// The library over the same store in another time zone.
  func library(in timeZone: TimeZone) -> WoundLibrary {
    WoundLibrary.live(store: store, settings: WoundSettings(timeZone: timeZone), now: clock.now)
  }

  /// An instant given as ISO 8601.
  static func instant(_ text: String) -> Date { FixedClock(iso8601: text).date }
}
