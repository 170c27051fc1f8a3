import CoreContract
import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// `/v1/photos/{sha256}`: photo bytes by their content. `HEAD` says whether the team has them,
/// `PUT` uploads them (checked: hash, JPEG/PNG magic bytes, at most 20 MB), `GET` serves them.
/// The upload's `Idempotency-Key` is optional: bytes named by their hash cannot be stored twice.
struct PhotoRoutes {
  let store: any ServerStore

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.head("photos/:sha256") { _, context in try await exists(context) }
    group.get("photos/:sha256") { _, context in try await read(context) }
    group.put("photos/:sha256") { request, context in try await upload(request, context) }
  }

  /// No body: a HEAD answer has none, so a refusal is its status alone.
  private func exists(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    guard let sha256 = try? RequestReading.pathHash(context) else {
      return Response(status: .badRequest)
    }
    let found = try await store.hasPhoto(sha256: sha256, for: nurse)
    return Response(status: found ? .ok : .notFound)
  }

  private func read(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let sha256 = try RequestReading.pathHash(context)
    guard let photo = try await store.photo(sha256: sha256, for: nurse) else {
      throw Problem.notFound("No such photo in your team.")
    }
    return Response(
      status: .ok,
      headers: [.contentType: photo.format.mediaType],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: photo.bytes))
    )
  }

  private func upload(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let sha256 = try RequestReading.pathHash(context)
    guard let declared = request.headers[.contentType].flatMap(PhotoFormat.init(mediaType:)) else {
      throw Problem(
        status: .unsupportedMediaType,
        type: "unsupported-media-type",
        detail: "A photo is sent as image/jpeg or image/png.",
        field: "Content-Type"
      )
    }
    let bytes = try await RequestReading.body(
      request,
      context: context,
      limit: PhotoFormat.maximumByteCount
    )
    guard let format = PhotoFormat(magicBytesOf: bytes) else {
      throw Problem.invalid("The body is not a JPEG or PNG image.", field: "body")
    }
    guard format == declared else {
      throw Problem.invalid("The Content-Type differs from the image's.", field: "Content-Type")
    }
    let digest = SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    guard digest == sha256 else {
      throw Problem.invalid("The SHA-256 of the body differs from the path's.", field: "sha256")
    }
    let upload = PhotoUpload(sha256: sha256, format: format, bytes: bytes)
    let key = try RequestReading.optionalIdempotencyKey(request)
    let outcome = try await IdempotencyProblems.mapping {
      try await store.storePhoto(upload, for: nurse, idempotencyKey: key)
    }
    switch outcome {
    case .created(let answer): return try JSONAnswer.response(.created, answer)
    case .alreadyThere(let answer): return try JSONAnswer.response(.ok, answer)
    }
  }
}
