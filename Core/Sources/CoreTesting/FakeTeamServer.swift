import CoreContract
import CoreHTTP
import Foundation

/// An in-memory team server that keeps nurse-server's contract (docs/sync.md), for tests of
/// libraries and of CoreSync: `PUT`/`PATCH`/`GET /v1/records/<type>/<id>`, the change log
/// `GET /v1/changes`, and photo bytes at `/v1/photos/<sha256>`.
///
/// Build it over the contract's record types, so it decodes strictly, validates and checks
/// parents as the real server does (a refusal is a `422` naming the field):
///
/// ```swift
/// let server = FakeTeamServer(types: [Wire.Patient.self, Wire.Wound.self])
/// let alice = server.client(for: "alice")   // one nurse's token
/// let bob = server.client(for: "bob")       // a colleague on the same server
/// server.failNext(.offline)                 // the next request throws HTTPError.unreachable
/// ```
///
/// or, loosely, over type names only (`FakeTeamServer(versioned: ["patient", "wound"])`):
/// any type is accepted unchecked, those named are versioned, the others append-only.
///
/// The server itself is an `HTTPClient` for the nurse `FakeTeamServer.defaultNurse`.
public final class FakeTeamServer: HTTPClient, @unchecked Sendable {
  /// The nurse whose token `send` uses when the server is used as a client directly.
  public static let defaultNurse = "nurse"

  /// One request the server received, and the nurse whose token sent it.
  public struct ReceivedRequest: Sendable, Equatable {
    public var nurse: String
    public var request: HTTPRequest
  }

  let kinds: [RecordType: FakeKind]
  /// True when the server was built over type names only: every type is accepted unchecked.
  let isLoose: Bool
  let today: @Sendable () -> Date
  private let lock = NSLock()
  var state = FakeServerState()

  /// A strict server for `types`: strict decoding, `validate(today:)`, parents required.
  /// A type not listed answers 404.
  public init(
    types: [any TeamRecord.Type] = Wire.records,
    today: @escaping @Sendable () -> Date = Date.init
  ) {
    var kinds: [RecordType: FakeKind] = [:]
    for type in types {
      let kind = FakeKind(type)
      kinds[kind.type] = kind
    }
    self.kinds = kinds
    self.isLoose = false
    self.today = today
  }

  /// A loose server: every type accepted without checks; `versioned` types get a version and
  /// take patches, `perNurse` types are kept per nurse, the others are append-only.
  public init(versioned: Set<String>, perNurse: Set<String> = []) {
    var kinds: [RecordType: FakeKind] = [:]
    for name in versioned { kinds[RecordType(rawValue: name)] = FakeKind(loose: name, .versioned) }
    for name in perNurse { kinds[RecordType(rawValue: name)] = FakeKind(loose: name, .perNurse) }
    self.kinds = kinds
    self.isLoose = true
    self.today = Date.init
  }

  /// A client that sends with `nurse`'s token. Clients of one server share its records.
  public func client(for nurse: String) -> any HTTPClient {
    NurseClient(server: self, nurse: nurse)
  }

  /// Sends as `defaultNurse`.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try receive(request, from: Self.defaultNurse)
  }

  /// Runs `body` with the server's state locked.
  func locked<Value>(_ body: (inout FakeServerState) throws -> Value) rethrows -> Value {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }

  func kind(_ type: RecordType) -> FakeKind? {
    if let kind = kinds[type] { return kind }
    return isLoose ? FakeKind(loose: type.rawValue, .appendOnly) : nil
  }

  /// Records the request, plays a scheduled failure if one matches, else answers it.
  func receive(_ request: HTTPRequest, from nurse: String) throws -> HTTPResponse {
    try locked { state in
      state.requests.append(ReceivedRequest(nurse: nurse, request: request))
      let failure = state.takeFailure(for: request, nurse: nurse)
      if let failure, failure != .answerLost { return try failure.play(on: request) }
      let answer =
        request.method == "POST" && request.path == ContractPaths.batch
        ? try batch(request, nurse: nurse, state: &state)
        : route(request, nurse: nurse, state: &state)
      if let failure { return try failure.play(on: request) }
      return answer
    }
  }

  private func route(_ request: HTTPRequest, nurse: String, state: inout FakeServerState)
    -> HTTPResponse
  {
    let parts = request.path.split(separator: "/").map(String.init)
    switch (request.method, parts.count) {
    case ("GET", _) where request.path == ContractPaths.changes:
      return changes(request, nurse: nurse, state: state)
    case (_, 3) where parts[0] == "v1" && parts[1] == "photos":
      return photo(request, sha256: parts[2], state: &state)
    case (_, 4) where parts[0] == "v1" && parts[1] == "records":
      guard let id = RecordID(parts[3]) else { return .problem(404, "not-found") }
      let address = FakeAddress(type: RecordType(rawValue: parts[2]), id: id)
      return record(request, address, nurse: nurse, state: &state)
    default:
      return .problem(404, "not-found", detail: "no route \(request.method) \(request.path)")
    }
  }
}

/// `FakeTeamServer.client(for:)`: the server seen with one nurse's token.
struct NurseClient: HTTPClient {
  let server: FakeTeamServer
  let nurse: String

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try server.receive(request, from: nurse)
  }
}
