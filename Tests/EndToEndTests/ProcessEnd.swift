import Foundation

/// A process's end, awaited by one task: signalled from `Process.terminationHandler`, which may
/// run before or after the task starts waiting.
final class ProcessEnd: @unchecked Sendable {
  private let lock = NSLock()
  private var ended = false
  private var waiter: CheckedContinuation<Void, Never>?

  /// Whether the process has ended.
  var hasEnded: Bool { lock.withLock { ended } }

  func signal() {
    lock.lock()
    ended = true
    let waiting = waiter
    waiter = nil
    lock.unlock()
    waiting?.resume()
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if ended {
        lock.unlock()
        continuation.resume()
      } else {
        waiter = continuation
        lock.unlock()
      }
    }
  }
}
