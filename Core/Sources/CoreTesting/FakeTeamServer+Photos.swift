import CoreContract
import CoreHTTP
import CorePhoto
import Foundation

extension FakeTeamServer {
  /// `HEAD`, `PUT`, `PATCH` (a part) or `GET` (whole or a `Range`) `/v1/photos/<sha256>`, as
  /// nurse-server answers them (`PhotoTransfer`). Whole bytes meet nurse-server's rule
  /// (`PhotoBytesRule`): a test's photo is a real one named by its SHA-256
  /// (`SamplePhotos`), as the server would need it.
  func photo(_ request: HTTPRequest, sha256: String, state: inout FakeServerState)
    -> HTTPResponse
  {
    guard PhotoFormat.normalisedHash(sha256) == sha256 else {
      return .problem(400, "bad-request", detail: "not a SHA-256", field: "sha256")
    }
    let offsetHeader = ContractHeaders.uploadOffset.lowercased()
    switch request.method {
    case "HEAD":
      if state.photos[sha256] != nil { return HTTPResponse(status: 200) }
      let held = state.partialPhotos[sha256]?.bytes.count ?? 0
      return HTTPResponse(status: 404, headers: [offsetHeader: String(held)])
    case "GET":
      guard let photo = state.photos[sha256] else { return .problem(404, "not-found") }
      let total = photo.bytes.count
      guard let asked = request.header("Range") else {
        return HTTPResponse(
          status: 200,
          headers: ["content-type": photo.mediaType],
          body: photo.bytes
        )
      }
      guard let range = PhotoTransfer.range(asked, of: total) else {
        return HTTPResponse(status: 416, headers: ["content-range": "bytes */\(total)"])
      }
      return HTTPResponse(
        status: 206,
        headers: [
          "content-type": photo.mediaType,
          "content-range": "bytes \(range.lowerBound)-\(range.upperBound)/\(total)",
        ],
        body: photo.bytes.subdata(in: range.lowerBound..<(range.upperBound + 1))
      )
    case "PUT":
      guard let declared = Self.declaredFormat(request) else { return Self.unsupportedType }
      guard let bytes = request.body, !bytes.isEmpty else {
        return .problem(400, "bad-request", detail: "no bytes")
      }
      return store(bytes, declared: declared, sha256: sha256, state: &state)
    case "PATCH":
      guard Self.declaredFormat(request) != nil else { return Self.unsupportedType }
      return part(request, sha256: sha256, state: &state)
    default:
      return .problem(405, "method-not-allowed")
    }
  }

  /// One part of an upload: 204 with the bytes held, 409 naming `Upload-Offset` when it starts
  /// elsewhere, 201 once whole.
  private func part(_ request: HTTPRequest, sha256: String, state: inout FakeServerState)
    -> HTTPResponse
  {
    let offsetHeader = ContractHeaders.uploadOffset.lowercased()
    guard let offset = request.header(ContractHeaders.uploadOffset).flatMap({ Int($0) }),
      offset >= 0
    else {
      return .problem(400, "bad-request", field: ContractHeaders.uploadOffset)
    }
    guard let length = request.header(ContractHeaders.uploadLength).flatMap({ Int($0) }),
      (1...PhotoFormat.maximumByteCount).contains(length)
    else {
      return .problem(400, "bad-request", field: ContractHeaders.uploadLength)
    }
    if state.photos[sha256] != nil {
      return HTTPResponse(status: 200, headers: [offsetHeader: String(length)])
    }
    let mediaType = request.header("Content-Type") ?? "application/octet-stream"
    var partial =
      state.partialPhotos[sha256] ?? FakePhoto(bytes: Data(), mediaType: mediaType, length: length)
    let bytes = request.body ?? Data()
    guard partial.length == length, partial.mediaType == mediaType,
      offset + bytes.count <= length
    else {
      state.partialPhotos[sha256] = nil
      return .problem(422, "validation", field: ContractHeaders.uploadLength)
    }
    guard offset == partial.bytes.count else {
      var answer = HTTPResponse.problem(409, "upload-offset", field: ContractHeaders.uploadOffset)
      answer.headers[offsetHeader] = String(partial.bytes.count)
      return answer
    }
    partial.bytes.append(bytes)
    guard partial.bytes.count == length else {
      state.partialPhotos[sha256] = partial
      return HTTPResponse(status: 204, headers: [offsetHeader: String(partial.bytes.count)])
    }
    state.partialPhotos[sha256] = nil
    return store(
      partial.bytes,
      declared: Self.declaredFormat(request),
      sha256: sha256,
      state: &state
    )
  }

  /// Whole bytes checked as nurse-server checks them (CorePhoto's `PhotoBytesRule`: format,
  /// Content-Type, hash, decoding; 422 naming the field) and kept: 201, or 200 when held.
  private func store(
    _ bytes: Data,
    declared: PhotoFormat?,
    sha256: String,
    state: inout FakeServerState
  ) -> HTTPResponse {
    let format: PhotoFormat
    do {
      format = try PhotoBytesRule.format(
        of: bytes,
        field: "body",
        declared: declared,
        sha256: sha256
      )
    } catch {
      return .problem(422, "validation", field: (error as? RuleViolation)?.field)
    }
    let existed = state.photos[sha256] != nil
    state.photos[sha256] = FakePhoto(bytes: bytes, mediaType: format.mediaType)
    return HTTPResponse(status: existed ? 200 : 201)
  }

  /// The format the request's `Content-Type` names, nil for none a photo has.
  private static func declaredFormat(_ request: HTTPRequest) -> PhotoFormat? {
    request.header("Content-Type").flatMap(PhotoFormat.init(mediaType:))
  }

  /// 415 naming `Content-Type`, as nurse-server answers a photo sent as anything else.
  private static let unsupportedType = HTTPResponse.problem(
    415,
    "unsupported-media-type",
    field: "Content-Type"
  )
}
