import CoreContract
import Foundation

/// One record as a read answers it: its stored wire JSON, sent as it is (a record is stored in
/// its wire form, so decoding and encoding it again would only cost time).
public struct StoredRecord: Sendable, Equatable {
  /// The record's wire JSON, as stored.
  public var json: Data
  /// The version of a versioned record, for its `ETag`.
  public var version: Int?
}

/// One entry of a change-feed page, its record as stored.
public struct StoredChange: Sendable, Equatable {
  public var sequence: Int64
  public var type: RecordType
  public var id: RecordID
  /// The record's stored wire JSON; nil for a tombstone.
  public var record: Data?
}

/// A page of `GET /v1/changes`, with each record's stored bytes: `wireData` is the JSON of the
/// `Wire.ChangePage` it stands for, written around the stored payloads.
public struct StoredChangePage: Sendable, Equatable {
  public var changes: [StoredChange]
  /// The cursor to send as `since` for the next page.
  public var next: Int64
  /// True when more pages follow.
  public var hasMore: Bool
  /// The change log's identity (`ChangeLogIdentity`), set by the route.
  public var log: String?

  /// The page's wire JSON, keys sorted as `WireCoding` sorts them (`changes`, `hasMore`,
  /// `log`, `next`; in a change `id`, `record`, `sequence`, `type`, a tombstone without `record`).
  ///
  /// Written into a byte array and wrapped once: `Data` appends byte by byte through its
  /// storage checks, a cost every byte of a feed page would pay. Ids and type
  /// names are checked on the way in, but they are escaped all the same: the page must stay
  /// JSON whatever a row holds.
  public var wireData: Data {
    var out: [UInt8] = []
    out.reserveCapacity(changes.reduce(64) { $0 + ($1.record?.count ?? 0) + 96 })
    out.append(contentsOf: #"{"changes":["#.utf8)
    for (index, change) in changes.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: #"{"id":"#.utf8)
      JSONWriter.appendString(change.id.text, to: &out)
      if let record = change.record {
        out.append(contentsOf: #","record":"#.utf8)
        out.append(contentsOf: record)
      }
      out.append(contentsOf: #","sequence":"#.utf8)
      out.append(contentsOf: String(change.sequence).utf8)
      out.append(contentsOf: #","type":"#.utf8)
      JSONWriter.appendString(change.type.rawValue, to: &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(contentsOf: #"],"hasMore":"#.utf8)
    out.append(contentsOf: String(hasMore).utf8)
    if let log {
      out.append(contentsOf: #","log":"#.utf8)
      JSONWriter.appendString(log, to: &out)
    }
    out.append(contentsOf: #","next":"#.utf8)
    out.append(contentsOf: String(next).utf8)
    out.append(UInt8(ascii: "}"))
    return Data(out)
  }
}
