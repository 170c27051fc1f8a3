import CoreContract
import Foundation

/// One team of records in which every field of every kind holds a value: what the tests that
/// follow a field from its declaration to the store, the domain, the `--json` output and the
/// command line are run on (docs/sync.md, "Adding a field"). A field added to a contract record
/// and left out here fails `CompleteRecordsTests`; a field the store, an adapter or an output
/// then forgets comes back empty and fails the test of that layer.
///
/// Every record is valid and they hang together (parents first, as `Wire.records` orders the
/// kinds), so a store can hold them all: one patient and another merged into her, her Braden, a healed wound and a closed one, two assessments (a
/// correction of the first, with a photo), a message and a reply, a read mark, the wound's
/// care plan, a visit and its void, a visit not done (she had died), an ABPI, a handover seen.
/// A field that holds a value only in some states (a wound's
/// `healedOn`, an assessment's `supersedes`) holds one in at least one record of its kind.
public enum CompleteRecords {
  /// Every record, parents before children.
  public static var all: [any TeamRecord] {
    [
      patient, mergedPatient, braden, wound, closedWound, assessment, correction, photo, message,
      reply, readMark,
    ]
      + [carePlan, visit, visitVoid, missedVisit, abpi, handoverSeen]
  }

  /// Whether `value` holds something: null, an empty list and an empty text do not; `false`
  /// and `0` are values. What "every field holds a value" means, here and where it is checked.
  public static func holdsAValue(_ value: JSONValue) -> Bool {
    switch value {
    case .null: false
    case .array(let items): !items.isEmpty
    case .string(let text): !text.isEmpty
    default: true
    }
  }

  /// The records of `kind`, in `all`'s order.
  public static func records(of kind: any TeamRecord.Type) -> [any TeamRecord] {
    all.filter { type(of: $0).type == kind.type }
  }

  /// An instant whole to the second, as every store and output keeps it.
  public static let instant = Date(timeIntervalSince1970: 1_795_687_200)

