import CoreContract
import Foundation
import HTTPTypes
import Hummingbird

/// `PATCH /v1/photos/{sha256}`: one part of an upload that resumes where a cut left it, in the
/// spirit of tus. The part starts at `Upload-Offset` (the bytes the server holds, which `HEAD`
/// reports), the photo's whole size is `Upload-Length` and its format the `Content-Type`.
/// Answers 204 with the bytes now held (`Upload-Offset`); 409 naming `Upload-Offset`, with the
/// bytes held, when the part starts elsewhere; once every byte is here, what a `PUT` of the
/// whole would answer (201, 200, or 422 naming `sha256` when the bytes differ from their hash:
/// the upload is then dropped).
extension PhotoRoutes {
  func part(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    let sha256 = try RequestReading.pathHash(context)
    let declared = try Self.declaredFormat(request)
    guard let offset = request.headers[Self.uploadOffset].flatMap({ Int($0) }), offset >= 0 else {
      throw Problem.badRequest("Upload-Offset: the part's first byte.", field: "Upload-Offset")
    }
    guard let length = request.headers[Self.uploadLength].flatMap({ Int($0) }),
      (1...PhotoFormat.maximumByteCount).contains(length)
    else {
      throw Problem.badRequest(
        "Upload-Length: the photo's size, 1 to \(PhotoFormat.maximumByteCount) bytes.",
        field: "Upload-Length"
      )
    }
    if try await store.hasPhoto(sha256: sha256, for: nurse) {
      return Response(status: .ok, headers: [Self.uploadOffset: String(length)])
    }
    let bytes = try await RequestReading.body(
      request,
      context: context,
      limit: max(1, min(length - offset, PhotoFormat.maximumByteCount))
    )
    let key = PartialUploads.Key(teamID: nurse.teamID, sha256: sha256)
    switch await partials.append(
      bytes,
      at: offset,
      length: length,
      mediaType: declared.mediaType,
      to: key
    ) {
    case .wrongOffset(let held):
      var problem = Problem(
        status: .conflict,
        type: "upload-offset",
        detail: "The server holds \(held) bytes of this photo: send the part from there.",
        field: ContractHeaders.uploadOffset
      )
      problem.headers[Self.uploadOffset] = String(held)
      throw problem
    case .mismatch:
      throw Problem.invalid(
        "The part does not fit the upload begun (its length or type): start again at 0.",
        field: ContractHeaders.uploadLength
      )
    case .partial(let held):
      return Response(status: .noContent, headers: [Self.uploadOffset: String(held)])
    case .whole(let whole, _):
      do {
        return try await store(whole, declared: declared, sha256: sha256, for: nurse, key: nil)
      } catch {
        await partials.drop(key)
        throw error
      }
    }
  }
}
