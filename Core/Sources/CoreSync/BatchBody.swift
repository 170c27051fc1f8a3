import CoreContract
import Foundation

/// The JSON of `POST /v1/batch` for entries whose bodies are already JSON (the outbox keeps
/// each payload as the contract encodes it).
///
/// The entries are encoded by the contract's own `Wire.BatchRequest`, each with a `null` body,
/// and each payload is set in its entry's place as stored: reading every payload into a
/// `JSONValue` only to write it out again was most of what building a batch cost.
enum BatchBody {
  /// The batch of `entries`, the `n`th entry's body being `bodies[n]`.
  static func encode(_ entries: [Wire.BatchEntry], bodies: [Data]) throws -> Data {
    precondition(entries.count == bodies.count, "one body per entry")
    var skeleton = entries
    for index in skeleton.indices { skeleton[index].body = .null }
    let encoded = try WireCoding.encoder.encode(Wire.BatchRequest(entries: skeleton))
    var body = Data(capacity: encoded.count + bodies.reduce(0) { $0 + $1.count })
    var rest = encoded.startIndex
    for payload in bodies {
      // Keys are sorted, and inside a string a quote is always escaped: the next `"body":null`
      // is this entry's body, never part of another field.
      guard let slot = encoded.range(of: nullBody, in: rest..<encoded.endIndex) else {
        throw EncodingError.invalidValue(
          entries,
          EncodingError.Context(codingPath: [], debugDescription: "an entry without its body")
        )
      }
      body.append(encoded[rest..<slot.lowerBound])
      body.append(bodyKey)
      body.append(payload)
      rest = slot.upperBound
    }
    body.append(encoded[rest...])
    return body
  }

  private static let nullBody = Data(#""body":null"#.utf8)
  private static let bodyKey = Data(#""body":"#.utf8)
}
