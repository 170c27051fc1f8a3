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
        hasMore: rows.count > limit,
        log: state.log
      )
    )
  }
}
