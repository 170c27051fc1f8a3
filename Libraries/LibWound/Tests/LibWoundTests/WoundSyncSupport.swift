import CoreContract
import CoreHTTP
import CorePhoto
import CoreSync
import CoreTesting
import Foundation
import LibPatient

@testable import LibWound

extension WoundFixture {
  /// Every kind this store syncs, patients first (a wound hangs under its patient).
  var syncedKinds: [any SyncedKind] { patients.syncedKinds + wounds.syncedKinds }

  /// CoreSync's engine over this nurse's store, photos through the vault.
  func engine(with client: any HTTPClient) -> SyncEngine {
    SyncEngine(
      store: store,
      client: client,
      kinds: syncedKinds,
      blobs: wounds.blobStore,
      now: clock.now
    )
  }

  /// One sync of this nurse's store: push, then pull.
  func sync(with client: any HTTPClient) async throws -> SyncReport {
    try await engine(with: client).sync()
  }

  var ledger: SyncLedger { SyncLedger(store: store) }
}

/// One nurse of the team: her own store, her own login to the fake team server.
struct WoundNurse {
  let fixture: WoundFixture
  let client: any HTTPClient

  init(_ name: String, _ server: FakeTeamServer) throws {
    fixture = try WoundFixture()
    client = server.client(for: name)
  }

  var wounds: WoundLibrary { fixture.wounds }

  func sync() async throws -> SyncReport { try await fixture.sync(with: client) }

  /// A pull alone, with nothing pushed: what the team changed, over what waits here.
  func pull() async throws -> Int { try await fixture.engine(with: client).pull() }

  /// Alice opens a wound (and its patient) and syncs; Bob pulls them.
  static func sharedWound(on server: FakeTeamServer) async throws
    -> (alice: WoundNurse, bob: WoundNurse, wound: Wound.ID)
  {
    let alice = try WoundNurse("alice", server)
    let wound = try await alice.fixture.openWound(openedOn: WoundFixture.day(-3))
    _ = try await alice.sync()
    let bob = try WoundNurse("bob", server)
    _ = try await bob.sync()
    return (alice, bob, wound)
  }
}

/// Team records as a colleague's app would have sent them, for seeding the server.
enum TeamRecords {
  static func patient(_ id: Patient.ID) -> Wire.Patient {
    Wire.Patient(
      id: RecordID(id.rawValue),
      givenName: "Zoë",
      familyName: "Dupont",
      birthDate: "1941-03-09",
      sex: .female,
      createdAt: WoundFixture.start,
      updatedAt: WoundFixture.start
    )
  }

  static func wound(_ id: Wound.ID, patient: Patient.ID) -> Wire.Wound {
    Wire.Wound(
      id: RecordID(id.rawValue),
      patientId: RecordID(patient.rawValue),
      openedOn: "2025-06-10",
      type: .venousLegUlcer,
      site: .leftLowerLeg,
      createdAt: WoundFixture.start,
      updatedAt: WoundFixture.start
    )
  }

  static func assessment(_ id: Assessment.ID, wound: Wound.ID) -> Wire.Assessment {
    Wire.Assessment(
      id: RecordID(id.rawValue),
      woundId: RecordID(wound.rawValue),
      takenAt: WoundFixture.start,
      lengthCm: Decimal(string: "3.5")!,
      widthCm: 2,
      tissue: .init(epithelial: 0, granulation: 70, slough: 30, necrotic: 0),
      exudate: .light
    )
  }

  static func photo(_ bytes: Data, assessment: Assessment.ID) -> Wire.PhotoAttachment {
    Wire.PhotoAttachment(
      id: RecordID(UUID()),
      assessmentId: RecordID(assessment.rawValue),
      sha256: PhotoBytesRule.sha256(bytes),
      format: .jpeg,
      byteCount: bytes.count
    )
  }
}
