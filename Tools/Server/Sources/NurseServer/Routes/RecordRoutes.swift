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
    let fields = try RecordBody.object(try await RequestReading.jsonBody(request, context: context))
    let command = try RecordCommands.put(
      kind,
      id: id,
      key: key,
      fields: fields,
      nurse: nurse,
      now: now()
    )
    return try await write(command)
  }

  private func patch(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let (kind, id) = try Self.address(context)
    try RecordCommands.requireVersioned(kind)
    let key = try RequestReading.idempotencyKey(request)
    let baseVersion = try RequestReading.ifMatch(request)
    let fields = try RecordBody.object(try await RequestReading.jsonBody(request, context: context))
    let command = try RecordCommands.patch(
      kind,
      id: id,
      key: key,
      baseVersion: baseVersion,
      fields: fields,
      nurse: nurse,
      now: now()
    )
    return try await write(command)
  }

  /// A single write is a batch of one: the same store path, the same answers.
  private func write(_ command: RecordCommand) async throws -> Response {
    let result = try await store.writeRecords([command])[0]
    return try RecordAnswers.response(try IdempotencyProblems.outcome(result), kind: command.kind)
  }

  /// The kind and id of the path; a type the server does not know is 404, like an absent record.
  static func address(_ context: NurseRequestContext) throws -> (TeamRecordKind, RecordID) {
    let kind = try RecordCommands.kind(RecordType(rawValue: context.parameters.get("type") ?? ""))
    return (kind, try RequestReading.pathID(context))
  }
}

/// `GET /v1/changes?since=&limit=`: the team's change log.
struct ChangeRoutes {
  let store: any ServerStore
  let metrics: ServerMetrics

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.get("changes") { request, context in
      let nurse = try context.requireNurse()
      let query = try RequestReading.changesQuery(request)
      var page = try await store.changes(since: query.since, limit: query.limit, for: nurse)
      page.log = try await store.changeLogID()
      metrics.pulled(changes: page.changes.count)
      return RecordAnswers.json(page.wireData)
    }
  }
}
