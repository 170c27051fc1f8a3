import Foundation
import LibPatient

/// Tells the screens watching a wound that a photo's bytes have just landed in this process's
/// vault (a colleague's photo downloaded by a sync).
///
/// Bytes live in files, not in the store, so the store's observation never sees them arrive:
/// an open wound would go on saying "not yet uploaded" until something else changed it.
final class PhotoArrivals: @unchecked Sendable {
  private let lock = NSLock()
  private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]

  /// The content ids (SHA-256 hex) of the photos whose bytes land from now on, until the
  /// consumer stops iterating.
  func stream() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let key = UUID()
    lock.withLock { listeners[key] = continuation }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      _ = self.lock.withLock { self.listeners.removeValue(forKey: key) }
    }
    return stream
  }

  /// Says that the bytes of `sha256` are now in the vault.
  func announce(_ sha256: String) {
    let listening = lock.withLock { Array(listeners.values) }
    for listener in listening { listener.yield(sha256) }
  }
}
