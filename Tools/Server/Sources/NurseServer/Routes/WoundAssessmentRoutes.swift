import Foundation
import Hummingbird

/// `POST /v1/wounds/{id}/assessments` (append-only) and `POST /v1/assessments/{id}/photos`
/// (attach uploaded bytes). Both answer 201 with the stored record, or 200 with the record
/// already stored under that id: a retry never makes a duplicate.
struct WoundAssessmentRoutes {
  let store: any ServerStore

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.post("wounds/:id/assessments") { request, context in try await append(request, context) }
    group.post("assessments/:id/photos") { request, context in try await attach(request, context) }
  }

  private func append(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let woundID = try RequestReading.pathID(context)
    let key = try RequestReading.idempotencyKey(request)
    let body = try await RequestReading.body(request, context: context)
    let assessment = try StrictDecoding.decode(WoundAssessmentRecord.self, from: body)
    guard assessment.woundId == woundID else {
      throw Problem.invalid("The woundId in the body differs from the path.", field: "woundId")
    }
    try WoundValidation.validate(assessment)
    let write = WriteRequest(
      record: assessment,
      ifMatch: nil,
      idempotencyKey: key,
      requestLine: "POST /v1/wounds/\(woundID)/assessments",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.appendWoundAssessment(write, respond: Self.answer(for:))
    }
    return JSONAnswer.response(answer)
  }

  @Sendable static func answer(for outcome: WoundAssessmentOutcome) throws -> StoredResponse {
    switch outcome {
    case .created(let assessment): return try JSONAnswer.stored(.created, assessment)
    case .alreadyStored(let assessment): return try JSONAnswer.stored(.ok, assessment)
    case .notFound: throw Problem.notFound("No such wound in your team.")
    case .idTaken: throw idTaken("An assessment of another wound has this id.")
    case .supersedesUnknown:
      throw Problem.invalid("supersedes names no assessment of this wound.", field: "supersedes")
    }
  }

  private func attach(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let assessmentID = try RequestReading.pathID(context)
    let key = try RequestReading.idempotencyKey(request)
    let body = try await RequestReading.body(request, context: context)
    let decoded = try StrictDecoding.decode(PhotoAttachmentRecord.self, from: body)
    guard decoded.assessmentId == assessmentID else {
      throw Problem.invalid(
        "The assessmentId in the body differs from the path.",
        field: "assessmentId"
      )
    }
    let attachment = try WoundValidation.validate(decoded)
    let write = WriteRequest(
      record: attachment,
      ifMatch: nil,
      idempotencyKey: key,
      requestLine: "POST /v1/assessments/\(assessmentID)/photos",
      nurse: nurse
    )
    let answer = try await IdempotencyProblems.mapping {
      try await store.attachPhoto(write, respond: Self.answer(for:))
    }
    return JSONAnswer.response(answer)
  }

  @Sendable static func answer(for outcome: PhotoAttachOutcome) throws -> StoredResponse {
    switch outcome {
    case .created(let attachment): return try JSONAnswer.stored(.created, attachment)
    case .alreadyStored(let attachment): return try JSONAnswer.stored(.ok, attachment)
    case .notFound: throw Problem.notFound("No such assessment in your team.")
    case .idTaken: throw idTaken("An attachment of another assessment has this id.")
    case .bytesMissing:
      throw Problem.invalid(
        "Upload the bytes first: PUT /v1/photos/{sha256}.",
        field: "sha256"
      )
    case .bytesDiffer(let field):
      throw Problem.invalid("\(field) differs from the uploaded bytes'.", field: field)
    }
  }

  private static func idTaken(_ detail: String) -> Problem {
    Problem(status: .conflict, type: "id-taken", detail: detail, field: "id")
  }
}
