import Foundation

/// FHIR R4's data types as the export writes them.
enum FHIRValues {
  /// A `Coding` of a code; nil for a text-only concept.
  static func coding(_ code: FHIRCode) -> FHIRJSON? {
    guard let system = code.system, let value = code.code else { return nil }
    return .object(
      ("system", .string(system)),
      ("code", .string(value)),
      ("display", .string(code.display))
    )
  }

  /// A `CodeableConcept`: its coding when the concept has one, and `text` (the concept's own
  /// display, or the nurse's words when given).
  static func concept(_ code: FHIRCode, text: String? = nil) -> FHIRJSON {
    .object(
      ("coding", coding(code).map { .array([$0]) }),
      ("text", .string(text ?? code.display))
    )
  }

  /// A UCUM `Quantity`: `value` is the number's text, so its precision stays as measured.
  static func quantity(_ value: String, unit: String, ucum: String) -> FHIRJSON {
    .object(
      ("value", .number(value)),
      ("unit", .string(unit)),
      ("system", .string(FHIRCodes.ucumSystem)),
      ("code", .string(ucum))
    )
  }

  /// A `Reference` to a resource of the bundle, by its `fullUrl`.
  static func reference(_ id: UUID, display: String? = nil) -> FHIRJSON {
    .object(("reference", .string(fullURL(id))), ("display", display.map(FHIRJSON.string)))
  }

  /// The `fullUrl` of a resource of the bundle: `urn:uuid:…`, which FHIR resolves in a bundle.
  static func fullURL(_ id: UUID) -> String { "urn:uuid:\(id.uuidString.lowercased())" }

  /// A resource's `id`: its UUID, lowercased.
  static func id(_ id: UUID) -> FHIRJSON { .string(id.uuidString.lowercased()) }

  /// An `instant` or `dateTime` in UTC to the millisecond (`2026-11-20T09:30:00.000Z`).
  static func instant(_ date: Date) -> FHIRJSON {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return .string(formatter.string(from: date))
  }

  /// A stable UUID made from a UUID and a name (an allergy's from the patient's and its
  /// place), so exporting the same record twice gives the same ids. Version 8 (RFC 9562,
  /// custom): two 64-bit FNV-1a hashes, an id and not a security hash.
  static func derivedID(_ base: UUID, _ name: String) -> UUID {
    let text = Array("\(base.uuidString.lowercased())/\(name)".utf8)
    return uuid(
      from: fnv1a(text, seed: 0xcbf2_9ce4_8422_2325),
      fnv1a(text, seed: 0x8422_2325_cbf2_9ce4)
    )
  }

  /// The UUID of a photo: the first 128 bits of its SHA-256 as a version 8 UUID.
  static func photoID(_ sha256: String) -> UUID {
    let hex = Array(sha256.utf8.prefix(32))
    let high = UInt64(String(decoding: hex.prefix(16), as: UTF8.self), radix: 16) ?? 0
    let low = UInt64(String(decoding: hex.dropFirst(16), as: UTF8.self), radix: 16) ?? 0
    return uuid(from: high, low)
  }

  private static func fnv1a(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
    bytes.reduce(seed) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }

  private static func uuid(from high: UInt64, _ low: UInt64) -> UUID {
    var bytes =
      (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    bytes[6] = (bytes[6] & 0x0F) | 0x80  // version 8
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 9562 variant
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    )
  }
}
