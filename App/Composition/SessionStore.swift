import CoreHTTP
import Foundation

/// The saved login, and an HTTP client that carries its token.
enum SessionStore {
  static func current() throws -> ServerSession {
    guard let session = try SessionFile.standard().load() else { throw NotLoggedIn() }
    return session
  }

  /// - Parameter stallAfter: seconds without a byte before a request fails as timed out (on
  ///   Linux too, URLSession's request timeout restarts at every byte sent or received).
  static func client(for session: ServerSession, stallAfter: TimeInterval = 15) -> any HTTPClient {
    let token = session.token
    return URLSessionHTTPClient(baseURL: session.server, timeout: stallAfter, token: { token })
  }
}

struct NotLoggedIn: Error {}

struct NotFound: Error {
  var message: String
}
