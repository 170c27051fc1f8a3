import Foundation
import Hummingbird

/// The care team's messages: send one to a patient's thread, move one's read mark on it, and
/// the feed of the team's messages and one's own read marks.
struct MessageRoutes {
  let store: any MessageStore

  func register(on group: RouterGroup<NurseRequestContext>) {
    // `:id`, as the patient routes name it: the router cannot tell apart two parameters of
    // different names at the same place, and would answer 404 to one of them.
    group.post("patients/:id/messages") { request, context in try await send(request, context) }
    group.put("patients/:id/read-mark") { request, context in try await mark(request, context) }
    group.get("messages/changes") { request, context in try await changes(request, context) }
  }

  private func send(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let patientID = try Self.patientID(context)
    let key = try RequestReading.idempotencyKey(request)
    let body = try await RequestReading.body(request, context: context)
    let sent = try StrictDecoding.decode(MessageSendBody.self, from: body)
    try MessageValidation.validate(sent)
    let message = NewMessage(
      id: sent.id,
      patientId: patientID,
      body: sent.body,
      sentAt: sent.sentAt,
      replyTo: sent.replyTo
    )
    let write = WriteRequest(
      record: message,
      ifMatch: nil,
      idempotencyKey: key,
      requestLine: "POST /v1/patients/\(patientID)/messages",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.sendMessage(write, respond: Self.answer(for:))
    }
    return JSONAnswer.response(answer)
  }

  @Sendable static func answer(for outcome: MessageSendOutcome) throws -> StoredResponse {
    switch outcome {
    case .created(let message): return try JSONAnswer.stored(.created, message)
    case .alreadyStored(let message): return try JSONAnswer.stored(.ok, message)
    case .patientNotFound: throw Problem.notFound("No such patient in your team.")
    case .idTaken:
      throw Problem(
        status: .conflict,
        type: "message-exists",
        detail: "Another patient's thread has a message with this id.",
        field: "id"
      )
    case .replyToNotFound:
      throw Problem.invalid("replyTo names no message of this patient.", field: "replyTo")
    }
  }

  private func mark(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let patientID = try Self.patientID(context)
    let key = try RequestReading.idempotencyKey(request)
    let body = try await RequestReading.body(request, context: context)
    let sent = try StrictDecoding.decode(ReadMarkBody.self, from: body)
    try MessageValidation.validate(sent)
    let write = WriteRequest(
      record: ReadMarkRecord(patientId: patientID, upToSequence: sent.upToSequence),
      ifMatch: nil,
      idempotencyKey: key,
      requestLine: "PUT /v1/patients/\(patientID)/read-mark",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.markRead(write) { outcome in
        switch outcome {
        case .marked(let mark): return try JSONAnswer.stored(.ok, mark)
        case .patientNotFound: throw Problem.notFound("No such patient in your team.")
        }
      }
    }
    return JSONAnswer.response(answer)
  }

  private func changes(_ request: Request, _ context: NurseRequestContext) async throws -> Response
  {
    let nurse = try context.requireNurse()
    let query = try RequestReading.changesQuery(request)
    let page = try await store.messageChanges(since: query.since, limit: query.limit, for: nurse)
    return try JSONAnswer.response(.ok, MessageChangesPageBody(page))
  }

  /// The patient of the path, named `patientId` as the contract names it.
  private static func patientID(_ context: NurseRequestContext) throws -> RecordID {
    guard let text = context.parameters.get("id"), let id = RecordID(text) else {
      throw Problem.badRequest("The patient id in the path is not a UUID.", field: "patientId")
    }
    return id
  }
}
