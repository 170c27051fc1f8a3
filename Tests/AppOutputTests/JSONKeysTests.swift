import CoreContract
import Foundation
import LibMessage
import LibPatient
import LibWound
import Testing

@testable import CoreSync
@testable import NurseApp

/// Every `--json` output's keys are the ones docs/json.md lists for it: each output is encoded
/// as its command prints it (every optional key present in one value or another) and its
/// objects' keys compared with the document's tables, both ways.
@Suite("JSON keys")
struct JSONKeysTests {
  /// Values whose content is data, not keys: a conflict's two values, the count per kind.
  static let opaque: Set<String> = ["mine", "theirs", "pendingByType"]

  @Test func everyOutputHasTheKeysTheDocumentLists() async throws {
    let documented = try Self.documented()
    var printed: [String: Set<String>] = [:]
    for (command, output) in try await Self.outputs() {
      let json = try JSONSerialization.jsonObject(with: Data(try JSONOutput.text(output).utf8))
      Self.collectKeys(of: json, at: command, into: &printed)
    }
    #expect(!documented.isEmpty)
    for path in Set(documented.keys).union(printed.keys).sorted() {
      let listed = documented[path] ?? []
      let found = printed[path] ?? []
      #expect(
        listed == found,
        """
        \(path): printed, not in docs/json.md: \(found.subtracting(listed).sorted()); \
        in docs/json.md, never printed: \(listed.subtracting(found).sorted())
        """
      )
    }
  }

  /// Each command's output, once or more so that every optional key shows in one of them.
  static func outputs() async throws -> [(String, any Encodable)] {
    let fixture = try await OutputFixture()
    let summaries = try await fixture.wounds.wounds(of: fixture.patientID)
    var outputs: [(String, any Encodable)] = [
      ("patient list", try await fixture.patients.list().map(PatientJSON.init)),
      ("patient show", PatientJSON(try await fixture.patients.patient(fixture.patientID))),
      ("wound list", summaries.map(WoundSummaryJSON.init)),
      ("wound alerts", summaries.map { WoundAlertJSON($0, patientName: "Dupont, Zoë") }),
      ("visit list", [visit, deceasedVisit]),
      ("patient abpi", [abpi]),
      ("patient duplicates", [duplicatePair]),
      ("today", RoundJSON(round)),
      ("today --supplies", RoundSuppliesJSON(round)),
      ("sync", SyncJSON(SyncReport(pushed: 1), refused: [refused], conflicts: [conflict])),
      ("sync conflicts", [ConflictJSON(conflict)]),
      ("sync refused", [RefusedJSON(refused)]),
      ("status", status),
      ("message list", [MessageJSON(message)]),
      ("message inbox", [inboxEntry]),
    ]
    outputs += try await fixture.woundOutputs().map { ("wound show", $0) }
    outputs += plans.map { ("wound plan", $0) }
    outputs.append(("caseload", [caseloadEntry(summaries[0])].map(CaseloadJSON.init)))
    outputs.append(("handover", [HandoverJSON(handover)]))
    return outputs
  }

  /// The keys of every object in `json`, by path: `wound show.assessments[].tissue`.
  static func collectKeys(of json: Any, at path: String, into keys: inout [String: Set<String>]) {
    if let object = json as? [String: Any] {
      keys[path, default: []].formUnion(object.keys)
      for (key, value) in object where !opaque.contains(key) {
        collectKeys(of: value, at: "\(path).\(key)", into: &keys)
      }
    } else if let array = json as? [Any] {
      for item in array { collectKeys(of: item, at: "\(path)[]", into: &keys) }
    }
  }

  /// docs/json.md's tables of keys: each row an object's path and its keys, in backquotes.
  static func documented() throws -> [String: Set<String>] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appending(path: "docs/json.md"), encoding: .utf8)
    var keys: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|")
      guard cells.count >= 2, let path = quoted(cells[0]).first else { continue }
      keys[path] = Set(quoted(cells[1]))
    }
    return keys
  }

  /// The words between backquotes in `text`.
  static func quoted(_ text: Substring) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  // Outputs whose every key a value can hold without a store.

  static let day = CalendarDate(year: 2026, month: 11, day: 26)!
  static let instant = Date(timeIntervalSince1970: 1_764_150_000)

  static var plans: [CarePlanJSON] {
    [DressingChangeFrequency.everyDays(2), .weekdays([.monday, .thursday])].map { change in
      CarePlanJSON(
        CarePlan(
          woundID: Wound.ID(),
          startsOn: day,
          cleansing: "saline",
          primaryDressing: "foam",
          secondaryDressing: "film",
          change: change,
          assessEveryDays: 7,
          referringNurse: "anna",
          compression: .reduced,
          specialistAdvice: SpecialistAdvice(by: "Dr Okafor", on: day),
          version: 1,
          createdAt: instant,
          updatedAt: instant,
          updatedBy: "bea"
        )
      )
    }
  }

  static var duplicatePair: DuplicatePairJSON {
    let born = CalendarDate("1941-03-12")!
    return DuplicatePairJSON(
      PossibleDuplicatePair(
        first: PatientIdentity(
          id: Patient.ID(),
          givenName: "Marie",
          familyName: "Dupont",
          birthDate: born
        ),
        second: PatientIdentity(
          id: Patient.ID(),
          givenName: "Marie",
          familyName: "Dupond",
          birthDate: born
        ),
        criterion: .birthDateAndNames
      )
    )
  }

  static var abpi: ABPIJSON {
    ABPIJSON(
      ABPIMeasurement(
        patientID: Patient.ID(),
        measuredAt: instant,
        measuredBy: "anna",
        brachial: ArmPressures(left: 120, right: 130),
        left: AnklePressures(dorsalisPedis: 110, posteriorTibial: 100),
        right: AnklePressures(dorsalisPedis: 60, posteriorTibial: 70)
      )
    )
  }

  static var visit: VisitJSON {
    VisitJSON(
      Visit(
        id: Visit.ID(),
        patientID: Patient.ID(),
        visitedAt: instant,
        visitedBy: "anna",
        dressingsChanged: [Wound.ID()],
        assessments: [Assessment.ID()],
        bradens: [BradenAssessment.ID()],
        note: "calm",
        voided: VisitVoid(
          id: Visit.ID(),
          voidedAt: instant,
          voidedBy: "bea",
          reason: "wrong patient"
        ),
        startedAt: instant.addingTimeInterval(-1500)
      )
    )
  }

  static var deceasedVisit: VisitJSON {
    VisitJSON(
      Visit(
        id: Visit.ID(),
        patientID: Patient.ID(),
        visitedAt: instant,
        visitedBy: "anna",
        dressingsChanged: [],
        assessments: [],
        bradens: [],
        note: nil,
        outcome: .deceased,
        deceasedOn: day
      )
    )
  }

  static var round: DayRound {
    let reasons: [RoundReason] = [
      .dressingChange(woundID: Wound.ID(), site: .sacrum, state: .overdue(days: 2)),
      .assessment(woundID: Wound.ID(), site: .sacrum, state: .due),
      .braden(lastOn: day), .offTrajectory(woundID: Wound.ID(), site: .sacrum), .unreadMessages(2),
    ]
    var entry = RoundEntry(
      patientID: Patient.ID(),
      givenName: "Zoë",
      familyName: "Dupont",
      address: "3 rue des Lilas, 75011 Paris",
      reasons: reasons,
      hasInfectionSigns: true,
      visits: [RoundVisit(id: Visit.ID(), visitedAt: instant, visitedBy: "anna", outcome: .refused)]
    )
    entry.missed = MissedVisit(day: day, reason: .refused)
    entry.missedBefore = MissedVisit(day: day.adding(days: -1), reason: .notAtHome)
    let foam = SupplyLine(kind: .primary, product: "foam", count: 1, woundIDs: [Wound.ID()])
    return DayRound(day: day, entries: [entry], isSavedOrder: true, supplies: [foam])
  }

  static var conflict: SyncConflict {
    SyncConflict(
      id: UUID(),
      type: RecordType(rawValue: "patient"),
      recordID: RecordID(UUID()),
      field: "phone",
      mine: .string("06"),
      theirs: .null,
      createdAt: instant
    )
  }

  static var refused: RefusedChange {
    RefusedChange(
      id: 1,
      type: RecordType(rawValue: "wound"),
      recordID: RecordID(UUID()),
      operation: "update",
      status: 422,
      field: "site",
      reason: "422 refused (invalid) field site",
      changedFields: ["site"],
      refusedAt: instant
    )
  }

  static var status: StatusJSON {
    StatusJSON(
      server: "https://team.example",
      nurse: "anna",
      team: "north",
      pending: 1,
      pendingByType: ["patient": 1],
      refused: 1,
      refusedChanges: [RefusedJSON(refused)],
      conflicts: 1,
      parked: 0,
      lastSync: JSONOutput.timestamp(instant)
    )
  }

  static var message: Message {
    Message(
      id: Message.ID(),
      patientID: Patient.ID(),
      author: "anna",
      body: "Dressing changed.",
      sentAt: instant,
      replyTo: Message.ID(),
      isPending: true
    )
  }

  static var inboxEntry: InboxEntryJSON {
    InboxEntryJSON(
      InboxEntry(
        patientID: Patient.ID(),
        givenName: "Zoë",
        familyName: "Dupont",
        lastMessage: message,
        unreadCount: 1,
        pendingCount: 1
      )
    )
  }

  /// A caseload row with every key: assessed, opened by a nurse, with a reason, missed.
  static func caseloadEntry(_ summary: WoundSummary) -> CaseloadEntry {
    var wound = summary.wound
    wound.openedBy = "anna"
    return CaseloadEntry(
      wound: wound,
      givenName: "Zoë",
      familyName: "Dupont",
      lastAssessedBy: "bea",
      lastAssessedAt: summary.lastAssessedAt ?? Date(timeIntervalSince1970: 0),
      lastArea: SquareCentimetres(tenths: 60),
      lastPush: 9,
      reasons: [.overdue, .noPlan],
      since: Date(timeIntervalSince1970: 0),
      missedVisit: MissedVisit(day: day, reason: .notAtHome)
    )
  }

  /// A patient's handover with an assessment (every number), a Braden and a message.
  static var handover: PatientHandover {
    let assessment = HandoverAssessment(
      id: Assessment.ID(),
      woundID: Wound.ID(),
      site: .leftHeel,
      area: SquareCentimetres(tenths: 120),
      push: 12,
      areaChange: 60,
      pushChange: 2,
      verdicts: [.deepInfectionSuspected],
      isCorrection: false
    )
    return PatientHandover(
      patientID: Patient.ID(),
      givenName: "Zoë",
      familyName: "Dupont",
      since: HandoverSince(instant, .lastVisit),
      changes: [
        HandoverChange(at: instant, by: "anna", event: .assessment(assessment)),
        HandoverChange(at: instant, by: "anna", event: .braden(total: 14, risk: .moderate)),
        HandoverChange(at: instant, by: nil, event: .message(body: "Call first.")),
      ]
    )
  }
}
