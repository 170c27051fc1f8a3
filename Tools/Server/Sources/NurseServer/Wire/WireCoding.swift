import Foundation

/// The JSON coding of every body the server reads and writes: camelCase keys, ISO 8601
/// instants in UTC with milliseconds, and sorted keys so the same record always makes the same
/// bytes (an idempotent Braden replay is recognised by comparing those bytes).
public enum WireCoding {
  static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// The encoder for responses and for the records the store keeps.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(dateStyle))
    }
    return encoder
  }

  /// The decoder for requests; accepts instants with or without a fraction of a second.
  public static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = try? dateStyle.parse(text) { return date }
      if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected an ISO 8601 instant"
      )
    }
    return decoder
  }
}
