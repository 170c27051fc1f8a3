import CoreContract
import Foundation

/// Everything the FHIR export writes about one patient, in plain values: the app fills it from
/// the libraries, so this module knows no store. Numbers are the libraries' own (area, PUSH,
/// reduction), never recomputed here; lengths and areas are their one-decimal text (`"4.0"`).
public struct FHIRExportInput: Sendable {
  /// The patient.
  public var patient: FHIRPatient
  /// Her wounds, each with its assessments.
  public var wounds: [FHIRWound]
  /// Her Braden assessments.
  public var braden: [FHIRBraden]
  /// The care team's messages about her.
  public var messages: [FHIRMessage]
  /// The photos the assessments name, by content id (SHA-256 hex).
  public var photos: [String: FHIRPhoto]
  /// When the export was made: the Bundle's timestamp.
  public var exportedAt: Date
  /// Her ABPI measurements, a leg each.
  public var abpi: [FHIRABPILeg]
  /// Why her photos are not in the export (her consent does not cover sharing them): a note
  /// on each wound's Condition, so the system that reads it knows photos exist. Nil when none
  /// were left out.
  public var photosLeftOut: String?

  /// An export of every value given.
  public init(
    patient: FHIRPatient,
    wounds: [FHIRWound],
    braden: [FHIRBraden],
    messages: [FHIRMessage],
    photos: [String: FHIRPhoto],
    exportedAt: Date,
    abpi: [FHIRABPILeg] = [],
    photosLeftOut: String? = nil
  ) {
    self.patient = patient
    self.wounds = wounds
    self.braden = braden
    self.messages = messages
    self.photos = photos
    self.exportedAt = exportedAt
    self.abpi = abpi
    self.photosLeftOut = photosLeftOut
  }
}

/// One leg of an ABPI measurement: its index and band as LibPatient computed them.
public struct FHIRABPILeg: Sendable {
  /// The measurement's id: the leg's Observation id is derived from it.
  public var measurementID: UUID
  /// When it was measured.
  public var measuredAt: Date
  /// Whether this is the left leg (else the right).
  public var isLeft: Bool
  /// The index, two decimals (`"0.91"`).
  public var index: String
  /// The band and what it means, in words.
  public var bandText: String

  /// A leg with every value given.
  public init(measurementID: UUID, measuredAt: Date, isLeft: Bool, index: String, bandText: String)
  {
    self.measurementID = measurementID
    self.measuredAt = measuredAt
    self.isLeft = isLeft
    self.index = index
    self.bandText = bandText
  }
}

/// A patient as the chart records her.
public struct FHIRPatient: Sendable {
  /// Her id.
  public var id: UUID
  /// Given name.
  public var givenName: String
  /// Family name.
  public var familyName: String
  /// `YYYY-MM-DD`.
  public var birthDate: String
  /// The recorded sex, which FHIR's administrative gender takes as it is.
  public var sex: Sex
  /// Listed (`true`) or archived.
  public var isActive: Bool
  /// A national or practice record number.
  public var identifier: String?
  /// Home address, one text.
  public var address: String?
  /// Her phone.
  public var phone: String?
  /// The referring physician's name.
  public var physicianName: String?
  /// The referring physician's phone.
  public var physicianPhone: String?
  /// Allergies, one free text each.
  public var allergies: [String]

  /// A patient of every value given.
  public init(
    id: UUID,
    givenName: String,
    familyName: String,
    birthDate: String,
    sex: Sex,
    isActive: Bool,
    identifier: String?,
    address: String?,
    phone: String?,
    physicianName: String?,
    physicianPhone: String?,
    allergies: [String]
  ) {
    self.id = id
    self.givenName = givenName
    self.familyName = familyName
    self.birthDate = birthDate
    self.sex = sex
    self.isActive = isActive
    self.identifier = identifier
    self.address = address
    self.phone = phone
    self.physicianName = physicianName
    self.physicianPhone = physicianPhone
    self.allergies = allergies
  }
}

/// A wound: FHIR's Condition.
public struct FHIRWound: Sendable {
  /// Where it stands.
  public enum Status: Sendable, Equatable {
    /// Being treated.
    case open
    /// Healed on `YYYY-MM-DD`.
    case healed(on: String)
    /// Closed for the reason given.
    case closed(reason: String)
  }

  /// Its id.
  public var id: UUID
  /// Its type.
  public var type: WoundType
  /// Its site.
  public var site: BodySite
  /// Where on the site, as a clock face (1-12), when said.
  public var clockPosition: Int?
  /// The nurse's words for where it is.
  public var description: String?
  /// A pressure injury's stage.
  public var stage: PressureInjuryStage?
  /// Open, healed or closed.
  public var status: Status
  /// `YYYY-MM-DD`.
  public var openedOn: String
  /// Its current assessments (corrections in, what they replaced out), oldest first.
  public var assessments: [FHIRAssessment]

