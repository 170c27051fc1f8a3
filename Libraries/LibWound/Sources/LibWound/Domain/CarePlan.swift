import CoreContract
import Foundation
import LibPatient

/// A day of the week, as a care plan names the days a dressing is changed.
public typealias Weekday = CoreContract.Weekday

/// How often a wound's dressing is changed under its plan.
public enum DressingChangeFrequency: Hashable, Sendable {
  /// Every N calendar days (1-60), counted from the last change.
  case everyDays(Int)
  /// On these weekdays (at least one), in week order.
  case weekdays([Weekday])
}

/// The care planned for one open wound (docs/care-plans.md): what is done at each dressing
/// change, how often, how often the wound is assessed, and who is its referring nurse.
public struct CarePlan: Hashable, Sendable, Identifiable {
  /// The wound it plans; also the plan's own id (one plan per wound).
  public var woundID: UUID
  /// The day the plan starts: its first dressing change falls due then.
  public var startsOn: CalendarDate
  /// How the wound is cleansed, free text.
  public var cleansing: String?
  /// The dressing on the wound bed, free text.
  public var primaryDressing: String
  /// The dressing over it, free text.
  public var secondaryDressing: String?
  /// How often the dressing is changed.
  public var change: DressingChangeFrequency
  /// How often the wound is assessed, in days (7 unless planned otherwise).
  public var assessEveryDays: Int
  /// The wound's referring nurse.
  public var referringNurse: String?
  /// The server's version, nil until it has the plan.
  public var version: Int?
  /// When the plan was first written.
  public var createdAt: Date
  /// When it last changed.
  public var updatedAt: Date
  /// Who wrote it or last changed it, when known: the nurse logged in where it was written
  /// (the team's server names the nurse whose change it took last).
  public var updatedBy: String?

  /// The wound's id: the plan's.
  public var id: UUID { woundID }

  /// A plan with every field given.
  public init(
    woundID: UUID,
    startsOn: CalendarDate,
    cleansing: String?,
    primaryDressing: String,
    secondaryDressing: String?,
    change: DressingChangeFrequency,
    assessEveryDays: Int,
    referringNurse: String?,
    version: Int?,
    createdAt: Date,
    updatedAt: Date,
    updatedBy: String? = nil
  ) {
    self.woundID = woundID
    self.startsOn = startsOn
    self.cleansing = cleansing
    self.primaryDressing = primaryDressing
    self.secondaryDressing = secondaryDressing
    self.change = change
    self.assessEveryDays = assessEveryDays
    self.referringNurse = referringNurse
    self.version = version
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.updatedBy = updatedBy
  }
}

/// What a nurse writes to plan a wound, or to change its plan: `WoundLibrary.setPlan(_:)`
/// creates the plan or queues only the fields that differ.
public struct CarePlanDraft: Hashable, Sendable {
  /// The open wound planned.
  public var woundID: UUID
  /// The day the plan starts; today when nil on a new plan, unchanged on an edit.
  public var startsOn: CalendarDate?
  /// How the wound is cleansed.
  public var cleansing: String?
  /// The dressing on the wound bed (required).
  public var primaryDressing: String
  /// The dressing over it.
  public var secondaryDressing: String?
  /// How often the dressing is changed.
  public var change: DressingChangeFrequency
  /// How often the wound is assessed, in days; 7 by default (docs/clinical-rules.md "Overdue").
  public var assessEveryDays: Int
  /// The wound's referring nurse.
  public var referringNurse: String?

  /// A draft; only the wound, the primary dressing and the frequency are required.
  public init(
    woundID: UUID,
    startsOn: CalendarDate? = nil,
    cleansing: String? = nil,
    primaryDressing: String,
    secondaryDressing: String? = nil,
    change: DressingChangeFrequency,
    assessEveryDays: Int = Wire.CarePlan.defaultAssessmentDays,
    referringNurse: String? = nil
  ) {
    self.woundID = woundID
    self.startsOn = startsOn
    self.cleansing = cleansing
    self.primaryDressing = primaryDressing
    self.secondaryDressing = secondaryDressing
    self.change = change
    self.assessEveryDays = assessEveryDays
    self.referringNurse = referringNurse
  }

  /// The draft that writes `plan` again unchanged, to edit a few of its fields.
  public init(_ plan: CarePlan) {
    self.init(
      woundID: plan.woundID,
      startsOn: plan.startsOn,
      cleansing: plan.cleansing,
      primaryDressing: plan.primaryDressing,
      secondaryDressing: plan.secondaryDressing,
      change: plan.change,
      assessEveryDays: plan.assessEveryDays,
      referringNurse: plan.referringNurse
    )
  }
}
