import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// A row of `care_plan`. Never leaves `Infra/`: `CarePlanAdapter` converts it.
struct CarePlanRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "care_plan"

  var id: String
  var startsOn: String
  var cleansing: String?
  var primaryDressing: String
  var secondaryDressing: String?
  var changeEveryDays: Int?
  var changeWeekdays: String?
  var assessEveryDays: Int
  var referringNurse: String?
  var version: Int?
  var createdAt: Date
  var updatedAt: Date
  /// Who wrote the plan or last changed it, when known (`wound.plan.v2`).
  var updatedBy: String?
  /// The compression level, null for none, and its specialist's advice (`wound.plan.v3`).
  var compressionLevel: String?
  var advisedBy: String?
  var advisedOn: String?
}

/// A row of `visit`; its items are rows of `visit_item`.
struct VisitRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "visit"

  var id: String
  var patientID: String
  var visitedAt: Date
  var visitedBy: String?
  var note: String?
  var recordedAt: Date
  /// The visit this row voids (`wound.visit.v2`), nil for a visit.
  var voids: String?
  /// How it ended, the day of death, when it was opened (`wound.visit.v3`).
  var outcome: String?
  var deceasedOn: String?
  var startedAt: Date?
}

/// A row of `visit_item`: one thing done at a visit.
struct VisitItemRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "visit_item"

  /// What a visit item names.
  enum Kind: String { case dressing, assessment, braden }

  var visitID: String
  var kind: String
  var targetID: String
  var position: Int
}

/// Wire <-> record <-> domain for care plans and visits.
enum CarePlanAdapter {
  static func record(from plan: Wire.CarePlan) -> CarePlanRecord {
    CarePlanRecord(
      id: plan.id.text,
      startsOn: plan.startsOn,
      cleansing: plan.cleansing,
      primaryDressing: plan.primaryDressing,
      secondaryDressing: plan.secondaryDressing,
      changeEveryDays: plan.dressingChange.everyDays,
      changeWeekdays: plan.dressingChange.weekdays?.map(\.rawValue).joined(separator: ","),
      assessEveryDays: plan.assessEveryDays,
      referringNurse: plan.referringNurse,
      version: plan.version,
      createdAt: plan.createdAt,
      updatedAt: plan.updatedAt,
      updatedBy: plan.updatedBy,
      compressionLevel: plan.compression?.level.rawValue,
      advisedBy: plan.compression?.advisedBy,
      advisedOn: plan.compression?.advisedOn
    )
  }

  static func wire(from record: CarePlanRecord) throws -> Wire.CarePlan {
    guard let id = RecordID(record.id) else { throw StoredColumnUnreadable(column: "id") }
    let weekdays = try record.changeWeekdays.map(Self.weekdays)
    let compression = try record.compressionLevel.map { text in
      guard let level = CompressionLevel(rawValue: text) else {
        throw StoredColumnUnreadable(column: "compressionLevel")
      }
      return Wire.CarePlan.Compression(
        level: level,
        advisedBy: record.advisedBy,
        advisedOn: record.advisedOn
      )
    }
    return Wire.CarePlan(
      woundId: id,
      startsOn: record.startsOn,
      cleansing: record.cleansing,
      primaryDressing: record.primaryDressing,
      secondaryDressing: record.secondaryDressing,
      dressingChange: .init(everyDays: record.changeEveryDays, weekdays: weekdays),
      assessEveryDays: record.assessEveryDays,
      referringNurse: record.referringNurse,
      compression: compression,
      version: record.version,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      updatedBy: record.updatedBy
    )
  }

  static func plan(from wire: Wire.CarePlan) throws -> CarePlan {
    guard let startsOn = CalendarDate(wire.startsOn) else {
      throw StoredColumnUnreadable(column: "startsOn")
    }
    let change = Self.change(
      everyDays: wire.dressingChange.everyDays,
      weekdays: wire.dressingChange.weekdays
    )
    let advice = try Self.advice(of: wire.compression)
    return CarePlan(
      woundID: Wound.ID(wire.woundId),
      startsOn: startsOn,
      cleansing: wire.cleansing,
      primaryDressing: wire.primaryDressing,
      secondaryDressing: wire.secondaryDressing,
      change: change,
      assessEveryDays: wire.assessEveryDays,
      referringNurse: wire.referringNurse,
      compression: wire.compression?.level ?? .none,
      specialistAdvice: advice,
      version: wire.version,
      createdAt: wire.createdAt,
      updatedAt: wire.updatedAt,
      updatedBy: wire.updatedBy
    )
  }

  /// The specialist's advice a compression carries, nil when none.
  static func advice(of compression: Wire.CarePlan.Compression?) throws -> SpecialistAdvice? {
    guard let by = compression?.advisedBy, let text = compression?.advisedOn else { return nil }
    guard let day = CalendarDate(text) else { throw StoredColumnUnreadable(column: "advisedOn") }
    return SpecialistAdvice(by: by, on: day)
  }

  /// The wire's compression for a plan's level and advice: none travels as no field.
  static func compression(_ level: CompressionLevel, advice: SpecialistAdvice?)
    -> Wire.CarePlan.Compression?
  {
    guard level != .none else { return nil }
    return Wire.CarePlan.Compression(
      level: level,
      advisedBy: advice.map { Trimmed.text($0.by) } ?? nil,
      advisedOn: advice?.on.description
    )
  }

  /// The stored `changeWeekdays` column (names joined by commas) as weekdays.
  static func weekdays(_ text: String) throws -> [Weekday] {
    try text.split(separator: ",").map { name in
      guard let day = Weekday(rawValue: String(name)) else {
        throw StoredColumnUnreadable(column: "changeWeekdays")
      }
      return day
    }
  }

  /// A plan's dressing changes: on its weekdays when it names some, else every N days (1 when
  /// unset).
  static func change(everyDays: Int?, weekdays: [Weekday]?) -> DressingChangeFrequency {
    if let weekdays { return .weekdays(weekdays) }
    return .everyDays(everyDays ?? 1)
  }

  static func dressingChange(_ change: DressingChangeFrequency) -> Wire.CarePlan.DressingChange {
    switch change {
    case .everyDays(let days): return .every(days)
    case .weekdays(let days): return .on(days)
    }
  }

  static func visit(from wire: Wire.Visit) -> Visit {
    Visit(
      id: Visit.ID(wire.id),
      patientID: Patient.ID(wire.patientId),
      visitedAt: wire.visitedAt,
      visitedBy: wire.visitedBy,
      dressingsChanged: wire.dressingsChanged.map { Wound.ID($0) },
      assessments: wire.assessments.map { Assessment.ID($0) },
      bradens: wire.bradens.map { BradenAssessment.ID($0) },
      note: wire.note,
      outcome: wire.outcome ?? .done,
      deceasedOn: wire.deceasedOn.flatMap(CalendarDate.init),
      startedAt: wire.startedAt
    )
  }

  /// A void as the visit it voids carries it.
  static func void(from wire: Wire.Visit) -> VisitVoid {
    VisitVoid(
      id: Visit.ID(wire.id),
      voidedAt: wire.visitedAt,
      voidedBy: wire.visitedBy,
      reason: wire.note
    )
  }
}
