import CoreContract
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation

@testable import LibPatient

extension PatientFixture {
  /// One sync of this nurse's store through CoreSync's engine, over LibPatient's kinds.
  func sync(with client: any HTTPClient) async throws -> SyncReport {
    try await SyncEngine(store: store, client: client, kinds: library.syncedKinds, now: clock.now)
      .sync()
  }

  var ledger: SyncLedger { SyncLedger(store: store) }
}

/// One nurse of the team: her own store, her own login to the team server.
struct TeamNurse {
  let fixture: PatientFixture
  let client: any HTTPClient

  init(_ name: String, _ server: FakeTeamServer) throws {
    try self.init(name, client: server.client(for: name))
  }

  init(_ name: String, client: any HTTPClient) throws {
    fixture = try PatientFixture()
    self.client = client
  }

  var library: PatientLibrary { fixture.library }

  func sync() async throws -> SyncReport { try await fixture.sync(with: client) }

  /// Alice adds a patient and syncs; Bob pulls her.
  static func sharedPatient(on server: FakeTeamServer) async throws -> (
    TeamNurse, TeamNurse, Patient.ID
  ) {
    let alice = try TeamNurse("alice", server)
    let id = try await alice.fixture.addPatient()
    _ = try await alice.sync()
    let bob = try TeamNurse("bob", server)
    _ = try await bob.sync()
    return (alice, bob, id)
  }

  /// Edits the patient's details as a form would: read them, change some, save them all.
  func change(_ id: Patient.ID, _ edit: (inout PatientDetails) -> Void) async throws {
    var details = try await library.patient(id).details
    edit(&details)
    try await library.edit(id, details: details)
  }
}

/// Loses every change of one kind from the change log's pages while told to, as a store that
/// missed a record would: what hangs under it then has nothing to hang under.
final class HidingClient: HTTPClient, @unchecked Sendable {
  private let base: any HTTPClient
  private let hidden: RecordType
  private let lock = NSLock()
  private var hiding = true

  init(base: any HTTPClient, hiding type: RecordType) {
    self.base = base
    self.hidden = type
  }

  func stopHiding() { lock.withLock { hiding = false } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var response = try await base.send(request)
    guard request.path == ContractPaths.changes, lock.withLock({ hiding }),
      var page = try? WireCoding.decoder.decode(Wire.ChangePage.self, from: response.body)
    else { return response }
    page.changes.removeAll { $0.type == hidden }
    response.body = try WireCoding.encoder.encode(page)
    return response
  }
}

/// A client that never reaches the server.
struct UnreachableClient: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw HTTPError.unreachable("offline")
  }
}
