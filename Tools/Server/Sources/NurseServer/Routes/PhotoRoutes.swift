import CoreContract
import CorePhoto
import Foundation
import HTTPTypes
import Hummingbird

/// `/v1/photos/{sha256}`: photo bytes by their content. `HEAD` says whether the team has them
/// (and, when not, how many bytes of an upload in parts it holds: `Upload-Offset`), `PUT`
/// uploads them whole, `PATCH` one part of them (`PhotoRoutes+Parts.swift`), `GET` serves
/// them, whole or a `Range`. Every upload is checked once whole by CorePhoto's
/// `PhotoBytesRule` (at most 20 MB, JPEG/PNG magic bytes, its Content-Type, hash, decoding). The upload's `Idempotency-Key` is optional: bytes named by their hash cannot be
/// stored twice.
struct PhotoRoutes {
  let store: any ServerStore
  /// Uploads in parts not finished yet: one per server, shared by every request.
  let partials = PartialUploads()

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.head("photos/:sha256") { _, context in try await exists(context) }
    group.get("photos/:sha256") { request, context in try await read(request, context) }
    group.put("photos/:sha256") { request, context in try await upload(request, context) }
    group.patch("photos/:sha256") { request, context in try await part(request, context) }
  }

  /// No body: a HEAD answer has none, so a refusal is its status alone.
  private func exists(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    guard let sha256 = try? RequestReading.pathHash(context) else {
      return Response(status: .badRequest)
    }
    if try await store.hasPhoto(sha256: sha256, for: nurse) { return Response(status: .ok) }
    let held = await partials.offset(of: .init(teamID: nurse.teamID, sha256: sha256))
    return Response(status: .notFound, headers: [Self.uploadOffset: String(held)])
  }

  /// The bytes, or the `Range: bytes=<first>-[<last>]` asked of them (206, `Content-Range`):
  /// a download cut half way resumes where it stopped.
  private func read(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let sha256 = try RequestReading.pathHash(context)
    guard let photo = try await store.photo(sha256: sha256, for: nurse) else {
      throw Problem.notFound("No such photo in your team.")
    }
    let total = photo.bytes.count
    guard let asked = request.headers[.range] else {
      return Response(
        status: .ok,
        headers: [.contentType: photo.format.mediaType, .acceptRanges: "bytes"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: photo.bytes))
      )
    }
    guard let range = PhotoTransfer.range(asked, of: total) else {
      return Response(status: .rangeNotSatisfiable, headers: [.contentRange: "bytes */\(total)"])
    }
    return Response(
      status: .partialContent,
      headers: [
        .contentType: photo.format.mediaType,
        .contentRange: "bytes \(range.lowerBound)-\(range.upperBound)/\(total)",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: photo.bytes[range]))
    )
  }

  private func upload(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let sha256 = try RequestReading.pathHash(context)
    let declared = try Self.declaredFormat(request)
    let bytes = try await RequestReading.body(
      request,
      context: context,
      limit: PhotoFormat.maximumByteCount
    )
    let key = try RequestReading.optionalIdempotencyKey(request)
    return try await store(bytes, declared: declared, sha256: sha256, for: nurse, key: key)
  }

  /// Checks whole bytes against their declared format and hash and stores them: 201, or 200
  /// when the team had them already.
  func store(
    _ bytes: Data,
    declared: PhotoFormat,
    sha256: String,
    for nurse: AuthenticatedNurse,
    key: String?
  ) async throws -> Response {
    let format: PhotoFormat
    do {
      format = try PhotoBytesRule.format(
        of: bytes,
        field: "body",
        declared: declared,
        sha256: sha256
      )
    } catch let violation as RuleViolation {
      throw Problem.invalid("The \(violation.field) \(violation.reason).", field: violation.field)
    }
    let upload = PhotoUpload(sha256: sha256, format: format, bytes: bytes)
    let outcome = try await IdempotencyProblems.mapping {
      try await store.storePhoto(upload, for: nurse, idempotencyKey: key)
    }
    switch outcome {
    case .created(let answer): return try JSONAnswer.response(.created, answer)
    case .alreadyThere(let answer): return try JSONAnswer.response(.ok, answer)
    }
  }

  /// The photo's format its `Content-Type` declares.
  static func declaredFormat(_ request: Request) throws -> PhotoFormat {
    guard let declared = request.headers[.contentType].flatMap(PhotoFormat.init(mediaType:)) else {
      throw Problem(
        status: .unsupportedMediaType,
        type: "unsupported-media-type",
        detail: "A photo is sent as image/jpeg or image/png.",
        field: "Content-Type"
      )
    }
    return declared
  }

  static let uploadOffset = HTTPField.Name(ContractHeaders.uploadOffset)!
  static let uploadLength = HTTPField.Name(ContractHeaders.uploadLength)!
}
