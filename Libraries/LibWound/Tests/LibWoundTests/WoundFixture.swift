import CoreContractCases
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import LibPatient

@testable import LibWound

/// A clock a test can move forward.
final class SteppingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date

  init(_ date: Date) { self.date = date }

  func advance(days: Double) {
    lock.withLock { date = date.addingTimeInterval(days * 86_400) }
  }

  func advance(seconds: TimeInterval) {
    lock.withLock { date = date.addingTimeInterval(seconds) }
  }

  var now: @Sendable () -> Date {
    { [self] in lock.withLock { date } }
  }
}

/// Both libraries over a real SQLite file in a temporary directory, in UTC, with a clock the
/// test owns and a photo cap of 1 KB (so the cap is tested without megabytes of bytes).
struct WoundFixture {
  static let start = FixedClock(iso8601: "2025-06-15T10:00:00Z").date
  static let utc = TimeZone(identifier: "UTC")!
  static let photoLimit = 1024

  let temporary: TemporaryStore
  let clock: SteppingClock
  let patients: PatientLibrary
  let wounds: WoundLibrary

  /// - Parameter author: who records on this device (the nurse logged in), nil for nobody.
  init(overdue: OverdueRule = OverdueRule(), author: String? = nil) throws {
    temporary = try TemporaryStore(
      migrations: PatientLibrary.migrations + WoundLibrary.migrations
    )
    clock = SteppingClock(Self.start)
    patients = PatientLibrary.live(store: temporary.store, now: clock.now)
    wounds = WoundLibrary.live(
      store: temporary.store,
      settings: WoundSettings(
        overdue: overdue,
        photoSizeLimit: Self.photoLimit,
        timeZone: Self.utc
      ),
      now: clock.now,
      author: { author }
    )
  }

  var store: Store { temporary.store }
  var photosDirectory: URL { temporary.directory.file("photos") }

  /// LibWound's outbox entries, oldest first.
  func outbox() async throws -> [OutboxEntry] {
    try await store.writer.read { db in try Outbox.pending(in: db) }
      .filter { wounds.syncedKinds.map(\.type.rawValue).contains($0.entityType) }
  }

  func count(_ table: String) async throws -> Int {
    try await store.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0
    }
  }

  /// Adds a patient and returns her id.
  /// A patient; the fixture's patients are alike, so each is added as another person. She has
  /// consented to photos for her record, so the tests' photos are taken.
  func addPatient() async throws -> Patient.ID {
    let id = Patient.ID()
    let details = PatientDetails(
      givenName: "Zoë",
      familyName: "Dupont",
      birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
      sex: .female
    )
    try await patients.add(NewPatient(id: id, details: details, notADuplicate: true))
    try await patients.recordPhotoConsent(Self.photoConsent, for: id)
    return id
  }

  /// The consent the fixture's patients gave: for the record, long before its clock's start.
  static let photoConsent = PhotoConsent.given(
    on: CalendarDate(year: 2020, month: 1, day: 6)!,
    by: "the patient",
    scope: .record
  )

  /// Opens a wound (today unless told) under a new or given patient and returns its id.
  func openWound(
    patient: Patient.ID? = nil,
    type: WoundType = .venousLegUlcer,
    openedOn: CalendarDate? = nil
  ) async throws -> Wound.ID {
    let patientID: Patient.ID
    if let patient { patientID = patient } else { patientID = try await addPatient() }
    let id = Wound.ID()
    try await wounds.open(
      NewWound(
        id: id,
        patientID: patientID,
        openedOn: openedOn,
        details: WoundDetails(type: type, site: .leftLowerLeg)
      )
    )
    return id
  }

  /// Records an assessment of `length` × `width` tenths at `daysAfterStart`.
  @discardableResult
  func assess(
    _ wound: Wound.ID,
    length: Int = 30,
    width: Int = 20,
    daysAfterStart: Double = 0,
    supersedes: Assessment.ID? = nil,
    photos: [Data] = []
  ) async throws -> Assessment.ID {
    let id = Assessment.ID()
    try await wounds.record(
      NewAssessment(
        id: id,
        woundID: wound,
        takenAt: Self.start.addingTimeInterval(daysAfterStart * 86_400),
        findings: .sample(length: length, width: width),
        supersedes: supersedes
      ),
      photos: photos
    )
    return id
  }

  static func day(_ offset: Int) -> CalendarDate {
    CalendarDate(start.addingTimeInterval(Double(offset) * 86_400), in: utc)
  }
}

extension SamplePhotos {
  /// A second JPEG, distinct from `jpeg`.
  static let otherJPEG = jpeg(distinctBy: "another visit")
  /// Neither JPEG nor PNG.
  static let gif = Data("GIF89a......".utf8)
}
