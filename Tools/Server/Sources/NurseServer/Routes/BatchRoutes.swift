import CoreContract
import Foundation
import HTTPTypes
import Hummingbird

/// `POST /v1/batch`: many record writes in one request, applied in order in one transaction,
/// each answered as its own `PUT` or `PATCH` would be (a refused one does not undo the others).
///
/// Each entry goes through the single requests' checks (`RecordCommands`), the store's one
/// write path (`ServerStore.writeRecords`) and their answers (`RecordAnswers`): a batch adds
/// no rule of its own beyond its limits.
struct BatchRoutes {
  let store: any ServerStore
  let metrics: ServerMetrics
  let now: @Sendable () -> Date

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.post("batch") { request, context in try await batch(request, context) }
  }

  /// Where an entry's answer comes from: refused before the store, or the store's result.
  private enum Slot {
    case refused(Problem)
    case command(Int, TeamRecordKind)
  }

  private func batch(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let data = try await RequestReading.jsonBody(
      request,
      context: context,
      limit: Wire.BatchRequest.maxBytes
    )
    let entries = try Self.entries(try RecordBody.object(data))
    metrics.pushed(entries: entries.count)
    // An entry keeps its single request's limit; only a batch over it can hold one that is.
    let entryLimit = data.count > context.maxUploadSize ? context.maxUploadSize : nil
    let today = now()
    var slots: [Slot] = []
    var commands: [RecordCommand] = []
    for entry in entries {
      do {
        let command = try Self.command(entry, nurse: nurse, now: today, limit: entryLimit)
        slots.append(.command(commands.count, command.kind))
        commands.append(command)
      } catch let problem as Problem {
        slots.append(.refused(problem))
      }
    }
    let results = try await store.writeRecords(commands)
    let answers = try slots.map { slot -> Wire.BatchAnswer in
      switch slot {
      case .refused(let problem):
        return try Self.answer(problem)
      case .command(let index, let kind):
        do {
          let outcome = try IdempotencyProblems.outcome(results[index])
          let (status, body) = try RecordAnswers.answer(outcome, kind: kind)
          return Wire.BatchAnswer(status: status.code, body: body)
        } catch let problem as Problem {
          return try Self.answer(problem)
        }
      }
    }
    return try JSONAnswer.response(.ok, Wire.BatchResponse(answers: answers))
  }

  /// The body's entries, at most `Wire.BatchRequest.maxEntries` of them.
  private static func entries(_ body: [String: JSONValue]) throws -> [JSONValue] {
    if let unknown = body.keys.sorted().first(where: {
      !Wire.BatchRequest.allowedKeys.contains($0)
    }) {
      throw Problem.invalid("Unknown field.", field: unknown)
    }
    guard case .array(let entries) = body["entries"] else {
      throw Problem.invalid("entries must be a list of record writes.", field: "entries")
    }
    let limit = Wire.BatchRequest.maxEntries
    guard entries.count <= limit else {
      throw Problem.invalid("A batch holds at most \(limit) entries.", field: "entries")
    }
    return entries
  }

  /// One entry as the command its single request would make.
  private static func command(
    _ entry: JSONValue,
    nurse: AuthenticatedNurse,
    now: Date,
    limit: Int?
  ) throws -> RecordCommand {
    guard let fields = entry.fields else {
      throw Problem.invalid("An entry must be a JSON object.", field: "entries")
    }
    if let unknown = fields.keys.sorted().first(where: {
      !Wire.BatchEntry.allowedKeys.contains($0)
    }) {
      throw Problem.invalid("Unknown field.", field: unknown)
    }
    var write: Wire.BatchEntry
    do {
      // The body is taken as it is, not written and read again with the rest of the entry.
      var head = fields
      if head["body"] != nil { head["body"] = .null }
      write = try JSONValue.object(head).decode(as: Wire.BatchEntry.self)
      write.body = entry["body"]
    } catch let error as DecodingError {
      throw Problem.invalid(RuleViolation(error))
    }
    let kind = try RecordCommands.kind(write.type)
    if let limit, write.body.wireData.count > limit { throw RequestReading.tooLarge(limit) }
    guard let body = write.body.fields else {
      throw Problem.invalid("The body must be a JSON object.", field: "body")
    }
    switch write.method {
    case .put:
      return try RecordCommands.put(
        kind,
        id: write.id,
        key: write.idempotencyKey,
        fields: body,
        nurse: nurse,
        now: now
      )
    case .patch:
      return try RecordCommands.patch(
        kind,
        id: write.id,
        key: write.idempotencyKey,
        baseVersion: write.baseVersion,
        fields: body,
        nurse: nurse,
        now: now
      )
    }
  }

  /// A refusal as the entry's answer: the problem+json its single request would get, naming
  /// the entry's `idempotencyKey` where that request would name its `Idempotency-Key` header.
  private static func answer(_ problem: Problem) throws -> Wire.BatchAnswer {
    var problem = problem
    if problem.field == RequestReading.idempotencyKeyHeader { problem.field = "idempotencyKey" }
    return Wire.BatchAnswer(status: problem.status, body: try JSONValue(encoding: problem))
  }
}
