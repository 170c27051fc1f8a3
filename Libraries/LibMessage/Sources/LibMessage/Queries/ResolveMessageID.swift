import Foundation

/// Turns what a nurse typed (a full UUID, or the first characters of one as the thread shows
/// them) into the one message id it names, for `--reply-to`.
struct ResolveMessageID {
  /// Fewer hex digits than this match too many messages to be worth typing.
  static let minimumPrefixDigits = 4

  let cache: any MessageCache

  func execute(_ typed: String) async throws -> UUID {
    let text = typed.trimmingCharacters(in: .whitespaces)
    if let id = UUID(uuidString: text) {
      guard try await cache.messageExists(id) else { throw MessageLookupError.notFound(text) }
      return id
    }
    guard let prefix = Self.canonicalPrefix(text) else {
      throw MessageLookupError.malformed(text)
    }
    let matches = try await cache.messageIDs(withPrefix: prefix)
    switch matches.count {
    case 0: throw MessageLookupError.notFound(text)
    case 1: return matches[0]
    default: throw MessageLookupError.ambiguous(text, matches: matches.count)
    }
  }

  /// The lowercased text when it can start a canonical UUID (`xxxxxxxx-xxxx-…`, hyphens only
  /// where the UUID has them) and holds at least four hex digits; nil otherwise.
  static func canonicalPrefix(_ text: String) -> String? {
    let lowered = text.lowercased()
    let canonicalHyphens: Set<Int> = [8, 13, 18, 23]
    guard lowered.count < 36 else { return nil }
    var digits = 0
    for (offset, character) in lowered.enumerated() {
      if canonicalHyphens.contains(offset) {
        guard character == "-" else { return nil }
      } else {
        guard character.isHexDigit, character.isASCII else { return nil }
        digits += 1
      }
    }
    return digits >= minimumPrefixDigits ? lowered : nil
  }
}
