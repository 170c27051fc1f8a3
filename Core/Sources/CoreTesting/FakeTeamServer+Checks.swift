import CoreContract
import CoreHTTP
import Foundation

extension FakeTeamServer {
  /// Strict decoding, the id, `validate` and the parent, as the real server checks a body.
  func checkBody(
    _ body: JSONValue,
    key: FakeRowKey,
    kind: FakeKind,
    state: FakeServerState
  ) throws(FakeRefusal) {
    guard let check = kind.check else {
      if case .string(let id) = body["id"], RecordID(id) != key.address.id {
        throw .badRequest("the id is not the path's", field: "id")
      }
      return
    }
    let checked: FakeKind.Checked
    switch check(body, today()) {
    case .success(let value): checked = value
    case .failure(let refusal): throw refusal
    }
    if let id = checked.id, id != key.address.id {
      throw .badRequest("the id is not the path's", field: "id")
    }
    if let parent = checked.parent {
      let parentKey = FakeRowKey(address: FakeAddress(type: parent.type, id: parent.id), owner: nil)
      guard state.rows[parentKey]?.payload != nil else {
        throw FakeRefusal(status: 404, type: "not-found", detail: "no such \(parent.type)")
      }
    }
  }

  func json(_ request: HTTPRequest) throws(FakeRefusal) -> JSONValue {
    guard let body = request.body,
      let value = try? JSONValue(wireData: body)
    else { throw .badRequest("expected a JSON body") }
    return value
  }

  static func number(_ value: JSONValue?) -> Decimal {
    if case .number(let number) = value { return number }
    return 0
  }
}
