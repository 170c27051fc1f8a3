import CoreContract
import CoreContractCases
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibMessage
import LibPatient
import LibWound
import Testing

@testable import NurseApp

/// A field is declared once, in its contract record; these tests follow every field of every
/// kind from that declaration to where a nurse or a script sees it, so a layer that forgets
/// one fails here, naming it (docs/sync.md, "Adding a field").
///
/// They run on `CompleteRecords`, in which every field holds a value: a team's records stored
/// as a pull stores them, through the libraries' own synced kinds.
@Suite("Every field arrives")
struct EveryFieldArrivesTests {
  /// The store: its table, row type and adapter keep each field (a column the migration
  /// forgot, a row property left out of its `CodingKeys`, an adapter that drops a value).
  @Test func everyKindReadsBackFromTheStoreWithEveryField() async throws {
    let team = try await CompleteTeam()
    for record in CompleteRecords.all {
      let kind = try team.kind(of: record)
      let stored = try await team.store.read { db in try kind.current(record.recordID, in: db) }
      let expected = try JSONValue(encoding: record)
      #expect(stored == expected, "\(kind.type.rawValue) \(record.recordID.text)")
    }
  }

  /// The domain and the `--json` outputs: each field of a record shows in the output that
  /// prints the record (under the name `PrintedFields` gives it), or is listed there as not
  /// printed, with the reason.
  @Test func everyFieldOfEveryRecordIsInItsJSONOutput() async throws {
    let team = try await CompleteTeam()
    let outputs = try await team.outputs()
    for record in CompleteRecords.all {
      let kind = PrintedFields.kind(of: record)
      let object = try #require(
        outputs[CompleteTeam.key(kind, record.recordID.text)],
        "\(kind): no output"
      )
      let fields = try #require(try JSONValue(encoding: record).fields)
      for (field, value) in fields where CompleteRecords.holdsAValue(value) {
        if PrintedFields.notPrinted[kind]?[field] != nil { continue }
        let key = PrintedFields.printedAs[kind]?[field] ?? field
        #expect(
          PrintedFields.value(at: key, in: object) != nil,
          """
          \(kind).\(field) is not in its --json output as `\(key)`: print it, or list it in \
          PrintedFields.notPrinted with the reason
          """
        )
      }
    }
  }

  /// A field listed as not printed, or printed under another name, is one of the record's.
  @Test func theTablesNameOnlyFieldsTheContractDeclares() {
    for (kind, fields) in PrintedFields.notPrinted {
      let allowed = PrintedFields.wireType(kind).map { $0.allowedKeys } ?? []
      #expect(!allowed.isEmpty, "\(kind) is no kind")
      #expect(Set(fields.keys).subtracting(allowed).isEmpty, "\(kind)")
    }
    for (kind, fields) in PrintedFields.printedAs {
      let allowed = PrintedFields.wireType(kind).map { $0.allowedKeys } ?? []
      #expect(Set(fields.keys).subtracting(allowed).isEmpty, "\(kind)")
    }
  }
}

/// `CompleteRecords` in a store with every library's migrations, saved as a pull saves them.
struct CompleteTeam {
  let store: Store
  let patients: PatientLibrary
  let wounds: WoundLibrary
  let messages: MessageLibrary
  let kinds: [any SyncedKind]

  @MainActor init() async throws {
    store = try Store.inMemory(migrations: AppEnvironment.migrations)
    patients = .live(store: store)
    let photos = FileManager.default.temporaryDirectory.appending(path: "complete-\(UUID())")
    wounds = .live(store: store, photosDirectory: photos)
    messages = .live(store: store, nurse: "anna")
    let kinds = patients.syncedKinds + wounds.syncedKinds + messages.syncedKinds
    self.kinds = kinds
    // A pull downloads a photo's bytes before it stores the attachment that names them.
    try wounds.blobStore.write(CompleteRecords.photoBytes, sha256: CompleteRecords.photoSHA256)
    try await store.writer.write { db in
      for record in CompleteRecords.all {
        let kind = try #require(kinds.first { $0.type == type(of: record).type })
        try kind.save(record: record, in: db)
      }
    }
  }

