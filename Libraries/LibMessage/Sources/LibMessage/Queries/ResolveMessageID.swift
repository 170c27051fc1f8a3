import CoreDatabase
import Foundation

/// Turns what a nurse typed (a full UUID, or the first characters of one as the thread shows
/// them) into the one message id it names, for `--reply-to`.
struct ResolveMessageID {
  let cache: any MessageCache

  func execute(_ typed: String) async throws -> Message.ID {
    let text = typed.trimmingCharacters(in: .whitespaces)
    if let id = Message.ID(uuidString: text) {
      guard try await cache.messageExists(id) else { throw MessageLookupError.notFound(text) }
      return id
    }
    guard let prefix = IDPrefix(text) else {
      throw MessageLookupError.malformed(text)
    }
    let matches = try await cache.messageIDs(withPrefix: prefix)
    switch matches.count {
    case 0: throw MessageLookupError.notFound(text)
    case 1: return matches[0]
    default: throw MessageLookupError.ambiguous(text, matches: matches.count)
    }
  }
}
