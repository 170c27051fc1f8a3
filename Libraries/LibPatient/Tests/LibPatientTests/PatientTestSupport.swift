import CoreDatabase
import CoreTesting
import Foundation
import GRDB

@testable import LibPatient

/// A clock a test can move forward, for "updated later" checks.
final class SteppingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date

  init(_ date: Date) { self.date = date }

  func advance(by seconds: TimeInterval) {
    lock.withLock { date = date.addingTimeInterval(seconds) }
  }

  var now: @Sendable () -> Date {
    { [self] in lock.withLock { date } }
  }
}

/// A library over a real SQLite file in a temporary directory, with a clock the test owns.
struct PatientFixture {
  static let start = FixedClock(iso8601: "2025-06-15T10:00:00Z").date

  let temporary: TemporaryStore
  let clock: SteppingClock
  let library: PatientLibrary

  /// - Parameter author: who records on this device (the nurse logged in), nil for nobody.
  init(author: String? = nil) throws {
    temporary = try TemporaryStore(migrations: PatientLibrary.migrations)
    clock = SteppingClock(Self.start)
    library = PatientLibrary.live(store: temporary.store, now: clock.now, author: { author })
  }

  var store: Store { temporary.store }

  /// Every outbox entry, oldest first.
  func outbox() async throws -> [OutboxEntry] {
    try await store.writer.read { db in try Outbox.pending(in: db) }
  }

  /// Adds a patient with sensible details and returns her id. The fixture's patients share a
  /// phone and a birth date, so they are added as other people (`PossibleDuplicatesTests`
  /// tests the check itself).
  @discardableResult
  func addPatient(
    given: String = "Zoë",
    family: String = "Dupont",
    identifier: String? = nil,
    id: Patient.ID = Patient.ID()
  ) async throws -> Patient.ID {
    var details = PatientDetails.sample
    details.givenName = given
    details.familyName = family
    details.identifier = identifier
    try await library.add(NewPatient(id: id, details: details, notADuplicate: true))
    return id
  }

  /// The local day `offset` days from the fixture's now, in the time zone the library uses.
  func day(offset: Int) -> CalendarDate {
    CalendarDate(clock.now().addingTimeInterval(TimeInterval(offset) * 86_400))
  }
}

extension PatientDetails {
  static let sample = PatientDetails(
    givenName: "Zoë",
    familyName: "Dupont",
    birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
    sex: .female,
    address: "12 rue des Lilas, Lyon",
    phone: "+33 4 78 00 00 00",
    identifier: "1410369123456",
    physicianName: "Dr Martin",
    physicianPhone: "+33 4 78 11 11 11",
    allergies: ["penicillin"],
    notes: "Key under the mat"
  )
}

extension BradenScores {
  /// Scores adding up to `total` (6-23), filling subscales in form order.
  static func adding(to total: Int) -> BradenScores {
    var remaining = total - 6
    func take(_ maximum: Int) -> Int {
      let extra = min(remaining, maximum - 1)
      remaining -= extra
      return 1 + extra
    }
    return BradenScores(
      sensoryPerception: take(4),
      moisture: take(4),
      activity: take(4),
      mobility: take(4),
      nutrition: take(4),
      frictionShear: take(3)
    )
  }

  static let middling = BradenScores(
    sensoryPerception: 3,
    moisture: 3,
    activity: 2,
    mobility: 3,
    nutrition: 3,
    frictionShear: 2
  )
}

/// Reads the next value the stream delivers that satisfies `predicate`.
func nextValue<Element>(
  _ iterator: inout AsyncThrowingStream<Element, Error>.Iterator,
  where predicate: (Element) -> Bool = { _ in true }
) async throws -> Element? {
  while let value = try await iterator.next() {
    if predicate(value) { return value }
  }
  return nil
}
