import CoreContract
import Foundation
import HTTPTypes
import Hummingbird

/// `/v1/records/{type}/{id}`: every team record, whatever its kind. `PUT` creates or appends,
/// `PATCH` merges field changes into a versioned record, `GET` reads one.
struct RecordRoutes {
  let store: any ServerStore
  let now: @Sendable () -> Date

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.get("records/:type/:id") { _, context in try await read(context) }
    group.put("records/:type/:id") { request, context in try await put(request, context) }
    group.patch("records/:type/:id") { request, context in try await patch(request, context) }
  }

  private func read(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let (kind, id) = try Self.address(context)
    guard let record = try await store.record(kind, id: id, for: nurse) else {
      throw Problem.notFound("No such \(kind.type) in your team.")
    }
    return RecordAnswers.stored(record)
  }

  private func put(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let (kind, id) = try Self.address(context)
    let key = try RequestReading.idempotencyKey(request)
    let fields = try RecordBody.object(try await RequestReading.body(request, context: context))
    let record: TeamRecordKind.Checked
    do throws(RuleViolation) {
      record = try kind.check(fields, now())
    } catch {
      throw Problem.invalid(error)
    }
    guard record.id == id else {
      throw Problem.invalid("The record's id is not the path's.", field: "id")
    }
    let write = RecordWrite(
      kind: kind,
      record: record,
      idempotencyKey: key,
      requestLine: "PUT \(ContractPaths.record(kind.type, id))",
      nurse: nurse
    )
    let outcome = try await IdempotencyProblems.mapping { try await store.putRecord(write) }
    return try RecordAnswers.response(outcome, kind: kind)
  }

  private func patch(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let (kind, id) = try Self.address(context)
    guard kind.policy == .versioned else {
      throw Problem(
        status: .methodNotAllowed,
        type: "method-not-allowed",
        detail: "A \(kind.type) never changes once stored; send a new one instead."
      )
    }
    let key = try RequestReading.idempotencyKey(request)
    guard let baseVersion = try RequestReading.ifMatch(request) else {
      throw Problem(
        status: .preconditionRequired,
        type: "precondition-required",
        detail: "Send If-Match with the version you changed.",
        field: "If-Match"
      )
    }
    let body = try await RequestReading.body(request, context: context)
    let changes = try RecordBody.patch(body, mergeable: kind.mergeableFields)
    let write = RecordPatchWrite(
      kind: kind,
      id: id,
      changes: changes,
      baseVersion: baseVersion,
      idempotencyKey: key,
      requestLine: "PATCH \(ContractPaths.record(kind.type, id))",
      nurse: nurse,
      now: now()
    )
    let outcome = try await IdempotencyProblems.mapping { try await store.patchRecord(write) }
    return try RecordAnswers.response(outcome, kind: kind)
  }

  /// The kind and id of the path; a type the server does not know is 404, like an absent record.
  static func address(_ context: NurseRequestContext) throws -> (TeamRecordKind, RecordID) {
    guard let name = context.parameters.get("type"),
      let kind = TeamRecordKinds.kind(RecordType(rawValue: name))
    else { throw Problem.notFound("No such kind of record.") }
    return (kind, try RequestReading.pathID(context))
  }
}

/// `GET /v1/changes?since=&limit=`: the team's change log.
struct ChangeRoutes {
  let store: any ServerStore

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.get("changes") { request, context in
      let nurse = try context.requireNurse()
      let query = try RequestReading.changesQuery(request)
      let page = try await store.changes(since: query.since, limit: query.limit, for: nurse)
      return RecordAnswers.json(page.wireData)
    }
  }
}
