import CoreContract
import CoreHTTP
import Foundation

extension FakeTeamServer {
  /// `GET`, `PUT` or `PATCH /v1/records/<type>/<id>`, with idempotency per nurse and key.
  func record(
    _ request: HTTPRequest,
    _ address: FakeAddress,
    nurse: String,
    state: inout FakeServerState
  ) -> HTTPResponse {
    guard let kind = kind(address.type) else {
      return .problem(404, "not-found", detail: "no kind \(address.type)")
    }
    let key = FakeRowKey(address: address, owner: kind.policy == .perNurse ? nurse : nil)
    switch request.method {
    case "GET":
      guard let payload = state.rows[key]?.payload else { return .problem(404, "not-found") }
      return .json(200, payload)
    case "PUT", "PATCH":
      // Required, as nurse-server requires it: a client that dropped it must fail its tests.
      let sentKey = request.header(ContractHeaders.idempotencyKey)?
        .trimmingCharacters(in: .whitespaces)
      guard let sentKey, !sentKey.isEmpty else {
        return FakeRefusal.badRequest(
          "The Idempotency-Key header is required.",
          field: ContractHeaders.idempotencyKey
        ).response
      }
      let replayKey = nurse + "\n" + sentKey
      if let first = state.replays[replayKey] { return first }
      let answer: HTTPResponse
      do {
        answer =
          request.method == "PUT"
          ? try put(request, key, kind: kind, nurse: nurse, state: &state)
          : try patch(request, key, kind: kind, nurse: nurse, state: &state)
      } catch {
        return error.response
      }
      state.replays[replayKey] = answer
      return answer
    default:
      return .problem(405, "method-not-allowed")
    }
  }

  /// Creates or appends: a record already stored answers itself when the body is the same
  /// (server-stamped fields aside), 409 otherwise; a per-nurse record keeps the furthest mark.
  private func put(
    _ request: HTTPRequest,
    _ key: FakeRowKey,
    kind: FakeKind,
    nurse: String,
    state: inout FakeServerState
  ) throws(FakeRefusal) -> HTTPResponse {
    let body = try json(request)
    guard var fields = body.fields else { throw .badRequest("expected an object") }
    try checkBody(body, key: key, kind: kind, state: state)
    if kind.stampsSequence { fields["sequence"] = nil }
    if kind.policy == .versioned { fields[ServerStamps.version] = nil }
    guard let existing = state.rows[key] else {
      return .json(201, state.write(fields, at: key, kind: kind, by: nurse))
    }
    guard let stored = existing.payload?.fields else {
      throw FakeRefusal(
        status: 409,
        type: "conflict",
        detail: "the record was erased",
        field: "id"
      )
    }
    if kind.policy == .perNurse {
      let mark = "upToSequence"
      if stored[mark] != nil, fields[mark] != nil,
        Self.number(fields[mark]) <= Self.number(stored[mark])
      {
        return .json(200, JSONValue.object(stored))
      }
      return .json(200, state.write(fields, at: key, kind: kind, by: nurse))
    }
    var comparable = stored
    comparable["sequence"] = kind.stampsSequence ? nil : comparable["sequence"]
    comparable[ServerStamps.version] =
      kind.policy == .versioned ? nil : comparable[ServerStamps.version]
    guard comparable == fields else {
      throw FakeRefusal(
        status: 409,
        type: "conflict",
        detail: "the id holds another record",
        field: "id"
      )
    }
    return .json(200, JSONValue.object(stored))
  }

  /// Merges field changes with `FieldMerge` (`If-Match` required, else 428): what merges
  /// lands with the next version, what conflicts keeps the server's value and is answered.
  private func patch(
    _ request: HTTPRequest,
    _ key: FakeRowKey,
    kind: FakeKind,
    nurse: String,
    state: inout FakeServerState
  ) throws(FakeRefusal) -> HTTPResponse {
    guard kind.policy == .versioned else {
      throw FakeRefusal(status: 405, type: "method-not-allowed", detail: "not a versioned kind")
    }
    guard let ifMatch = request.header(ContractHeaders.ifMatch) else {
      throw FakeRefusal(
        status: 428,
        type: "precondition-required",
        detail: "If-Match is required",
        field: ContractHeaders.ifMatch
      )
    }
    guard Int(ifMatch.trimmingCharacters(in: CharacterSet(charactersIn: "\" W/"))) != nil else {
      throw .badRequest("If-Match must be a version", field: ContractHeaders.ifMatch)
    }
    guard let stored = state.rows[key]?.payload?.fields else {
      throw FakeRefusal(status: 404, type: "not-found")
    }
    let body = try json(request)
    if let extra = body.fields?.keys.first(where: { !Wire.RecordPatch.allowedKeys.contains($0) }) {
      throw .badRequest("unknown key", field: extra)
    }
    guard let patch = try? body.decode(as: Wire.RecordPatch.self) else {
      throw .badRequest("expected a record patch")
    }
    for change in patch.changes where !kind.mayChange(change.field) {
      throw FakeRefusal(
        status: 422,
        type: "validation",
        detail: "cannot change",
        field: change.field
      )
    }
    for change in patch.changes {
      if let refusal = kind.changeRefusal?(change) { throw refusal }
    }
    let merge = FieldMerge.merge(current: stored, changes: patch.changes)
    var record = JSONValue.object(stored)
    if !merge.changed.isEmpty {
      if let check = kind.check, case .failure(let refusal) = check(.object(merge.fields), today())
      {
        throw refusal
      }
      record = state.write(merge.fields, at: key, kind: kind, by: nurse)
    }
    let conflicts = (try? JSONValue(encoding: merge.conflicts)) ?? .array([])
    return .json(200, JSONValue.object(["record": record, "conflicts": conflicts]))
  }
}
