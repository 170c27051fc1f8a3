import Foundation

/// A record's UUID as the wire spells it: read in any case, always written in lowercase.
///
/// Foundation writes `UUID` in uppercase while the server compares ids as text (replays,
/// audit), so the one wire form is fixed here for both sides.
public struct RecordID: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The lowercase canonical text, e.g. `3f2a…`.
  public let text: String

  /// Parses `text` as a UUID in any case; nil when it is not one.
  public init?(_ text: String) {
    guard let uuid = UUID(uuidString: text) else { return nil }
    self.text = uuid.uuidString.lowercased()
  }

  /// The canonical form of `uuid`.
  public init(_ uuid: UUID) {
    self.text = uuid.uuidString.lowercased()
  }

  /// The id as a Foundation `UUID`.
  public var uuid: UUID { UUID(uuidString: text)! }

  /// The lowercase text.
  public var description: String { text }

  /// Orders ids by their text, for stable listings.
  public static func < (lhs: RecordID, rhs: RecordID) -> Bool { lhs.text < rhs.text }

  /// Reads a UUID string in any case; anything else is a decoding error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let id = RecordID(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a UUID")
    }
    self = id
  }

  /// Writes the lowercase text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
