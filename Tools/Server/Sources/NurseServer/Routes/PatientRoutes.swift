import Foundation
import Hummingbird

/// `/v1/patients`: create or update a patient, read one, and the team's change feed.
struct PatientRoutes {
  let store: any ServerStore
  let now: @Sendable () -> Date

  func register(on group: RouterGroup<NurseRequestContext>) {
    // The feed first: "changes" must not be taken for a patient id.
    group.get("patients/changes") { request, context in try await changes(request, context) }
    group.get("patients/:id") { _, context in try await read(context) }
    group.put("patients/:id") { request, context in try await put(request, context) }
  }

  private func put(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let id = try RequestReading.pathID(context)
    let key = try RequestReading.idempotencyKey(request)
    let ifMatch = try RequestReading.ifMatch(request)
    let body = try await RequestReading.body(request, context: context)
    let patient = try StrictDecoding.decode(PatientRecord.self, from: body)
    try RecordValidation.validate(patient, pathID: id, today: now())
    let write = WriteRequest(
      record: patient,
      ifMatch: ifMatch,
      idempotencyKey: key,
      requestLine: "PUT /v1/patients/\(id)",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.putPatient(write, respond: Self.answer(for:))
    }
    return JSONAnswer.response(answer)
  }

  /// The answer to each outcome; only successes are remembered under the key.
  @Sendable static func answer(for outcome: PatientWriteOutcome) throws -> StoredResponse {
    switch outcome {
    case .created(let patient): return try JSONAnswer.stored(.created, patient)
    case .updated(let patient): return try JSONAnswer.stored(.ok, patient)
    case .notFound: throw Problem.notFound("No such patient in your team.")
    case .preconditionRequired:
      throw Problem(
        status: .preconditionRequired,
        type: "precondition-required",
        detail: "The patient exists: send If-Match with the version you edited.",
        field: "If-Match"
      )
    case .stale(let current):
      var problem = Problem(
        status: .preconditionFailed,
        type: "stale-version",
        detail: "The patient changed on the server since that version; see current.",
        field: "If-Match"
      )
      problem.current = current
      throw problem
    }
  }

  private func read(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let id = try RequestReading.pathID(context)
    guard let patient = try await store.patient(id: id, for: nurse) else {
      throw Problem.notFound("No such patient in your team.")
    }
    return try JSONAnswer.response(.ok, patient)
  }

  private func changes(_ request: Request, _ context: NurseRequestContext) async throws -> Response
  {
    let nurse = try context.requireNurse()
    let query = try RequestReading.changesQuery(request)
    let page = try await store.patientChanges(since: query.since, limit: query.limit, for: nurse)
    let body = ChangesPageBody(page) { _ in "patient" }
    return try JSONAnswer.response(.ok, body)
  }
}

/// Turns the store's refusal of a reused key into a problem.
enum IdempotencyProblems {
  static func mapping(_ write: () async throws -> StoredResponse) async throws -> StoredResponse {
    do {
      return try await write()
    } catch ServerStoreError.idempotencyKeyReused {
      throw Problem(
        status: .unprocessableContent,
        type: "idempotency-key-reused",
        detail: "This Idempotency-Key was already used for another request.",
        field: "Idempotency-Key"
      )
    }
  }
}
