import CoreContract
import CoreDatabase
import Foundation

/// One kind of team record as a library keeps it in the nurse's store: the only thing a
/// library writes to take part in sync. Push, pull, merges, refusals and parking are
/// CoreSync's, the same for every kind.
///
/// Build one with `SyncedRecords`, which works on the contract's typed wire record.
public protocol SyncedKind: Sendable {
  /// The kind's wire name.
  var type: RecordType { get }
  /// How it changes once the server has it.
  var policy: RecordPolicy { get }
  /// The fields an update may change.
  var mergeableFields: Set<String> { get }
  /// Stores the record as the server holds it (JSON), replacing the cached row.
  func save(_ record: JSONValue, in db: StoreDatabase) throws
  /// Removes the record (a tombstone, or a refused create the nurse discards).
  func delete(_ id: RecordID, in db: StoreDatabase) throws
  /// The cached record as JSON, nil when this store does not hold it.
  func current(_ id: RecordID, in db: StoreDatabase) throws -> JSONValue?
  /// The SHA-256 of every blob the record names (photo bytes), to be moved by hash.
  func blobs(in record: JSONValue) throws -> [String]
  /// The record `record` hangs under (a wound's patient), as its contract type declares it;
  /// nil for a record at the top (a patient).
  func parent(of record: JSONValue) throws -> RecordReference?

  /// Reads one record of this kind where the wire holds it (a feed page's change, a batch
  /// answer, a parked row), typed at once: a pull and a push read each record once, never
  /// through `JSONValue` and back.
  func read(from decoder: any Decoder) throws -> any TeamRecord
  /// Reads the answer to a `PATCH` of this kind (`Wire.PatchAnswer`): the record as the server
  /// merged it and the fields that conflicted.
  func readPatchAnswer(from decoder: any Decoder) throws
    -> (record: any TeamRecord, conflicts: [Wire.FieldConflict])
  /// Stores a record `read(from:)` gave, replacing the cached row; nothing for an
  /// append-only record this store `holds` already.
  func save(record: any TeamRecord, in db: StoreDatabase) throws
  /// Whether this store holds the append-only record `id` already: then it never changes,
  /// and its server copy is neither read nor stored. False for every other kind.
  func holds(_ id: RecordID, in db: StoreDatabase) throws -> Bool
  /// Whether records of this kind name blobs at all: those that do not are never read for them.
  var namesBlobs: Bool { get }
  /// The SHA-256 of every blob a record `read(from:)` gave names.
  func blobs(of record: any TeamRecord) -> [String]
  /// The id of every record of this kind the store holds: with `current(_:in:)`, the store's
  /// side of the team's record, compared with the server's to prove convergence.
  func storedIDs(in db: StoreDatabase) throws -> [RecordID]
  /// The SHA-256 of every blob the records this store holds name: a record stored before its
  /// bytes arrived (a colleague's photo not yet uploaded) has its bytes fetched by a later pull.
  func storedBlobs(in db: StoreDatabase) throws -> [String]
  /// The migrations that make and change its table, in order: the library's schema registers
  /// them after its frozen ones (`SyncedSchema`), so a new kind's table needs no line there.
  var migrations: [Migration] { get }
}

extension SyncedKind {
  /// None: a kind that does not list them has its bytes fetched only with its records.
  public func storedBlobs(in db: StoreDatabase) throws -> [String] { [] }
  /// None: its table is made by one of the library's frozen migrations.
  public var migrations: [Migration] { [] }
}

/// Where a kind's records are in the store, to list their ids.
public struct StoredIDs: Sendable {
  let read: @Sendable (StoreDatabase) throws -> [RecordID]

  /// Ids read by `read` (a kind kept per nurse, say).
  public init(_ read: @escaping @Sendable (StoreDatabase) throws -> [RecordID]) {
    self.read = read
  }

  /// The `id` column of the library's table `name` (its own name, never text from the wire).
  public static func table(_ name: String) -> StoredIDs {
    StoredIDs { db in
      try String.fetchAll(db, sql: "SELECT id FROM \"\(name)\"").compactMap(RecordID.init)
    }
  }
}

/// A `SyncedKind` over a contract record type, built from the library's three store functions.
///
/// ```swift
/// let patients = SyncedRecords(
///   Wire.Patient.self,
///   stored: .table("patient"),
///   save: { patient, db in try PatientAdapter.record(from: patient).saveRow(db) },
///   delete: { id, db in _ = try PatientRecord.deleteOne(db, key: id.text) },
///   current: { id, db in try PatientRecord.fetchOne(db, key: id.text).map(PatientAdapter.wire) }
/// )
/// ```
public struct SyncedRecords<Record: TeamRecord>: SyncedKind {
  private let saveRecord: @Sendable (Record, StoreDatabase) throws -> Void
  private let deleteRecord: @Sendable (RecordID, StoreDatabase) throws -> Void
  private let currentRecord: @Sendable (RecordID, StoreDatabase) throws -> Record?
  /// Nil for the kinds that name no bytes: asking them costs no decoding of the record.
  private let recordBlobs: (@Sendable (Record) -> [String])?
  /// The table of an append-only kind whose rows, once here, never change.
  private let heldTable: String?
  private let stored: StoredIDs
  private let storedBlobHashes: (@Sendable (StoreDatabase) throws -> [String])?
  public let migrations: [Migration]

