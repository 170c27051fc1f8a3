import CoreContract
import CoreHTTP
import Foundation

extension FakeTeamServer {
  /// `GET /v1/changes?since=&limit=`: every row changed after `since` that this nurse may see
  /// (team records and her own per-nurse ones), in sequence order; no record is a tombstone.
  func changes(_ request: HTTPRequest, nurse: String, state: FakeServerState) -> HTTPResponse {
    let since = request.queryValue("since").flatMap { Int64($0) } ?? 0
    let limit = min(max(request.queryValue("limit").flatMap { Int($0) } ?? 100, 1), 1000)
    let rows = state.rows.values
      .filter { $0.sequence > since && ($0.owner == nil || $0.owner == nurse) }
      .sorted { $0.sequence < $1.sequence }
    let page = rows.prefix(limit)
    let changes = page.map {
      Wire.Change(
        sequence: $0.sequence,
        type: $0.address.type,
        id: $0.address.id,
        record: $0.payload
      )
    }
    return .json(
      200,
      Wire.ChangePage(
        changes: changes,
        next: page.last?.sequence ?? since,
        hasMore: rows.count > limit
      )
    )
  }

  /// `HEAD`, `PUT` or `GET /v1/photos/<sha256>`. The bytes are kept as sent: the fake does not
  /// hash them, so a test may store any bytes under a hash.
  func photo(_ request: HTTPRequest, sha256: String, state: inout FakeServerState)
    -> HTTPResponse
  {
    guard PhotoFormat.normalisedHash(sha256) == sha256 else {
      return .problem(400, "bad-request", detail: "not a SHA-256", field: "sha256")
    }
    switch request.method {
    case "HEAD":
      return HTTPResponse(status: state.photos[sha256] == nil ? 404 : 200)
    case "GET":
      guard let photo = state.photos[sha256] else { return .problem(404, "not-found") }
      return HTTPResponse(
        status: 200,
        headers: ["content-type": photo.mediaType],
        body: photo.bytes
      )
    case "PUT":
      guard let bytes = request.body, !bytes.isEmpty else {
        return .problem(400, "bad-request", detail: "no bytes")
      }
      let existed = state.photos[sha256] != nil
      let mediaType = request.header("Content-Type") ?? "application/octet-stream"
      state.photos[sha256] = FakePhoto(bytes: bytes, mediaType: mediaType)
      return HTTPResponse(status: existed ? 200 : 201)
    default:
      return .problem(405, "method-not-allowed")
    }
  }
}
