import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession delegate of `URLSessionHTTPClient`: it refuses every authentication
/// challenge, and cancels a request whose body libcurl cannot send again.
///
/// - A challenge: on Linux, URLSession waits for ever on a 401 that carries
///   `WWW-Authenticate: Basic` unless a delegate answers it. Cancelling it ends the task as
///   `URLError.cancelled`, which `send` reports as `.unauthorized`: the nurse logs in again.
/// - A body asked for again: when a reused (keep-alive) connection dies before any answer,
///   libcurl sends the request again on a fresh connection, and rewinds its body by asking the
///   session for a new body stream. FoundationNetworking (swift-corelibs-foundation 6.3) gets
///   none for a request's `httpBody` and rewinds nothing, so the request goes again with its
///   `Content-Length` and no byte of its body: the server waits for the body, the client for
///   an answer, until the stall timeout fires. A cut of the connection while the server reads
///   a photo part, or a server closing an idle connection as the next request takes it, ends
///   that way. The delegate notes the task and cancels it instead, and `send` sends the
///   request again at once, as libcurl meant to.
final class SessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var bodiesNotResent: Set<Int> = []

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    completionHandler(.cancelAuthenticationChallenge, nil)
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    needNewBodyStream completionHandler: @escaping (InputStream?) -> Void
  ) {
    _ = lock.withLock { bodiesNotResent.insert(task.taskIdentifier) }
    completionHandler(nil)
    // Not here: this runs on the session's queue, which `cancel()` waits for.
    DispatchQueue.global().async { task.cancel() }
  }

  /// True, once, when the task `identifier` names was cancelled because its body could not
  /// be sent again.
  func forgetBodyNotResent(_ identifier: Int) -> Bool {
    lock.withLock { bodiesNotResent.remove(identifier) != nil }
  }
}