  /// - Parameters:
  ///   - stored: where its records are, to list their ids (`.table("wound")`).
  ///   - migrations: the migrations that make and change its table, in order, for a kind
  ///     whose table no frozen migration of the library makes (every kind added from now on).
  ///   - save: inserts or replaces the cached row from the server's record.
  ///   - delete: removes it (and, through the library's schema, what hangs under it).
  ///   - current: reads it back; versioned kinds need it to merge and resolve.
  ///   - blobs: the hashes of the bytes it names (photos only); nil for a kind that names none.
  ///   - storedBlobs: the hashes the stored records name, for a kind that keeps a record
  ///     whose bytes have not arrived: a later pull fetches those still missing.
  ///   - heldIn: for an append-only kind, the library's table whose `id` column holds its
  ///     records: one already there (recorded on this device, or pulled before) is never
  ///     saved again, and a push does not even read the server's copy of it.
  public init(
    _ type: Record.Type,
    stored: StoredIDs,
    heldIn table: String? = nil,
    migrations: [Migration] = [],
    save: @escaping @Sendable (Record, StoreDatabase) throws -> Void,
    delete: @escaping @Sendable (RecordID, StoreDatabase) throws -> Void,
    current: @escaping @Sendable (RecordID, StoreDatabase) throws -> Record? = { _, _ in nil },
    blobs: (@Sendable (Record) -> [String])? = nil,
    storedBlobs: (@Sendable (StoreDatabase) throws -> [String])? = nil
  ) {
    storedBlobHashes = storedBlobs
    self.migrations = migrations
    saveRecord = save
    deleteRecord = delete
    currentRecord = current
    recordBlobs = blobs
    precondition(table == nil || Record.policy == .appendOnly, "only append-only rows never change")
    heldTable = table
    self.stored = stored
  }

  public func storedIDs(in db: StoreDatabase) throws -> [RecordID] {
    try stored.read(db)
  }

  public func storedBlobs(in db: StoreDatabase) throws -> [String] {
    try storedBlobHashes?(db) ?? []
  }

  public var type: RecordType { Record.type }
  public var policy: RecordPolicy { Record.policy }
  public var mergeableFields: Set<String> { Record.mergeableFields }

  public func save(_ record: JSONValue, in db: StoreDatabase) throws {
    try save(record: record.decode(as: Record.self), in: db)
  }

  public func read(from decoder: any Decoder) throws -> any TeamRecord {
    try Record(from: decoder)
  }

  public func readPatchAnswer(from decoder: any Decoder) throws
    -> (record: any TeamRecord, conflicts: [Wire.FieldConflict])
  {
    let answer = try Wire.PatchAnswer<Record>(from: decoder)
    return (answer.record, answer.conflicts)
  }

  public func save(record: any TeamRecord, in db: StoreDatabase) throws {
    let record = try typed(record)
    guard try !holds(record.recordID, in: db) else { return }
    try saveRecord(record, db)
  }

  public func holds(_ id: RecordID, in db: StoreDatabase) throws -> Bool {
    guard let heldTable else { return false }
    return try AppendOnlyRows.contains(id, in: heldTable, db: db)
  }

  public var namesBlobs: Bool { recordBlobs != nil }

  public func blobs(of record: any TeamRecord) -> [String] {
    guard let recordBlobs, let record = record as? Record else { return [] }
    return recordBlobs(record)
  }

  /// `record` as this kind's type: the engine hands each kind only what it read.
  private func typed(_ record: any TeamRecord) throws -> Record {
    guard let record = record as? Record else {
      throw DecodingError.typeMismatch(
        Record.self,
        DecodingError.Context(codingPath: [], debugDescription: "a record of another kind")
      )
    }
    return record
  }

  public func delete(_ id: RecordID, in db: StoreDatabase) throws {
    try deleteRecord(id, db)
  }

  public func current(_ id: RecordID, in db: StoreDatabase) throws -> JSONValue? {
    try currentRecord(id, db).map { try JSONValue(encoding: $0) }
  }

  public func parent(of record: JSONValue) throws -> RecordReference? {
    try record.decode(as: Record.self).parent
  }

  public func blobs(in record: JSONValue) throws -> [String] {
    // Every pulled change is asked for its bytes: decoding each record only to learn that a
    // patient names none doubled the decoding of a pull.
    guard namesBlobs else { return [] }
    return blobs(of: try record.decode(as: Record.self))
  }
}

/// Where a library keeps blobs (photo bytes) by their SHA-256, for CoreSync to upload and
/// download them around the records that name them.
public protocol BlobStore: Sendable {
  /// True when the bytes are on this machine.
  func has(_ sha256: String) -> Bool
  /// The bytes and their media type, to upload.
  func read(_ sha256: String) throws -> (bytes: Data, mediaType: String)
  /// Keeps downloaded bytes; throws when they do not hash to `sha256`.
  func write(_ bytes: Data, sha256: String) throws
  /// Where the bytes of a download cut halfway wait for the next attempt; nil keeps them in
  /// memory, for the same sync's retries only.
  var partials: (any PartialBlobs)? { get }
}

extension BlobStore {
  /// No place of its own: a cut download resumes within the same sync only.
  public var partials: (any PartialBlobs)? { nil }
}
