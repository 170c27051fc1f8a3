import Foundation
import LibPatient

/// A wound a nurse follows under one patient, visit after visit.
public struct Wound: Hashable, Sendable, Identifiable {
  /// The wound's id, made by the caller so opening works offline.
  public var id: UUID
  /// The patient the wound belongs to.
  public var patientID: UUID
  /// The day the wound was first seen.
  public var openedOn: CalendarDate
  /// Who opened it (a nurse's name or login), when known.
  public var openedBy: String?
  /// What kind of wound it is.
  public var type: WoundType
  /// Where it is: the body structure and its side.
  public var site: BodySite
  /// Where on the site, as a clock face (1-12, 12 towards the patient's head); nil when not
  /// said.
  public var clockPosition: Int?
  /// A free description of the location ("2 cm above the left lateral malleolus").
  public var description: String?
  /// The NPIAP stage; only a pressure injury has one.
  public var stage: PressureInjuryStage?
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
    id: UUID,
    patientID: UUID,
    openedOn: CalendarDate,
    openedBy: String?,
    type: WoundType,
    site: BodySite,
    clockPosition: Int? = nil,
    description: String?,
    stage: PressureInjuryStage?,
    status: WoundStatus,
    version: Int?,
    createdAt: Date,
    updatedAt: Date
  ) {
    self.id = id
    self.patientID = patientID
    self.openedOn = openedOn
    self.openedBy = openedBy
    self.type = type
    self.site = site
    self.clockPosition = clockPosition
    self.description = description
    self.stage = stage
    self.status = status
    self.version = version
    self.createdAt = createdAt
    self.updatedAt = updatedAt
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

/// What a nurse gives to open a wound.
public struct NewWound: Hashable, Sendable {
  /// The new wound's id (made by the caller).
  public var id: UUID
  /// The patient it belongs to.
  public var patientID: UUID
  /// The day it was first seen; today when nil.
  public var openedOn: CalendarDate?
  /// Who opened it; the nurse logged in (the library's `author`) when nil.
  public var openedBy: String?
  /// What kind of wound it is.
  public var type: WoundType
  /// Where it is: the body structure and its side.
  public var site: BodySite
  /// Where on the site, as a clock face (1-12, 12 towards the patient's head); nil when not
  /// said.
  public var clockPosition: Int?
  /// A free description of the location.
  public var description: String?
  /// The stage, for a pressure injury only.
  public var stage: PressureInjuryStage?

  /// A new wound; `id` defaults to a fresh UUID and `openedOn` to today.
  public init(
    id: UUID = UUID(),
    patientID: UUID,
    openedOn: CalendarDate? = nil,
    openedBy: String? = nil,
    type: WoundType,
    site: BodySite,
    clockPosition: Int? = nil,
    description: String? = nil,
    stage: PressureInjuryStage? = nil
  ) {
    self.id = id
    self.patientID = patientID
    self.openedOn = openedOn
    self.openedBy = openedBy
    self.type = type
    self.site = site
    self.clockPosition = clockPosition
    self.description = description
    self.stage = stage
  }
}
