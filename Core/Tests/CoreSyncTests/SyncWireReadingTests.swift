import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation
import Testing

@testable import CoreSync

/// CoreSync reads the feed's pages and the batch's answers once, straight into each kind's
/// type, and writes a batch's bodies as the outbox stored them: each reads or writes exactly
/// what the contract's own types encode.
@Suite("Sync wire reading")
struct SyncWireReadingTests {
  private let kinds = Dictionary(
    uniqueKeysWithValues: TestTables.kinds.map { ($0.type, $0) }
  )

  /// A page as the contract encodes it: a record read as its kind's type, a tombstone, a kind
  /// this app does not know and a record it cannot read both kept raw, as the feed sent them.
  @Test func aPageIsReadAsTheContractEncodesIt() throws {
    let patient = Fixture.patient("Grace")
    let unreadable = JSONValue.object(["id": .string("not an id")])
    let unknown = JSONValue.object(["label": .string("new")])
    let page = Wire.ChangePage(
      changes: [
        Wire.Change(
          sequence: 1,
          type: Wire.Patient.type,
          id: patient.id,
          record: try JSONValue(encoding: patient)
        ),
        Wire.Change(sequence: 2, type: Wire.Patient.type, id: RecordID(UUID()), record: nil),
        Wire.Change(
          sequence: 3,
          type: RecordType(rawValue: "plan"),
          id: RecordID(UUID()),
          record: unknown
        ),
        Wire.Change(sequence: 4, type: Wire.Patient.type, id: RecordID(UUID()), record: unreadable),
      ],
      next: 4,
      hasMore: true
    )
    let read = try PulledChange.decoder(kinds: kinds)
      .decode(PulledPage.self, from: WireCoding.encoder.encode(page))

    #expect(read.next == 4 && read.hasMore)
    #expect(read.changes.map(\.sequence) == [1, 2, 3, 4])
    #expect(read.changes.map(\.id) == page.changes.map(\.id))
    guard case .record(let record) = read.changes[0].content else {
      Issue.record("the patient was not read as one")
      return
    }
    #expect(record as? Wire.Patient == patient)
    guard case .tombstone = read.changes[1].content else {
      Issue.record("the tombstone was not read as one")
      return
    }
    guard case .raw(let plan, let why) = read.changes[2].content, why is UnknownKind else {
      Issue.record("the unknown kind was not kept raw")
      return
    }
    #expect(plan == unknown)
    guard case .raw(let kept, let error) = read.changes[3].content, error is DecodingError else {
      Issue.record("the unreadable record was not kept raw")
      return
    }
    #expect(kept == unreadable)
    // What is parked is the record as the feed had it.
    #expect(
      try read.changes.map { try $0.parkedRecord() }
        == page.changes.map { try $0.record.map { try WireCoding.encoder.encode($0) } }
    )
  }

  /// A batch's answers as the contract encodes them: a record, a patch's merged record with
  /// its conflicts, and a refusal's problem, each read as its entry asks.
  @Test func aBatchsAnswersAreReadAsTheContractEncodesThem() throws {
    let patient = Fixture.patient("Grace")
    let braden = Fixture.braden(patient: patient.id)
    let conflict = Wire.FieldConflict(field: "phone", mine: .string("1"), theirs: .string("2"))
    let problem = Problem(type: "about:blank", title: "Invalid", status: 422, field: "moisture")
    let response = Wire.BatchResponse(answers: [
      Wire.BatchAnswer(status: 201, body: try JSONValue(encoding: braden)),
      Wire.BatchAnswer(
        status: 200,
        body: try JSONValue(
          encoding: Wire.PatchAnswer(record: patient, conflicts: [conflict])
        )
      ),
      Wire.BatchAnswer(status: 422, body: try JSONValue(encoding: problem)),
    ])
    let answers = try PushAnswer.answers(
      to: [
        PushAnswer.Asked(kind: TestTables.bradens, isPatch: false, isHeld: false),
        PushAnswer.Asked(kind: TestTables.patients, isPatch: true, isHeld: false),
        PushAnswer.Asked(kind: TestTables.bradens, isPatch: false, isHeld: false),
      ],
      from: WireCoding.encoder.encode(response)
    )

    #expect(answers.map(\.status) == [201, 200, 422])
    guard case .record(let stored, let none) = answers[0].content,
      case .record(let merged, let conflicts) = answers[1].content,
      case .problem(let refusal) = answers[2].content
    else {
      Issue.record("the answers were not read as their entries ask")
      return
    }
    #expect(stored as? Wire.Braden == braden && none.isEmpty)
    #expect(merged as? Wire.Patient == patient && conflicts == [conflict])
    #expect(refusal == problem)
    // An append of a record this store holds is not read at all (its body could be anything).
    let held = try PushAnswer.answers(
      to: [PushAnswer.Asked(kind: TestTables.bradens, isPatch: false, isHeld: true)],
      from: WireCoding.encoder.encode(
        Wire.BatchResponse(answers: [Wire.BatchAnswer(status: 201, body: .string("anything"))])
      )
    )
    guard case .held = held.first?.content else {
      Issue.record("a held record's answer was read")
      return
    }
    // More answers than entries is not an answer to this batch.
    #expect(throws: DecodingError.self) {
      try PushAnswer.answers(to: [], from: WireCoding.encoder.encode(response))
    }
  }

  /// The batch's body, with each stored payload set in its entry's place, reads back as the
  /// contract's request with those payloads as bodies, whatever the payloads hold.
  @Test func aBatchBodyCarriesEachPayloadAsStored() throws {
    let patient = Fixture.patient("Grace \"body\":null")
    let patch = Wire.RecordPatch(changes: [
      Wire.FieldChange(field: "notes", from: .string("a"), to: .string("\"body\":null"))
    ])
    let payloads = [try WireCoding.encoder.encode(patient), try WireCoding.encoder.encode(patch)]
    let entries = [
      Wire.BatchEntry(
        method: .put,
        type: Wire.Patient.type,
        id: patient.id,
        idempotencyKey: "k1",
        body: .null
      ),
      Wire.BatchEntry(
        method: .patch,
        type: Wire.Patient.type,
        id: patient.id,
        idempotencyKey: "k2",
        baseVersion: 3,
        body: .string("replaced")
      ),
    ]
    let body = try BatchBody.encode(entries, bodies: payloads)
    let read = try WireCoding.decoder.decode(Wire.BatchRequest.self, from: body)

    var expected = entries
    expected[0].body = try JSONValue(encoding: patient)
    expected[1].body = try JSONValue(encoding: patch)
    #expect(read == Wire.BatchRequest(entries: expected))
    #expect(
      try BatchBody.encode([], bodies: [])
        == WireCoding.encoder.encode(Wire.BatchRequest(entries: []))
    )
  }

  /// An outbox entry read back column by column is the entry written.
  @Test func anOutboxEntryReadsBackAsWritten() async throws {
    let store = try Store.inMemory(migrations: TestTables.migrations)
    var update = OutboxEntry(
      entityType: "patient",
      entityID: UUID(),
      operation: .update,
      payload: Data(#"{"changes":[]}"#.utf8),
      baseVersion: 4,
      createdAt: Fixture.createdAt
    )
    update.attempts = 2
    update.lastError = "503 server error"
    let append = OutboxEntry(
      entityType: "braden",
      entityID: UUID(),
      operation: .append,
      payload: Data("{}".utf8),
      createdAt: Fixture.createdAt
    )
    let written = update
    let read = try await store.writer.write { db in
      try Outbox.enqueue(written, in: db)
      try Outbox.enqueue(append, in: db)
      return try Outbox.pending(in: db)
    }
    update.id = 1
    var appended = append
    appended.id = 2
    #expect(read == [update, appended])
  }
}
