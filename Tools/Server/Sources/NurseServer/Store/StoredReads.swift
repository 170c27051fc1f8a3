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

  /// The page's wire JSON, keys sorted as `WireCoding` sorts them (`changes`, `hasMore`,
  /// `next`; in a change `id`, `record`, `sequence`, `type`, a tombstone without `record`).
  ///
  /// Written into a byte array and wrapped once: `Data` appends byte by byte through its
  /// storage checks, which made this writer a seventh of a feed page's cost.
  public var wireData: Data {
    var out: [UInt8] = []
    out.reserveCapacity(changes.reduce(64) { $0 + ($1.record?.count ?? 0) + 96 })
    out.append(contentsOf: #"{"changes":["#.utf8)
    for (index, change) in changes.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: #"{"id":"#.utf8)
      Self.appendString(change.id.text, to: &out)
      if let record = change.record {
        out.append(contentsOf: #","record":"#.utf8)
        out.append(contentsOf: record)
      }
      out.append(contentsOf: #","sequence":"#.utf8)
      out.append(contentsOf: String(change.sequence).utf8)
      out.append(contentsOf: #","type":"#.utf8)
      Self.appendString(change.type.rawValue, to: &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(contentsOf: #"],"hasMore":"#.utf8)
    out.append(contentsOf: String(hasMore).utf8)
    out.append(contentsOf: #","next":"#.utf8)
    out.append(contentsOf: String(next).utf8)
    out.append(UInt8(ascii: "}"))
    return Data(out)
  }

  /// A JSON string, escaped as the contract's encoder escapes it. Ids and type names are
  /// checked on the way in, but they are escaped all the same: the page must stay JSON
  /// whatever a row holds.
  private static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out.append(UInt8(ascii: "\\"))
        out.append(byte)
      case 0x08: out.append(contentsOf: #"\b"#.utf8)
      case 0x09: out.append(contentsOf: #"\t"#.utf8)
      case 0x0A: out.append(contentsOf: #"\n"#.utf8)
      case 0x0C: out.append(contentsOf: #"\f"#.utf8)
      case 0x0D: out.append(contentsOf: #"\r"#.utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: #"\u00"#.utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0f)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
