import Foundation

/// A record's UUID as the API spells it: accepted in any case, always answered in lowercase.
///
/// Foundation encodes `UUID` in uppercase, and clients compare ids as text, so the wire form
/// is normalised once here instead of at every response.
public struct RecordID: Codable, Hashable, Sendable, CustomStringConvertible {
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

  public var description: String { text }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let id = RecordID(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a UUID")
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
