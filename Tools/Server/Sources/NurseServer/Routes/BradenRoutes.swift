import Foundation
import Hummingbird

/// `/v1/braden`: append an assessment, read one, and the team's change feed.
struct BradenRoutes {
  let store: any ServerStore

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.get("braden/changes") { request, context in try await changes(request, context) }
    group.get("braden/:id") { _, context in try await read(context) }
    group.put("braden/:id") { request, context in try await put(request, context) }
  }

  private func put(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let id = try RequestReading.pathID(context)
    let key = try RequestReading.idempotencyKey(request)
    let body = try await RequestReading.body(request, context: context)
    let braden = try StrictDecoding.decode(BradenRecord.self, from: body)
    try RecordValidation.validate(braden, pathID: id)
    let write = WriteRequest(
      record: braden,
      ifMatch: nil,
      idempotencyKey: key,
      requestLine: "PUT /v1/braden/\(id)",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.putBraden(write, respond: Self.answer(for:))
    }
    return JSONAnswer.response(answer)
  }

  @Sendable static func answer(for outcome: BradenWriteOutcome) throws -> StoredResponse {
    switch outcome {
    case .created(let braden): return try JSONAnswer.stored(.created, braden)
    case .unchanged(let braden): return try JSONAnswer.stored(.ok, braden)
    case .notFound: throw Problem.notFound("No such patient or assessment in your team.")
    case .conflict:
      throw Problem(
        status: .conflict,
        type: "assessment-exists",
        detail: "Another assessment has this id; assessments are never changed, add a new one.",
        field: "id"
      )
    }
  }

  private func read(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let id = try RequestReading.pathID(context)
    guard let braden = try await store.braden(id: id, for: nurse) else {
      throw Problem.notFound("No such assessment in your team.")
    }
    return try JSONAnswer.response(.ok, braden)
  }

  private func changes(_ request: Request, _ context: NurseRequestContext) async throws -> Response
  {
    let nurse = try context.requireNurse()
    let query = try RequestReading.changesQuery(request)
    let page = try await store.bradenChanges(since: query.since, limit: query.limit, for: nurse)
    let body = ChangesPageBody(page) { _ in "braden" }
    return try JSONAnswer.response(.ok, body)
  }
}