  func kind(of record: any TeamRecord) throws -> any SyncedKind {
    try #require(kinds.first { $0.type == type(of: record).type }, "no synced kind")
  }

  /// Each record's object in the `--json` output that prints it, by the record's id.
  func outputs() async throws -> [String: JSONValue] {
    var objects: [String: JSONValue] = [:]
    let patient = try JSONValue.printed(
      PatientJSON(try await patients.patient(Self.patient(\.patientID)))
    )
    objects[Self.key("patient", CompleteRecords.patientID.text)] = patient
    objects[Self.key("braden", CompleteRecords.bradenID.text)] = patient["braden"]
    objects[Self.key("patient", CompleteRecords.mergedPatientID.text)] = try JSONValue.printed(
      PatientJSON(try await patients.patient(Self.patient(\.mergedPatientID)))
    )
    for woundID in [CompleteRecords.woundID, CompleteRecords.closedWoundID] {
      let detail = try await wounds.wound(Wound.ID(woundID.uuid))
      var photos: [String: Photo] = [:]
      for id in detail.assessments.flatMap(\.assessment.photoIDs) {
        photos[id] = try? await wounds.photo(id).photo
      }
      let wound = try JSONValue.printed(WoundJSON(detail, photos: photos))
      objects[Self.key("wound", woundID.text)] = wound
      for assessment in wound["assessments"].array ?? [] {
        objects[Self.key("assessment", assessment["id"].text ?? "")] = assessment
        for photo in assessment["photos"].array ?? [] {
          objects[Self.key("photo", CompleteRecords.photoID.text)] = photo
        }
      }
    }
    for message in try await messages.thread(patientID: Self.patient(\.patientID)) {
      objects[Self.key("message", RecordID.text(message.id))] =
        try JSONValue.printed(MessageJSON(message))
    }
    if let plan = try await wounds.plan(of: Wound.ID(Self.uuid(\.woundID))) {
      objects[Self.key("care-plan", CompleteRecords.carePlan.recordID.text)] =
        try JSONValue.printed(CarePlanJSON(plan))
    }
    for visit in try await wounds.visits(of: Self.patient(\.patientID)) {
      let printed = try JSONValue.printed(VisitJSON(visit))
      objects[Self.key("visit", RecordID.text(visit.id))] = printed
      if let void = visit.voided {
        objects[Self.key("visit-void", RecordID.text(void.id))] = printed["voided"]
      }
    }
    for abpi in try await patients.abpiHistory(of: Self.patient(\.patientID)) {
      objects[Self.key("abpi", RecordID.text(abpi.id))] = try JSONValue.printed(ABPIJSON(abpi))
    }
    // A read mark is printed as the unread counts it makes, never as itself.
    objects[Self.key("readMark", CompleteRecords.readMark.recordID.text)] = .object([:])
    // A handover's mark likewise, as the changes it takes off her handover.
    let mark = CompleteRecords.handoverSeen.recordID.text
    objects[Self.key("handoverSeen", mark)] = .object([:])
    return objects
  }

  /// A record's place among the outputs: a plan has its wound's id, a read mark its patient's.
  static func key(_ kind: String, _ id: String) -> String { "\(kind) \(id)" }

  static func uuid(_ id: KeyPath<CompleteRecords.Type, RecordID>) -> UUID {
    CompleteRecords.self[keyPath: id].uuid
  }

  static func patient(_ id: KeyPath<CompleteRecords.Type, RecordID>) -> Patient.ID {
    Patient.ID(uuid(id))
  }
}

extension JSONValue {
  /// `output` as `nurse … --json` prints it, read back.
  static func printed(_ output: some Encodable) throws -> JSONValue {
    try JSONValue(wireData: Data(try JSONOutput.text(output).utf8))
  }

  var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  var text: String? {
    if case .string(let text) = self { return text.lowercased() }
    return nil
  }
}
