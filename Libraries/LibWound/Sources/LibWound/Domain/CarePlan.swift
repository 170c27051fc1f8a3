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

/// A specialist's advice recorded with a compression plan: who advised it and on which day.
/// It lets a plan compress a leg whose ABPI alone would not allow it.
public struct SpecialistAdvice: Hashable, Sendable {
  /// Who advised (a vascular or tissue-viability specialist), as the nurse writes the name.
  public var by: String
  /// The day of the advice.
  public var on: CalendarDate

  /// An advice by `by` on `on`.
  public init(by: String, on: CalendarDate) {
    self.by = by
    self.on = on
  }
}

/// The care planned for one open wound (docs/care-plans.md): what is done at each dressing
/// change, how often, how often the wound is assessed, and who is its referring nurse.
public struct CarePlan: Hashable, Sendable, Identifiable {
  /// The wound it plans; also the plan's own id (one plan per wound).
  public var woundID: Wound.ID
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
  /// The compression on the wound's leg (docs/clinical-rules.md "Compression").
  public var compression: CompressionLevel
  /// The specialist's advice the compression follows, when one was recorded.
  public var specialistAdvice: SpecialistAdvice?
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
  public var id: Wound.ID { woundID }

  /// A plan with every field given.
  public init(
    woundID: Wound.ID,
    startsOn: CalendarDate,
    cleansing: String?,
    primaryDressing: String,
    secondaryDressing: String?,
    change: DressingChangeFrequency,
    assessEveryDays: Int,
    referringNurse: String?,
    compression: CompressionLevel = .none,
    specialistAdvice: SpecialistAdvice? = nil,
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
    self.compression = compression
    self.specialistAdvice = specialistAdvice
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
  public var woundID: Wound.ID
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
  /// The compression on the wound's leg; refused on a site off the legs, and without a recent
  /// ABPI of the leg in a band that allows it unless `specialistAdvice` is given.
  public var compression: CompressionLevel
  /// The specialist's advice the compression follows, when one was given.
  public var specialistAdvice: SpecialistAdvice?

  /// A draft; only the wound, the primary dressing and the frequency are required.
  public init(
    woundID: Wound.ID,
    startsOn: CalendarDate? = nil,
    cleansing: String? = nil,
    primaryDressing: String,
    secondaryDressing: String? = nil,
    change: DressingChangeFrequency,
    assessEveryDays: Int = Wire.CarePlan.defaultAssessmentDays,
    referringNurse: String? = nil,
    compression: CompressionLevel = .none,
    specialistAdvice: SpecialistAdvice? = nil
  ) {
    self.woundID = woundID
    self.startsOn = startsOn
    self.cleansing = cleansing
    self.primaryDressing = primaryDressing
    self.secondaryDressing = secondaryDressing
    self.change = change
    self.assessEveryDays = assessEveryDays
    self.referringNurse = referringNurse
    self.compression = compression
    self.specialistAdvice = specialistAdvice
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
      referringNurse: plan.referringNurse,
      compression: plan.compression,
      specialistAdvice: plan.specialistAdvice
    )
  }
}

extension CarePlan {
  /// What is put on the wound: "alginate, over it foam; cleansing saline".
  public var dressingText: String {
    var text = primaryDressing
    if let secondaryDressing { text += ", over it \(secondaryDressing)" }
    if let cleansing { text += "; cleansing \(cleansing)" }
    return text
  }

  /// How the wound is followed: "changed every 2 days · assessed every 7 days · referring
  /// nurse Claire · full compression", worded once for the screens and the report.
  public var scheduleText: String {
    let changed =
      switch change {
      case .everyDays(1): "changed every day"
      case .everyDays(let days): "changed every \(days) days"
      case .weekdays(let days): "changed on " + days.map(\.rawValue).joined(separator: ", ")
      }
    var parts = [changed, "assessed every \(assessEveryDays) days"]
    if let referringNurse { parts.append("referring nurse \(referringNurse)") }
    if let compressionText { parts.append(compressionText) }
    return parts.joined(separator: " · ")
  }

  /// The plan's compression in a nurse's words, worded once for the screens, the command line
  /// and the report: "full compression", "reduced compression on Dr Okafor's advice of
  /// 2026-02-27"; nil without compression.
  public var compressionText: String? {
    guard compression != .none else { return nil }
    let level = "\(compression.rawValue) compression"
    guard let advice = specialistAdvice else { return level }
    return "\(level) on \(advice.by)'s advice of \(advice.on)"
  }
}
