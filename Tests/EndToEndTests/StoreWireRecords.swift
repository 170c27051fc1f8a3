import CoreContract
import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import LibMessage
import LibPatient
import LibWound

/// A nurse's store as the team's record in wire form: every kind the app syncs (the
/// libraries' own `syncedKinds`, so a kind is compared as soon as a library declares it), each
/// record read back by its kind's `current`, as the server's change log spells it. Nothing
/// here lists a field or a column: the contract's declaration of each record is the comparer.
struct StoreWireRecords {
  /// Type -> lowercased id -> the record's wire JSON.
  var records: [String: [String: JSONValue]] = [:]
  /// The kinds the app syncs with this store, parents first.
  var kinds: [any SyncedKind] = []
  /// The nurse logged in there, whose read marks it keeps; nil when nobody is.
  var nurse: String?

  /// Reads `sandbox`'s store (after its `nurse` processes have finished) through the
  /// libraries, with the read marks of the nurse logged in there.
  static func read(_ sandbox: NurseSandbox) async throws -> StoreWireRecords {
    let store = try Store.open(
      at: sandbox.store,
      migrations: PatientLibrary.migrations + WoundLibrary.migrations + MessageLibrary.migrations,
      connections: .single
    )
    let session = try SessionFile(url: sandbox.home.file("config/nurse/session.json")).load()
    var kinds = PatientLibrary.live(store: store).syncedKinds
    kinds += WoundLibrary.live(store: store).syncedKinds
    if let nurse = session?.username {
      kinds += MessageLibrary.live(store: store, nurse: nurse).syncedKinds
    }
    let read = kinds
    return try await store.read { db in
      var found = StoreWireRecords(kinds: read, nurse: session?.username)
      for kind in read {
        for id in try kind.storedIDs(in: db) {
          guard let record = try kind.current(id, in: db) else { continue }
          found.records[kind.type.rawValue, default: [:]][id.text.lowercased()] =
            try Self.canonical(record, as: kind)
        }
      }
      return found
    }
  }

  /// `json` read as `kind`'s typed record and written again, so the store's side and the
  /// server's are spelt alike (instants, decimals, the order of keys).
  static func canonical(_ json: JSONValue, as kind: any SyncedKind) throws -> JSONValue {
    let data = try WireCoding.encoder.encode(json)
    let decoder = WireCoding.decoder
    decoder.userInfo[KindReader.kindKey] = kind
    let record = try decoder.decode(KindReader.self, from: data).record
    return try JSONValue(encoding: record)
  }

  /// Reads one record through the kind `userInfo` names.
  private struct KindReader: Decodable {
    static let kindKey = CodingUserInfoKey(rawValue: "kind")!
    let record: any TeamRecord

    init(from decoder: any Decoder) throws {
      guard let kind = decoder.userInfo[Self.kindKey] as? any SyncedKind else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no kind"))
      }
      record = try kind.read(from: decoder)
    }
  }
}
