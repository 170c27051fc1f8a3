import CoreContract
import CoreHTTP
import Foundation

extension FakeTeamServer {
  /// `POST /v1/batch`: each entry answered as its single request (`record`), in order, as one
  /// transaction: a failure that would stop the whole request (offline, a time-out, 401, 429,
  /// 5xx) met by an entry leaves nothing of the batch stored.
  func batch(_ request: HTTPRequest, nurse: String, state: inout FakeServerState) throws
    -> HTTPResponse
  {
    let body = request.body ?? Data()
    guard let batch = try? WireCoding.decoder.decode(Wire.BatchRequest.self, from: body) else {
      return .problem(422, "validation", detail: "not a batch", field: "entries")
    }
    guard batch.entries.count <= Wire.BatchRequest.maxEntries else {
      return .problem(422, "validation", detail: "too many entries", field: "entries")
    }
    let before = state
    var answers: [Wire.BatchAnswer] = []
    for entry in batch.entries {
      let single = Self.request(for: entry)
      var response: HTTPResponse
      if let failure = state.takeFailure(for: single, nurse: nurse) {
        if failure.stopsABatch {
          state.rows = before.rows
          state.sequence = before.sequence
          state.replays = before.replays
          return try failure.play(on: request)
        }
        response = try failure.play(on: single)
      } else {
        guard let address = Self.address(of: single) else {
          return .problem(404, "not-found")
        }
        response = record(single, address, nurse: nurse, state: &state)
      }
      let body = (try? JSONValue(wireData: response.body)) ?? .null
      answers.append(Wire.BatchAnswer(status: response.status, body: body))
    }
    return .json(200, Wire.BatchResponse(answers: answers))
  }

  /// The single `PUT` or `PATCH` a batch entry stands for.
  static func request(for entry: Wire.BatchEntry) -> HTTPRequest {
    var headers = [
      ContractHeaders.idempotencyKey: entry.idempotencyKey,
      "Content-Type": "application/json",
    ]
    if let base = entry.baseVersion { headers[ContractHeaders.ifMatch] = "\"\(base)\"" }
    return HTTPRequest(
      method: entry.method.rawValue,
      path: ContractPaths.record(entry.type, entry.id),
      headers: headers,
      body: entry.body.wireData
    )
  }

  /// The record a `/v1/records/<type>/<id>` path names.
  static func address(of request: HTTPRequest) -> FakeAddress? {
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count == 4, parts[0] == "v1", parts[1] == "records", let id = RecordID(parts[3])
    else { return nil }
    return FakeAddress(type: RecordType(rawValue: parts[2]), id: id)
  }

  /// The single requests a received request stands for: a batch's entries, else itself.
  static func unfolded(_ received: ReceivedRequest) -> [ReceivedRequest] {
    guard received.request.method == "POST", received.request.path == ContractPaths.batch,
      let batch = try? WireCoding.decoder.decode(
        Wire.BatchRequest.self,
        from: received.request.body ?? Data()
      )
    else { return [received] }
    return batch.entries.map { ReceivedRequest(nurse: received.nurse, request: request(for: $0)) }
  }
}

extension FakeTeamServer.Failure {
  /// True for a failure the real server meets as a whole request (its transaction rolled
  /// back), never as one entry's answer.
  var stopsABatch: Bool {
    switch self {
    case .offline, .timedOut, .unauthorized, .answerLost: true
    case .status(let status): status >= 500 || status == 429 || status == 401
    case .refused: false
    }
  }
}
