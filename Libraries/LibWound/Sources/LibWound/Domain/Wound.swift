import Foundation
import LibPatient

/// A wound a nurse follows under one patient, visit after visit. What it is and where are its
/// `details`, whose fields read as the wound's own (`wound.site`, `wound.stage`).
@dynamicMemberLookup
public struct Wound: Hashable, Sendable, Identifiable {
  /// A wound's id: its own type, so it cannot be passed where an assessment's or a patient's is
  /// expected.
  public typealias ID = Tagged<Wound, UUID>

  /// The wound's id, made by the caller so opening works offline.
  public var id: Wound.ID
  /// The patient the wound belongs to.
  public var patientID: Patient.ID
  /// The day the wound was first seen.
  public var openedOn: CalendarDate
  /// Who opened it (a nurse's name or login), when known.
  public var openedBy: String?
  /// What it is and where: its type, site, clock position, description and stage.
  public var details: WoundDetails
  /// Open, healed or closed.
  public var status: WoundStatus
  /// The server's version; nil until the wound has been synced once.
  public var version: Int?
  /// When it was stored on this machine.
  public var createdAt: Date
  /// When it last changed on this machine.
  public var updatedAt: Date

  /// A wound with every field given.
  public init(
    id: Wound.ID,
    patientID: Patient.ID,
    openedOn: CalendarDate,
    openedBy: String?,
    details: WoundDetails,
    status: WoundStatus,
    version: Int?,
    createdAt: Date,
    updatedAt: Date
  ) {
    self.id = id
    self.patientID = patientID
    self.openedOn = openedOn
    self.openedBy = openedBy
    self.details = details
    self.status = status
    self.version = version
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  /// A detail of the wound as its own field: `wound.type`, `wound.site`.
  public subscript<Value>(dynamicMember field: WritableKeyPath<WoundDetails, Value>) -> Value {
    get { details[keyPath: field] }
    set { details[keyPath: field] = newValue }
  }
}

/// Where a wound stands.
public enum WoundStatus: Hashable, Sendable {
  /// Being treated: it takes assessments and can become overdue.
  case open
  /// Healed on the given day.
  case healed(on: CalendarDate)
  /// Closed for another reason (the patient moved, care handed over, amputation…).
  case closed(reason: String)

  /// True for `.open`.
  public var isOpen: Bool { self == .open }
}

/// What a nurse gives to open a wound; its details read as its own fields (`newWound.site`).
@dynamicMemberLookup
public struct NewWound: Hashable, Sendable {
  /// The new wound's id (made by the caller).
  public var id: Wound.ID
  /// The patient it belongs to.
  public var patientID: Patient.ID
  /// The day it was first seen; today when nil.
  public var openedOn: CalendarDate?
  /// Who opened it; the nurse logged in (the library's `author`) when nil.
  public var openedBy: String?
  /// What it is and where.
  public var details: WoundDetails

  /// A new wound; `id` defaults to a fresh UUID and `openedOn` to today.
  public init(
    id: Wound.ID = Wound.ID(),
    patientID: Patient.ID,
    openedOn: CalendarDate? = nil,
    openedBy: String? = nil,
    details: WoundDetails
  ) {
    self.id = id
    self.patientID = patientID
    self.openedOn = openedOn
    self.openedBy = openedBy
    self.details = details
  }

  /// A detail of the new wound as its own field: `newWound.stage`.
  public subscript<Value>(dynamicMember field: WritableKeyPath<WoundDetails, Value>) -> Value {
    get { details[keyPath: field] }
    set { details[keyPath: field] = newValue }
  }
}
