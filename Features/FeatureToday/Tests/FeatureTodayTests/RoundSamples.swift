import Foundation
import LibPatient
import LibWound

/// A round of three patients: a dressing due, an overdue assessment with unread messages, an
/// infected wound.
enum RoundSamples {
  static let day = CalendarDate("2025-06-15")!
  static let marie = Patient.ID(uuidString: "11111111-1111-4111-8111-111111111111")!
  static let paul = Patient.ID(uuidString: "22222222-2222-4222-8222-222222222222")!
  static let lea = Patient.ID(uuidString: "33333333-3333-4333-8333-333333333333")!
  static let heel = Wound.ID(UUID(uuidString: "44444444-4444-4444-8444-444444444444")!)
  static let sacrum = Wound.ID(UUID(uuidString: "55555555-5555-4555-8555-555555555555")!)

  static let entries = [
    RoundEntry(
      patientID: marie,
      givenName: "Marie",
      familyName: "Dupont",
      address: "2 rue des Lilas, 75002 Paris",
      reasons: [
        .dressingChange(woundID: heel, site: .leftHeel, state: .due), .braden(lastOn: nil),
      ],
      hasInfectionSigns: false
    ),
    RoundEntry(
      patientID: paul,
      givenName: "Paul",
      familyName: "Martin",
      address: "3 rue Oberkampf\n75011 Paris",
      reasons: [
        .assessment(woundID: sacrum, site: .sacrum, state: .overdue(days: 2)),
        .unreadMessages(2),
      ],
      hasInfectionSigns: false
    ),
    RoundEntry(
      patientID: lea,
      givenName: "Léa",
      familyName: "Roux",
      address: nil,
      reasons: [.offTrajectory(woundID: Wound.ID(), site: .rightLowerLeg)],
      hasInfectionSigns: true
    ),
  ]

  static let utc = TimeZone(identifier: "UTC")!
  static let morning = Visit.ID(UUID(uuidString: "66666666-6666-4666-8666-666666666666")!)
  /// 2025-06-15 09:12 UTC.
  static let nineTwelve = Date(timeIntervalSince1970: 1_749_978_720)

  static let round = DayRound(day: day, entries: entries, isSavedOrder: false)
  /// The round once Anna visited Marie at 09:12: her dressing done, nothing left due.
  static let visited = DayRound(
    day: day,
    entries: [
      RoundEntry(
        patientID: marie,
        givenName: "Marie",
        familyName: "Dupont",
        address: "2 rue des Lilas, 75002 Paris",
        reasons: [],
        hasInfectionSigns: false,
        visits: [RoundVisit(id: morning, visitedAt: nineTwelve, visitedBy: "anna")]
      )
    ] + entries.dropFirst(),
    isSavedOrder: false
  )
  static let saved = DayRound(day: day, entries: entries, isSavedOrder: true)
}
