import CoreDatabase
import Foundation

/// Turns what a nurse typed (a full UUID, or the first characters of one as the thread shows
/// them) into the one message id it names, for `--reply-to`.
struct ResolveMessageID {
  let cache: any MessageCache

  func execute(_ typed: String) async throws -> Message.ID {
    try await IDLookupError.resolve(typed, as: .message) {
      try await cache.messageIDs(withPrefix: $0)
    }
  }
}