  static func id(_ last: Int) -> RecordID {
    RecordID(UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", last))!)
  }

  public static let patientID = id(1)
  public static let bradenID = id(2)
  public static let woundID = id(3)
  public static let assessmentID = id(4)
  public static let correctionID = id(5)
  public static let photoID = id(6)
  public static let messageID = id(7)
  public static let replyID = id(8)
  public static let visitID = id(9)
  public static let visitVoidID = id(10)
  public static let closedWoundID = id(11)
  public static let abpiID = id(12)
  public static let mergedPatientID = id(13)
  public static let missedVisitID = id(14)
  public static let handoverSeenID = id(15)
  /// The photo's bytes: a real JPEG (a store decodes it), made distinct after its end.
  public static let photoBytes = SamplePhotos.jpeg(distinctBy: "a photo of a complete record")
  /// The SHA-256 of `photoBytes`, which name them.
  public static let photoSHA256 = "2737ecb108b617ec0bca575ee54723c864febe485f39ad46320b53fee43ee33c"

  public static var patient: Wire.Patient {
    var patient = Wire.Patient(
      id: patientID,
      givenName: "Zoë",
      familyName: "Dupont",
      birthDate: "1941-03-09",
      sex: .female,
      createdAt: instant,
      updatedAt: instant
    )
    patient.address = "3 rue des Lilas, 75011 Paris"
    patient.phone = "+33 6 12 34 56 78"
    patient.identifier = "1 41 03 75 111 222 33"
    patient.physicianName = "Dr Martin"
    patient.physicianPhone = "+33 1 40 00 00 00"
    patient.allergies = ["latex"]
    patient.notes = "Key under the mat."
    patient.status = .archived
    patient.photoConsent = .init(
      status: .given,
      on: "2026-10-02",
      by: "her daughter",
      scope: .record
    )
    patient.version = 3
    return patient
  }

  /// A second registration of the same person, merged into `patient`.
  public static var mergedPatient: Wire.Patient {
    Wire.Patient(
      id: mergedPatientID,
      givenName: "Zoe",
      familyName: "Dupont",
      birthDate: "1941-03-09",
      sex: .unknown,
      allergies: ["latex"],
      mergedInto: patientID,
      version: 2,
      createdAt: instant,
      updatedAt: instant
    )
  }

  public static var braden: Wire.Braden {
    Wire.Braden(
      id: bradenID,
      patientId: patientID,
      assessedAt: instant,
      sensoryPerception: 3,
      moisture: 2,
      activity: 2,
      mobility: 3,
      nutrition: 2,
      frictionShear: 2,
      assessedBy: "anna"
    )
  }

  public static var wound: Wire.Wound {
    var wound = Wire.Wound(
      id: woundID,
      patientId: patientID,
      openedOn: "2026-10-01",
      openedBy: "anna",
      type: .pressureInjury,
      site: .sacrum,
      clockPosition: 6,
      description: "2 cm above the natal cleft",
      stage: .stage2,
      version: 2,
      createdAt: instant,
      updatedAt: instant
    )
    wound.status = .healed
    wound.healedOn = "2026-11-20"
    return wound
  }

  /// A wound closed for another reason: the one whose `closedReason` is set.
  public static var closedWound: Wire.Wound {
    var closed = wound
    closed.id = closedWoundID
    closed.site = .leftHeel
    closed.type = .venousLegUlcer
    closed.stage = nil
    closed.status = .closed
    closed.healedOn = nil
    closed.closedReason = "care handed over"
    return closed
  }

  public static var assessment: Wire.Assessment {
    var assessment = Wire.Assessment(
      id: assessmentID,
      woundId: woundID,
      takenAt: instant.addingTimeInterval(-86_400),
      lengthCm: Decimal(string: "4.2")!,
      widthCm: Decimal(string: "3.1")!,
      tissue: .init(epithelial: 10, granulation: 60, slough: 20, necrotic: 10),
      exudate: .moderate
    )
    assessment.takenBy = "anna"
    assessment.depthCm = Decimal(string: "0.5")!
    assessment.undermining = .init(clockPosition: 3, depthCm: Decimal(string: "1.2")!)
    assessment.tunnelling = .init(clockPosition: 9, depthCm: Decimal(string: "0.8")!)
    assessment.exudateType = .serous
    assessment.periwound = [.macerated]
    assessment.odour = true
    assessment.pain = 4
    assessment.infectionSigns = [.spreadingErythema]
    assessment.dressing = "foam"
    assessment.notes = "Edges rolled."
    return assessment
  }

  /// A correction of `assessment`: the one record whose `supersedes` is set.
  public static var correction: Wire.Assessment {
    var correction = assessment
    correction.id = correctionID
    correction.takenAt = instant
    correction.widthCm = Decimal(string: "3.0")!
    correction.supersedes = assessmentID
    return correction
  }

  public static var photo: Wire.PhotoAttachment {
    Wire.PhotoAttachment(
      id: photoID,
      assessmentId: correctionID,
      sha256: photoSHA256,
      format: .jpeg,
      byteCount: photoBytes.count
    )
  }

  public static var message: Wire.Message {
    var message = Wire.Message(
      id: messageID,
      patientId: patientID,
      author: "anna",
      body: "Dressing changed, edges rolled.",
      sentAt: instant
    )
    message.sequence = 11
    return message
  }

  /// The message that answers `message`: the one whose `replyTo` is set.
  public static var reply: Wire.Message {
    var reply = message
    reply.id = replyID
    reply.author = "bea"
    reply.body = "Thanks, I will look on Friday."
    reply.replyTo = messageID
    reply.sequence = 12
    return reply
  }

  public static var readMark: Wire.ReadMark {
    Wire.ReadMark(patientId: patientID, upToSequence: 12)
  }

  public static var carePlan: Wire.CarePlan {
    Wire.CarePlan(
      woundId: woundID,
      startsOn: "2026-10-02",
      cleansing: "saline",
      primaryDressing: "foam",
      secondaryDressing: "film",
      dressingChange: .on([.monday, .thursday]),
      assessEveryDays: 5,
      referringNurse: "anna",
      compression: .init(level: .reduced, advisedBy: "Dr Okafor", advisedOn: "2026-10-01"),
      version: 2,
      createdAt: instant,
      updatedAt: instant,
      updatedBy: "bea"
    )
  }

  public static var visit: Wire.Visit {
    Wire.Visit(
      id: visitID,
      patientId: patientID,
      visitedAt: instant,
      visitedBy: "anna",
      dressingsChanged: [woundID],
      assessments: [correctionID],
      bradens: [bradenID],
      note: "Calm, ate well.",
      outcome: .done,
      startedAt: instant.addingTimeInterval(-25 * 60)
    )
  }

  /// A visit not done: the one whose `deceasedOn` is set.
  public static var missedVisit: Wire.Visit {
    Wire.Visit(
      id: missedVisitID,
      patientId: patientID,
      visitedAt: instant.addingTimeInterval(1200),
      visitedBy: "bea",
      note: "Her daughter opened.",
      outcome: .deceased,
      deceasedOn: "2026-11-26"
    )
  }

  /// The void of `visit`: the one visit record whose `voids` is set.
  public static var visitVoid: Wire.Visit {
    Wire.Visit(
      id: visitVoidID,
      patientId: patientID,
      visitedAt: instant.addingTimeInterval(600),
      visitedBy: "bea",
      note: "Recorded under the wrong patient.",
      voids: visitID
    )
  }

  public static var abpi: Wire.ABPI {
    Wire.ABPI(
      id: abpiID,
      patientId: patientID,
      measuredAt: instant,
      measuredBy: "anna",
      brachialLeft: 128,
      brachialRight: 132,
      leftDorsalisPedis: 120,
      leftPosteriorTibial: 118,
      rightDorsalisPedis: 90,
      rightPosteriorTibial: 95
    )
  }

  public static var handoverSeen: Wire.HandoverSeen {
    Wire.HandoverSeen(
      id: handoverSeenID,
      patientId: patientID,
      nurse: "bea",
      seenAt: instant.addingTimeInterval(900)
    )
  }
}
