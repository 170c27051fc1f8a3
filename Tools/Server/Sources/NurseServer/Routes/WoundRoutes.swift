import Foundation
import Hummingbird

/// `/v1/patients/{id}/wounds` and `/v1/wounds`: open a wound, update it at a version, read it,
/// and the team's wound feed (wounds, assessments, photo attachments, tombstones).
struct WoundRoutes {
  let store: any ServerStore
  let now: @Sendable () -> Date

  func register(on group: RouterGroup<NurseRequestContext>) {
    // The feed first: "changes" must not be taken for a wound id.
    group.get("wounds/changes") { request, context in try await changes(request, context) }
    group.post("patients/:id/wounds") { request, context in try await create(request, context) }
    group.get("wounds/:id") { _, context in try await read(context) }
    group.put("wounds/:id") { request, context in try await update(request, context) }
  }

  private func create(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let patientID = try RequestReading.pathID(context)
    let key = try RequestReading.idempotencyKey(request)
    let wound = try await checkedWound(request, context)
    guard wound.patientId == patientID else {
      throw Problem.invalid("The patientId in the body differs from the path.", field: "patientId")
    }
    let write = WriteRequest(
      record: wound,
      ifMatch: nil,
      idempotencyKey: key,
      requestLine: "POST /v1/patients/\(patientID)/wounds",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.createWound(write, respond: Self.answer(for:))
    }
    return JSONAnswer.response(answer)
  }

  private func update(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let id = try RequestReading.pathID(context)
    let key = try RequestReading.idempotencyKey(request)
    let ifMatch = try RequestReading.ifMatch(request)
    let wound = try await checkedWound(request, context)
    guard wound.id == id else {
      throw Problem.invalid("The id in the body differs from the id in the path.", field: "id")
    }
    let write = WriteRequest(
      record: wound,
      ifMatch: ifMatch,
      idempotencyKey: key,
      requestLine: "PUT /v1/wounds/\(id)",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.updateWound(write, respond: Self.answer(for:))
    }
    return JSONAnswer.response(answer)
  }

  private func checkedWound(_ request: Request, _ context: NurseRequestContext) async throws
    -> WoundRecord
  {
    let body = try await RequestReading.body(request, context: context)
    let wound = try StrictDecoding.decode(WoundRecord.self, from: body)
    try WoundValidation.validate(wound, today: now())
    return wound
  }

  /// The answer to each outcome; only successes are remembered under the key.
  @Sendable static func answer(for outcome: WoundWriteOutcome) throws -> StoredResponse {
    switch outcome {
    case .created(let wound): return try JSONAnswer.stored(.created, wound)
    case .updated(let wound): return try JSONAnswer.stored(.ok, wound)
    case .notFound: throw Problem.notFound("No such patient or wound in your team.")
    case .idTaken:
      throw Problem(
        status: .conflict,
        type: "wound-exists",
        detail: "A wound with this id exists; update it with PUT /v1/wounds/{id}.",
        field: "id"
      )
    case .preconditionRequired:
      throw Problem(
        status: .preconditionRequired,
        type: "precondition-required",
        detail: "Send If-Match with the version of the wound you edited.",
        field: "If-Match"
      )
    case .stale(let current):
      var problem = Problem(
        status: .preconditionFailed,
        type: "stale-version",
        detail: "The wound changed on the server since that version; see current.",
        field: "If-Match"
      )
      problem.current = current
      throw problem
    case .patientChanged:
      throw Problem.invalid("A wound cannot move to another patient.", field: "patientId")
    }
  }

  private func read(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let id = try RequestReading.pathID(context)
    guard let wound = try await store.wound(id: id, for: nurse) else {
      throw Problem.notFound("No such wound in your team.")
    }
    return try JSONAnswer.response(.ok, wound)
  }

  private func changes(_ request: Request, _ context: NurseRequestContext) async throws -> Response
  {
    let nurse = try context.requireNurse()
    let query = try RequestReading.changesQuery(request)
    let page = try await store.woundChanges(since: query.since, limit: query.limit, for: nurse)
    return try JSONAnswer.response(.ok, ChangesPageBody(page) { $0.key })
  }
}
