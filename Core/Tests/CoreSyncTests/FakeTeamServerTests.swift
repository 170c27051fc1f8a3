import CoreContract
import CoreContractCases
import CoreHTTP
import CorePhoto
import CoreTesting
import Foundation
import Testing

/// The fake keeps the contract other libraries' tests rely on.
@Suite("FakeTeamServer")
struct FakeTeamServerTests {
  let server = FakeTeamServer()
  let patient = Fixture.patient()

  private func put<Record: TeamRecord>(
    _ record: Record,
    as nurse: String = "alice",
    key: String = UUID().uuidString
  ) async throws -> HTTPResponse {
    try await server.client(for: nurse).send(
      HTTPRequest(
        method: "PUT",
        path: ContractPaths.record(Record.type, record.recordID),
        headers: [ContractHeaders.idempotencyKey: key],
        body: try WireCoding.encoder.encode(record)
      )
    )
  }

  private func patch(_ changes: [Wire.FieldChange], ifMatch: String? = "\"1\"") async throws
    -> HTTPResponse
  {
    var headers = [ContractHeaders.idempotencyKey: UUID().uuidString]
    headers[ContractHeaders.ifMatch] = ifMatch
    return try await server.send(
      HTTPRequest(
        method: "PATCH",
        path: ContractPaths.record(Wire.Patient.type, patient.id),
        headers: headers,
        body: try WireCoding.encoder.encode(Wire.RecordPatch(changes: changes))
      )
    )
  }

  private func problem(_ response: HTTPResponse) -> Problem? {
    try? WireCoding.decoder.decode(Problem.self, from: response.body)
  }

  @Test func aCreateGetsVersionOneAndAReplayAnswersTheSame() async throws {
    let first = try await put(patient, key: "k1")
    #expect(first.status == 201)
    #expect(server.version(of: Wire.Patient.type, patient.id) == 1)
    let replay = try await put(patient, key: "k1")
    #expect(replay == first)
    #expect(server.lastSequence == 1)
    // Another nurse's key is hers: the same body again answers the stored record.
    #expect(try await put(patient, as: "bob", key: "k1").status == 200)
    var other = patient
    other.givenName = "Someone else"
    #expect(try await put(other).status == 409)
  }

  @Test func aBodyBreakingARuleIs422NamingTheField() async throws {
    var bad = patient
    bad.birthDate = "1950-02-30"
    let response = try await put(bad)
    #expect(response.status == 422)
    #expect(problem(response)?.field == "birthDate")
    #expect(server.record(Wire.Patient.type, patient.id) == nil)
  }

  @Test func aChildWithoutItsParentIs404() async throws {
    #expect(try await put(Fixture.braden(patient: patient.id)).status == 404)
    _ = try await put(patient)
    #expect(try await put(Fixture.braden(patient: patient.id)).status == 201)
  }

  @Test func aPatchNeedsIfMatchAndMergesFieldByField() async throws {
    _ = try await put(patient)
    let phone = Wire.FieldChange(
      field: "phone",
      from: .string("0100 00 00 00"),
      to: .string("0199 00 00 00")
    )
    #expect(try await patch([phone], ifMatch: nil).status == 428)

    let stale = Wire.FieldChange(field: "givenName", from: .string("Ad"), to: .string("Adele"))
    let response = try await patch([phone, stale])

    #expect(response.status == 200)
    let answer = try WireCoding.decoder.decode(
      Wire.PatchAnswer<Wire.Patient>.self,
      from: response.body
    )
    #expect(answer.record.phone == "0199 00 00 00")
    #expect(answer.record.givenName == "Ada")
    #expect(answer.record.version == 2)
    #expect(
      answer.conflicts == [
        .init(field: "givenName", mine: .string("Adele"), theirs: .string("Ada"))
      ]
    )
    let id = Wire.FieldChange(field: "createdAt", from: .null, to: .string("x"))
    #expect(problem(try await patch([id]))?.field == "createdAt")
  }

  @Test func aMessageIsNumberedAndAReadMarkIsEachNursesFurthest() async throws {
    _ = try await put(patient)
    let message = Wire.Message(
      id: RecordID(UUID()),
      patientId: patient.id,
      author: "alice",
      body: "Turned at 10.",
      sentAt: Fixture.createdAt
    )
    _ = try await put(message)
    let stored = try #require(server.record(Wire.Message.self, message.id))
    #expect(stored.sequence == 2)
    #expect(stored.author == "alice")

    _ = try await put(Wire.ReadMark(patientId: patient.id, upToSequence: 2))
    _ = try await put(Wire.ReadMark(patientId: patient.id, upToSequence: 1))
    #expect(server.record(Wire.ReadMark.self, patient.id, owner: "alice")?.upToSequence == 2)
    #expect(server.record(Wire.ReadMark.self, patient.id, owner: "bob") == nil)
    let bobsPage = try await server.client(for: "bob").send(
      HTTPRequest(method: "GET", path: ContractPaths.changes)
    )
    let page = try WireCoding.decoder.decode(Wire.ChangePage.self, from: bobsPage.body)
    #expect(page.changes.map(\.type) == [Wire.Patient.type, Wire.Message.type])
  }

  @Test func theFeedPagesAndCarriesTombstones() async throws {
    _ = try await put(patient)
    let other = Fixture.patient("Grace")
    _ = try await put(other)
    server.erase(type: Wire.Patient.type, id: patient.id)
    let response = try await server.send(
      HTTPRequest(
        method: "GET",
        path: ContractPaths.changes,
        query: [.init(name: "since", value: "1"), .init(name: "limit", value: "1")]
      )
    )
    let page = try WireCoding.decoder.decode(Wire.ChangePage.self, from: response.body)
    #expect(page.changes.map(\.id) == [other.id])
    #expect(page.next == 2)
    #expect(page.hasMore)
    let rest = try await server.send(
      HTTPRequest(
        method: "GET",
        path: ContractPaths.changes,
        query: [.init(name: "since", value: "2")]
      )
    )
    let last = try WireCoding.decoder.decode(Wire.ChangePage.self, from: rest.body)
    #expect(last.changes.map(\.isTombstone) == [true])
    #expect(!last.hasMore)
  }

  @Test func photosAreKeptByHash() async throws {
    let hash = PhotoBytesRule.sha256(SamplePhotos.png)
    let path = ContractPaths.photo(hash)
    #expect(try await server.send(HTTPRequest(method: "HEAD", path: path)).status == 404)
    let put = HTTPRequest(
      method: "PUT",
      path: path,
      headers: ["Content-Type": "image/png"],
      body: SamplePhotos.png
    )
    #expect(try await server.send(put).status == 201)
    #expect(try await server.send(HTTPRequest(method: "HEAD", path: path)).status == 200)
    let got = try await server.send(HTTPRequest(method: "GET", path: path))
    #expect(got.body == SamplePhotos.png)
    #expect(got.headers["content-type"] == "image/png")
  }

  @Test func failuresPlayOnTheRequestsTheyMatch() async throws {
    server.failNext(.timedOut, nurse: "bob")
    server.refuse(Wire.Patient.type, field: "familyName", status: 422)
    let refused = try await put(patient)
    #expect(refused.status == 422)
    #expect(problem(refused)?.field == "familyName")
    #expect(try await put(patient).status == 201)
    await #expect(throws: HTTPError.timedOut) {
      _ = try await server.client(for: "bob").send(
        HTTPRequest(method: "GET", path: ContractPaths.changes)
      )
    }
    #expect(server.requests.map(\.nurse) == ["alice", "alice", "bob"])
  }
}