  /// A wound of every value given.
  public init(
    id: UUID,
    type: WoundType,
    site: BodySite,
    clockPosition: Int? = nil,
    description: String?,
    stage: PressureInjuryStage?,
    status: Status,
    openedOn: String,
    assessments: [FHIRAssessment]
  ) {
    self.id = id
    self.type = type
    self.site = site
    self.clockPosition = clockPosition
    self.description = description
    self.stage = stage
    self.status = status
    self.openedOn = openedOn
    self.assessments = assessments
  }
}

/// One visit's assessment of a wound, with the numbers LibWound computed for it.
public struct FHIRAssessment: Sendable {
  /// Its id.
  public var id: UUID
  /// When the wound was seen.
  public var takenAt: Date
  /// Who assessed it.
  public var takenBy: String?
  /// Length, width and depth in cm, one decimal (`"4.0"`).
  public var length: String
  /// Width in cm.
  public var width: String
  /// Depth in cm, when measured.
  public var depth: String?
  /// Area in cm², one decimal, as LibWound computed it.
  public var area: String
  /// PUSH 3.0 total, as LibWound computed it.
  public var push: Int
  /// Percent area reduction from the baseline (`"41.7"`), as LibWound computed it.
  public var percentAreaReduction: String?
  /// Exudate amount.
  public var exudateAmount: ExudateAmount
  /// Tissue shares in percent: epithelial, granulation, slough, necrotic.
  public var tissue: (epithelial: Int, granulation: Int, slough: Int, necrotic: Int)
  /// Free notes.
  public var notes: String?
  /// The photos attached, by content id.
  public var photoIDs: [String]
  /// Its infection screening, as LibWound computed it; nil exports none.
  public var infection: FHIRInfection? = nil

  /// An assessment of every value given.
  public init(
    id: UUID,
    takenAt: Date,
    takenBy: String?,
    length: String,
    width: String,
    depth: String?,
    area: String,
    push: Int,
    percentAreaReduction: String?,
    exudateAmount: ExudateAmount,
    tissue: (epithelial: Int, granulation: Int, slough: Int, necrotic: Int),
    notes: String?,
    photoIDs: [String]
  ) {
    self.id = id
    self.takenAt = takenAt
    self.takenBy = takenBy
    self.length = length
    self.width = width
    self.depth = depth
    self.area = area
    self.push = push
    self.percentAreaReduction = percentAreaReduction
    self.exudateAmount = exudateAmount
    self.tissue = tissue
    self.notes = notes
    self.photoIDs = photoIDs
  }
}

/// An assessment's infection screening (NERDS and STONEES), worded by the app.
public struct FHIRInfection: Sendable {
  /// "Deep infection suspected: tell the physician today.", or "No infection verdict."
  public var verdict: String
  /// The signs counted and the rule applied.
  public var signs: String
  /// The local (NERDS) count, 0-5.
  public var localCount: Int
  /// The deep (STONEES) count, 0-7.
  public var deepCount: Int

  /// A screening of every value given.
  public init(verdict: String, signs: String, localCount: Int, deepCount: Int) {
    self.verdict = verdict
    self.signs = signs
    self.localCount = localCount
    self.deepCount = deepCount
  }
}

/// A Braden assessment's six subscales and when they were scored.
public struct FHIRBraden: Sendable {
  /// Its id.
  public var id: UUID
  /// When the patient was assessed.
  public var assessedAt: Date
  /// Sensory perception, moisture, activity, mobility, nutrition, friction and shear.
  public var scores: [Int]
  /// The risk band's words ("moderate risk").
  public var riskText: String

  /// An assessment; `scores` in the order above, six of them.
  public init(id: UUID, assessedAt: Date, scores: [Int], riskText: String) {
    precondition(scores.count == 6, "Braden has six subscales")
    self.id = id
    self.assessedAt = assessedAt
    self.scores = scores
    self.riskText = riskText
  }
}

/// A care-team message: FHIR's Communication.
public struct FHIRMessage: Sendable {
  /// Its id.
  public var id: UUID
  /// Its author's username.
  public var author: String
  /// Its text.
  public var body: String
  /// When it was sent.
  public var sentAt: Date
  /// The message it answers.
  public var replyTo: UUID?
  /// Still waiting to reach the team's server.
  public var isPending: Bool

  /// A message of every value given.
  public init(
    id: UUID,
    author: String,
    body: String,
    sentAt: Date,
    replyTo: UUID?,
    isPending: Bool
  ) {
    self.id = id
    self.author = author
    self.body = body
    self.sentAt = sentAt
    self.replyTo = replyTo
    self.isPending = isPending
  }
}

/// A stored photo's bytes and format: FHIR's Media.
public struct FHIRPhoto: Sendable {
  /// The SHA-256 of the bytes, lowercase hex.
  public var sha256: String
  /// JPEG or PNG.
  public var format: PhotoFormat
  /// The bytes, embedded in the export.
  public var bytes: Data

  /// A photo of every value given.
  public init(sha256: String, format: PhotoFormat, bytes: Data) {
    self.sha256 = sha256
    self.format = format
    self.bytes = bytes
  }
}
